export * from './geo-json.js';
export * from './project-schemas.js';
export * from './project-completeness.js';
export * from './responses.js';
export * from './site-grid.js';
