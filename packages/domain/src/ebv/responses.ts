// Response shapes of the recycled-material API (spec part 2 §3, §7) as zod schemas: the server's
// tests parse its answers with them and the web takes its types from them. Tons are JSON numbers
// made from exact numeric text; dates are ISO text (calendar days yyyy-MM-dd).
import { z } from 'zod';
import {
  calendarDaySchema as calendarDay,
  timestampSchema as timestamp,
  uploadedFileSchema,
  userNameSchema,
} from '../response-parts.js';
import { wreckingPileStatuses } from './pile-status.js';

// ── Feature settings: GET/POST /project/{projectId}/feature/ebv ───────────────────────
/** A chosen machine lacking a suitability proof for planned classes (non-blocking warning). */
export const missingSuitabilitySchema = z.object({
  machineId: z.string(),
  machineName: z.string(),
  grainSizeAndQualities: z.array(z.string()),
});
export type MissingSuitability = z.infer<typeof missingSuitabilitySchema>;

export const ebvFeatureResponseSchema = z.object({
  projectId: z.string(),
  /** false until the first save; the web shows "activate" then, "edit" afterwards. */
  isActivated: z.boolean(),
  grainSizeAndQualities: z.array(z.string()),
  machines: z.array(z.string()),
  expectedQuantityInTons: z.number().nullable(),
  samplingIntervalInTons: z.number().nullable(),
  sitePlanConstructionWasteDocuments: z.array(uploadedFileSchema),
  sitePlanRcMaterialDocuments: z.array(uploadedFileSchema),
  /** "Eignungsnachweis für die Maschine fehlt": per chosen machine the planned classes it has no proof for. */
  missingSuitabilities: z.array(missingSuitabilitySchema),
  /**
   * Every machine file with its proven classes, for the machine choice of the settings and the
   * pile form (GET /machine is administration; decision 0230).
   */
  availableMachines: z.array(
    z.object({
      machineId: z.string(),
      name: z.string(),
      owner: z.string().nullable(),
      isSuitableFor: z.array(z.string()),
    }),
  ),
  /** Only on POST: whether this save activated the feature (toast "aktiviert" vs. "aktualisiert"). */
  activated: z.boolean().optional(),
});
export type EbvFeatureResponse = z.infer<typeof ebvFeatureResponseSchema>;

// ── Announcements: GET/POST /project/{projectId}/announcement, …/confirm-sending ───────
export const announcementSchema = z.object({
  projectAnnouncementId: z.string(),
  projectId: z.string(),
  createdAt: timestamp,
  createdBy: userNameSchema.nullable(),
  document: uploadedFileSchema,
  sendingIsConfirmed: z.boolean(),
  sendingConfirmedAt: timestamp.nullable(),
  sendingConfirmedBy: userNameSchema.nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.object({ items: z.array(announcementSchema) });

// ── Asbestos documentation: GET/POST /project/{projectId}/documents-confirming-absence-of-asbestos
export const asbestosDocumentSchema = z.object({
  documentId: z.string(),
  file: uploadedFileSchema,
  createdAt: timestamp,
  createdBy: userNameSchema.nullable(),
});
export type AsbestosDocument = z.infer<typeof asbestosDocumentSchema>;
export const asbestosDocumentListSchema = z.object({
  items: z.array(asbestosDocumentSchema),
  /** The generated template (a PDF with the project filled in). */
  template: uploadedFileSchema.pick({ fileName: true, url: true }),
});

// ── Wrecking piles: GET /wrecking-pile, GET/PUT /wrecking-pile/{id}, POST … ───────────
export const acceptanceControlViewSchema = z.object({
  containsAsbestos: z.boolean(),
  massOfRawMaterialInTons: z.number().nullable(),
  sourceAreas: z.array(z.string()),
  composition: z.string().nullable(),
  degreeOfSoiling: z.string().nullable(),
  foreignProportions: z.array(z.string()),
  consistency: z.string().nullable(),
  appearance: z.string().nullable(),
  colors: z.array(z.string()),
  smell: z.array(z.string()),
  attachments: z.array(uploadedFileSchema),
  /** The generated protocol (§ 3 EBV). */
  document: uploadedFileSchema,
  createdBy: userNameSchema.nullable(),
  createdAt: timestamp,
  updatedBy: userNameSchema.nullable(),
  updatedAt: timestamp.nullable(),
  rejectedBy: userNameSchema.nullable(),
  rejectedAt: timestamp.nullable(),
});
export type AcceptanceControlView = z.infer<typeof acceptanceControlViewSchema>;

export const approvalInformationSchema = z.object({
  appraiserAppointedFor: calendarDay,
  /** The generated release document. */
  document: uploadedFileSchema,
  createdBy: userNameSchema.nullable(),
  createdAt: timestamp,
});

/** Written when the pile is designated for disposal; the proofs follow later. */
export const disposalInformationSchema = z.object({
  disposalDocuments: z.array(uploadedFileSchema),
  createdBy: userNameSchema.nullable(),
  createdAt: timestamp,
  updatedBy: userNameSchema.nullable(),
  updatedAt: timestamp.nullable(),
});

/** Processing figures (filled from the next issue on; null until material is captured). */
export const breakingInformationSchema = z.object({
  totalAmountInTons: z.number(),
  estimatedCountOfBatches: z.number(),
  currentBatch: z.object({ number: z.number(), amountInTons: z.number(), sizeInTons: z.number() }).nullable(),
});

export const batchSummarySchema = z.object({
  batchId: z.string(),
  number: z.number(),
  amountInTons: z.number(),
  sizeInTons: z.number(),
  availableAmountInTons: z.number(),
  status: z.string(),
  analyticStatus: z.string(),
  isLocationDocumented: z.boolean(),
});

export const inventoryStockSchema = z.object({
  grainSizeAndQuality: z.string(),
  soilGroup: z.string().nullable(),
  availableAmountInTons: z.number(),
  totalAmountInTons: z.number(),
});

export const wreckingPileSchema = z.object({
  wreckingPileId: z.string(),
  projectId: z.string(),
  name: z.string(),
  machineId: z.string(),
  machine: z.object({ machineId: z.string(), name: z.string() }),
  expectedMassOfRawMaterialInTons: z.number(),
  expectedGrainSizeAndQuality: z.string(),
  disposalCode: z.string(),
  documents: z.array(uploadedFileSchema),
  status: z.enum(wreckingPileStatuses),
  createdBy: userNameSchema.nullable(),
  createdAt: timestamp,
  updatedBy: userNameSchema.nullable(),
  updatedAt: timestamp.nullable(),
  acceptanceControl: acceptanceControlViewSchema.nullable(),
  approvalInformation: approvalInformationSchema.nullable(),
  disposalInformation: disposalInformationSchema.nullable(),
  breakingInformation: breakingInformationSchema.nullable(),
  batches: z.array(batchSummarySchema),
  inventory: z.array(inventoryStockSchema),
  deliveryNoteCreationOnBehalfOfProjectManager: z.boolean(),
});
export type WreckingPile = z.infer<typeof wreckingPileSchema>;
export const wreckingPileListSchema = z.object({ items: z.array(wreckingPileSchema) });
