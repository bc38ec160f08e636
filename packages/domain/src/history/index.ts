export * from './history-types.js';
export * from './history-registry.js';
export * from './responses.js';
export * from './chain.js';
