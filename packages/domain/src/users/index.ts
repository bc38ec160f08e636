export * from './responses.js';
