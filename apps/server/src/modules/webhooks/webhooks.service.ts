// Webhook subscriptions of a project (issue 35 item 3, decision 0570): create (the target checked,
// the secret shown once), deactivate, re-activate, delete, send a test event, read the delivery log.
// Each change writes its history entry in its transaction.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  historyEventTypes,
  MAX_WEBHOOKS_PER_PROJECT,
  projectRoute,
  WEBHOOK_TEST_EVENT,
  webhookDeliveryStatusLabels,
  webhookEventLabel,
  webhookMessages,
  webhookStatusLabels,
  type CreatedWebhookView,
  type CreateWebhookInput,
  type WebhookDeliveryPage,
  type WebhookView,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { webhookDeliveries as deliveries, webhookSubscriptions as subscriptions } from '../../db/schema/index.js';
import { ApiError, notFound, unprocessable } from '../../lib/errors.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import { recordHistory } from '../history/index.js';
import { newWebhookSecret } from './signature.js';
import { targetRefusal, type TargetPolicy } from './targets.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const toView = (row: SubscriptionRow): WebhookView => ({
  webhookId: row.id,
  url: row.url,
  events: row.events,
  status: row.status,
  statusLabel: webhookStatusLabels[row.status],
  createdAt: row.createdAt.toISOString(),
  failingSince: row.failingSince?.toISOString() ?? null,
});

const hostOf = (url: string) => new URL(url).host;

const webhookEvent = (access: ProjectAccess, type: string, row: SubscriptionRow) => ({
  projectId: access.projectId,
  type,
  variables: { webhookId: row.id, host: hostOf(row.url) },
  originatorId: access.user.id,
  occurredAt: access.at,
});

export async function listWebhooks(db: Executor, projectId: string): Promise<WebhookView[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.projectId, projectId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(toView);
}

/** The project's subscription, locked for the transaction when `lock`; 404 for another project's. */
async function findWebhook(db: Executor, projectId: string, webhookId: string, lock = false) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, webhookId), eq(subscriptions.projectId, projectId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function readWebhook(db: Executor, projectId: string, webhookId: string): Promise<WebhookView> {
  return toView(await findWebhook(db, projectId, webhookId));
}

export async function createWebhook(
  db: Database,
  access: ProjectAccess,
  input: { url: string; events: CreateWebhookInput['events'] },
  policy: TargetPolicy,
): Promise<CreatedWebhookView> {
  // Resolved before the transaction: a slow name server holds no lock.
  const refused = await targetRefusal(input.url, policy);
  if (refused) throw unprocessable({ propertyPath: 'url', title: refused });
  return db.transaction(async (tx) => {
    // One subscription at a time per project, so the limit holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${access.projectId}`}))`);
    const [existing] = await tx
      .select({ count: count() })
      .from(subscriptions)
      .where(eq(subscriptions.projectId, access.projectId));
    if ((existing?.count ?? 0) >= MAX_WEBHOOKS_PER_PROJECT) throw new ApiError(409, webhookMessages.tooMany);
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(subscriptions)
      .values({
        projectId: access.projectId,
        url: input.url,
        events: input.events,
        secret,
        createdBy: access.user.id,
        ...(access.at ? { createdAt: access.at } : {}),
      })
      .returning();
    await recordHistory(tx, webhookEvent(access, historyEventTypes.webhookCreated, row!));
    return { ...toView(row!), secret };
  });
}

/**
 * Deactivates, or re-activates a deactivated or failing subscription. Re-activation sends what
 * waited or was given up, in a new 24 h window (nothing that was queued is lost).
 */
export async function setWebhookActive(
  db: Database,
  access: ProjectAccess,
  webhookId: string,
  active: boolean,
): Promise<WebhookView> {
  return db.transaction(async (tx) => {
    const row = await findWebhook(tx, access.projectId, webhookId, true);
    if (active === (row.status === 'active'))
      throw new ApiError(409, active ? webhookMessages.alreadyActive : webhookMessages.alreadyInactive);
    const [updated] = await tx
      .update(subscriptions)
      .set(active ? { status: 'active', failingSince: null } : { status: 'inactive' })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (active)
      await tx
        .update(deliveries)
        .set({
          status: 'pending',
          windowStartedAt: sql`now()`,
          nextAttemptAt: sql`now()`,
          lockedUntil: null,
          attempts: 0,
        })
        .where(and(eq(deliveries.subscriptionId, row.id), inArray(deliveries.status, ['pending', 'failed'])));
    await recordHistory(
      tx,
      webhookEvent(access, active ? historyEventTypes.webhookActivated : historyEventTypes.webhookDeactivated, row),
    );
    return toView(updated!);
  });
}

export async function deleteWebhook(db: Database, access: ProjectAccess, webhookId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findWebhook(tx, access.projectId, webhookId, true);
    await tx.delete(subscriptions).where(eq(subscriptions.id, row.id));
    await recordHistory(tx, webhookEvent(access, historyEventTypes.webhookDeleted, row));
  });
}

/** "Testereignis senden": one delivery of the test event through the outbox, like any other. */
export async function sendTestEvent(db: Database, access: ProjectAccess, webhookId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findWebhook(tx, access.projectId, webhookId, true);
    if (row.status !== 'active') throw new ApiError(409, webhookMessages.notActive);
    const [delivery] = await tx
      .insert(deliveries)
      .values({
        subscriptionId: row.id,
        projectId: row.projectId,
        event: WEBHOOK_TEST_EVENT,
        object: {
          type: 'webhook',
          id: row.id,
          link: projectRoute('webhookDetail')(row.projectId, { webhookId: row.id }),
        },
      })
      .returning({ id: deliveries.id });
    return delivery!.id;
  });
}

/** The delivery log of a subscription, newest first. */
export async function listDeliveries(
  db: Executor,
  projectId: string,
  webhookId: string,
  page: { skip: number; limit: number },
): Promise<WebhookDeliveryPage> {
  await findWebhook(db, projectId, webhookId);
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.subscriptionId, webhookId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .offset(page.skip)
    .limit(page.limit);
  return {
    items: rows.map((row) => ({
      deliveryId: row.id,
      event: row.event,
      eventLabel: webhookEventLabel(row.event),
      occurredAt: row.occurredAt.toISOString(),
      status: row.status,
      statusLabel: webhookDeliveryStatusLabels[row.status],
      attempts: row.attempts,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      statusCode: row.lastStatusCode,
      durationMs: row.lastDurationMs,
      error: row.lastError,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    })),
  };
}
