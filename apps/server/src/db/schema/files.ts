import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { devices } from './devices.js';
import { machines } from './machines.js';
import { projects } from './projects.js';
import { users } from './users.js';

// An uploaded file. Visible to its uploader until it is attached to a record of a project;
// from then on to that project's members and admins (decision 0004). Documents of machine files
// (company-wide, no project) carry machine_id instead (decision 0133).
export const files = pgTable(
  'files',
  {
    id: id('id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInBytes: bigint('size_in_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    machineId: uuid('machine_id').references(() => machines.id, { onDelete: 'cascade' }),
    /** Certificates of registered devices (organization-wide, decision 0680). */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** SHA-256 (hex) of a generated document's bytes, as its history entry names it (decision 0620). */
    sha256: text('sha256'),
  },
  (table) => [
    index('files_project_idx').on(table.projectId),
    index('files_machine_idx').on(table.machineId),
    index('files_device_idx').on(table.deviceId),
  ],
);
