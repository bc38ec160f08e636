// The request schemas of a receipt signature (decision 0690); the labels and checks without zod
// are in receipt-signature.ts, so a screen that only shows a signature loads no zod.
import { z } from 'zod';
import { messages } from '../messages.js';
import { oneOf, requiredText, timestamp } from '../validation.js';
import { MAX_SIGNATURE_BYTES, signatureImageBytes, signatureMessages, signatureRoles } from './receipt-signature.js';

const signatureImage = z
  .string({ error: signatureMessages.missingImage })
  .min(1, { error: signatureMessages.missingImage, abort: true })
  .superRefine((value, context) => {
    const bytes = signatureImageBytes(value);
    if (bytes === null) context.addIssue({ code: 'custom', message: signatureMessages.notPng });
    else if (bytes > MAX_SIGNATURE_BYTES) context.addIssue({ code: 'custom', message: signatureMessages.tooLarge });
  })
  .meta({ description: 'PNG as data URL (data:image/png;base64,…), at most 200 KB' });

/** Where the device was when signing, if it said so (WGS 84). */
export const signaturePositionSchema = z.strictObject({
  latitude: z
    .number({ error: messages.invalidNumber })
    .min(-90, { error: messages.minimum(-90) })
    .max(90, {
      error: messages.maximum(90),
    }),
  longitude: z
    .number({ error: messages.invalidNumber })
    .min(-180, { error: messages.minimum(-180) })
    .max(180, {
      error: messages.maximum(180),
    }),
  accuracyInMeters: z
    .number({ error: messages.invalidNumber })
    .min(0, { error: messages.minimum(0) })
    .max(100000, { error: messages.maximum(100000) })
    .nullable()
    .optional(),
});
export type SignaturePosition = z.infer<typeof signaturePositionSchema>;

export const signatureInputSchema = z.strictObject({
  role: oneOf(signatureRoles),
  signerName: requiredText(),
  signedAt: timestamp(),
  position: signaturePositionSchema.nullable().optional(),
  image: signatureImage,
});
export type SignatureInput = z.output<typeof signatureInputSchema>;

/** The signatures of one entry: none (the spec's API call), or the receiver's and maybe the driver's. */
export const signaturesSchema = z
  .array(signatureInputSchema, { error: messages.invalidValue })
  .max(signatureRoles.length, { error: messages.maximum(signatureRoles.length) })
  .superRefine((signatures, context) => {
    if (signatures.length === 0) return;
    if (!signatures.some((signature) => signature.role === 'receiver')) {
      context.addIssue({ code: 'custom', message: signatureMessages.receiverRequired });
    }
    if (new Set(signatures.map((signature) => signature.role)).size < signatures.length) {
      context.addIssue({ code: 'custom', message: signatureMessages.roleTwice });
    }
  });

/**
 * The screens' rule when the project asks for a receipt („Unterschrift bei Lieferungen verlangen“):
 * the receiver's signature is required. The API keeps it optional (spec part 3 §7).
 */
export const requiringReceiverSignature = <T extends z.ZodType<{ signatures?: SignatureInput[] | undefined }>>(
  schema: T,
  required: boolean,
): T =>
  required
    ? (schema.superRefine((values, context) => {
        if (!values.signatures?.some((signature) => signature.role === 'receiver')) {
          context.addIssue({ code: 'custom', path: ['signatures'], message: signatureMessages.requiredByProject });
        }
      }) as unknown as T)
    : schema;
