// Test lots (Prüflose, issue 37 item 3, decision 0670): the tests of one layer and kind in the
// lot's grid fields. Members are found when the lot is read (tests added later in its fields join
// it); the summary and verdict are computed then too, never stored.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LotRule, LotTestKind } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export const compactionLots = pgTable(
  'compaction_lots',
  {
    id: id('id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    testKind: text('test_kind').$type<LotTestKind>().notNull(),
    layer: text('layer').notNull(),
    layerKey: text('layer_key').notNull(),
    /** Field parts in capitals ("A12"), sorted. */
    gridFields: text('grid_fields').array().notNull(),
    rule: text('rule').$type<LotRule>().notNull(),
    minSharePercent: integer('min_share_percent'),
    minCount: integer('min_count'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('compaction_lots_project_idx').on(table.projectId)],
);
