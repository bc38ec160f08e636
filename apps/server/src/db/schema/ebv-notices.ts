// The bulk densities a project manager set for the § 22 EBV volume (t → m³); a material without a
// row uses the default of decision 0262. Exact decimals (numeric), never floats.
import { numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export const ebvBulkDensities = pgTable(
  'ebv_bulk_densities',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    materialClass: text('material_class').notNull(),
    tonsPerCubicMeter: numeric('tons_per_cubic_meter', { precision: 6, scale: 3 }).notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.materialClass] })],
);
