export * from './printout-fields.js';
