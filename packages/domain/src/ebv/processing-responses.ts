// Answers of the processing half of the recycled-material API (spec part 2 §3, §7): batch detail,
// processed-material overview, inventory and delivery notes. Tons are JSON numbers from exact text.
import { z } from 'zod';
import {
  calendarDaySchema as calendarDay,
  timestampSchema as timestamp,
  uploadedFileSchema,
  userNameSchema,
} from '../response-parts.js';
import { siteTimeView } from '../site-time-schema.js';
import { methodVerdictSchema } from '../admissibility/responses.js';
import { materialClassEvaluationSchema } from '../material-class/responses.js';
import type { MaterialClassRequest } from '../material-class/schemas.js';
import { batchSummarySchema } from './responses.js';
import { signatureViewSchema } from '../orders/responses.js';
const recorded = { createdBy: userNameSchema.nullable(), createdAt: timestamp };

export const capturedMaterialSchema = z.object({
  captureId: z.string(),
  amountInTons: z.number(),
  ...recorded,
  ...siteTimeView,
});

const isRecord = (value: unknown) => typeof value === 'object' && value !== null;
/** Stored as the server built and evaluated it (decision 0282); typed by the domain, not re-validated. */
const materialClassRequestView = z.custom<MaterialClassRequest>(isRecord);
const materialClassEvaluationView = materialClassEvaluationSchema;

/** The lab values of an analytic with the server's evaluation, the deviation and the evaluation sheet. */
export const analyticLabViewSchema = z.object({
  request: materialClassRequestView,
  evaluation: materialClassEvaluationView,
  isDeviating: z.boolean(),
  evaluationSheet: uploadedFileSchema.nullable(),
});
export type AnalyticLabView = z.infer<typeof analyticLabViewSchema>;

export const analyticViewSchema = z.object({
  samplingDate: calendarDay,
  samplingProtocolDocuments: z.array(uploadedFileSchema),
  reportDocuments: z.array(uploadedFileSchema),
  grainSizeAndQuality: z.string(),
  soilGroup: z.string().nullable(),
  materialClassFootnotes: z.array(z.string()),
  isOperationalAssessmentRequired: z.boolean(),
  operationalAssessmentDocuments: z.array(uploadedFileSchema),
  lab: analyticLabViewSchema.nullable(),
  classDeviationComment: z.string().nullable(),
  ...recorded,
});
export type AnalyticView = z.infer<typeof analyticViewSchema>;

export const batchDetailSchema = batchSummarySchema.extend({
  breakingBatchId: z.string(),
  wreckingPileId: z.string(),
  estimatedCountOfBatches: z.number(),
  progressPercent: z.number(),
  location: z.object({ images: z.array(uploadedFileSchema), ...recorded, ...siteTimeView }).nullable(),
  brokenMaterial: z.array(capturedMaterialSchema),
  samplingConfirmationInformation: z.object(recorded).nullable(),
  analytic: analyticViewSchema.nullable(),
  /** The pile's earlier checks a new analytic of this batch is judged with (§ 10 (3)), oldest first. */
  earlierLabChecks: z.array(
    z.object({ batchNumber: z.number(), sample: z.custom<MaterialClassRequest['samples'][number]>(isRecord) }),
  ),
  /** Verdicts of EBV Anlage 2 for the project's Einbauweisen and the analytic's class (none without analytic). */
  admissibility: z.object({ materialClass: z.string(), items: z.array(methodVerdictSchema) }).nullable(),
  disposalInformation: z
    .object({ disposalDocuments: z.array(uploadedFileSchema), ...recorded, updatedAt: timestamp.nullable() })
    .nullable(),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

export const pileOverviewItemSchema = z.object({
  wreckingPileId: z.string(),
  projectId: z.string(),
  name: z.string(),
  status: z.string(),
  expectedGrainSizeAndQuality: z.string(),
  totalAmountInTons: z.number(),
  expectedMassOfRawMaterialInTons: z.number(),
  estimatedCountOfBatches: z.number(),
  batches: z.array(batchSummarySchema),
});
export const pileOverviewListSchema = z.object({ items: z.array(pileOverviewItemSchema) });
export type PileOverviewItem = z.infer<typeof pileOverviewItemSchema>;

export const carrierSchema = z.object({
  name: z.string(),
  address: z.object({
    street: z.string(),
    houseNumber: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  carrierNumber: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
});

export const deliveryNoteViewSchema = z.object({
  deliveryNoteId: z.string(),
  number: z.number(),
  wreckingPileId: z.string(),
  quantityInTons: z.number(),
  deliveryDate: calendarDay,
  grainSizeAndQuality: z.string(),
  soilGroup: z.string().nullable(),
  carrier: carrierSchema,
  document: uploadedFileSchema,
  /** The note as UBL DespatchAdvice XML (decision 0640); null for notes written before it existed. */
  ublDocument: uploadedFileSchema.nullable(),
  /** The signed handover (decision 0691), with its UBL ReceiptAdvice; null until it is quittiert. */
  receipt: z
    .object({
      receivedQuantityInTons: z.number(),
      receivedAt: z.string(),
      receivedBy: z.object({ name: z.string() }).nullable(),
      signatures: z.array(signatureViewSchema),
      receiptAdvice: uploadedFileSchema,
    })
    .nullable(),
  ...recorded,
});
export type DeliveryNoteView = z.infer<typeof deliveryNoteViewSchema>;

export const inventoryEntrySchema = z.object({
  grainSizeAndQuality: z.string(),
  soilGroup: z.string().nullable(),
  availableAmountInTons: z.number(),
  totalAmountInTons: z.number(),
  deliveryNotes: z.array(deliveryNoteViewSchema),
});

export const pileInventoryItemSchema = z.object({
  wreckingPileId: z.string(),
  projectId: z.string(),
  name: z.string(),
  status: z.string(),
  deliveryNoteCreationOnBehalfOfProjectManager: z.boolean(),
  inventory: z.array(inventoryEntrySchema),
});
export const pileInventoryListSchema = z.object({ items: z.array(pileInventoryItemSchema) });
export type PileInventoryItem = z.infer<typeof pileInventoryItemSchema>;
