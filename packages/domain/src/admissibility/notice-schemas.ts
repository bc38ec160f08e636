// Request and response schemas of the § 22 EBV notices (Voranzeige, Abschlussanzeige), with German
// messages. The server validates with them; the web builds its forms from them.
import { z } from 'zod';
import { compareDecimals } from '../orders/decimal.js';
import { tonsAmount } from '../orders/decimal-schema.js';
import { messages } from '../messages.js';
import { calendarDaySchema, timestampSchema, uploadedFileSchema, userNameSchema } from '../response-parts.js';
import { futureDateIssue } from '../load-tests/static/analysed-at.js';
import { calendarDate, oneOf, optionalText } from '../validation.js';
import {
  BULK_DENSITY_SCALE,
  MAX_BULK_DENSITY,
  MIN_BULK_DENSITY,
  bulkDensityMaterialClasses,
} from './notice-materials.js';

export const ebvNoticeKinds = ['prior_notice', 'completion_notice'] as const;
export type EbvNoticeKind = (typeof ebvNoticeKinds)[number];
/** Path segments of the two notices. */
export const ebvNoticePathKinds = { 'prior-notice': 'prior_notice', 'completion-notice': 'completion_notice' } as const;

export const ebvNoticeLabels: Record<EbvNoticeKind, string> = {
  prior_notice: 'Voranzeige',
  completion_notice: 'Abschlussanzeige',
};

export const ebvNoticeMessages = {
  notRequired: 'Nach § 22 EBV ist für dieses Projekt keine Voranzeige erforderlich.',
  priorNoticeFirst: 'Bitte erstellen Sie zuerst die Voranzeige.',
  noDeliveries: 'Für die anzeigepflichtigen Materialien wurden noch keine Anlieferungen erfasst.',
  alreadySent: (label: string) => `Die ${label} wurde bereits versendet und kann nicht neu erstellt werden.`,
  notGenerated: (label: string) => `Die ${label} wurde noch nicht erstellt.`,
  describeCoverLayers:
    'Bitte beschreiben Sie die geplanten Deckschichten oder technischen Sicherungsmaßnahmen (Einbauweisen 9, 10 und 16).',
  sentBeforeGenerated: 'Das Versanddatum darf nicht vor dem Erstellungsdatum liegen.',
} as const;

/** PUT …/ebv-notices/bulk-densities: one density per material, 0,5 to 4 t/m³, 3 decimals. */
export const bulkDensitiesUpdateSchema = z.strictObject({
  bulkDensities: z
    .array(
      z.strictObject({
        materialClass: oneOf(bulkDensityMaterialClasses),
        tonsPerCubicMeter: tonsAmount({ min: Number(MIN_BULK_DENSITY), scale: BULK_DENSITY_SCALE }).refine(
          (value) => compareDecimals(value, MAX_BULK_DENSITY) <= 0,
          { error: messages.maximum(Number(MAX_BULK_DENSITY)) },
        ),
      }),
    )
    .max(bulkDensityMaterialClasses.length),
});
export type BulkDensitiesUpdate = z.input<typeof bulkDensitiesUpdateSchema>;

/** POST …/ebv-notices/prior-notice: § 22 Abs. 3 Nr. 6 asks for this text for Einbauweisen 9, 10, 16. */
export const priorNoticeRequestSchema = z.strictObject({
  coverLayerDescription: optionalText(2000, { multiline: true }),
});

/** PUT …/ebv-notices/{kind}/sent-on: the day the notice went to the authority, not in the future. */
export const noticeSentOnSchema = z.strictObject({
  sentOn: calendarDate().superRefine((day, ctx) => {
    const issue = futureDateIssue(day, new Date());
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  }),
});

const noticeDocumentSchema = z.object({
  generatedAt: timestampSchema,
  generatedBy: userNameSchema.nullable(),
  sentOn: calendarDaySchema.nullable(),
  file: uploadedFileSchema,
});
export type EbvNoticeDocument = z.infer<typeof noticeDocumentSchema>;

const noticeMaterialSchema = z.object({
  materialClass: z.string(),
  code: z.string(),
  amountInTons: z.string(),
  tonsPerCubicMeter: z.string().nullable(),
  volumeInCubicMeters: z.string().nullable(),
});

const volumeGroupSchema = z.object({
  key: z.enum(['slags_and_ashes', 'class_three']),
  label: z.string(),
  // Within a group every material has its density (the threshold materials have defaults).
  materials: z.array(noticeMaterialSchema.extend({ tonsPerCubicMeter: z.string(), volumeInCubicMeters: z.string() })),
  totalInCubicMeters: z.string(),
  reached: z.boolean(),
});

export const ebvNoticesSchema = z.object({
  requirement: z.object({
    required: z.boolean(),
    reasons: z.array(z.string()),
    thresholdInCubicMeters: z.string(),
    groups: z.array(volumeGroupSchema),
    protectionArea: z.object({
      designated: z.boolean(),
      label: z.string(),
      materials: z.array(noticeMaterialSchema),
    }),
    notifiableMaterialClasses: z.array(z.string()),
  }),
  /** What the volumes count (decision 0262). */
  amountBasis: z.string(),
  bulkDensities: z.array(
    z.object({ materialClass: z.string(), code: z.string(), tonsPerCubicMeter: z.string(), isDefault: z.boolean() }),
  ),
  plannedStart: z.object({ date: calendarDaySchema.nullable(), source: z.string() }),
  /** Four weeks before the planned start (§ 22 Abs. 1 and 2). */
  priorNoticeDueOn: calendarDaySchema.nullable(),
  needsCoverLayerDescription: z.boolean(),
  priorNotice: noticeDocumentSchema.nullable(),
  completionNotice: noticeDocumentSchema.nullable(),
});
export type EbvNotices = z.infer<typeof ebvNoticesSchema>;

/** 'yyyy-MM-dd' four weeks (28 days) earlier, in calendar days without time-zone shifts. */
export function fourWeeksBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 28);
  return date.toISOString().slice(0, 10);
}
