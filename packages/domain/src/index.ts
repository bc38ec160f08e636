export * from './messages.js';
export * from './roles.js';
export * from './permissions.js';
export * from './status.js';
export * from './options/index.js';
export * from './validation.js';
export * from './api-error.js';
