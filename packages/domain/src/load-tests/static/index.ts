// Static plate load tests (DIN 18134): calculation, defaults, payload schema, wizard values and steps.
export * from './defaults.js';
export * from './quadratic-fit.js';
export * from './calculation.js';
export * from './curve.js';
export * from './stored-shape.js';
export { analysedAtIssue, futureDateIssue, futureTimeIssue } from './analysed-at.js';
export * from './payload-schema.js';
export * from './form-values.js';
export * from './form-steps.js';
export * from './responses.js';
