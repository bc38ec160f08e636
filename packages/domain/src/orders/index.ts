export * from './decimal.js';
export * from './decimal-schema.js';
export * from './status.js';
export * from './schemas.js';
export * from './responses.js';
export * from './delivery-import.js';
export * from './receipt-signature.js';
export * from './receipt-signature-schema.js';
