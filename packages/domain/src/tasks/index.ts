export * from './task-registry.js';
