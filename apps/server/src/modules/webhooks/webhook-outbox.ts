// The outbox side (decision 0570): a history entry whose type sends a webhook event writes one
// delivery row per subscription of the project that wants the event — in the transaction of the
// change, so a rolled-back change sends nothing and a committed one is not lost on a restart.
// Failing subscriptions keep collecting (sent when re-activated); deactivated ones do not.
import { sql, type SQL } from 'drizzle-orm';
import { webhookEventOf } from '@baustellendoku/domain';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';

export type WebhookSourceEntry = {
  projectId: string;
  type: string;
  variables?: Record<string, unknown>;
  occurredAt?: Date | undefined;
};

/**
 * The entry's webhook event (decision 0570) as the last part of the history entry's statement
 * (decision 0782): one delivery row per subscription of the project that wants it, nothing when
 * none does, `returning 1` per row queued. Undefined when the entry's type sends no event.
 * `name` tells the statement's variants apart (the event's time, or the transaction's now()).
 */
export function webhookQueueOf(
  entry: WebhookSourceEntry,
): { name: string; statement: SQL; values: Record<string, unknown> } | undefined {
  const found = webhookEventOf(entry.projectId, entry);
  if (!found) return undefined;
  const value = (name: string) => sql.placeholder(name);
  const at = entry.occurredAt ? sql`${value('webhookOccurredAt')}::timestamptz` : sql`now()`;
  return {
    name: entry.occurredAt ? 'webhook_at' : 'webhook_now',
    statement: sql`
    insert into ${webhookDeliveries} (subscription_id, project_id, event, occurred_at, object)
    select id, project_id, ${value('webhookEvent')}, ${at}, ${value('webhookObject')}::jsonb
    from ${webhookSubscriptions}
    where project_id = ${value('projectId')} and status <> 'inactive' and ${value('webhookEvent')}::text = any(events)
    returning 1`,
    values: {
      webhookEvent: found.event,
      webhookOccurredAt: entry.occurredAt?.toISOString(),
      webhookObject: JSON.stringify(found.object),
    },
  };
}

/** After the statement that queued them: the dispatchers need waking only when rows were queued. */
export function webhooksQueued(rows: number): void {
  if (rows > 0) announceQueued();
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
