export * from './machine-schemas.js';
