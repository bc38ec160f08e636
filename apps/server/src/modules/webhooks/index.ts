// Public module of the webhooks area: the history writes the outbox rows of its entries.
export { webhookQueueOf, webhooksQueued } from './webhook-outbox.js';
