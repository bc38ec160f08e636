export * from './batch-arithmetic.js';
