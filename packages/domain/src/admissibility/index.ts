export * from './anlage2-columns.js';
export * from './anlage2-types.js';
export * from './materials.js';
export * from './site-conditions.js';
export * from './admissibility.js';
export * from './matrix.js';
export * from './schemas.js';
export * from './delivery-note-exemption.js';
