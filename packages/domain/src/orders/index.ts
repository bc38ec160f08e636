export * from './decimal.js';
export * from './status.js';
export * from './schemas.js';
export * from './responses.js';
