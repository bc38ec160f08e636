// Receipts signed on site (issue 34 item 3, decision 0690): who signed a soil-installation
// delivery (one version of it) or the handover of a recycled-material delivery note, as what, when,
// where the device was, and the drawn image (a PNG file of the project). Written once, never changed.
import { check, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SignatureRole } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';
import { files } from './files.js';
import { deliveryNotes } from './recycled-material.js';
import { deliveries } from './soil-installation.js';
import { users } from './users.js';

export const receiptSignatures = pgTable(
  'receipt_signatures',
  {
    id: id('id'),
    /** Exactly one of delivery and delivery note. */
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    deliveryNoteId: uuid('delivery_note_id').references(() => deliveryNotes.id, { onDelete: 'cascade' }),
    /** The delivery's version signed (a delivery note has one: 1). */
    version: integer('version').notNull().default(1),
    role: text('role').$type<SignatureRole>().notNull(),
    signerName: text('signer_name').notNull(),
    signedAt: timestampTz('signed_at').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    accuracyInMeters: numeric('accuracy_in_meters', { precision: 9, scale: 1 }),
    imageFileId: uuid('image_file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // One signature per role and version: a repeated request can never sign twice.
  (table) => [
    unique('receipt_signatures_delivery_role_unique').on(table.deliveryId, table.version, table.role),
    unique('receipt_signatures_delivery_note_role_unique').on(table.deliveryNoteId, table.role),
    index('receipt_signatures_delivery_note_idx').on(table.deliveryNoteId),
    check('receipt_signatures_one_target', sql`(${table.deliveryId} is null) <> (${table.deliveryNoteId} is null)`),
  ],
);
