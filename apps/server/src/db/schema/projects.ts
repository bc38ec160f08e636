import { boolean, numeric, pgTable, primaryKey, text, date, uuid, index } from 'drizzle-orm/pg-core';
import type { Feature, ProjectRole } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';
import { users } from './users.js';

export const organizations = pgTable('organizations', {
  id: id('id'),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const projects = pgTable('projects', {
  id: id('id'),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  number: text('number'),
  client: text('client'),
  constructionWorkTypes: text('construction_work_types').array().notNull().default([]),
  startDate: date('start_date'),
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code'),
  city: text('city'),
  country: text('country').notNull().default('de'),
  isBoundaryNotificationRequired: boolean('is_boundary_notification_required'),
  isExplosivesClearanceAvailable: boolean('is_explosives_clearance_available'),
  isRemediationPlanAvailable: boolean('is_remediation_plan_available'),
  /** Transfer heights in cm NHN (decision 0007). */
  transferHeightTopInCentimeters: numeric('transfer_height_top_in_centimeters'),
  transferHeightBottomInCentimeters: numeric('transfer_height_bottom_in_centimeters'),
  /** The site outline as GeoJSON text, kept as entered (validated on write, decision 0130). */
  geoJson: text('geo_json'),
  /** Ids of uploaded files forming the layout plan, in order. */
  layoutPlanFileIds: uuid('layout_plan_file_ids').array().notNull().default([]),
  /** „Unterschrift bei Lieferungen verlangen“: the screens require a receipt signature (decision 0690). */
  isDeliverySignatureRequired: boolean('is_delivery_signature_required').notNull().default(false),
  enabledFeatures: text('enabled_features').array().$type<Feature[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at'),
});

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().$type<ProjectRole[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user_idx').on(table.userId),
  ],
);
