// The removal of a project's installed material, recorded by an admin (issue 36 item 1): from
// then on the cover sheet and the delivery notes it covers are kept until the removal day (and
// a delivery note at least five years from its day, § 25 Abs. 4 EBV).
import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export const installationRemovals = pgTable('installation_removals', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  removedOn: date('removed_on').notNull(),
  reason: text('reason').notNull(),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: createdAt(),
});
