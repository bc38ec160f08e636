// The documents of suitability proofs: between machines and files, which references machines
// itself (its own file, so that neither imports the other).
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { files } from './files.js';
import { machineSuitabilities } from './machines.js';

/** The documents of a suitability proof; the files themselves carry machine_id for access. */
export const machineSuitabilityDocuments = pgTable(
  'machine_suitability_documents',
  {
    suitabilityId: uuid('suitability_id')
      .notNull()
      .references(() => machineSuitabilities.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.suitabilityId, table.fileId] }),
    index('machine_suitability_documents_file_idx').on(table.fileId),
  ],
);
