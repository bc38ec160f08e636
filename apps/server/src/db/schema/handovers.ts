// The handovers of a project's records of installed material (issue 36 item 2, § 25 Abs. 3/4
// EBV): to whom, when, by whom, and the digests that let the pack be checked later.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';
import { users } from './users.js';

export const projectHandovers = pgTable(
  'project_handovers',
  {
    id: id('id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    recipientRole: text('recipient_role').$type<'client' | 'landowner'>().notNull(),
    handedOverAt: timestampTz('handed_over_at').notNull().defaultNow(),
    handedOverBy: uuid('handed_over_by').references(() => users.id, { onDelete: 'set null' }),
    // No action on delete: the pack's file goes only with its project.
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    fileCount: integer('file_count').notNull(),
    manifestSha256: text('manifest_sha256').notNull(),
    packSha256: text('pack_sha256').notNull(),
  },
  (table) => [index('project_handovers_project_idx').on(table.projectId, table.handedOverAt)],
);
