export * from './token-rules.js';
export * from './integration-schemas.js';
