// Answers of the processing half of the recycled-material API (spec part 2 §3, §7): batch detail,
// processed-material overview, inventory and delivery notes. Tons are JSON numbers from exact text.
import { z } from 'zod';
import {
  calendarDaySchema as calendarDay,
  timestampSchema as timestamp,
  uploadedFileSchema,
  userNameSchema,
} from '../response-parts.js';
import { batchSummarySchema } from './responses.js';
const recorded = { createdBy: userNameSchema.nullable(), createdAt: timestamp };

export const capturedMaterialSchema = z.object({ captureId: z.string(), amountInTons: z.number(), ...recorded });

export const analyticViewSchema = z.object({
  samplingDate: calendarDay,
  samplingProtocolDocuments: z.array(uploadedFileSchema),
  reportDocuments: z.array(uploadedFileSchema),
  grainSizeAndQuality: z.string(),
  soilGroup: z.string().nullable(),
  materialClassFootnotes: z.array(z.string()),
  isOperationalAssessmentRequired: z.boolean(),
  operationalAssessmentDocuments: z.array(uploadedFileSchema),
  ...recorded,
});
export type AnalyticView = z.infer<typeof analyticViewSchema>;

export const batchDetailSchema = batchSummarySchema.extend({
  breakingBatchId: z.string(),
  wreckingPileId: z.string(),
  estimatedCountOfBatches: z.number(),
  progressPercent: z.number(),
  location: z.object({ images: z.array(uploadedFileSchema), ...recorded }).nullable(),
  brokenMaterial: z.array(capturedMaterialSchema),
  samplingConfirmationInformation: z.object(recorded).nullable(),
  analytic: analyticViewSchema.nullable(),
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
