// Request schemas of the recycled-material area (spec part 2 §5) with the spec's German messages.
// The web forms validate with the same schemas; the server routes use them as request bodies.
import { z } from 'zod';
import { messages } from '../messages.js';
import { optionValues } from '../options/index.js';
import { tonsAmount } from '../orders/decimal-schema.js';
import { fileIdReference } from '../projects/project-schemas.js';
import { calendarDate, oneOf, requiredText } from '../validation.js';
import { ebvMessages } from './messages.js';

/** At most this many files per file field (spec part 2 §9). */
export const MAX_EBV_FILES = 20;

/** Sampling interval options in tons (spec part 2 §9). */
export const samplingIntervalsInTons = [250, 500, 1000, 2000, 3000, 4000, 5000] as const;
export type SamplingIntervalInTons = (typeof samplingIntervalsInTons)[number];

/** A file list; `min` files at least with `required` as message. Duplicates collapse. */
export const fileList = (min: number, required: string = messages.required) =>
  z
    .array(fileIdReference, { error: required })
    .min(min, { error: required })
    .max(MAX_EBV_FILES, { error: messages.maximum(MAX_EBV_FILES) })
    .transform((ids) => [...new Set(ids)]);

/** An optional file list: absent or null is empty. */
const optionalFileList = () => z.preprocess((value) => value ?? [], fileList(0));

/** A list of option values with at least one entry, duplicates collapse. */
const choices = <T extends string>(values: readonly [T, ...T[]], required: string = messages.required) =>
  z
    .array(oneOf(values, required), { error: required })
    .min(1, { error: required })
    .transform((list) => [...new Set(list)]);

// ── Feature settings (spec part 2 §2 "Feature settings", §5) ─────────────────────────────
export const ebvFeatureSettingsSchema = z.strictObject({
  grainSizeAndQualities: choices(optionValues('grainSizeAndQuality'), ebvMessages.atLeastOneGrainSizeAndQuality),
  machines: z
    .array(z.uuid({ error: ebvMessages.atLeastOneMachine }), { error: ebvMessages.atLeastOneMachine })
    .min(1, { error: ebvMessages.atLeastOneMachine })
    .max(50, { error: messages.maximum(50) })
    .transform((ids) => [...new Set(ids)]),
  expectedQuantityInTons: tonsAmount({ min: 1, required: messages.required }),
  samplingIntervalInTons: z
    .number({
      error: (issue) => (issue.input == null || issue.input === '' ? messages.required : messages.invalidChoice),
    })
    .refine(
      (value): value is SamplingIntervalInTons => (samplingIntervalsInTons as readonly number[]).includes(value),
      {
        error: messages.invalidChoice,
      },
    ),
  sitePlanConstructionWasteDocuments: optionalFileList(),
  sitePlanRcMaterialDocuments: optionalFileList(),
});
export type EbvFeatureSettingsInput = z.input<typeof ebvFeatureSettingsSchema>;
export type EbvFeatureSettings = z.output<typeof ebvFeatureSettingsSchema>;

// ── Wrecking pile form (spec part 2 §5) ─────────────────────────────────────────────────
export const wreckingPileFieldsSchema = z.object({
  name: requiredText(),
  machineId: z.uuid({ error: ebvMessages.chooseMachine }),
  expectedMassOfRawMaterialInTons: tonsAmount({ min: 1, required: messages.requiredShort }),
  expectedGrainSizeAndQuality: oneOf(optionValues('grainSizeAndQuality'), ebvMessages.choosePlannedGrainSizeAndQuality),
  disposalCode: oneOf(optionValues('disposalCode'), ebvMessages.chooseDisposalCode),
  documents: fileList(1),
});
export type WreckingPileFields = z.output<typeof wreckingPileFieldsSchema>;
export type WreckingPileFieldsInput = z.input<typeof wreckingPileFieldsSchema>;

export const createWreckingPileSchema = z.strictObject({
  projectId: z.uuid({ error: messages.required }),
  ...wreckingPileFieldsSchema.shape,
});

/** PUT sends the pile fields; a projectId, when sent, must be the pile's own (checked by the server). */
export const updateWreckingPileSchema = z.strictObject({
  projectId: z.uuid({ error: messages.invalidValue }).optional(),
  ...wreckingPileFieldsSchema.shape,
});

// ── Acceptance control (spec part 2 §5; legal B6: § 3 EBV) ─────────────────────────────
const absent = (value: unknown) => value === null || value === undefined || value === '';
const optionalWhenAsbestos = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (absent(value) ? undefined : value), schema.optional());

const acceptanceControlFields = {
  containsAsbestos: z.boolean({ error: messages.requiredShort }),
  massOfRawMaterialInTons: optionalWhenAsbestos(tonsAmount({ min: 1 })),
  sourceAreas: optionalWhenAsbestos(choices(optionValues('materialSourceArea'))),
  composition: optionalWhenAsbestos(oneOf(optionValues('materialComposition'))),
  degreeOfSoiling: optionalWhenAsbestos(oneOf(optionValues('materialDegreeOfSoiling'))),
  foreignProportions: optionalWhenAsbestos(choices(optionValues('materialForeignProportion'))),
  consistency: optionalWhenAsbestos(oneOf(optionValues('materialConsistency'))),
  appearance: optionalWhenAsbestos(oneOf(optionValues('materialAppearance'))),
  colors: optionalWhenAsbestos(choices(optionValues('materialColor'))),
  smell: optionalWhenAsbestos(choices(optionValues('materialSmell'))),
  attachments: optionalFileList(),
};

/** Fields required when no asbestos is visible, in form order. */
export const acceptanceControlCheckedFields = [
  'massOfRawMaterialInTons',
  'sourceAreas',
  'composition',
  'degreeOfSoiling',
  'foreignProportions',
  'consistency',
  'appearance',
  'colors',
  'smell',
] as const;

type CheckedFields = {
  massOfRawMaterialInTons: string;
  sourceAreas: string[];
  composition: string;
  degreeOfSoiling: string;
  foreignProportions: string[];
  consistency: string;
  appearance: string;
  colors: string[];
  smell: string[];
};

/** The checked material, or only the asbestos finding (then the pile can only be disposed). */
export type AcceptanceControlInput =
  | ({ containsAsbestos: false; attachments: string[] } & CheckedFields)
  | { containsAsbestos: true; attachments: string[] };

/**
 * containsAsbestos first: when asbestos is visible only that field counts (the others are dropped);
 * otherwise every checked field is required. Attachments are optional either way.
 */
export const acceptanceControlSchema = z
  .strictObject(acceptanceControlFields)
  .superRefine(
    (value, ctx) => {
      if (value.containsAsbestos !== false) return;
      for (const field of acceptanceControlCheckedFields) {
        if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
      }
    },
    // Also when other fields are invalid, so the form shows every missing field at once.
    { when: (payload) => (payload.value as { containsAsbestos?: unknown } | null)?.containsAsbestos === false },
  )
  .transform((value): AcceptanceControlInput => {
    if (value.containsAsbestos) return { containsAsbestos: true, attachments: value.attachments };
    return value as AcceptanceControlInput;
  });
export type AcceptanceControlFormInput = z.input<typeof acceptanceControlSchema>;

// ── Approval, disposal, asbestos documentation (spec part 2 §5) ────────────────────────
export const approveWreckingPileSchema = z.strictObject({
  appraiserAppointedFor: calendarDate(ebvMessages.noAppraiserDate),
});
export type ApproveWreckingPileInput = z.output<typeof approveWreckingPileSchema>;

export const disposalDocumentationSchema = z.strictObject({ disposalDocuments: fileList(1, messages.requiredShort) });
export type DisposalDocumentationInput = z.output<typeof disposalDocumentationSchema>;

export const asbestosDocumentsSchema = z.strictObject({ documents: fileList(1) });
export type AsbestosDocumentsInput = z.output<typeof asbestosDocumentsSchema>;
