export * from './materials.js';
export * from './lab-decimal.js';
export * from './schemas.js';
export * from './requirements.js';
export * from './series.js';
export * from './sums.js';
export * from './evaluate.js';
export * from './lab-table.js';
export { materialValueTables, anlage6Rows } from './tables.generated.js';
