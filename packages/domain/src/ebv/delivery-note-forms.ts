// The delivery note's form of one stock (spec part 2 §5 "Delivery note"). The server judges the same
// schema; the stock check is its own again on the locked pile. The dashboard's cards: dashboard-forms.ts.
import { formatDecimalDe, toPlainDecimal } from '../orders/decimal.js';
import { fitsInventory } from './batch-arithmetic.js';
import { processingMessages } from './messages.js';
import { deliveryNoteSchema } from './processing-schemas.js';

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
