// Payload of POST/PUT /static-load-analysis (spec part 3 §7) with the form rules of §5. The server
// validates requests with it; the web builds its step schemas from the same pieces.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { siteTimeFields } from '../../site-time-schema.js';
import { gridFieldSchema } from '../../mounting-documentation/grid-field-schema.js';
import { measurementRanges as r, type MeasurementRange } from '../../measurement-ranges.js';
import { optionalText, requiredBoolean, requiredNumber, requiredText, timestamp } from '../../validation.js';
import { calculateStaticLoadTest } from './calculation.js';
import {
  optionalInitialLoadRow,
  optionalSecondLoadRow,
  STATIC_INITIAL_LOAD_ROWS,
  STATIC_INITIAL_UNLOAD_ROWS,
  STATIC_SECOND_LOAD_ROWS,
  staticLoadMessages,
} from './defaults.js';
import { analysedAtIssue } from './analysed-at.js';
import { loadTestLayerSchema } from '../compaction/requirement-schema.js';
import { retestOfSchema } from '../compaction/retest.js';
import { testDeviceSchema } from '../../devices/device-schemas.js';

/** One table row's reading; null for an empty row (checked by the row rules below). */
const reading = ({ min, max }: MeasurementRange) =>
  z
    .number({ error: messages.invalidNumber })
    .min(min, { error: messages.minimum(min) })
    .max(max, { error: messages.maximum(max) })
    .nullable();
const rows = (count: number, range: MeasurementRange) =>
  z.array(reading(range), { error: messages.required }).length(count, { error: messages.invalidValue });
const stresses = (count: number) => rows(count, r.normalStress);
const dialReadings = (count: number) => rows(count, r.dialReadingInMillimeters);

const coordinate = (required: string, range: string, limit: number) =>
  requiredNumber({ required }).min(-limit, { error: range }).max(limit, { error: range });

export const staticLoadAnalysisFields = {
  // Combined 'A12/05' as for soil documentation and dynamic tests: one grid-field rule for all.
  gridField: gridFieldSchema,
  analysedAt: timestamp(),
  measuringPointName: optionalText(),
  latitude: coordinate(staticLoadMessages.latitudeRequired, staticLoadMessages.latitudeRange, 90),
  longitude: coordinate(staticLoadMessages.longitudeRequired, staticLoadMessages.longitudeRange, 180),
  liftingArm: requiredNumber(r.liftingArm),
  plateBase: requiredBoolean(),
  /** Layer thickness in mm (the form shows cm). */
  layerThickness: requiredNumber(r.layerThicknessInMillimeters),
  testLayer: requiredText(),
  /** The layer whose compaction requirement judges the test (issue 37); optional, apart from testLayer. */
  layer: loadTestLayerSchema,
  /** The failed test this one repeats (issue 37, decision 0661); optional. */
  retestOf: retestOfSchema,
  /** The registered device the test was made with (issue 37 item 4, decision 0680); optional. */
  deviceId: testDeviceSchema,
  /** Height in mm (the form shows m NHN). */
  height: requiredNumber(r.heightInMillimeters),
  preLoad: requiredNumber(r.preLoad),
  timeBetweenCompressionAndAnalysis: requiredNumber(r.timeBetweenCompressionAndAnalysisInHours),
  plateDiameter: requiredNumber(r.plateDiameterInMillimeters),
  temperature: requiredNumber(r.temperature),
  temperatureDayBefore: requiredNumber(r.temperature),
  precipitation: requiredBoolean(),
  precipitationDayBefore: requiredBoolean(),
  initialSubsidence: z.strictObject({
    load: stresses(STATIC_INITIAL_LOAD_ROWS),
    unload: stresses(STATIC_INITIAL_UNLOAD_ROWS),
  }),
  initialCompressions: z.strictObject({
    load: dialReadings(STATIC_INITIAL_LOAD_ROWS),
    unload: dialReadings(STATIC_INITIAL_UNLOAD_ROWS),
  }),
  secondSubsidence: z.strictObject({ load: stresses(STATIC_SECOND_LOAD_ROWS) }),
  secondCompressions: z.strictObject({ load: dialReadings(STATIC_SECOND_LOAD_ROWS) }),
};

type Readings = readonly (number | null)[];
type RowIssue = { path: (string | number)[]; message: string };

/** Row rules: every row required except the 7th initial load row and the 6th second load row. */
export const staticRowIssues = (value: {
  initialSubsidence: { load: Readings; unload: Readings };
  initialCompressions: { load: Readings; unload: Readings };
  secondSubsidence: { load: Readings };
  secondCompressions: { load: Readings };
}): RowIssue[] => {
  const issues: RowIssue[] = [];
  const check = (group: string, part: 'load' | 'unload', values: Readings, optionalRow: number | null) => {
    values.forEach((entry, row) => {
      if (row !== optionalRow && entry === null) issues.push({ path: [group, part, row], message: messages.required });
    });
  };
  check('initialSubsidence', 'load', value.initialSubsidence.load, optionalInitialLoadRow);
  check('initialCompressions', 'load', value.initialCompressions.load, optionalInitialLoadRow);
  check('initialSubsidence', 'unload', value.initialSubsidence.unload, null);
  check('initialCompressions', 'unload', value.initialCompressions.unload, null);
  check('secondSubsidence', 'load', value.secondSubsidence.load, optionalSecondLoadRow);
  check('secondCompressions', 'load', value.secondCompressions.load, optionalSecondLoadRow);
  return issues;
};

type FieldsValue = z.infer<z.ZodObject<typeof staticLoadAnalysisFields>>;

const checkPayload = (value: FieldsValue, ctx: z.RefinementCtx) => {
  const dateIssue = analysedAtIssue(value.analysedAt, new Date());
  if (dateIssue) ctx.addIssue({ code: 'custom', path: ['analysedAt'], message: dateIssue });
  const rowIssues = staticRowIssues(value);
  for (const issue of rowIssues) ctx.addIssue({ code: 'custom', ...issue });
  if (rowIssues.length > 0) return;
  // The server recalculates; a loading the form would block must not be stored either.
  const { blockingMessages } = calculateStaticLoadTest(value);
  if (blockingMessages.initial) {
    ctx.addIssue({ code: 'custom', path: ['initialCompressions', 'load'], message: blockingMessages.initial });
  }
  if (blockingMessages.second) {
    ctx.addIssue({ code: 'custom', path: ['secondCompressions', 'load'], message: blockingMessages.second });
  }
};

/** PUT /static-load-analysis/{id}: the create payload without projectId. */
export const staticLoadAnalysisUpdateSchema = z.strictObject(staticLoadAnalysisFields).superRefine(checkPayload);

/** POST /static-load-analysis. */
export const staticLoadAnalysisCreateSchema = z
  .strictObject({ projectId: z.uuid({ error: messages.invalidValue }), ...staticLoadAnalysisFields, ...siteTimeFields })
  .superRefine(checkPayload);

export type StaticLoadAnalysisUpdatePayload = z.infer<typeof staticLoadAnalysisUpdateSchema>;
export type StaticLoadAnalysisCreatePayload = z.infer<typeof staticLoadAnalysisCreateSchema>;
