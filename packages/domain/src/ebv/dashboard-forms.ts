// The capture of processed material (spec part 2 §5 "Capture broken material") and the forms of the
// dashboard's two cards of the recycled-material area (§2: the capture card, the delivery-note
// selector). Apart from processing-schemas.ts on purpose (decision 0840): the cards load on the
// dashboard below its first rows, and building every processing schema there (delivery notes with
// their signatures, lab values) cost a phone's main thread ~0.1 s right when the first tap comes.
import { z } from 'zod';
import { messages } from '../messages.js';
import { tonsAmount } from '../orders/decimal-schema.js';
import { siteTimeFields } from '../site-time-schema.js';

export const captureBrokenMaterialSchema = z.strictObject({
  amountInTons: tonsAmount({ min: 1, required: messages.requiredShort }),
  ...siteTimeFields,
});
export type CaptureBrokenMaterialInput = z.output<typeof captureBrokenMaterialSchema>;

/** The dashboard's capture card: the capture plus the pile ("On the dashboard, wreckingPileId is also required"). */
export const dashboardCaptureSchema = captureBrokenMaterialSchema.extend({
  wreckingPileId: z.string({ error: messages.requiredShort }).min(1, { error: messages.requiredShort }),
});
export type DashboardCaptureInput = z.output<typeof dashboardCaptureSchema>;

/** The dashboard's delivery-note selector: pile and material, both at least 1 character. */
export const deliveryNoteSelectionSchema = z.object({
  wreckingPileId: z.string({ error: messages.required }).min(1, { error: messages.required }),
  material: z.string({ error: messages.required }).min(1, { error: messages.required }),
});
export type DeliveryNoteSelection = z.output<typeof deliveryNoteSelectionSchema>;
