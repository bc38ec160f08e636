export * from './responses.js';
export * from './handover-schema.js';
export * from './retention.js';
