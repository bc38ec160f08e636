// § 25 Abs. 3 Satz 3 EBV: for BM-0, BM-0*, BM-F0*, BG-0, BG-0*, BG-F0*, GS-0 and SKG the delivery
// note may be omitted when the total installed in the technical structure does not exceed 200 t.
// "Total" is read as the sum of these exempt classes in the project (decision 0261).
import { addDecimals, compareDecimals, formatDecimalDe } from '../orders/decimal.js';

const exemptClasses = new Set([
  'bm_0_sand',
  'bm_0_lehm_schluff',
  'bm_0_ton',
  'bm_0_star',
  'bm_f0_star',
  'bg_0',
  'bg_0_star',
  'bg_f0_star',
  'gs_0',
  'skg',
]);
export const DELIVERY_NOTE_EXEMPTION_LIMIT_IN_TONS = '200';

export const isDeliveryNoteExemptClass = (materialClass: string) => exemptClasses.has(materialClass);

export type DeliveryNoteExemption = { applies: boolean; exemptTotalInTons: string; text: string | null };

export function deliveryNoteExemption(
  deliveries: readonly { materialClass: string; amountInTons: string }[],
): DeliveryNoteExemption {
  const exempt = deliveries.filter((delivery) => isDeliveryNoteExemptClass(delivery.materialClass));
  const total = addDecimals(
    exempt.map((delivery) => delivery.amountInTons),
    3,
  );
  if (exempt.length === 0) return { applies: false, exemptTotalInTons: total, text: null };
  const applies = compareDecimals(total, DELIVERY_NOTE_EXEMPTION_LIMIT_IN_TONS) <= 0;
  return {
    applies,
    exemptTotalInTons: total,
    text: applies
      ? `Lieferschein entbehrlich (§ 25 Abs. 3 Satz 3 EBV): ${formatDecimalDe(total)} t Material der Klassen BM-0, BM-0*, BM-F0*, BG-0, BG-0*, BG-F0*, GS-0 oder SKG, insgesamt nicht mehr als 200 t.`
      : `Lieferschein erforderlich: ${formatDecimalDe(total)} t Material der Klassen BM-0, BM-0*, BM-F0*, BG-0, BG-0*, BG-F0*, GS-0 oder SKG überschreiten 200 t (§ 25 Abs. 3 Satz 3 EBV).`,
  };
}
