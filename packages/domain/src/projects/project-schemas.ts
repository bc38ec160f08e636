// Project create and edit schemas (spec part 1 §5). The web form and PUT /project/{id} validate
// with the same schema, so a rule and its German message exist once.
import { z } from 'zod';
import { messages } from '../messages.js';
import { optionValues } from '../options/index.js';
import { measurementRanges } from '../measurement-ranges.js';
import {
  calendarDate,
  oneOf,
  optionalNumber,
  postalCode,
  requiredBoolean,
  requiredText,
  storableString,
} from '../validation.js';
import { MAX_TEXT } from '../input-checks.js';
import { isValidGeoJson } from './geo-json.js';

/** The only country the product supports (spec part 1 §9). */
export const PROJECT_COUNTRY = 'de';
/** Upper bound for the GeoJSON text; a site outline is a few kilobytes. */
export const MAX_GEO_JSON_LENGTH = 200_000;

export const createProjectSchema = z.strictObject({
  organizationId: z.string({ error: messages.required }).trim().min(1, { error: messages.required }),
  name: requiredText(),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

/** Forms send null (or '') for an emptied optional field: treat it as absent. */
const emptyToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/** Uploaded files are referenced by id, or by the `{id, fileName, url}` object POST /file returned. */
export const fileIdReference = z.union(
  [
    z.uuid({ error: messages.invalidValue }),
    z.object({ id: z.uuid({ error: messages.invalidValue }) }).transform((file) => file.id),
  ],
  { error: messages.invalidValue },
);

const transferHeight = () =>
  optionalNumber(measurementRanges.transferHeightInCentimeters).transform((value) => value ?? null);

const geoJsonText = storableString({ multiline: true, error: messages.invalidGeoJson })
  .nullable()
  .optional()
  .transform((value) => (value == null || value.trim() === '' ? null : value.trim()))
  .refine((value) => value === null || value.length <= MAX_GEO_JSON_LENGTH, {
    error: messages.maxLength(MAX_GEO_JSON_LENGTH),
  })
  .refine((value) => value === null || isValidGeoJson(value), { error: messages.invalidGeoJson });

export const projectAddressSchema = z.strictObject({
  street: requiredText(),
  houseNumber: requiredText(),
  postalCode: postalCode(),
  city: requiredText(),
  country: z
    .preprocess((value) => (value == null || value === '' ? PROJECT_COUNTRY : value), requiredText(MAX_TEXT))
    .refine((value) => value === PROJECT_COUNTRY, { error: messages.invalidChoice }),
});

export const projectAttributesSchema = z.strictObject({
  layoutPlan: z.preprocess(
    emptyToUndefined,
    z.array(fileIdReference, { error: messages.invalidValue }).max(20, { error: messages.invalidValue }).default([]),
  ),
  isBoundaryNotificationRequired: requiredBoolean(),
  isExplosivesClearanceAvailable: requiredBoolean(),
  isRemediationPlanAvailable: requiredBoolean(),
  /** Transfer height (Übergabehöhe) top, cm NHN — one of the spec's two "{hash}" fields (decision 0130). */
  transferHeightTopInCentimeters: transferHeight(),
  /** Transfer height (Übergabehöhe) bottom, cm NHN. */
  transferHeightBottomInCentimeters: transferHeight(),
  geoJson: geoJsonText,
  /** „Unterschrift bei Lieferungen verlangen“ (decision 0690); absent keeps the stored setting. */
  isDeliverySignatureRequired: z.boolean({ error: messages.invalidValue }).optional(),
});

/** PUT /project/{id}: the edit form "Projekteinstellungen" (master data, site address, attributes). */
export const updateProjectSchema = z.strictObject({
  name: requiredText(),
  number: requiredText(),
  client: requiredText(),
  organizationId: z.uuid({ error: messages.invalidChoice }).optional(),
  constructionWorkTypes: z.preprocess(
    emptyToUndefined,
    z
      .array(oneOf(optionValues('projectConstructionWorkType')), { error: messages.invalidValue })
      .default([])
      .transform((values) => [...new Set(values)]),
  ),
  startDate: z.preprocess(
    emptyToUndefined,
    calendarDate()
      .optional()
      .transform((value) => value ?? null),
  ),
  address: projectAddressSchema,
  attributes: projectAttributesSchema,
});
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
export type UpdateProjectData = z.output<typeof updateProjectSchema>;
