// The static load test as the API answers it (spec part 3 §3 "Static load test", §7). Lengths in
// the stored units (mm); every number is finite (only valid calculations are stored).
import { z } from 'zod';
import { itemsOf, timestampSchema } from '../../response-parts.js';
import { geoCoordinateSchema, loadTestRecordView } from '../responses.js';
import { loadTestVerdictSchema } from '../compaction/requirement-schema.js';
import { retestOfViewSchema } from '../compaction/retest.js';
import { testDeviceViewSchema } from '../../devices/device-schemas.js';

export const staticLoadEntrySchema = z.object({
  subsidence: z.number().nullable(),
  compression: z.number().nullable(),
});

/** The test conditions; also what GET /last-static-load-analysis/{projectId} pre-fills. */
export const staticLoadConditionsSchema = z.object({
  /** mm (shown in m NHN) */
  height: z.number(),
  /** mm (shown in cm) */
  layerThickness: z.number(),
  timeBetweenCompressionAndAnalysis: z.number(),
  plateBase: z.boolean(),
  temperature: z.number(),
  temperatureDayBefore: z.number(),
  precipitationDayBefore: z.boolean(),
  precipitation: z.boolean(),
  preLoad: z.number(),
  liftingArm: z.number(),
  testLayer: z.string(),
  plateDiameter: z.number(),
});
export type StaticLoadConditions = z.infer<typeof staticLoadConditionsSchema>;

const results = {
  a0: z.number(),
  a1: z.number(),
  a2: z.number(),
  d0: z.number(),
  d2: z.number(),
  d3: z.number(),
  ev: z.number(),
};

export const staticLoadAnalysisViewSchema = z.object({
  staticLoadAnalysisId: z.string(),
  ...loadTestRecordView,
  staticLoadAnalysisData: staticLoadConditionsSchema.extend({
    gridField: z.string(),
    measuringPointName: z.string().nullable(),
    layer: z.string().nullable(),
    analysedAt: timestampSchema,
    geoCoordinate: geoCoordinateSchema,
    /** Ev1 of the first loading (the detail's "Evd" under Durchführung; decision 0161). */
    evd1: z.number(),
    staticLoadTest: z.object({
      ...results,
      staticLoads: z.array(staticLoadEntrySchema),
      staticUnloads: z.array(staticLoadEntrySchema),
      maxCompression: z.number(),
    }),
    staticLoadRetest: z.object({ ...results, staticLoads: z.array(staticLoadEntrySchema) }),
  }),
  verdict: loadTestVerdictSchema,
  /** The registered device and its calibration on the test day (decision 0680), or null. */
  device: testDeviceViewSchema,
  /** The failed test this one repeats (decision 0661), or null. */
  retestOf: retestOfViewSchema,
  /** The newest test that repeats this one (a failed test is re-tested once; decision 0661). */
  retestedBy: retestOfViewSchema,
});
export type StaticLoadAnalysisView = z.infer<typeof staticLoadAnalysisViewSchema>;
export const staticLoadAnalysisListSchema = itemsOf(staticLoadAnalysisViewSchema);

/** GET /last-static-load-analysis/{projectId}: the conditions of the project's latest test, if any. */
export const lastStaticLoadConditionsSchema = z.object({
  staticLoadAnalysisData: staticLoadConditionsSchema.nullable(),
});
