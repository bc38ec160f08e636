// Soil installation (spec part 3): feature settings, orders, deliveries, installation
// documentation, and the short-lived tokens of project-document downloads.
// Tons and measured values are numeric (exact decimals, strings in JS).
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';
import { users } from './users.js';

const tons = (name: string) => numeric(name, { precision: 12, scale: 3 });
const measured = (name: string) => numeric(name, { precision: 12, scale: 3 });
const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** One row per project that has (or had) the feature activated. */
export const mountingFeatureSettings = pgTable('mounting_feature_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  mountingMethods: text('mounting_methods').array().notNull(),
  groundwaterCoverLayerSoilType: text('groundwater_cover_layer_soil_type').notNull(),
  groundwaterCoverLayerThicknessInMeter: measured('groundwater_cover_layer_thickness_in_meter').notNull(),
  highestExpectedGroundwaterLevelInMeter: measured('highest_expected_groundwater_level_in_meter'),
  waterProtectionArea: text('water_protection_area'),
  createdAt: createdAt(),
  createdBy: userRef('created_by'),
  updatedAt: timestampTz('updated_at'),
  updatedBy: userRef('updated_by'),
});

export const orders = pgTable(
  'orders',
  {
    id: id('id'),
    projectId: projectRef(),
    orderNumber: text('order_number').notNull(),
    materialOrigin: text('material_origin').notNull(),
    carrier: text('carrier').notNull(),
    materialClass: text('material_class').notNull(),
    declaredQuantityInTons: tons('declared_quantity_in_tons').notNull(),
    approvalByAppraiserRequired: boolean('approval_by_appraiser_required').notNull(),
    disposalCode: text('disposal_code'),
    comment: text('comment'),
    attachmentFileIds: uuid('attachment_file_ids').array().notNull().default([]),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Kept under the order's row lock with each delivery: numbers stay consecutive. */
    deliveryCount: integer('delivery_count').notNull().default(0),
    deliveredAmountInTons: numeric('delivered_amount_in_tons', { precision: 15, scale: 3 }).notNull().default('0'),
    /** Set when delivered tons first reached 90 %: the history event is written once. */
    almostFullyDeliveredAt: timestampTz('almost_fully_delivered_at'),
    approvedAt: timestampTz('approved_at'),
    approvedBy: userRef('approved_by'),
    approvalComment: text('approval_comment'),
    rejectedAt: timestampTz('rejected_at'),
    rejectedBy: userRef('rejected_by'),
    rejectionComment: text('rejection_comment'),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    updatedAt: timestampTz('updated_at'),
    updatedBy: userRef('updated_by'),
  },
  // By status: the deliverable-orders fact and the list by phase; by time: the list's order, so a
  // page is read from the index without sorting the project's orders (decision 0371).
  (table) => [
    index('orders_project_status_idx').on(table.projectId, table.status),
    index('orders_project_created_idx').on(table.projectId, table.createdAt.desc().nullsFirst(), table.id),
  ],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: id('id'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    number: integer('number').notNull(),
    amountInTons: tons('amount_in_tons').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    comment: text('comment'),
    reference: text('reference'),
    attachmentFileIds: uuid('attachment_file_ids').array().notNull().default([]),
    createdAt: createdAt(),
    /** When it was recorded on site, if it was sent later (decision 0390). */
    recordedAt: timestampTz('recorded_at'),
    createdBy: userRef('created_by'),
    /** 1, then one more with every correction; earlier versions are in delivery_versions (decision 0690). */
    version: integer('version').notNull().default(1),
    correctionReason: text('correction_reason'),
    correctedAt: timestampTz('corrected_at'),
    correctedBy: userRef('corrected_by'),
  },
  // The last line of defence for consecutive numbers: two deliveries can never share one.
  (table) => [
    unique('deliveries_order_number_unique').on(table.orderId, table.number),
    index('deliveries_project_idx').on(table.projectId),
  ],
);

/**
 * A delivery as it was before a correction (decision 0690): the row of `deliveries` always holds the
 * current version, this table every former one, never changed again.
 */
export const deliveryVersions = pgTable(
  'delivery_versions',
  {
    id: id('id'),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    amountInTons: tons('amount_in_tons').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    comment: text('comment'),
    reference: text('reference'),
    attachmentFileIds: uuid('attachment_file_ids').array().notNull().default([]),
    /** The correction that made this version (null for the first). */
    correctionReason: text('correction_reason'),
    correctedAt: timestampTz('corrected_at'),
    correctedBy: userRef('corrected_by'),
  },
  (table) => [unique('delivery_versions_delivery_version_unique').on(table.deliveryId, table.version)],
);

export const mountingDocumentations = pgTable(
  'mounting_documentations',
  {
    id: id('id'),
    projectId: projectRef(),
    gridField: text('grid_field').notNull(),
    mountingDate: date('mounting_date').notNull(),
    fillingHeightInMeters: measured('filling_height_in_meters').notNull(),
    isLimed: boolean('is_limed').notNull().default(false),
    limeAmountPerSquareMeterInKilograms: measured('lime_amount_per_square_meter_in_kilograms'),
    dateOfLiming: date('date_of_liming'),
    dateOfSecondCompaction: date('date_of_second_compaction'),
    dateOfSecondStabilization: date('date_of_second_stabilization'),
    limeAmountPerSquareMeterOfSecondStabilizationInKilograms: measured('lime_amount_second_stabilization_in_kilograms'),
    /** The generated protocol (PDF), replaced on every save (decision 0154). */
    documentFileId: uuid('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it was documented on site, if it was sent later (decision 0390). */
    recordedAt: timestampTz('recorded_at'),
    createdBy: userRef('created_by'),
    updatedAt: timestampTz('updated_at'),
    updatedBy: userRef('updated_by'),
  },
  // The list's order (newest installation day first), read backwards from the index (decision 0371).
  (table) => [
    index('mounting_documentations_project_date_idx').on(table.projectId, table.mountingDate, table.createdAt),
  ],
);

/** Orders an installation used, in the order the user picked them. */
export const mountingDocumentationOrders = pgTable(
  'mounting_documentation_orders',
  {
    mountingDocumentationId: uuid('mounting_documentation_id')
      .notNull()
      .references(() => mountingDocumentations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.mountingDocumentationId, table.orderId] }),
    index('mounting_documentation_orders_order_idx').on(table.orderId),
  ],
);

/** A prepared ZIP download: bound to its user and project, valid for minutes (decision 0153). */
export const projectDocumentDownloads = pgTable('project_document_downloads', {
  tokenHash: text('token_hash').primaryKey(),
  projectId: projectRef(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileIds: uuid('file_ids').array().notNull(),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
});
