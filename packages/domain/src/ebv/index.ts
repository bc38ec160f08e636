export * from './pile-status.js';
export * from './batch-status.js';
export * from './announcement.js';
export * from './messages.js';
export * from './schemas.js';
export * from './responses.js';
export * from './suitability-warning.js';
export * from './rule-facts.js';
