// Calibration certificates of registered devices (decision 0680): the days they cover and their
// file (the file itself carries device_id for access, as machine documents carry machine_id).
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { devices } from './devices.js';
import { files } from './files.js';
import { users } from './users.js';

export const deviceCertificates = pgTable(
  'device_certificates',
  {
    id: id('id'),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The certificate's date: the first day it covers (Europe/Berlin). */
    issuedOn: date('issued_on').notNull(),
    /** The last day it covers, to its end (Europe/Berlin). */
    validUntil: date('valid_until').notNull(),
    issuer: text('issuer'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('device_certificates_device_idx').on(table.deviceId)],
);
