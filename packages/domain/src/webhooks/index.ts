// Webhooks: events, statuses and the schemas of their routes (issue 35 item 3).
export * from './webhook-events.js';
export * from './webhook-status.js';
export * from './webhook-schemas.js';
