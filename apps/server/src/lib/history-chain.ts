// Writing the history chain (decision 0620): the per-project lock, an entry's hash, the digests of
// documents generated in a transaction, and the backfill that chains entries written without a
// hash (the entries before the chain existed, the large seed's bulk rows). Reading and verifying
// a chain is the history area's (modules/history/history-chain.service.ts).
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { chainContent, GENESIS_HASH, type ChainEntry, type DocumentDigest } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { historyChainHeads, historyEvents, projects } from '../db/schema/index.js';
import { sha256Hex } from './crypto.js';

export const entryHash = (entry: ChainEntry) => sha256Hex(chainContent(entry));

/** The transaction's now() to the millisecond: stored exactly as hashed (timestamptz keeps microseconds). */
const nowMs = sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Locks the project's chain until the transaction ends and reads its head. The lock is the
 * project row FOR NO KEY UPDATE: it orders history writers of one project (on every instance)
 * and, unlike an advisory or head-row lock, it cannot deadlock with the services that lock the
 * project row FOR UPDATE first, nor block the key-share locks of inserted rows that name it.
 */
export async function lockChain(tx: Executor, projectId: string) {
  // Both prepared (decision 0772): every write of every area runs them, the second under the lock.
  await prepared(tx, 'history_chain_lock', (tx) =>
    tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('projectId')))
      .for('no key update'),
  ).execute({ projectId });
  // Read after the lock, in a statement of its own: under READ COMMITTED it sees the head the
  // previous holder committed (a join in the locking statement would see its snapshot's head).
  const [head] = (await prepared(tx, 'history_chain_head', (tx) =>
    tx
      .select({ seq: historyChainHeads.seq, hash: historyChainHeads.hash, now: nowMs })
      .from(sql`(select 1) as one`)
      .leftJoin(historyChainHeads, eq(historyChainHeads.projectId, sql.placeholder('projectId'))),
  ).execute({ projectId })) as { seq: number | null; hash: string | null; now: string }[];
  return { seq: head?.seq ?? 0, hash: head?.hash ?? GENESIS_HASH, now: new Date(head?.now ?? Date.now()) };
}

/**
 * The statement that moves the project's head to the entry just written (same transaction, under
 * the lock). Values or, for the prepared entry (decision 0772), their placeholders.
 */
export const headAdvance = (tx: Executor, projectId: string | SQL, seq: number | SQL, hash: string | SQL) =>
  tx
    .insert(historyChainHeads)
    .values({ projectId, seq, hash })
    .onConflictDoUpdate({ target: historyChainHeads.projectId, set: { seq, hash } });

// Documents stored in a transaction wait here for the history entry of that transaction.
const pendingDocuments = new WeakMap<object, (DocumentDigest & { projectId: string })[]>();

/** A generated document's digest, to be named by the next history entry of its project in `tx`. */
export function noteGeneratedDocument(tx: Executor, document: DocumentDigest & { projectId: string }): void {
  const list = pendingDocuments.get(tx) ?? [];
  list.push(document);
  pendingDocuments.set(tx, list);
}

/** The digests noted in `tx` for `projectId`, removed from the waiting list. */
export function takeGeneratedDocuments(tx: Executor, projectId: string): DocumentDigest[] {
  const list = pendingDocuments.get(tx) ?? [];
  const taken = list.filter((document) => document.projectId === projectId);
  pendingDocuments.set(
    tx,
    list.filter((document) => document.projectId !== projectId),
  );
  return taken.map(({ fileId, fileName, sha256 }) => ({ fileId, fileName, sha256 }));
}

const BACKFILL_PAGE = 1_000;

/**
 * Chains every entry without a hash, per project in the order they happened (time, then id),
 * after the project's existing chain; their times are cut to the millisecond first, as the chain
 * stores them. Idempotent: a chained database is left alone. Returns the number of entries chained.
 */
export async function backfillHistoryChains(db: Executor): Promise<number> {
  const open = await db
    .selectDistinct({ projectId: historyEvents.projectId })
    .from(historyEvents)
    .where(isNull(historyEvents.hash));
  let chained = 0;
  for (const { projectId } of open) {
    const run = async (tx: Executor) => {
      let head = await lockChain(tx, projectId);
      await tx
        .update(historyEvents)
        .set({
          occurredAt: sql`date_trunc('milliseconds', ${historyEvents.occurredAt})`,
          recordedAt: sql`date_trunc('milliseconds', ${historyEvents.recordedAt})`,
        })
        .where(and(eq(historyEvents.projectId, projectId), isNull(historyEvents.hash)));
      let after: SQL | undefined;
      for (;;) {
        const rows = await tx
          .select()
          .from(historyEvents)
          .where(and(eq(historyEvents.projectId, projectId), isNull(historyEvents.hash), after))
          .orderBy(asc(historyEvents.occurredAt), asc(historyEvents.id))
          .limit(BACKFILL_PAGE);
        if (rows.length === 0) break;
        const last = rows.at(-1)!;
        // Keyset paging along history_project_time_idx.
        after = sql`(${historyEvents.occurredAt}, ${historyEvents.id}) > (${last.occurredAt.toISOString()}::timestamptz, ${last.id}::uuid)`;
        const values = rows.map((row) => {
          const seq = head.seq + 1;
          const hash = entryHash({ ...row, seq, previousHash: head.hash });
          const value = sql`(${row.id}::uuid, ${seq}::bigint, ${head.hash}, ${hash})`;
          head = { ...head, seq, hash };
          return value;
        });
        await tx.execute(sql`
          update ${historyEvents} set chain_seq = v.seq, previous_hash = v.previous, hash = v.hash
          from (values ${sql.join(values, sql`, `)}) as v(id, seq, previous, hash)
          where ${historyEvents.id} = v.id`);
        chained += rows.length;
      }
      await headAdvance(tx, projectId, head.seq, head.hash);
    };
    // Inside a caller's transaction (the large seed) as part of it, otherwise one per project.
    if ('rollback' in db) await run(db);
    else await db.transaction(run);
  }
  return chained;
}
