// The dynamic load test as the API answers it (spec part 3 §3 "Dynamic load test", §7).
import { z } from 'zod';
import { itemsOf, timestampSchema, uploadedFileSchema, userNameSchema } from '../../response-parts.js';
import { siteTimeView } from '../../site-time-schema.js';

export const dynamicLoadAnalysisViewSchema = z.object({
  dynamicLoadAnalysisId: z.string(),
  projectId: z.string(),
  number: z.number(),
  createdAt: timestampSchema,
  ...siteTimeView,
  createdBy: userNameSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  updatedBy: userNameSchema.nullable(),
  /** The generated protocol (GET /file/{id}). */
  document: z.object({ url: z.string() }).nullable(),
  dynamicLoadAnalysisData: z.object({
    gridField: z.string(),
    analysedAt: timestampSchema,
    geoCoordinate: z.object({ lat: z.number(), lng: z.number() }),
    evd: z.number(),
    /** The device printout. */
    analysisResult: uploadedFileSchema.nullable(),
    /** mm */
    height: z.number(),
    /** mm */
    soilLayerHeight: z.number(),
    soilType: z.string(),
    soilRecovery: z.string().nullable(),
    precipitation: z.boolean().nullable(),
    temperature: z.number().nullable(),
    deviceName: z.string(),
    deviceModel: z.string(),
  }),
});
export type DynamicLoadAnalysisView = z.infer<typeof dynamicLoadAnalysisViewSchema>;
export const dynamicLoadAnalysisListSchema = itemsOf(dynamicLoadAnalysisViewSchema);
