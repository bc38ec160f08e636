// The outbox side (decision 0570): a history entry whose type sends a webhook event writes one
// delivery row per subscription of the project that wants the event — in the transaction of the
// change, so a rolled-back change sends nothing and a committed one is not lost on a restart.
// Failing subscriptions keep collecting (sent when re-activated); deactivated ones do not.
import { sql } from 'drizzle-orm';
import { webhookEventOf, type WebhookObject } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { preparableSql, prepared } from '../../db/prepared.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';

export type WebhookSourceEntry = {
  projectId: string;
  type: string;
  variables?: Record<string, unknown>;
  occurredAt?: Date | undefined;
};

/**
 * Queues `event` for the project's subscriptions to it: one prepared statement (decision 0772),
 * nothing when none wants it. Whether it queued anything: the dispatchers need waking only then.
 */
async function queueWebhookEvent(
  tx: Executor,
  projectId: string,
  event: string,
  object: WebhookObject,
  occurredAt: Date | undefined,
): Promise<boolean> {
  const value = (name: string) => sql.placeholder(name);
  const at = occurredAt ? sql`${value('occurredAt')}::timestamptz` : sql`now()`;
  const result = (await prepared(tx, occurredAt ? 'webhook_queue_at' : 'webhook_queue_now', (tx) =>
    preparableSql(
      tx,
      sql`
    insert into ${webhookDeliveries} (subscription_id, project_id, event, occurred_at, object)
    select id, project_id, ${value('event')}, ${at}, ${value('object')}::jsonb
    from ${webhookSubscriptions}
    where project_id = ${value('projectId')} and status <> 'inactive' and ${value('event')}::text = any(events)
    returning 1`,
    ),
  ).execute({ event, occurredAt: occurredAt?.toISOString(), object: JSON.stringify(object), projectId })) as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

const listeners = new Set<() => void>();
let wakeTimer: NodeJS.Timeout | undefined;

/**
 * The dispatchers of this process hear of a queued row shortly after it was written: by then its
 * transaction has usually committed, so they claim it without waiting for their poll interval
 * (other instances find it by polling). Once per 100 ms at most, so that claims stay batches; a row not yet committed is simply
 * not seen yet.
 */
export function onWebhookQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announceQueued(): void {
  if (wakeTimer || listeners.size === 0) return;
  wakeTimer = setTimeout(() => {
    wakeTimer = undefined;
    for (const listener of listeners) listener();
  }, 100);
}

/** The hook in `recordHistory`: the entry's webhook event, if its type sends one. */
export async function queueWebhookEvents(tx: Executor, entry: WebhookSourceEntry): Promise<void> {
  const found = webhookEventOf(entry.projectId, entry);
  if (!found) return;
  if (await queueWebhookEvent(tx, entry.projectId, found.event, found.object, entry.occurredAt)) announceQueued();
}
