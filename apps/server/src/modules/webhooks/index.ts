// Public module of the webhooks area: the history writes the outbox rows of its entries.
export { queueWebhookEvents } from './webhook-outbox.js';
