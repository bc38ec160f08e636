export * from './anlage2-columns.js';
export * from './anlage2-types.js';
export * from './materials.js';
export * from './site-conditions.js';
export * from './admissibility.js';
