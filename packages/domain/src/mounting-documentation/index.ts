export * from './grid-field.js';
export * from './schemas.js';
export * from './responses.js';
