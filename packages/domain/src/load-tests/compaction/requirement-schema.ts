// Requests and answers of /project/{projectId}/compaction-requirements (issue 37 item 1), and the
// verdict every load-test answer carries. Limits: a modulus from 0 to 1,000 MN/m², the ratio from
// 1 to 10, at most 2 decimals; which values a requirement needs depends on the kinds it judges.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { decimalMessages, decimalPlaces, toPlainDecimal } from '../../orders/decimal.js';
import { itemsOf, timestampSchema, userNameSchema } from '../../response-parts.js';
import { oneOf, optionalText, requiredText } from '../../validation.js';
import { compactionTestKinds, kindCounts, MAX_LAYER_LENGTH } from './layers.js';
import { verdictResults } from './verdict.js';

export const REQUIREMENT_DECIMALS = 2;
export const requirementRanges = {
  /** Ev2, Evd and the Ev2 from which the ratio counts, in MN/m². */
  modulus: { min: 0, max: 1000 },
  /** Ev2/Ev1: Ev2 of the second loading is never below Ev1 of the first in a valid requirement. */
  ratio: { min: 1, max: 10 },
} as const;

export const requirementMessages = {
  layerTaken: 'Für diese Schicht gibt es bereits eine Anforderung',
  evdNeeded: 'Für dynamische Versuche ist ein Mindestwert Evd erforderlich',
  staticNeeded: 'Für statische Versuche ist ein Mindestwert Ev2 oder ein Höchstwert Ev2/Ev1 erforderlich',
  onlyStatic: 'Dieser Wert gilt nur für statische Versuche',
  onlyDynamic: 'Dieser Wert gilt nur für dynamische Versuche',
  ratioFromNeedsRatio: 'Nur zusammen mit einem Höchstwert Ev2/Ev1',
} as const;

/** An optional limit: a JSON number in `range` with at most 2 decimals; empty is null. */
const limit = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: messages.invalidNumber })
    .min(min, { error: messages.minimum(min) })
    .max(max, { error: messages.maximum(max) })
    .refine(
      (value) => {
        // The sign is the range checks' business; this one counts decimals only.
        const text = toPlainDecimal(Math.abs(value));
        return text !== null && decimalPlaces(text) <= REQUIREMENT_DECIMALS;
      },
      { error: decimalMessages.tooManyDecimals(REQUIREMENT_DECIMALS) },
    )
    .nullable()
    .default(null);

const requirementFields = z.strictObject({
  layer: requiredText(MAX_LAYER_LENGTH),
  testKind: oneOf(compactionTestKinds),
  minEv2: limit(requirementRanges.modulus),
  maxRatio: limit(requirementRanges.ratio),
  ratioFromEv2: limit(requirementRanges.modulus),
  minEvd: limit(requirementRanges.modulus),
});

/**
 * The layer of a plate load test (`layer` of both payloads): optional, so the spec's payloads stay
 * valid without it; empty or null is no layer (the test is then not judged).
 */
export const loadTestLayerSchema = z.preprocess(
  (value) => (value === null ? undefined : value),
  optionalText(MAX_LAYER_LENGTH),
);

/** POST and PUT: the layer, the kinds it judges and their values. */
export const compactionRequirementInputSchema = requirementFields.superRefine((value, ctx) => {
  // An unknown kind has its own message; which values it needs cannot be said.
  if (!(compactionTestKinds as readonly string[]).includes(value.testKind)) return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const judgesStatic = kindCounts(value.testKind, 'static');
  const judgesDynamic = kindCounts(value.testKind, 'dynamic');
  if (judgesDynamic && value.minEvd === null) issue('minEvd', requirementMessages.evdNeeded);
  if (!judgesDynamic && value.minEvd !== null) issue('minEvd', requirementMessages.onlyDynamic);
  if (judgesStatic && value.minEv2 === null && value.maxRatio === null)
    issue('minEv2', requirementMessages.staticNeeded);
  if (!judgesStatic)
    for (const key of ['minEv2', 'maxRatio', 'ratioFromEv2'] as const)
      if (value[key] !== null) issue(key, requirementMessages.onlyStatic);
  if (judgesStatic && value.ratioFromEv2 !== null && value.maxRatio === null)
    issue('ratioFromEv2', requirementMessages.ratioFromNeedsRatio);
});
export type CompactionRequirementInput = z.infer<typeof compactionRequirementInputSchema>;

export const compactionRequirementViewSchema = z.object({
  requirementId: z.string(),
  projectId: z.string(),
  layer: z.string(),
  testKind: z.enum(compactionTestKinds),
  /** MN/m² */
  minEv2: z.number().nullable(),
  maxRatio: z.number().nullable(),
  /** MN/m²: the ratio counts from this Ev2 on; null: always. */
  ratioFromEv2: z.number().nullable(),
  /** MN/m² */
  minEvd: z.number().nullable(),
  updatedAt: timestampSchema,
  updatedBy: userNameSchema.nullable(),
});
export type CompactionRequirementView = z.infer<typeof compactionRequirementViewSchema>;
export const compactionRequirementListSchema = itemsOf(compactionRequirementViewSchema);

/** The verdict in every load-test answer (computed when read, decision 0660). */
export const loadTestVerdictSchema = z.object({
  result: z.enum(verdictResults),
  /** Why not judged, or which limit failed; null when passed. */
  reason: z.string().nullable(),
});
export type LoadTestVerdictView = z.infer<typeof loadTestVerdictSchema>;

/** `verdict` of the load-test lists' query: only tests with this verdict. */
export const verdictFilterSchema = z.enum(verdictResults, { error: messages.invalidChoice }).optional();
