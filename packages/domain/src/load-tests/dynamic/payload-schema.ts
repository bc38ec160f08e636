// Payload of POST/PUT /dynamic-load-analysis (spec part 3 §7) with the form rules of §5.
// The server validates requests with it; the web builds its form schema from the same pieces.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { siteTimeFields } from '../../site-time-schema.js';
import { gridFieldSchema } from '../../mounting-documentation/grid-field-schema.js';
import { measurementRanges as r } from '../../measurement-ranges.js';
import { optionalNumber, requiredNumber, requiredText, storableString, timestamp } from '../../validation.js';
import { MAX_TEXT } from '../../input-checks.js';
import { MAX_MINUTES } from './coordinates.js';
import { dynamicLoadMessages as m } from './messages.js';
import { loadTestLayerSchema } from '../compaction/requirement-schema.js';
import { retestOfSchema } from '../compaction/retest.js';
import { testDeviceSchema } from '../../devices/device-schemas.js';

const coordinate = (required: string, range: string, limit: number) =>
  requiredNumber({ required }).min(-limit, { error: range }).max(limit, { error: range });

/** Form inputs: whole or decimal degrees and decimal minutes (0 … 59.9999). */
export const latitudeDegreesSchema = coordinate(m.latitudeRequired, m.latitudeRange, 90);
export const longitudeDegreesSchema = coordinate(m.longitudeRequired, m.longitudeRange, 180);
const minutes = (required: string, range: string) =>
  requiredNumber({ required }).min(0, { error: range }).max(MAX_MINUTES, { error: range });
export const latitudeMinutesSchema = minutes(m.latitudeMinutesRequired, m.latitudeMinutesRange);
export const longitudeMinutesSchema = minutes(m.longitudeMinutesRequired, m.longitudeMinutesRange);

/** Optional free text; forms send '' or null for an empty input. */
const optionalFreeText = () =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    storableString({ multiline: true })
      .trim()
      .max(MAX_TEXT, { error: messages.maxLength(MAX_TEXT) })
      .optional(),
  );

/** The uploaded result image: the object from POST /file, or its id. */
export const analysisResultReference = z.union(
  [z.uuid(), z.object({ id: z.uuid(), fileName: z.string().optional(), url: z.string().optional() })],
  { error: m.analysisResultRequired },
);
export const analysisResultId = (reference: z.infer<typeof analysisResultReference>): string =>
  typeof reference === 'string' ? reference : reference.id;

export const dynamicLoadAnalysisFields = {
  /** Combined 'field/NN' (letters, a number without leading zero, two-digit suffix −99 … 99). */
  gridField: gridFieldSchema,
  analysedAt: timestamp((issue) => (issue.input == null || issue.input === '' ? m.dateRequired : messages.invalidDate)),
  latitude: latitudeDegreesSchema,
  longitude: longitudeDegreesSchema,
  /** Evd in MN/m². */
  evd: requiredNumber(r.evd),
  /** Height in mm (the form shows m). */
  height: requiredNumber(r.heightInMillimeters),
  soilType: requiredText(),
  /** Soil layer height in mm (the form shows m). */
  soilLayerHeight: requiredNumber(r.soilLayerHeightInMillimeters),
  soilRecovery: optionalFreeText(),
  precipitation: z.boolean({ error: messages.invalidValue }).nullable().optional(),
  /** °C */
  temperature: optionalNumber(r.temperature),
  deviceName: requiredText(),
  deviceModel: requiredText(),
  analysisResult: analysisResultReference,
  /** The layer whose compaction requirement judges the test (issue 37); optional. */
  layer: loadTestLayerSchema,
  /** The failed test this one repeats (issue 37, decision 0661); optional. */
  retestOf: retestOfSchema,
  /** The registered device the test was made with (issue 37 item 4, decision 0680); optional. */
  deviceId: testDeviceSchema,
};

/** PUT /dynamic-load-analysis/{id}: the create payload without projectId. */
export const dynamicLoadAnalysisUpdateSchema = z.strictObject(dynamicLoadAnalysisFields);

/** POST /dynamic-load-analysis. */
export const dynamicLoadAnalysisCreateSchema = z.strictObject({
  projectId: z.uuid({ error: messages.invalidValue }),
  ...dynamicLoadAnalysisFields,
  ...siteTimeFields,
});

export type DynamicLoadAnalysisUpdatePayload = z.infer<typeof dynamicLoadAnalysisUpdateSchema>;
export type DynamicLoadAnalysisCreatePayload = z.infer<typeof dynamicLoadAnalysisCreateSchema>;
