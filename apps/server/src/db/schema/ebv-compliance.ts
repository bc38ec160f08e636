// Documents the EBV compliance assistant generates for a project (issue 15): the cover sheet of
// § 25 Abs. 3 EBV and the § 22 notices (Voranzeige, Abschlussanzeige). One row per generated file; the newest of a kind
// is the current one.
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';
import { users } from './users.js';

export type EbvComplianceDocumentKind = 'cover_sheet' | 'prior_notice' | 'completion_notice';

export const ebvComplianceDocuments = pgTable(
  'ebv_compliance_documents',
  {
    id: id('id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EbvComplianceDocumentKind>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The delivery files the cover sheet covers (their attachments), in delivery order. */
    coveredFileIds: uuid('covered_file_ids').array().notNull().default([]),
    generatedAt: createdAt(),
    generatedBy: uuid('generated_by').references(() => users.id, { onDelete: 'set null' }),
    sentOn: date('sent_on'),
  },
  (table) => [index('ebv_compliance_documents_project_idx').on(table.projectId, table.kind)],
);
