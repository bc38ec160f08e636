// Orders and deliveries as the API answers them (spec part 3 §3, §7). Tons are JSON numbers made
// from the exact numeric text (decision 0151); instants are ISO text, delivery days yyyy-MM-dd.
import { z } from 'zod';
import { calendarDaySchema, itemsOf, timestampSchema, uploadedFileSchema, userNameSchema } from '../response-parts.js';
import { siteTimeView } from '../site-time-schema.js';
import { orderStatuses } from './status.js';
import { signatureRoles } from './receipt-signature.js';

/** A stored receipt signature (decision 0690); the image is a file of the project. */
export const signatureViewSchema = z.object({
  role: z.enum(signatureRoles),
  signerName: z.string(),
  signedAt: timestampSchema,
  position: z
    .object({ latitude: z.number(), longitude: z.number(), accuracyInMeters: z.number().nullable() })
    .nullable(),
  image: uploadedFileSchema,
});
export type SignatureView = z.infer<typeof signatureViewSchema>;

/** Who corrected a delivery, when and why (a version after the first). */
export const correctionViewSchema = z.object({
  reason: z.string(),
  correctedAt: timestampSchema,
  correctedBy: userNameSchema.nullable(),
});

/** What one version of a delivery said. */
const deliveryVersionFields = {
  version: z.number(),
  amountInTons: z.number(),
  deliveryDate: calendarDaySchema,
  comment: z.string().nullable(),
  reference: z.string().nullable(),
  signatures: z.array(signatureViewSchema),
  correction: correctionViewSchema.nullable(),
};
export const deliveryVersionViewSchema = z.object(deliveryVersionFields);
export type DeliveryVersionView = z.infer<typeof deliveryVersionViewSchema>;

export const deliveryViewSchema = z.object({
  deliveryId: z.string(),
  orderId: z.string(),
  projectId: z.string(),
  number: z.number(),
  attachmentDocuments: z.array(uploadedFileSchema),
  createdAt: timestampSchema,
  ...siteTimeView,
  createdBy: userNameSchema.nullable(),
  ...deliveryVersionFields,
  /** Signed: no longer changed, only corrected by a new version. */
  isSigned: z.boolean(),
  /** The versions this one replaced, newest first. */
  previousVersions: z.array(deliveryVersionViewSchema),
  /** The delivery receipt (PDF): GET /order/{orderId}/delivery/{deliveryId}/document. */
  receiptDocumentUrl: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

/** An approval or rejection: who, when, why. */
export const decisionInformationSchema = z.object({
  createdBy: userNameSchema.nullable(),
  createdAt: timestampSchema,
  comment: z.string().nullable(),
});
export type DecisionInformationView = z.infer<typeof decisionInformationSchema>;

export const orderViewSchema = z.object({
  orderId: z.string(),
  projectId: z.string(),
  orderNumber: z.string(),
  materialOrigin: z.string(),
  carrier: z.string(),
  materialClass: z.string(),
  materialClassLabel: z.string().nullable(),
  declaredQuantityInTons: z.number(),
  deliveredAmountInTons: z.number(),
  /** Delivered against declared tons, whole percent, capped at 100 (computed exactly). */
  deliveryProgressInPercent: z.number(),
  approvalByAppraiserRequired: z.boolean(),
  disposalCode: z.string().nullable(),
  comment: z.string().nullable(),
  attachmentDocuments: z.array(uploadedFileSchema),
  status: z.enum(orderStatuses),
  deliveryCount: z.number(),
  /** Only in the detail and in lists asked `withDelivery=true`. */
  deliveries: z.array(deliveryViewSchema).optional(),
  createdAt: timestampSchema,
  createdBy: userNameSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  updatedBy: userNameSchema.nullable(),
  approvalInformation: decisionInformationSchema.nullable(),
  rejectionInformation: decisionInformationSchema.nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderListSchema = itemsOf(orderViewSchema);
