// The device register (issue 37 item 4, decision 0680): light drop-weight devices and static plate
// load devices, organization-wide like the machine files. Their certificates (with a file) live in
// device-certificates.ts, which references files (that references this table).
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeviceType } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';

export const devices = pgTable(
  'devices',
  {
    id: id('id'),
    type: text('type').$type<DeviceType>().notNull(),
    serialNumber: text('serial_number').notNull(),
    /** `serialNumberKey` of the domain: one device per type and serial number. */
    serialNumberKey: text('serial_number_key').notNull(),
    model: text('model'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at'),
  },
  (table) => [uniqueIndex('devices_serial_unique').on(table.type, table.serialNumberKey)],
);
