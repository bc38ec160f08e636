// The owner's handover pack (issue 36 item 2, § 25 Abs. 3 and 4 EBV: the Verwender hands the
// delivery notes and the cover sheet to the Bauherr, the Bauherr to the Grundstückseigentümer):
// one ZIP with every record of installed EBV material and a manifest of SHA-256 digests.
import { z } from 'zod';
import { calendarDaySchema, timestampSchema, uploadedFileSchema, userNameSchema } from '../response-parts.js';
import { calendarDate, requiredText } from '../validation.js';

export const handoverRecipientRoles = {
  client: 'Bauherr (§ 25 Abs. 3 EBV)',
  landowner: 'Grundstückseigentümer (§ 25 Abs. 4 EBV)',
} as const;
export type HandoverRecipientRole = keyof typeof handoverRecipientRoles;

export const handoverMessages = {
  noDeliveryNote:
    'Das Projekt hat noch keinen Lieferschein. Ein Übergabepaket ohne Lieferscheine wird nicht erstellt: erfassen Sie zuerst die Anlieferungen mit ihren Lieferscheinen.',
  recipientRole: 'Bitte wählen Sie, an wen übergeben wird.',
} as const;

export const handoverInputSchema = z.strictObject({
  recipient: requiredText(200),
  recipientRole: z.enum(Object.keys(handoverRecipientRoles) as [HandoverRecipientRole, ...HandoverRecipientRole[]], {
    error: handoverMessages.recipientRole,
  }),
});
export type HandoverInput = z.infer<typeof handoverInputSchema>;

export const handoverSchema = z.object({
  handoverId: z.string(),
  recipient: z.string(),
  recipientRole: z.enum(Object.keys(handoverRecipientRoles) as [HandoverRecipientRole, ...HandoverRecipientRole[]]),
  handedOverAt: timestampSchema,
  handedOverBy: userNameSchema.nullable(),
  fileCount: z.number(),
  /** SHA-256 of manifest.json inside the pack: what the record names. */
  manifestSha256: z.string(),
  /** SHA-256 of the ZIP as stored. */
  packSha256: z.string(),
  file: uploadedFileSchema,
});
export type HandoverView = z.infer<typeof handoverSchema>;
export const handoverListSchema = z.object({ items: z.array(handoverSchema) });

/** One file of the pack as manifest.json lists it. */
export const manifestFileSchema = z.object({
  path: z.string(),
  sizeInBytes: z.number(),
  sha256: z.string(),
  /** When the record's file was stored (a day for generated exports: the pack's own). */
  createdOn: calendarDaySchema,
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

/** The records a project keeps under § 25 EBV with their end days (the admin's retention list). */
export const retainedRecordSchema = z.object({
  label: z.string(),
  kind: z.enum(['delivery_note', 'cover_sheet', 'notice', 'analytics', 'installation', 'handover']),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  basis: z.enum(['five_years', 'while_installed']),
  /** null: as long as the material is installed. */
  endsOn: calendarDaySchema.nullable(),
});
export type RetainedRecord = z.infer<typeof retainedRecordSchema>;

export const projectRetentionSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  projectNumber: z.string().nullable(),
  removal: z
    .object({ removedOn: calendarDaySchema, reason: z.string(), recordedBy: userNameSchema.nullable() })
    .nullable(),
  records: z.array(retainedRecordSchema),
});
export type ProjectRetention = z.infer<typeof projectRetentionSchema>;
export const retentionOverviewSchema = z.object({ items: z.array(projectRetentionSchema) });

export const removalInputSchema = z.strictObject({
  removedOn: calendarDate(),
  reason: requiredText(500),
});
export type RemovalInput = z.infer<typeof removalInputSchema>;
