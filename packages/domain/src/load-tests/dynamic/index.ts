// Dynamic plate load tests (Evd): messages, coordinate conversion, payload schema.
export * from './messages.js';
export * from './coordinates.js';
export * from './payload-schema.js';
export * from './responses.js';
