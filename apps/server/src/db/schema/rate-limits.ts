import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';

/**
 * Fixed-window request counters shared by every app instance (guest login token requests per
 * e-mail address and per client IP, decision 0122). Old windows are deleted as new ones start.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_window_idx').on(table.windowStart),
  ],
);
