import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookObject, WebhookStatus } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** A project manager's subscription of an https URL to events of the project (decision 0570). */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id('id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** The HMAC key: shown once at creation; kept to sign every delivery. */
    secret: text('secret').notNull(),
    status: text('status').$type<WebhookStatus>().notNull().default('active'),
    failingSince: timestampTz('failing_since'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('webhook_subscriptions_project_idx').on(table.projectId)],
);

/**
 * The outbox and the delivery log in one: a row per subscription and event, written in the
 * transaction of the change (nothing for a rolled-back change, nothing lost on a restart). The
 * dispatcher claims due rows (`locked_until` is the claim's lease) and records each attempt here.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The event id receivers deduplicate by. */
    id: id('id'),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    event: text('event').notNull(),
    occurredAt: timestampTz('occurred_at').notNull().defaultNow(),
    object: jsonb('object').$type<WebhookObject>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Retries run for 24 h from here (reset when the subscription is re-activated). */
    windowStartedAt: timestampTz('window_started_at').notNull().defaultNow(),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestampTz('locked_until'),
    lastAttemptAt: timestampTz('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    deliveredAt: timestampTz('delivered_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // The dispatcher's claim reads only due pending rows.
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
    // The delivery log of one subscription, newest first.
    index('webhook_deliveries_log_idx').on(table.subscriptionId, table.createdAt, table.id),
  ],
);
