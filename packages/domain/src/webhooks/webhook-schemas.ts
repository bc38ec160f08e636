// Request bodies and answers of the webhook routes (issue 35 item 3).
import { z } from 'zod';
import { messages } from '../messages.js';
import { timestampSchema } from '../response-parts.js';
import { oneOf, storableString } from '../validation.js';
import { webhookEvents } from './webhook-events.js';
import { webhookDeliveryStatuses, webhookMessages, webhookStatuses, WEBHOOK_URL_MAX_LENGTH } from './webhook-status.js';

const parsesAsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The receiver's address as typed; https, resolution and address ranges are the server's checks. */
export const webhookUrlSchema = storableString({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, { error: webhookMessages.urlRequired })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: messages.maxLength(WEBHOOK_URL_MAX_LENGTH) })
  .refine(parsesAsUrl, { error: webhookMessages.urlInvalid });

export const createWebhookSchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(oneOf(webhookEvents, webhookMessages.chooseEvent), { error: webhookMessages.chooseEvent })
    .min(1, { error: webhookMessages.chooseEvent })
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const webhookSchema = z.object({
  webhookId: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(webhookStatuses),
  statusLabel: z.string(),
  createdAt: timestampSchema,
  /** When the 24 h of retries ran out and the subscription was marked failing. */
  failingSince: timestampSchema.nullable(),
});
export type WebhookView = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ items: z.array(webhookSchema) });

/** The answer to creating one: the secret is in it this once and never again. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhookView = z.infer<typeof createdWebhookSchema>;

export const webhookDeliverySchema = z.object({
  /** The event id receivers deduplicate by (header Baustellendoku-Event-Id). */
  deliveryId: z.string(),
  event: z.string(),
  eventLabel: z.string(),
  occurredAt: timestampSchema,
  status: z.enum(webhookDeliveryStatuses),
  statusLabel: z.string(),
  attempts: z.number(),
  lastAttemptAt: timestampSchema.nullable(),
  statusCode: z.number().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: timestampSchema.nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const webhookTestSchema = z.object({ deliveryId: z.string() });
