import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  },
  // A page is one backward range of this index: newest first, the id breaking ties (decision 0371).
  (table) => [index('history_project_time_idx').on(table.projectId, table.occurredAt, table.id)],
);
