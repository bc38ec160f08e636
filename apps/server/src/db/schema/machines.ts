import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.js';
import { users } from './users.js';

// Machine files are company-wide, not part of a project (spec part 1 §2 "Machines").
export const machines = pgTable('machines', {
  id: id('id'),
  name: text('name').notNull(),
  owner: text('owner'),
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at'),
});

/** A suitability proof (Eignungsnachweis): one per machine and grain size and quality. */
export const machineSuitabilities = pgTable(
  'machine_suitabilities',
  {
    id: id('id'),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    grainSizeAndQuality: text('grain_size_and_quality').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('machine_suitabilities_unique').on(table.machineId, table.grainSizeAndQuality)],
);
