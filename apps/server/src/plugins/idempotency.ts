// Exactly-once for repeated requests (issue "Working without a connection", decision 0330): a
// mutating request with an `Idempotency-Key` header is executed once per user and key; a repeat —
// the device resending an entry whose answer was lost — gets the first answer again instead of a
// second effect. Concurrent repeats wait for the first one. Keys live 14 days.
//
// A repeat is answered before any rule is checked (issue 39): the phone resends a delivery whose
// answer was lost, and meanwhile the order may have been deactivated — the delivery is booked all
// the same, so the repeat gets its 201, not a 403. Still only the same user, for the same request:
// the key is the user's, and the request's hash (method, URL, body as sent) must match.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@baustellendoku/domain';
import type { Database } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { sha256, sha256Hex } from '../lib/crypto.js';
import { readWholeUpload } from '../lib/whole-upload.js';
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
    // Prepared (decision 0772): every keyed write runs it, outside any transaction.
    const inserted = (await prepared(db, 'idempotency_claim', (db) =>
      db
        .insert(idempotencyKeys)
        .values({
          userId: sql.placeholder('userId'),
          key: sql.placeholder('key'),
          requestHash: sql.placeholder('requestHash'),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key }),
    ).execute({ userId, key, requestHash })) as { key: string }[];
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

/**
 * The key of a change: claimed (or found) by `replay` in one statement before any rule, confirmed
 * by `confirm` once the checks have passed, its answer stored (or the claim released) by `store`.
 */
export type IdempotentRequest = {
  userId: string;
  key: string;
  requestHash: string;
  /** This request holds the key's record (inserted by it, no answer yet). */
  claimed: boolean;
  /** The key belongs to another request of this user: refused after the checks (422). */
  mismatch: boolean;
  /** The checks passed and the handler runs: its answer, even a refusal, is the key's. */
  ran: boolean;
};

type Stored = Extract<Claim, { kind: 'replay' }>;

function sendStored(reply: FastifyReply, stored: Stored) {
  reply.header(REPLAYED_HEADER, 'true').code(stored.statusCode);
  if (stored.contentType) reply.type(stored.contentType);
  return reply.send(stored.body ?? undefined);
}

/**
 * The hooks for the API routes, in the order app.ts registers them: `replay` right after the
 * session is known (before any rule), `confirm` after the access checks and the body's validation,
 * `store` before compression.
 *
 * The key is claimed at once (decision 0710): one INSERT … ON CONFLICT answers both "is there a
 * stored answer?" and "is it mine?", instead of a look-up first and an insert after the checks. A
 * request refused by the checks (401/403/404/422 before the handler) releases its claim in `store`,
 * so the corrected entry can use the key, and such a request leaves nothing behind, as before.
 */
export function idempotencyHooks(app: FastifyInstance) {
  app.decorateRequest('idempotency', null);
  app.decorateRequest('wholeUpload', null);

  const replay = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    const user = request.access?.optionalUser;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key) || !MUTATING.has(request.method) || !user) return;
    if (!request.url.startsWith('/backend/api/')) return;
    // The body as sent, before validation: the repeat sends the same bytes.
    let body = request.body ?? null;
    if (request.isMultipart()) {
      // Uploads stream their body into storage: a repeated upload only leaves an unused file. A
      // route that reads its file whole (lib/whole-upload.ts) is recognised by name and bytes.
      if (!request.routeOptions.config.wholeUpload) return;
      const upload = await readWholeUpload(request);
      body = { fileName: upload.fileName, sha256: sha256Hex(upload.bytes) };
    }
    const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(body)}`);
    const pending: IdempotentRequest = {
      userId: user.id,
      key,
      requestHash,
      claimed: false,
      mismatch: false,
      ran: false,
    };
    request.idempotency = pending;
    const result = await claimKey(app.db, user.id, key, requestHash);
    if (result.kind === 'replay') return sendStored(reply, result);
    if (result.kind === 'mismatch') pending.mismatch = true;
    else pending.claimed = true;
  };

  const confirm = async (request: FastifyRequest) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !MUTATING.has(request.method) || !request.access?.optionalUser) return;
    if (!request.url.startsWith('/backend/api/')) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw unprocessable({ propertyPath: 'Idempotency-Key', title: apiMessages.idempotencyKeyInvalid });
    }
    const pending = request.idempotency;
    if (!pending) return; // an upload
    if (pending.mismatch) {
      throw unprocessable({ propertyPath: 'Idempotency-Key', title: apiMessages.idempotencyKeyReused });
    }
    pending.ran = true;
  };

  const store = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const owner = request.idempotency;
    if (!owner?.claimed) return payload;
    owner.claimed = false;
    const sameKey = and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key));
    const storable =
      payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload);
    if (!owner.ran || reply.statusCode >= 500 || !storable) {
      // Refused before it ran, or nothing (or nothing replayable) happened: a repeat may try again.
      await app.db.delete(idempotencyKeys).where(and(sameKey, isNull(idempotencyKeys.statusCode)));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await prepared(app.db, 'idempotency_store', (db) =>
      db
        .update(idempotencyKeys)
        // `set` takes no placeholder by its types: each wrapped in `sql` (the same `$n`).
        .set({
          statusCode: sql`${sql.placeholder('statusCode')}`,
          contentType: sql`${sql.placeholder('contentType')}`,
          body: sql`${sql.placeholder('body')}`,
          completedAt: sql`${sql.placeholder('completedAt')}`,
        })
        .where(
          and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))),
        ),
    ).execute({
      statusCode: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: payload === null || payload === undefined ? null : payload.toString(),
      completedAt: new Date().toISOString(), // as the column's encoder sends a Date
      userId: owner.userId,
      key: owner.key,
    });
    return payload;
  };

  // Keys older than 14 days go at start and then hourly.
  const purge = () =>
    app.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - interval '14 days'`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'idempotency purge failed'));
  const timer = setInterval(purge, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onReady', async () => {
    await purge();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return { replay, confirm, store };
}
