// The webhook dispatcher (decision 0570): runs in every server process, started with the app and
// stopped on close. It claims due outbox rows — `FOR UPDATE SKIP LOCKED` plus a lease in
// `locked_until`, so several instances never send the same row at once and a crashed instance's
// claim runs out — sends them after their change has committed, and records each attempt.
//
// Memory and blocking: at most `batch` claimed rows are held, at most `concurrency` deliveries are
// in flight (at most `perSubscription` per subscription, so one slow receiver cannot take every
// slot), each one bounded by the 5 s timeout; everything else waits in the database. One statement
// claims a batch, one records each attempt. App requests never wait for a receiver.
import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookObject } from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { webhookDeliveries as deliveries, webhookSubscriptions as subscriptions } from '../../db/schema/index.js';
import { nextAttemptAfterFailure } from './backoff.js';
import { createAgents, sendDelivery, SEND_TIMEOUT_MS, type SendResult } from './sender.js';
import { EVENT_HEADER, EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.js';
import type { TargetPolicy } from './targets.js';
import { onWebhookQueued } from './webhook-outbox.js';

export type DispatcherOptions = {
  db: Database;
  /** Prefix of the objects' links (APP_URL). */
  appUrl: string;
  policy: TargetPolicy;
  log: FastifyBaseLogger;
  /** The time the schedule runs by (tests move it forward). */
  clock?: () => Date;
  concurrency?: number;
  perSubscription?: number;
  /** Rows claimed at a time and held (waiting or in flight) at most. */
  batch?: number;
  /** How often an idle dispatcher looks for due rows. */
  pollMs?: number;
  timeoutMs?: number;
};

/** A claim is held this long; a send takes at most the timeout, so the lease outlives it. */
const LEASE_MS = 60_000;
/** Delivered rows stay in the log this long. */
const KEEP_DELIVERED_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Claimed = {
  id: string;
  subscriptionId: string;
  projectId: string;
  event: string;
  occurredAt: Date;
  object: WebhookObject;
  attempts: number;
  windowStartedAt: Date;
  url: string;
  secret: string;
};

/** The JSON body of a delivery: the same bytes on every attempt. */
export function deliveryBody(
  row: Omit<Claimed, 'url' | 'secret' | 'attempts' | 'windowStartedAt' | 'subscriptionId'>,
  appUrl: string,
) {
  return JSON.stringify({
    id: row.id,
    event: row.event,
    time: row.occurredAt.toISOString(),
    projectId: row.projectId,
    object: { type: row.object.type, id: row.object.id, link: row.object.link ? `${appUrl}${row.object.link}` : null },
  });
}

export class WebhookDispatcher {
  private readonly db: Database;
  private readonly clock: () => Date;
  private readonly concurrency: number;
  private readonly perSubscription: number;
  private readonly batch: number;
  private readonly pollMs: number;
  private readonly agents = createAgents();
  private readonly inFlight = new Set<Promise<void>>();
  /** Claimed rows not sent yet (at most `batch` with those in flight). */
  private readonly waiting: Claimed[] = [];
  /** Deliveries in flight per subscription. */
  private readonly busy = new Map<string, number>();
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  private stopListening: () => void = () => {};
  private lastPrune = 0;

  constructor(private readonly options: DispatcherOptions) {
    this.db = options.db;
    this.clock = options.clock ?? (() => new Date());
    this.concurrency = options.concurrency ?? 8;
    this.perSubscription = options.perSubscription ?? 4;
    this.batch = options.batch ?? 32;
    this.pollMs = options.pollMs ?? 500;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopListening = onWebhookQueued(() => this.wake?.());
    this.loopDone = this.loop();
  }

  /**
   * Stops claiming, waits for the deliveries in flight (each ends within its timeout), hands the
   * claimed but unsent rows back (another instance, or the next start, sends them) and closes sockets.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.stopListening();
    this.wake?.();
    await this.loopDone;
    const unsent = this.waiting.splice(0).map((row) => row.id);
    await this.settle();
    if (unsent.length > 0)
      await this.db.update(deliveries).set({ lockedUntil: null }).where(inArray(deliveries.id, unsent));
    for (const agent of Object.values(this.agents)) agent.destroy();
  }

  /** One round (tests, benchmarks): claims what is due and waits until all of it was sent. */
  async runOnce(): Promise<number> {
    const claimed = await this.fill();
    await this.settle();
    return claimed;
  }

  /** Deliveries being sent right now. */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  private async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  private get held(): number {
    return this.waiting.length + this.inFlight.size;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.fill();
        await this.pruneNowAndThen();
      } catch (error) {
        this.options.log.warn({ err: error }, 'webhook dispatch: claim failed');
      }
      if (!this.running) break;
      // More may be due while there is room: look again at once; otherwise wait until the sends
      // have made room (a send that ends below half the batch wakes the loop) or the poll interval.
      if (claimed > 0 && this.held <= this.batch / 2) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Claims due rows in one statement when at most half the batch is held, and starts sending. */
  private async fill(): Promise<number> {
    let claimed = 0;
    if (this.held <= this.batch / 2) {
      const rows = await this.claim(this.batch - this.held);
      this.waiting.push(...rows);
      claimed = rows.length;
    }
    this.sendWaiting();
    return claimed;
  }

  /** Starts sends from the waiting rows: at most `concurrency` in all, `perSubscription` per subscription. */
  private sendWaiting(): void {
    let index = 0;
    while (index < this.waiting.length && this.inFlight.size < this.concurrency) {
      const row = this.waiting[index]!;
      if ((this.busy.get(row.subscriptionId) ?? 0) >= this.perSubscription) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.busy.set(row.subscriptionId, (this.busy.get(row.subscriptionId) ?? 0) + 1);
      const sending: Promise<void> = this.deliver(row)
        .catch((error: unknown) => this.options.log.warn({ err: error, delivery: row.id }, 'webhook delivery failed'))
        .finally(() => {
          this.inFlight.delete(sending);
          const left = (this.busy.get(row.subscriptionId) ?? 1) - 1;
          if (left > 0) this.busy.set(row.subscriptionId, left);
          else this.busy.delete(row.subscriptionId);
          this.sendWaiting();
          if (this.held <= this.batch / 2) this.wake?.();
        });
      this.inFlight.add(sending);
    }
  }

  /**
   * Claims up to `limit` due rows of active subscriptions in one statement (`FOR UPDATE SKIP
   * LOCKED` and the lease). Subscriptions that already hold `perSubscription` rows here are left
   * out, so a slow receiver does not collect the batch.
   */
  private async claim(limit: number): Promise<Claimed[]> {
    const now = this.clock();
    const held = new Map(this.busy);
    for (const row of this.waiting) held.set(row.subscriptionId, (held.get(row.subscriptionId) ?? 0) + 1);
    const full = [...held].filter(([, count]) => count >= this.perSubscription).map(([id]) => id);
    const due = this.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
      .where(
        and(
          // A literal, so that the partial index on due rows applies.
          sql`${deliveries.status} = 'pending'`,
          lte(deliveries.nextAttemptAt, now),
          or(isNull(deliveries.lockedUntil), lt(deliveries.lockedUntil, now)),
          sql`${subscriptions.status} = 'active'`,
          full.length > 0 ? notInArray(deliveries.subscriptionId, full) : undefined,
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: deliveries, skipLocked: true });
    const rows = await this.db
      .update(deliveries)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .from(subscriptions)
      .where(and(inArray(deliveries.id, due), eq(subscriptions.id, deliveries.subscriptionId)))
      .returning({
        id: deliveries.id,
        subscriptionId: deliveries.subscriptionId,
        projectId: deliveries.projectId,
        event: deliveries.event,
        occurredAt: deliveries.occurredAt,
        object: deliveries.object,
        attempts: deliveries.attempts,
        windowStartedAt: deliveries.windowStartedAt,
        url: subscriptions.url,
        secret: subscriptions.secret,
      });
    return rows.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }

  private async deliver(row: Claimed): Promise<void> {
    const body = deliveryBody(row, this.options.appUrl);
    // Signed with the wall clock: the receiver compares it with its own.
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await sendDelivery(
      this.agents,
      row.url,
      body,
      {
        [SIGNATURE_HEADER]: signatureHeader(row.secret, timestamp, body),
        [EVENT_ID_HEADER]: row.id,
        [EVENT_HEADER]: row.event,
        'user-agent': 'Baustellendoku-Webhooks/1',
      },
      this.options.policy,
      this.options.timeoutMs ?? SEND_TIMEOUT_MS,
    );
    await this.record(row, result);
  }

  /** Writes the attempt into the log; a failure is retried later or, after 24 h, given up. */
  private async record(row: Claimed, result: SendResult): Promise<void> {
    const now = this.clock();
    const attempt = {
      attempts: row.attempts + 1,
      lastAttemptAt: now,
      lastStatusCode: result.statusCode,
      lastDurationMs: result.durationMs,
      lastError: result.error,
      lockedUntil: null,
    };
    const thisRow = eq(deliveries.id, row.id);
    if (result.ok) {
      await this.db
        .update(deliveries)
        .set({ ...attempt, status: 'delivered', deliveredAt: now })
        .where(thisRow);
      return;
    }
    const next = nextAttemptAfterFailure(row.windowStartedAt, now);
    if (next) {
      await this.db
        .update(deliveries)
        .set({ ...attempt, nextAttemptAt: next })
        .where(thisRow);
      return;
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(deliveries)
        .set({ ...attempt, status: 'failed' })
        .where(thisRow);
      await tx
        .update(subscriptions)
        .set({ status: 'failing', failingSince: now })
        .where(and(eq(subscriptions.id, row.subscriptionId), eq(subscriptions.status, 'active')));
    });
    this.options.log.warn({ subscription: row.subscriptionId }, 'webhook failing after 24 h of retries');
  }

  /** Delivered rows leave the log after 30 days; at most once an hour. */
  private async pruneNowAndThen(): Promise<void> {
    const now = this.clock().getTime();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db
      .delete(deliveries)
      .where(and(eq(deliveries.status, 'delivered'), lt(deliveries.deliveredAt, new Date(now - KEEP_DELIVERED_MS))));
  }
}
