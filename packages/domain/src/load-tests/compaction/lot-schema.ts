// Requests and answers of /project/{projectId}/compaction-lots (issue 37 item 3, decision 0670).
// A lot names its grid fields (the field part, "A12") and the kind of test; its layer is the one
// layer of the tests in those fields, or the one the appraiser names.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { GRID_FIELD_PART } from '../../mounting-documentation/grid-field.js';
import { itemsOf, timestampSchema, userNameSchema } from '../../response-parts.js';
import { oneOf, optionalText, requiredText } from '../../validation.js';
import { MAX_LAYER_LENGTH } from './layers.js';
import { lotRules, lotTestKinds } from './lots.js';
import { loadTestVerdictSchema } from './requirement-schema.js';

export const MAX_LOT_FIELDS = 500;
export const lotLimits = { share: { min: 1, max: 100 }, count: { min: 1, max: 1000 } } as const;

export const lotMessages = {
  chooseFields: 'Bitte wählen Sie mindestens ein Rasterfeld',
  tooManyFields: `Höchstens ${MAX_LOT_FIELDS} Rasterfelder je Prüflos`,
  shareNeeded: 'Für diese Regel ist ein Mindestanteil erforderlich',
  countNeeded: 'Für diese Regel ist eine Mindestanzahl erforderlich',
  onlyShareRule: 'Dieser Wert gilt nur für die Regel mit Mindestanteil',
  noTests: 'In den gewählten Rasterfeldern gibt es keinen Versuch dieser Art mit Schicht',
  noTestsOfLayer: (layer: string) => `In den gewählten Rasterfeldern gibt es keinen Versuch der Schicht „${layer}“`,
  twoLayers: (layers: readonly string[]) =>
    `Die Versuche in den gewählten Rasterfeldern gehören zu mehreren Schichten (${layers.join(', ')}). Ein Prüflos umfasst nur eine Schicht: bitte wählen Sie die Schicht.`,
} as const;

const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: messages.invalidNumber })
    .int({ error: messages.invalidNumber })
    .min(min, { error: messages.minimum(min) })
    .max(max, { error: messages.maximum(max) })
    .nullable()
    .default(null);

/** "a12" → "A12": grid fields compare in capitals. */
export const lotFieldKey = (field: string) => field.trim().toUpperCase();

export const compactionLotInputSchema = z
  .strictObject({
    name: requiredText(100),
    testKind: oneOf(lotTestKinds),
    /** Optional: without it, the one layer of the tests in the fields. */
    layer: z.preprocess((value) => (value === null ? undefined : value), optionalText(MAX_LAYER_LENGTH)),
    gridFields: z
      .array(
        z.string({ error: messages.invalidFormat }).trim().regex(GRID_FIELD_PART, { error: messages.invalidFormat }),
        {
          error: lotMessages.chooseFields,
        },
      )
      .min(1, { error: lotMessages.chooseFields })
      .max(MAX_LOT_FIELDS, { error: lotMessages.tooManyFields })
      .transform((fields) => [...new Set(fields.map(lotFieldKey))].sort()),
    rule: oneOf(lotRules),
    minSharePercent: wholeNumber(lotLimits.share),
    minCount: wholeNumber(lotLimits.count),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.rule === 'share') {
      if (value.minSharePercent === null) issue('minSharePercent', lotMessages.shareNeeded);
      if (value.minCount === null) issue('minCount', lotMessages.countNeeded);
    } else if (value.rule === 'all') {
      if (value.minSharePercent !== null) issue('minSharePercent', lotMessages.onlyShareRule);
      if (value.minCount !== null) issue('minCount', lotMessages.onlyShareRule);
    }
  });
export type CompactionLotInput = z.infer<typeof compactionLotInputSchema>;

export const lotTestSchema = z.object({
  id: z.string(),
  number: z.number(),
  gridField: z.string(),
  analysedAt: timestampSchema,
  lat: z.number(),
  lng: z.number(),
  /** Evd or Ev2 in MN/m²; null when the test has no valid figure. */
  value: z.number().nullable(),
  verdict: loadTestVerdictSchema,
});

export const compactionLotViewSchema = z.object({
  lotId: z.string(),
  projectId: z.string(),
  name: z.string(),
  testKind: z.enum(lotTestKinds),
  layer: z.string(),
  gridFields: z.array(z.string()),
  rule: z.enum(lotRules),
  minSharePercent: z.number().nullable(),
  minCount: z.number().nullable(),
  summary: z.object({
    count: z.number(),
    /** MN/m² */
    minimum: z.number().nullable(),
    /** MN/m², 2 decimals */
    mean: z.number().nullable(),
    passed: z.number(),
    /** Percent, 1 decimal */
    sharePassed: z.number().nullable(),
    verdict: loadTestVerdictSchema,
  }),
  /** The lot's tests, by number. */
  tests: z.array(lotTestSchema),
  createdAt: timestampSchema,
  createdBy: userNameSchema.nullable(),
});
export type CompactionLotView = z.infer<typeof compactionLotViewSchema>;
export const compactionLotListSchema = itemsOf(compactionLotViewSchema);

/** GET …/compaction-lots/fields?testKind=: the grid fields that hold tests of the kind, to choose from. */
export const lotFieldsQuerySchema = z.object({ testKind: oneOf(lotTestKinds) });
export const lotFieldSchema = z.object({
  /** The field part in capitals ("A12"). */
  gridField: z.string(),
  tests: z.number(),
  /** The layers the tests there name, sorted; tests without a layer are not counted. */
  layers: z.array(z.string()),
});
export type LotFieldView = z.infer<typeof lotFieldSchema>;
export const lotFieldListSchema = itemsOf(lotFieldSchema);
