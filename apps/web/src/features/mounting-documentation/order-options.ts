import { isDeliverableOrderStatus } from '@baustellendoku/domain';
import type { SelectOption } from '@/components/ui/select';
import type { Order } from '@/features/orders';

/**
 * The orders an installation may link: deliverable ones (approved or in delivery), plus those the
 * documentation already links (kept on edit even if deactivated since). Labelled with the
 * order number and the short material class code ("BM-0").
 */
export function orderOptions(orders: readonly Order[], linked: readonly string[] = []): SelectOption[] {
  return orders
    .filter((order) => isDeliverableOrderStatus(order.status) || linked.includes(order.orderId))
    .map((order) => {
      const classCode = (order.materialClassLabel ?? order.materialClass).split(' ')[0];
      return { value: order.orderId, label: `${order.orderNumber} · ${classCode}` };
    });
}
