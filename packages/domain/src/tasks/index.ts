export * from './task-registry.js';
export * from './responses.js';
