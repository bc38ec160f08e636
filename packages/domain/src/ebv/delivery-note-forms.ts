// Forms of the delivery notes and the dashboard cards of the recycled-material area (spec part 2
// §5 "Delivery note", "Capture broken material" on the dashboard, §2 "Dashboard delivery-note
// selector"). The server judges the same schemas; the stock check is its own again on the locked pile.
import { z } from 'zod';
import { messages } from '../messages.js';
import { formatDecimalDe, toPlainDecimal } from '../orders/decimal.js';
import { fitsInventory } from './batch-arithmetic.js';
import { captureBrokenMaterialSchema, deliveryNoteSchema, processingMessages } from './processing-schemas.js';

/** The delivery note of one stock: the quantity must fit into what it still holds. */
export function deliveryNoteWithinStockSchema(availableAmountInTons: number) {
  const available = toPlainDecimal(availableAmountInTons) ?? '0';
  return deliveryNoteSchema.superRefine((value, context) => {
    if (!fitsInventory(available, value.quantityInTons)) {
      context.addIssue({
        code: 'custom',
        path: ['quantityInTons'],
        message: processingMessages.moreThanAvailable(formatDecimalDe(available)),
      });
    }
  });
}

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
