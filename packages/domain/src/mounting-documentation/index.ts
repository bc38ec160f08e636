export * from './grid-field.js';
export * from './grid-field-schema.js';
export * from './schemas.js';
export * from './responses.js';
