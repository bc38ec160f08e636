// The dynamic load test as the API answers it (spec part 3 §3 "Dynamic load test", §7).
import { z } from 'zod';
import { itemsOf, timestampSchema, uploadedFileSchema } from '../../response-parts.js';
import { geoCoordinateSchema, loadTestRecordView } from '../responses.js';
import { loadTestVerdictSchema } from '../compaction/requirement-schema.js';
import { retestOfViewSchema } from '../compaction/retest.js';
import { testDeviceViewSchema } from '../../devices/device-schemas.js';

export const dynamicLoadAnalysisViewSchema = z.object({
  dynamicLoadAnalysisId: z.string(),
  ...loadTestRecordView,
  dynamicLoadAnalysisData: z.object({
    gridField: z.string(),
    analysedAt: timestampSchema,
    geoCoordinate: geoCoordinateSchema,
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
    layer: z.string().nullable(),
  }),
  verdict: loadTestVerdictSchema,
  /** The registered device and its calibration on the test day (decision 0680), or null. */
  device: testDeviceViewSchema,
  /** The failed test this one repeats (decision 0661), or null. */
  retestOf: retestOfViewSchema,
  /** The newest test that repeats this one (a failed test is re-tested once; decision 0661). */
  retestedBy: retestOfViewSchema,
});
export type DynamicLoadAnalysisView = z.infer<typeof dynamicLoadAnalysisViewSchema>;
export const dynamicLoadAnalysisListSchema = itemsOf(dynamicLoadAnalysisViewSchema);
