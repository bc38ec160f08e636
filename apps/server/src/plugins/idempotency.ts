// Exactly-once for repeated requests (issue "Working without a connection", decision 0330): a
// mutating request with an `Idempotency-Key` header is executed once per user and key; a repeat —
// the device resending an entry whose answer was lost — gets the first answer again instead of a
// second effect. Concurrent repeats wait for the first one. Keys live 14 days.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@baustellendoku/domain';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { sha256 } from '../lib/crypto.js';
import { ApiError, unprocessable } from '../lib/errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\w.:-]{8,128}$/;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEEP_MS = 14 * 24 * 60 * 60 * 1000;
/** A first request still "running" after this long died with its instance; its repeat runs again. */
const ABANDONED_MS = 2 * 60 * 1000;
const WAIT_MS = 30_000;
const POLL_MS = 50;

type Claim =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claimKey(db: Database, userId: string, key: string, requestHash: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  const sameKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  for (;;) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(sameKey);
    if (!row) continue; // the first request failed and released the key: claim it now
    const age = Date.now() - row.createdAt.getTime();
    const abandoned = row.statusCode === null && age > ABANDONED_MS;
    if (age > KEEP_MS || abandoned) {
      await db.delete(idempotencyKeys).where(and(sameKey, eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.statusCode !== null) {
      return { kind: 'replay', statusCode: row.statusCode, contentType: row.contentType, body: row.body };
    }
    if (Date.now() > deadline) throw new ApiError(409, apiMessages.idempotencyInProgress);
    await sleep(POLL_MS);
  }
}

/** Registers the hooks for the API routes (on the root, before compression). */
export function registerIdempotency(api: FastifyInstance) {
  const owners = new WeakMap<FastifyRequest, { userId: string; key: string }>();

  // preHandler: after the guards (401/403/404) and the body validation (422), which answer a
  // repeat the same way without any record.
  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !MUTATING.has(request.method) || !request.user) return;
    if (!request.url.startsWith('/backend/api/')) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw unprocessable({ propertyPath: 'Idempotency-Key', title: apiMessages.idempotencyKeyInvalid });
    }
    // Uploads stream their body into storage: a repeated upload only leaves an unused file.
    if (request.isMultipart()) return;
    const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const claim = await claimKey(api.db, request.user.id, key, requestHash);
    if (claim.kind === 'claimed') {
      owners.set(request, { userId: request.user.id, key });
      return;
    }
    if (claim.kind === 'mismatch') {
      throw unprocessable({ propertyPath: 'Idempotency-Key', title: apiMessages.idempotencyKeyReused });
    }
    reply.header(REPLAYED_HEADER, 'true').code(claim.statusCode);
    if (claim.contentType) reply.type(claim.contentType);
    return reply.send(claim.body ?? undefined);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const owner = owners.get(request);
    if (!owner) return payload;
    owners.delete(request);
    const sameKey = and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key));
    const storable =
      payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload);
    if (reply.statusCode >= 500 || !storable) {
      // Nothing (or nothing replayable) happened: a repeat may try again.
      await api.db.delete(idempotencyKeys).where(and(sameKey, isNull(idempotencyKeys.statusCode)));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await api.db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload === null || payload === undefined ? null : payload.toString(),
        completedAt: new Date(),
      })
      .where(sameKey);
    return payload;
  });

  // Keys older than 14 days go at start and then hourly.
  const purge = () =>
    api.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - interval '14 days'`))
      .catch((error: unknown) => api.log.warn({ err: error }, 'idempotency purge failed'));
  const timer = setInterval(purge, 60 * 60 * 1000);
  timer.unref();
  api.addHook('onReady', async () => {
    await purge();
  });
  api.addHook('onClose', async () => clearInterval(timer));
}
