// Request schemas of orders and deliveries (spec part 3 §5) with the spec's German messages.
// The web forms validate with the same schemas; the server routes wrap them in strict objects.
import { z } from 'zod';
import { messages } from '../messages.js';
import { siteTimeFields } from '../site-time-schema.js';
import { optionValues } from '../options/index.js';
import { fileReference } from '../file-reference-schema.js';
import { calendarDate, oneOf, optionalText, requiredText } from '../validation.js';
import { MAX_TEXT } from '../input-checks.js';
import { tonsAmount } from './decimal-schema.js';
import { signaturesSchema } from './receipt-signature-schema.js';

export const orderMessages = {
  chooseMaterialClass: 'Bitte wählen Sie eine Materialklasse',
  atLeastOneAttachment: messages.atLeastOneDocument,
  orderNotDeliverable: 'Diese Bestellung ist nicht freigegeben oder wurde deaktiviert.',
  orderOfOtherProject: 'Diese Bestellung gehört nicht zu diesem Projekt.',
} as const;

/** An uploaded file as the web sends it: the object from POST /file, or just its id. */
export const attachmentReference = z.union([z.uuid({ error: messages.invalidValue }), fileReference], {
  error: messages.invalidValue,
});
export type AttachmentReference = z.infer<typeof attachmentReference>;
export const attachmentId = (reference: AttachmentReference): string =>
  typeof reference === 'string' ? reference : reference.id;

/** Comments may span lines. */
const multiline = { multiline: true } as const;

export const MAX_ATTACHMENTS = 20;
const attachmentList = () =>
  z.array(attachmentReference).max(MAX_ATTACHMENTS, { error: messages.maximum(MAX_ATTACHMENTS) });

/** An optional option-list value; empty text counts as not given (the form omits an empty disposalCode). */
const optionalChoice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), oneOf(values).optional());

export const orderFieldsSchema = z.object({
  orderNumber: requiredText(),
  materialOrigin: requiredText(MAX_TEXT, messages.required, multiline), // a textarea (spec part 3 §5)
  carrier: requiredText(),
  materialClass: oneOf(optionValues('orderMaterialClass'), orderMessages.chooseMaterialClass),
  declaredQuantityInTons: tonsAmount({ min: 1, required: messages.requiredShort }),
  approvalByAppraiserRequired: z.boolean({ error: messages.required }).default(true),
  disposalCode: optionalChoice(optionValues('disposalCode')),
  comment: optionalText(MAX_TEXT, multiline),
  attachmentDocuments: attachmentList().optional(),
});
export type OrderFields = z.output<typeof orderFieldsSchema>;

export const createOrderSchema = z.strictObject({
  projectId: z.uuid({ error: messages.required }),
  ...orderFieldsSchema.shape,
});

/** PUT sends the order fields; a projectId, when sent, must be the order's own (checked by the server). */
export const updateOrderSchema = z.strictObject({
  projectId: z.uuid({ error: messages.invalidValue }).optional(),
  ...orderFieldsSchema.shape,
});

export const approveOrderSchema = z.strictObject({
  comment: optionalText(MAX_TEXT, multiline),
  /** Required (with a comment) when the material is admissible in none of the project's Einbauweisen. */
  confirmNotAdmissible: z.boolean({ error: messages.invalidValue }).optional(),
});
export const rejectOrderSchema = z.strictObject({ comment: requiredText(MAX_TEXT, messages.required, multiline) });

export const deliverySchema = z.strictObject({
  deliveryDate: calendarDate(),
  amountInTons: tonsAmount({ min: 1 }),
  comment: optionalText(MAX_TEXT, multiline),
  reference: optionalText(),
  attachmentDocuments: z
    .array(attachmentReference, { error: orderMessages.atLeastOneAttachment })
    .min(1, { error: orderMessages.atLeastOneAttachment })
    .max(MAX_ATTACHMENTS, { error: messages.maximum(MAX_ATTACHMENTS) }),
  /** Optional in the API (spec part 3 §7); the screens require it when the project says so (decision 0690). */
  signatures: signaturesSchema.optional(),
  ...siteTimeFields,
});
export type DeliveryInput = z.output<typeof deliverySchema>;

/** A correction of a delivery: its fields again, with the reason; the former version stays (decision 0690). */
export const deliveryCorrectionSchema = z.strictObject({
  ...deliverySchema.shape,
  reason: requiredText(MAX_TEXT, messages.required, multiline),
});
export type DeliveryCorrectionInput = z.output<typeof deliveryCorrectionSchema>;
