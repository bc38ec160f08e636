// Request schemas of the installation documentation (spec part 3 §5) and of the feature
// settings, with the spec's German messages; shared by the web forms and the server routes.
import { z } from 'zod';
import { messages } from '../messages.js';
import { siteTimeFields } from '../site-time-schema.js';
import { optionValues, waterProtectionArea } from '../options/index.js';
import { measurementRanges as r, type MeasurementRange } from '../measurement-ranges.js';
import { calendarDate, oneOf, requiredNumber } from '../validation.js';
import { gridFieldSchema } from './grid-field-schema.js';

export const mountingDocumentationMessages = {
  atLeastOneOrder: 'Es muss mindestens eine Bestellung ausgewählt werden',
  atLeastOneMountingMethod: 'Es muss mindestens eine Einbauweise ausgewählt werden',
} as const;

/** At most 3 decimals and below 1e9: the value fits the numeric(12,3) column without rounding. */
const fitsMeasuredColumn = (value: number) =>
  Math.abs(value) < 1e9 && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;
const MEASURED_MESSAGE = 'Maximal 3 Nachkommastellen erlaubt';

/** A required measured value (metres, kilograms). */
const measured = (range: MeasurementRange) =>
  requiredNumber(range).refine(fitsMeasuredColumn, { error: MEASURED_MESSAGE });

export const limingInformationSchema = z.strictObject(
  {
    limeAmountPerSquareMeterInKilograms: measured(r.limeAmountPerSquareMeterInKilograms),
    dateOfLiming: calendarDate(),
    dateOfSecondCompaction: calendarDate(),
    dateOfSecondStabilization: calendarDate(),
    limeAmountPerSquareMeterOfSecondStabilizationInKilograms: measured(r.limeAmountPerSquareMeterInKilograms),
  },
  { error: messages.required },
);
export type LimingInformation = z.output<typeof limingInformationSchema>;

export const mountingDocumentationFieldsSchema = z.object({
  gridField: gridFieldSchema,
  orders: z
    .array(z.uuid({ error: messages.invalidValue }), { error: mountingDocumentationMessages.atLeastOneOrder })
    .min(1, { error: mountingDocumentationMessages.atLeastOneOrder })
    .max(100, { error: messages.maximum(100) }),
  mountingDate: calendarDate(),
  fillingHeightInMeters: measured(r.fillingHeightInMeters),
  /** Sent only when limed (the form's isLimed); null counts as not limed. */
  limingInformation: limingInformationSchema.nullable().optional(),
});

export const createMountingDocumentationSchema = z.strictObject({
  projectId: z.uuid({ error: messages.required }),
  ...mountingDocumentationFieldsSchema.shape,
  ...siteTimeFields,
});

export const updateMountingDocumentationSchema = z.strictObject({
  projectId: z.uuid({ error: messages.invalidValue }).optional(),
  ...mountingDocumentationFieldsSchema.shape,
});
export type MountingDocumentationInput = z.output<typeof mountingDocumentationFieldsSchema>;

/** waterProtectionArea values without the list's "none" entry (''), which is sent as null. */
const waterProtectionAreaValues = waterProtectionArea.map((option) => option.value).filter((value) => value !== '') as [
  string,
  ...string[],
];

export const mountingFeatureSettingsSchema = z.strictObject({
  mountingMethods: z
    .array(oneOf(optionValues('mountingMethod')), { error: mountingDocumentationMessages.atLeastOneMountingMethod })
    .min(1, { error: mountingDocumentationMessages.atLeastOneMountingMethod })
    .refine((values) => new Set(values).size === values.length, { error: messages.invalidValue }),
  groundwaterCoverLayerSoilType: oneOf(optionValues('groundwaterCoverLayerSoilType')),
  groundwaterCoverLayerThicknessInMeter: measured(r.groundwaterCoverLayerThicknessInMeters),
  highestExpectedGroundwaterLevelInMeter: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: messages.invalidNumber })
      .min(r.groundwaterLevelInMeters.min, { error: messages.minimum(r.groundwaterLevelInMeters.min) })
      .max(r.groundwaterLevelInMeters.max, { error: messages.maximum(r.groundwaterLevelInMeters.max) })
      .refine(fitsMeasuredColumn, { error: MEASURED_MESSAGE })
      .nullable()
      .optional(),
  ),
  waterProtectionArea: z.preprocess(
    (value) => (value === '' ? null : value),
    oneOf(waterProtectionAreaValues).nullable().optional(),
  ),
});
export type MountingFeatureSettings = z.output<typeof mountingFeatureSettingsSchema>;
