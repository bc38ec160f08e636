// Requests of the processing half of the recycled-material area (spec part 2 §5): batch location,
// analytic, delivery note. Shared by forms and routes; their German texts are in messages.ts.
import { z } from 'zod';
import { messages } from '../messages.js';
import { siteTimeFields } from '../site-time-schema.js';
import { optionValues, type OptionValue } from '../options/index.js';
import { tonsAmount } from '../orders/decimal-schema.js';
import { signaturesSchema } from '../orders/receipt-signature-schema.js';
import { signatureMessages } from '../orders/receipt-signature.js';
import { calendarDate, emailAddress, oneOf, optionalText, postalCode, requiredText } from '../validation.js';
import { MAX_TEXT } from '../input-checks.js';
import { analyticLabMessages, analyticLabValuesSchema, judgeLabValues, labClassOf } from './analytic-lab-values.js';
import { ebvMessages, processingMessages } from './messages.js';
import { fileList } from './schemas.js';

// The capture of processed material (spec part 2 §5 "Capture broken material") is in
// dashboard-forms.ts, with the dashboard's cards.

// ── Batch location: photos only, at least one ───────────────────────────────────────────
export const batchLocationSchema = z.strictObject({
  locationImages: fileList(1, processingMessages.attachPhoto),
  ...siteTimeFields,
});
export type BatchLocationInput = z.output<typeof batchLocationSchema>;

// ── Analytic (spec part 2 §5 "Analytic") ────────────────────────────────────────────────
type GrainSizeAndQuality = OptionValue<'grainSizeAndQuality'>;

/**
 * Classes without a stated grain size d/D (soil BM/BG, foundry sand GS, "sonstige Körnung") are
 * described on the delivery note by their soil group (§ 25 (1) Nr. 7 EBV: "Lieferkörnung oder
 * Bodengruppe"), so the analytic needs one; classes with a grain size are exempt (decision 0290).
 */
export function requiresSoilGroup(grainSizeAndQuality: string): boolean {
  return !/_\d+_\d+$/.test(grainSizeAndQuality);
}

/** Selectable analytic classes: those sharing the first 3 characters of the pile's class (spec part 2 §5). */
export function analyticClassChoices(expectedGrainSizeAndQuality: string): GrainSizeAndQuality[] {
  const family = expectedGrainSizeAndQuality.slice(0, 3);
  return optionValues('grainSizeAndQuality').filter((value) => value.startsWith(family));
}

/** Footnotes of a class: "keine" and those of its table (e.g. rc_1_fn_* for RC-1 classes). */
export function footnotesOfClass(grainSizeAndQuality: string): string[] {
  const table = grainSizeAndQuality.split('_').slice(0, 2).join('_');
  return optionValues('materialClassFootnote').filter((value) => value === 'keine' || value.startsWith(`${table}_fn_`));
}

export const analyticSchema = z
  .strictObject({
    samplingDate: calendarDate(messages.required),
    samplingProtocolDocuments: fileList(1),
    reportDocuments: fileList(1),
    grainSizeAndQuality: oneOf(optionValues('grainSizeAndQuality'), ebvMessages.choosePlannedGrainSizeAndQuality),
    soilGroup: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      oneOf(optionValues('materialSoilGroup')).optional(),
    ),
    materialClassFootnotes: z
      .array(oneOf(optionValues('materialClassFootnote')), { error: messages.required })
      .min(1, { error: messages.required }),
    isOperationalAssessmentRequired: z.boolean({ error: messages.required }),
    operationalAssessmentDocuments: z.preprocess((value) => value ?? [], fileList(0)),
    // Additions of issue 23 (decision 0282): optional lab values and the reason for another class.
    labValues: analyticLabValuesSchema.nullish(),
    classDeviationComment: optionalText(MAX_TEXT * 5, { multiline: true }),
  })
  .superRefine((value, context) => {
    if (requiresSoilGroup(value.grainSizeAndQuality) && value.soilGroup === undefined) {
      context.addIssue({ code: 'custom', path: ['soilGroup'], message: messages.required });
    }
    const footnotes = value.materialClassFootnotes;
    if (footnotes.includes('keine') && footnotes.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['materialClassFootnotes'],
        message: processingMessages.noFootnotesWithOthers,
      });
    } else if (footnotes.some((footnote) => !footnotesOfClass(value.grainSizeAndQuality).includes(footnote))) {
      context.addIssue({
        code: 'custom',
        path: ['materialClassFootnotes'],
        message: processingMessages.footnoteOfOtherClass,
      });
    }
    if (value.isOperationalAssessmentRequired && value.operationalAssessmentDocuments.length === 0) {
      context.addIssue({ code: 'custom', path: ['operationalAssessmentDocuments'], message: messages.required });
    }
    if (value.labValues) {
      const lab = labClassOf(value.grainSizeAndQuality);
      if (!lab)
        context.addIssue({ code: 'custom', path: ['labValues'], message: analyticLabMessages.noMaterialValues });
      else
        for (const issue of judgeLabValues(value.labValues, lab.material).issues)
          context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  // The clean-up before sending (spec part 2 §5), done on the server as well; lab values as the
  // calculator reads them (decimals normalised), or none.
  .transform(({ labValues, ...value }) => {
    const request = labValues
      ? judgeLabValues(labValues, labClassOf(value.grainSizeAndQuality)!.material).request!
      : null;
    return {
      ...value,
      materialClassFootnotes: [...new Set(value.materialClassFootnotes)].sort(),
      operationalAssessmentDocuments: value.isOperationalAssessmentRequired ? value.operationalAssessmentDocuments : [],
      // Without lab values the payload stays the spec's (part 2 §5).
      ...(request
        ? {
            // The same shape as sent (the server parses what the form sends again), values normalised.
            labValues: {
              ...(request.soilType ? { soilType: request.soilType } : {}),
              ...(request.freshConcrete ? { freshConcrete: true } : {}),
              ...request.samples[0]!,
            },
          }
        : {}),
    };
  });
export type AnalyticInput = z.output<typeof analyticSchema>;
export type AnalyticFormInput = z.input<typeof analyticSchema>;

// ── Delivery note (spec part 2 §5 "Delivery note") ──────────────────────────────────────
const requiredShortText = () => requiredText(200, messages.requiredShort);

export const deliveryNoteSchema = z.strictObject({
  quantityInTons: tonsAmount({ min: 1, required: messages.requiredShort }),
  deliveryDate: calendarDate(messages.requiredShort),
  grainSizeAndQuality: oneOf(optionValues('grainSizeAndQuality'), ebvMessages.choosePlannedGrainSizeAndQuality),
  soilGroup: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    oneOf(optionValues('materialSoilGroup')).optional(),
  ),
  carrier: z.strictObject(
    {
      name: requiredShortText(),
      address: z.strictObject(
        {
          street: requiredShortText(),
          houseNumber: requiredShortText(),
          // Empty is "required" like every carrier field (spec part 2 §5); then exactly 5 characters.
          postalCode: requiredShortText().pipe(postalCode()),
          city: requiredShortText(),
          country: z.preprocess((value) => value ?? 'de', requiredShortText()),
        },
        { error: messages.requiredShort },
      ),
      carrierNumber: requiredShortText(),
      phoneNumber: requiredShortText(),
      emailAddress: requiredShortText().pipe(emailAddress()),
    },
    { error: messages.requiredShort },
  ),
});
export type DeliveryNoteInput = z.output<typeof deliveryNoteSchema>;

/**
 * „Übergabe quittieren“ (decision 0691): the receiver signs the handed-over note (the driver may);
 * the received quantity is the note's unless the receiver weighed another.
 */
export const deliveryNoteReceiptSchema = z.strictObject({
  receivedQuantityInTons: tonsAmount({ min: 0 }).optional(),
  signatures: z
    .preprocess((value) => value ?? [], signaturesSchema)
    .refine((signatures) => signatures.length > 0, { error: signatureMessages.receiverRequired }),
  /** Signed without a connection: the handover's time is the site time (decision 0390). */
  ...siteTimeFields,
});
export type DeliveryNoteReceiptInput = z.output<typeof deliveryNoteReceiptSchema>;
export type DeliveryNoteFormInput = z.input<typeof deliveryNoteSchema>;
