// Every change made through the API writes its history entry with this, inside the same
// transaction as the change itself. Types and their German texts live in the domain package.
import { desc, eq, sql } from 'drizzle-orm';
import type { HistoryPage } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { preparableSql, prepared } from '../../db/prepared.js';
import { historyEvents, users } from '../../db/schema/index.js';
import { entryHash, headAdvance, lockChain, takeGeneratedDocuments } from '../../lib/history-chain.js';
import { webhookQueueOf, webhooksQueued } from '../webhooks/index.js';

export type HistoryInput = {
  projectId: string;
  type: string;
  variables?: Record<string, unknown>;
  originatorId: string | null;
  /** Unset: the transaction's now(). Services pass `access.at` (decision 0226). */
  occurredAt?: Date | undefined;
  /** A field entry's site time, when it was made on the device before it arrived (decision 0390). */
  recordedAt?: Date | undefined;
};

/**
 * Appends the entry to its project's chain (decision 0620): locks the chain, hashes the entry's
 * canonical content with the previous entry's hash and the documents generated before it in this
 * transaction, and moves the chain's head — all in the caller's transaction.
 */
export async function recordHistory(tx: Executor, event: HistoryInput): Promise<void> {
  const head = await lockChain(tx, event.projectId);
  const entry = {
    projectId: event.projectId,
    seq: head.seq + 1,
    type: event.type,
    variables: event.variables ?? {},
    originatorId: event.originatorId,
    occurredAt: event.occurredAt ?? head.now,
    recordedAt: event.recordedAt ?? null,
    documents: takeGeneratedDocuments(tx, event.projectId),
    previousHash: head.hash,
  };
  const hash = entryHash(entry);
  // The entry, the chain's new head and the entry's webhook deliveries, if its type sends an event
  // (decision 0570), in one statement (a data-modifying WITH runs to completion; decisions 0772,
  // 0782), prepared: the entry's columns, the head's values and the event are its parameters.
  const webhook = webhookQueueOf(event);
  const result = (await prepared(tx, webhook ? `history_entry_${webhook.name}` : 'history_entry', (tx) => {
    const value = (name: string) => sql.placeholder(name);
    const insertEntry = tx.insert(historyEvents).values({
      projectId: value('projectId'),
      type: value('type'),
      variables: value('variables'),
      originatorId: value('originatorId'),
      occurredAt: value('occurredAt'),
      // Not through the column's encoder, which would call toISOString on null: as it would send it.
      recordedAt: sql`${value('recordedAt')}`,
      documents: value('documents'),
      previousHash: value('previousHash'),
      chainSeq: value('seq'),
      hash: value('hash'),
    });
    const advance = headAdvance(tx, sql`${value('projectId')}`, sql`${value('seq')}`, sql`${value('hash')}`);
    return preparableSql(
      tx,
      webhook
        ? sql`with entry as (${insertEntry.getSQL()}), head as (${advance.getSQL()}) ${webhook.statement}`
        : sql`with entry as (${insertEntry.getSQL()}) ${advance.getSQL()}`,
    );
  }).execute({ ...entry, recordedAt: entry.recordedAt?.toISOString() ?? null, hash, ...webhook?.values })) as {
    rows: unknown[];
  };
  if (webhook) webhooksQueued(result.rows.length);
}

/** Entries without a known originator (a deleted user, system events) are signed "System". */
export const SYSTEM_ORIGINATOR = 'System';

/**
 * A page of a project's history, newest first: one index range (project, time, id) read backwards
 * from `skip`; no count of all entries (decision 0371).
 */
export async function listHistory(
  db: Executor,
  projectId: string,
  page: { skip: number; limit: number },
): Promise<HistoryPage> {
  const rows = (await prepared(db, 'history_page', (db) =>
    db
      .select({
        id: historyEvents.id,
        type: historyEvents.type,
        variables: historyEvents.variables,
        occurredAt: historyEvents.occurredAt,
        recordedAt: historyEvents.recordedAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(historyEvents)
      .leftJoin(users, eq(users.id, historyEvents.originatorId))
      .where(eq(historyEvents.projectId, sql.placeholder('projectId')))
      // Entries of one transaction share now(); the id only makes the order stable.
      .orderBy(desc(historyEvents.occurredAt), desc(historyEvents.id))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit')),
  ).execute({ projectId, ...page })) as {
    id: string;
    type: string;
    variables: Record<string, unknown>;
    occurredAt: Date;
    recordedAt: Date | null;
    firstName: string | null;
    lastName: string | null;
  }[];
  return {
    items: rows.map((row) => ({
      historyId: row.id,
      type: row.type,
      variables: row.variables,
      occurrenceDate: row.occurredAt.toISOString(),
      recordedAt: row.recordedAt?.toISOString() ?? null,
      originator: { name: row.firstName === null ? SYSTEM_ORIGINATOR : `${row.firstName} ${row.lastName}` },
    })),
  };
}
