// The installation documentation as the API answers it (spec part 3 §3, §7): the linked order ids
// plus their numbers (the list shows them), liming only when limed, numbers as JSON numbers.
import { z } from 'zod';
import { calendarDaySchema, itemsOf, timestampSchema, uploadedFileSchema, userNameSchema } from '../response-parts.js';
import { siteTimeView } from '../site-time-schema.js';

export const limingInformationViewSchema = z.object({
  limeAmountPerSquareMeterInKilograms: z.number(),
  dateOfLiming: calendarDaySchema,
  dateOfSecondCompaction: calendarDaySchema,
  dateOfSecondStabilization: calendarDaySchema,
  limeAmountPerSquareMeterOfSecondStabilizationInKilograms: z.number(),
});
export type LimingInformationView = z.infer<typeof limingInformationViewSchema>;

export const mountingDocumentationViewSchema = z.object({
  mountingDocumentationId: z.string(),
  projectId: z.string(),
  gridField: z.string(),
  orders: z.array(z.string()),
  orderReferences: z.array(z.object({ orderId: z.string(), orderNumber: z.string() })),
  mountingDate: calendarDaySchema,
  fillingHeightInMeters: z.number(),
  isLimed: z.boolean(),
  limingInformation: limingInformationViewSchema.nullable(),
  /** The PDF protocol the server generates on every save. */
  document: uploadedFileSchema.nullable(),
  createdAt: timestampSchema,
  ...siteTimeView,
  createdBy: userNameSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  updatedBy: userNameSchema.nullable(),
});
export type MountingDocumentationView = z.infer<typeof mountingDocumentationViewSchema>;
export const mountingDocumentationListSchema = itemsOf(mountingDocumentationViewSchema);

/** GET /mounting-documentation/grid-fields: the project's documented grid fields, distinct, sorted (the maps' grid). */
export const gridFieldListSchema = itemsOf(z.string());

/** GET /project/{projectId}/feature/mounting-documentation: the feature's settings (spec part 3 §7). */
export const mountingFeatureViewSchema = z.object({
  projectId: z.string(),
  /** false until the first save; the web shows "activate" then, "edit" afterwards (decision 0150). */
  isActivated: z.boolean(),
  mountingMethods: z.array(z.string()),
  groundwaterCoverLayerSoilType: z.string().nullable(),
  groundwaterCoverLayerThicknessInMeter: z.number().nullable(),
  highestExpectedGroundwaterLevelInMeter: z.number().nullable(),
  waterProtectionArea: z.string().nullable(),
});
export type MountingFeatureView = z.infer<typeof mountingFeatureViewSchema>;
/** POST …: the saved settings and whether this save activated the feature. */
export const savedMountingFeatureSchema = mountingFeatureViewSchema.extend({ activated: z.boolean() });
export type SavedMountingFeature = z.infer<typeof savedMountingFeatureSchema>;
