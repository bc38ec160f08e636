// Recycled material (spec part 2): feature settings, site announcements, asbestos documentation,
// wrecking piles (Mieten) and their acceptance control. Batches, captures, analytics and delivery
// notes (next issue) add their own tables referencing wrecking_piles.id. Tons are numeric.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { MaterialClassEvaluation, MaterialClassRequest, WreckingPileStatus } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';
import { files } from './files.js';
import { machines } from './machines.js';
import { projects } from './projects.js';
import { users } from './users.js';

const tons = (name: string) => numeric(name, { precision: 12, scale: 3 });
const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
const fileRef = (name: string) => uuid(name).references(() => files.id, { onDelete: 'set null' });
const fileIds = (name: string) => uuid(name).array().notNull().default([]);

/** One row per project that has (or had) the recycled-material feature activated. */
export const ebvFeatureSettings = pgTable('ebv_feature_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  grainSizeAndQualities: text('grain_size_and_qualities').array().notNull(),
  machineIds: uuid('machine_ids').array().notNull(),
  expectedQuantityInTons: tons('expected_quantity_in_tons').notNull(),
  samplingIntervalInTons: integer('sampling_interval_in_tons').notNull(),
  sitePlanConstructionWasteFileIds: fileIds('site_plan_construction_waste_file_ids'),
  sitePlanRcMaterialFileIds: fileIds('site_plan_rc_material_file_ids'),
  createdAt: createdAt(),
  createdBy: userRef('created_by'),
  updatedAt: timestampTz('updated_at'),
  updatedBy: userRef('updated_by'),
});

/** A site announcement (Baustellenanzeige) with its generated document; numbered per project. */
export const projectAnnouncements = pgTable(
  'project_announcements',
  {
    id: id('id'),
    projectId: projectRef(),
    number: integer('number').notNull(),
    documentFileId: fileRef('document_file_id'),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    sendingConfirmedAt: timestampTz('sending_confirmed_at'),
    sendingConfirmedBy: userRef('sending_confirmed_by'),
  },
  (table) => [unique('project_announcements_number_unique').on(table.projectId, table.number)],
);

/** One uploaded document of the asbestos-freedom documentation. */
export const asbestosDocuments = pgTable(
  'asbestos_documents',
  {
    id: id('id'),
    projectId: projectRef(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
  },
  (table) => [
    unique('asbestos_documents_file_unique').on(table.fileId),
    index('asbestos_documents_project_idx').on(table.projectId),
  ],
);

export const wreckingPiles = pgTable(
  'wrecking_piles',
  {
    id: id('id'),
    projectId: projectRef(),
    name: text('name').notNull(),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => machines.id),
    expectedMassOfRawMaterialInTons: tons('expected_mass_of_raw_material_in_tons').notNull(),
    expectedGrainSizeAndQuality: text('expected_grain_size_and_quality').notNull(),
    disposalCode: text('disposal_code').notNull(),
    documentFileIds: fileIds('document_file_ids'),
    status: text('status').$type<WreckingPileStatus>().notNull(),
    deliveryNoteCreationOnBehalfOfProjectManager: boolean('delivery_note_creation_on_behalf_of_project_manager')
      .notNull()
      .default(false),
    // Approval information (release for breaking) with its generated document.
    appraiserAppointedFor: date('appraiser_appointed_for'),
    approvedAt: timestampTz('approved_at'),
    approvedBy: userRef('approved_by'),
    approvalDocumentFileId: fileRef('approval_document_file_id'),
    // Disposal information: designated for disposal, then the proofs.
    disposalDecidedAt: timestampTz('disposal_decided_at'),
    disposalDecidedBy: userRef('disposal_decided_by'),
    disposalDocumentFileIds: fileIds('disposal_document_file_ids'),
    disposalDocumentedAt: timestampTz('disposal_documented_at'),
    disposalDocumentedBy: userRef('disposal_documented_by'),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    updatedAt: timestampTz('updated_at'),
    updatedBy: userRef('updated_by'),
  },
  (table) => [index('wrecking_piles_project_status_idx').on(table.projectId, table.status)],
);

/**
 * The acceptance control (Annahmekontrolle, § 3 EBV) of a pile: at most one per pile (primary key).
 * created_by and updated_by let the four-eyes rule refuse a release by whoever recorded it.
 */
export const acceptanceControls = pgTable('acceptance_controls', {
  wreckingPileId: uuid('wrecking_pile_id')
    .primaryKey()
    .references(() => wreckingPiles.id, { onDelete: 'cascade' }),
  containsAsbestos: boolean('contains_asbestos').notNull(),
  massOfRawMaterialInTons: tons('mass_of_raw_material_in_tons'),
  sourceAreas: text('source_areas').array().notNull().default([]),
  composition: text('composition'),
  degreeOfSoiling: text('degree_of_soiling'),
  foreignProportions: text('foreign_proportions').array().notNull().default([]),
  consistency: text('consistency'),
  appearance: text('appearance'),
  colors: text('colors').array().notNull().default([]),
  smell: text('smell').array().notNull().default([]),
  attachmentFileIds: fileIds('attachment_file_ids'),
  /** The generated protocol, replaced on every save. */
  documentFileId: fileRef('document_file_id'),
  createdAt: createdAt(),
  createdBy: userRef('created_by'),
  updatedAt: timestampTz('updated_at'),
  updatedBy: userRef('updated_by'),
  rejectedAt: timestampTz('rejected_at'),
  rejectedBy: userRef('rejected_by'),
});

// ── Processing (spec part 2 "Capture", "Batch detail", "Analytics", "Delivery notes") ──────

/** A batch (Charge) of a pile: filled by captures up to its size (the sampling interval when it opened). */
export const breakingBatches = pgTable(
  'breaking_batches',
  {
    id: id('id'),
    wreckingPileId: uuid('wrecking_pile_id')
      .notNull()
      .references(() => wreckingPiles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sizeInTons: tons('size_in_tons').notNull(),
    amountInTons: tons('amount_in_tons').notNull().default('0'),
    status: text('status').notNull(),
    analyticStatus: text('analytic_status').notNull().default('open'),
    locationImageFileIds: fileIds('location_image_file_ids'),
    locationDocumentedAt: timestampTz('location_documented_at'),
    /** When the location was documented on site, if it was sent later (decision 0390). */
    locationRecordedAt: timestampTz('location_recorded_at'),
    locationDocumentedBy: userRef('location_documented_by'),
    samplingConfirmedAt: timestampTz('sampling_confirmed_at'),
    samplingConfirmedBy: userRef('sampling_confirmed_by'),
    disposalDecidedAt: timestampTz('disposal_decided_at'),
    disposalDecidedBy: userRef('disposal_decided_by'),
    disposalDocumentFileIds: fileIds('disposal_document_file_ids'),
    disposalDocumentedAt: timestampTz('disposal_documented_at'),
    disposalDocumentedBy: userRef('disposal_documented_by'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('breaking_batches_number_unique').on(table.wreckingPileId, table.number),
    // The inventory sums completed batches per pile; the capture rule counts those without location.
    index('breaking_batches_completed_idx')
      .on(table.wreckingPileId)
      .where(sql`${table.analyticStatus} = 'completed'`),
    index('breaking_batches_without_location_idx')
      .on(table.wreckingPileId)
      .where(sql`${table.locationDocumentedAt} is null`),
  ],
);

/** One capture of processed material: amount, who, when. */
export const brokenMaterialCaptures = pgTable(
  'broken_material_captures',
  {
    id: id('id'),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => breakingBatches.id, { onDelete: 'cascade' }),
    amountInTons: tons('amount_in_tons').notNull(),
    createdAt: createdAt(),
    /** When it was captured on site, if it was sent later (decision 0390). */
    recordedAt: timestampTz('recorded_at'),
    createdBy: userRef('created_by'),
  },
  // The batch detail lists its captures in the order they were made.
  (table) => [index('broken_material_captures_batch_idx').on(table.batchId, table.createdAt, table.id)],
);

/** The lab analytic of a batch; replaced when the batch was sent back for re-check. */
export const batchAnalytics = pgTable('batch_analytics', {
  batchId: uuid('batch_id')
    .primaryKey()
    .references(() => breakingBatches.id, { onDelete: 'cascade' }),
  samplingDate: date('sampling_date').notNull(),
  samplingProtocolFileIds: fileIds('sampling_protocol_file_ids'),
  reportFileIds: fileIds('report_file_ids'),
  grainSizeAndQuality: text('grain_size_and_quality').notNull(),
  soilGroup: text('soil_group'),
  materialClassFootnotes: text('material_class_footnotes').array().notNull().default([]),
  isOperationalAssessmentRequired: boolean('is_operational_assessment_required').notNull(),
  operationalAssessmentFileIds: fileIds('operational_assessment_file_ids'),
  // Lab values (issue 23, decision 0282): the request the server built (series of the pile's
  // checks) and its evaluation, both null without lab values; the reason for another class.
  labRequest: jsonb('lab_request').$type<MaterialClassRequest>(),
  labEvaluation: jsonb('lab_evaluation').$type<MaterialClassEvaluation>(),
  classDeviationComment: text('class_deviation_comment'),
  evaluationSheetFileId: fileRef('evaluation_sheet_file_id'),
  createdAt: createdAt(),
  createdBy: userRef('created_by'),
});

export type Carrier = {
  name: string;
  address: { street: string; houseNumber: string; postalCode: string; city: string; country: string };
  carrierNumber: string;
  phoneNumber: string;
  emailAddress: string;
};

/** A delivery note (Lieferschein, § 25 EBV) issued from a pile's inventory; numbered per project. */
export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    id: id('id'),
    projectId: projectRef(),
    wreckingPileId: uuid('wrecking_pile_id')
      .notNull()
      .references(() => wreckingPiles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    quantityInTons: tons('quantity_in_tons').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    grainSizeAndQuality: text('grain_size_and_quality').notNull(),
    soilGroup: text('soil_group'),
    carrier: jsonb('carrier').$type<Carrier>().notNull(),
    documentFileId: fileRef('document_file_id'),
    /** The note as UBL DespatchAdvice, the very bytes embedded in the PDF (decision 0640); null before. */
    ublFileId: fileRef('ubl_file_id'),
    /** The signed handover (decision 0691): set once, with its UBL ReceiptAdvice. */
    receivedQuantityInTons: tons('received_quantity_in_tons'),
    receivedAt: timestampTz('received_at'),
    receivedBy: userRef('received_by'),
    receiptAdviceFileId: fileRef('receipt_advice_file_id'),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
  },
  (table) => [
    unique('delivery_notes_number_unique').on(table.projectId, table.number),
    index('delivery_notes_pile_idx').on(table.wreckingPileId),
  ],
);
