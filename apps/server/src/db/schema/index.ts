// One schema: every area adds its tables in its own file and exports them here.
export * from './users.js';
export * from './projects.js';
export * from './files.js';
export * from './history.js';
export * from './rate-limits.js';
export * from './machines.js';
export * from './machine-documents.js';
export * from './soil-installation.js';
export * from './load-tests.js';
export * from './recycled-material.js';
export * from './idempotency.js';
export * from './ebv-compliance.js';
export * from './ebv-notices.js';
export * from './webhooks.js';
export * from './integrations.js';
export * from './handovers.js';
export * from './retention.js';
