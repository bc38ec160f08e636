import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentDigest } from '@baustellendoku/domain';
import { id, timestampTz } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export const historyEvents = pgTable(
  'history_events',
  {
    id: id('id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestampTz('occurred_at').notNull().defaultNow(),
    /** A field entry's site time, when it was made before it arrived (decision 0390). */
    recordedAt: timestampTz('recorded_at'),
    originatorId: uuid('originator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The generated documents (PDF, ZIP, XML) this entry made, with their SHA-256 (decision 0620). */
    documents: jsonb('documents').$type<DocumentDigest[]>().notNull().default([]),
    /** The chain (decision 0620): position in the project's chain, the previous entry's hash, its own. */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    previousHash: text('previous_hash'),
    hash: text('hash'),
  },
  (table) => [
    // A page is one backward range of this index: newest first, the id breaking ties (decision 0371).
    index('history_project_time_idx').on(table.projectId, table.occurredAt, table.id),
    // The verification reads a chain in this order; one position holds one entry.
    uniqueIndex('history_project_chain_idx').on(table.projectId, table.chainSeq),
  ],
);

/**
 * The newest entry of each project's chain. Without it, deleting a chain's newest entries would
 * leave a shorter chain that still matches; written in the entry's transaction (decision 0620).
 */
export const historyChainHeads = pgTable('history_chain_heads', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
