// Acceptance of compaction (issue 37): requirements per layer and the verdict on every test.
export * from './layers.js';
export * from './verdict.js';
export * from './requirement-schema.js';
export * from './lots.js';
export * from './lot-schema.js';
export * from './retest.js';
