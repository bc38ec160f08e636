// Request of POST /material-class/evaluate (and of the evaluation sheet): the material, the soil
// type for soil, single (§ 10 (2), § 15) or series (§ 10 (3)), the samples with their lab values as
// decimal text and, for sum parameters, optionally the single substances (§ 10 (4)).
// Every bad input is a German violation on its field; the output carries plain decimal text.
import { z } from 'zod';
import { messages } from '../messages.js';
import { labDecimalMessages, parseLabDecimal } from './lab-decimal.js';
import {
  isParameterKey,
  isSoil,
  materialCodes,
  materialParameters,
  parametersOf,
  soilTypes,
  type MaterialCode,
  type ParameterKey,
} from './materials.js';

export const MAX_SERIES = 5;

export const materialClassMessages = {
  unknownMaterial: 'Unbekanntes Material',
  unknownParameter: 'Unbekannter Parameter',
  parameterNotForMaterial: (material: string) => `Für ${material} gibt es keinen Materialwert zu diesem Parameter`,
  noValues: 'Bitte geben Sie mindestens einen Laborwert ein',
  noSamples: 'Bitte geben Sie mindestens eine Probe an',
  singleNeedsOne: 'Bei der Einzelbewertung ist genau eine Probe anzugeben',
  seriesTooLong: 'Eine Zeitreihe umfasst höchstens fünf aufeinanderfolgende Überprüfungen',
  seriesNotForSoil: 'Die Zeitreihe nach § 10 Absatz 3 gilt nicht für Bodenmaterial und Baggergut (§ 15)',
  soilTypeOnlyForSoil: 'Die Bodenart gilt nur für Bodenmaterial und Baggergut',
  freshConcreteOnlyForRc: 'Nur für Recycling-Baustoffe (frisch gebrochenes, reines Betonmaterial)',
  notASum: 'Dieser Parameter ist kein Summenparameter',
  sumTwice: 'Summe entweder als Wert oder aus Einzelstoffen angeben, nicht beides',
  noSubstances: 'Bitte geben Sie mindestens einen Einzelstoff an',
  quantificationLimitRequired: 'Bitte geben Sie die Bestimmungsgrenze an',
  invalidBelow:
    'Erlaubt sind „detection“ (unter der Nachweisgrenze) und „quantification“ (unter der Bestimmungsgrenze)',
  valueOrBelow: 'Bitte geben Sie einen Wert oder „below“ an',
} as const;

const decimalText = z.unknown().transform((input, ctx) => {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof text !== 'string' || text.trim() === '') {
    ctx.addIssue({ code: 'custom', message: text === '' || text == null ? messages.required : messages.invalidNumber });
    return z.NEVER;
  }
  const parsed = parseLabDecimal(text);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: labDecimalMessages[parsed.error] });
    return z.NEVER;
  }
  return parsed.value;
});

const singleSubstance = z
  .strictObject({
    name: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(200),
    value: decimalText.optional(),
    below: z.enum(['detection', 'quantification'], { error: materialClassMessages.invalidBelow }).optional(),
    quantificationLimit: decimalText.optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.value === undefined && entry.below === undefined)
      ctx.addIssue({ code: 'custom', path: ['value'], message: materialClassMessages.valueOrBelow });
    if (entry.below === 'quantification' && entry.quantificationLimit === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['quantificationLimit'],
        message: materialClassMessages.quantificationLimitRequired,
      });
  });
export type SingleSubstance = z.infer<typeof singleSubstance>;

const sample = z.strictObject({
  values: z.record(z.string(), decimalText, { error: materialClassMessages.noValues }),
  singleSubstances: z.record(z.string(), z.array(singleSubstance)).optional(),
});

export const materialClassRequestSchema = z
  .strictObject({
    material: z.enum(materialCodes, { error: materialClassMessages.unknownMaterial }),
    soilType: z.enum(soilTypes, { error: messages.invalidChoice }).optional(),
    basis: z.enum(['single', 'series'], { error: messages.invalidChoice }),
    freshConcrete: z.boolean({ error: messages.invalidValue }).optional(),
    samples: z.array(sample, { error: materialClassMessages.noSamples }),
  })
  .superRefine((request, ctx) => {
    const { material } = request;
    if (request.soilType !== undefined && !isSoil(material))
      ctx.addIssue({ code: 'custom', path: ['soilType'], message: materialClassMessages.soilTypeOnlyForSoil });
    if (request.freshConcrete && material !== 'RC')
      ctx.addIssue({ code: 'custom', path: ['freshConcrete'], message: materialClassMessages.freshConcreteOnlyForRc });
    if (request.basis === 'series' && isSoil(material))
      ctx.addIssue({ code: 'custom', path: ['basis'], message: materialClassMessages.seriesNotForSoil });
    if (request.samples.length === 0)
      ctx.addIssue({ code: 'custom', path: ['samples'], message: materialClassMessages.noSamples });
    else if (request.basis === 'single' && request.samples.length > 1)
      ctx.addIssue({ code: 'custom', path: ['samples'], message: materialClassMessages.singleNeedsOne });
    else if (request.samples.length > MAX_SERIES)
      ctx.addIssue({ code: 'custom', path: ['samples'], message: materialClassMessages.seriesTooLong });
    const allowed = new Set<string>(parametersOf(material, { withTable4: true }));
    request.samples.forEach((entry, index) => checkSample(entry, material, allowed, ctx, ['samples', index]));
  });

function checkSample(
  entry: z.infer<typeof sample>,
  material: MaterialCode,
  allowed: Set<string>,
  ctx: z.RefinementCtx,
  at: (string | number)[],
) {
  const unknownKey = (key: string) =>
    !isParameterKey(key)
      ? materialClassMessages.unknownParameter
      : !allowed.has(key)
        ? materialClassMessages.parameterNotForMaterial(material)
        : null;
  const sums = Object.keys(entry.singleSubstances ?? {});
  if (Object.keys(entry.values).length === 0 && sums.length === 0)
    ctx.addIssue({ code: 'custom', path: [...at, 'values'], message: materialClassMessages.noValues });
  for (const key of Object.keys(entry.values)) {
    const problem = unknownKey(key);
    if (problem) ctx.addIssue({ code: 'custom', path: [...at, 'values', key], message: problem });
  }
  for (const key of sums) {
    const path = [...at, 'singleSubstances', key];
    const problem =
      unknownKey(key) ?? (materialParameters[key as ParameterKey].isSum ? null : materialClassMessages.notASum);
    if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
    else if (key in entry.values) ctx.addIssue({ code: 'custom', path, message: materialClassMessages.sumTwice });
    else if (entry.singleSubstances![key]!.length === 0)
      ctx.addIssue({ code: 'custom', path, message: materialClassMessages.noSubstances });
  }
}

export type MaterialClassRequest = z.output<typeof materialClassRequestSchema>;
export type MaterialClassRequestInput = z.input<typeof materialClassRequestSchema>;
