// Small pieces the order screens share: the status badge, the delivery progress and the list of
// deliveries (Charge number, amount with 3 decimals, dates).
import { Link } from 'react-router';
import { deliveredSharePercent, orderStatusLabels, type OrderStatus, siteTimeText } from '@baustellendoku/domain';
import { StatusBadge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDate, formatTonsToKg } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Delivery, Order } from '../types';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge status={status} label={orderStatusLabels[status]} />;
}

/** Delivered against declared tons; the bar is capped at 100 %, the text is not. */
export function DeliveryProgress({
  order,
  className,
  compact = false,
}: {
  order: Pick<Order, 'deliveredAmountInTons' | 'declaredQuantityInTons'>;
  className?: string;
  /** Without the word "angeliefert", for narrow places such as a section header. */
  compact?: boolean;
}) {
  const percent = deliveredSharePercent(order.deliveredAmountInTons, order.declaredQuantityInTons);
  const amounts = `${formatTonsToKg(order.deliveredAmountInTons)} von ${formatTonsToKg(order.declaredQuantityInTons)}`;
  return (
    <ProgressBar className={className} value={percent} max={100} label={compact ? amounts : `${amounts} angeliefert`} />
  );
}

export function DeliveriesTable({
  projectId,
  orderId,
  deliveries,
}: {
  projectId: string;
  orderId: string;
  deliveries: readonly Delivery[];
}) {
  return (
    <DataTable
      rows={deliveries}
      rowKey={(delivery) => delivery.deliveryId}
      caption="Anlieferungen"
      empty={<EmptyState title="Für diese Bestellung wurde noch keine Anlieferung erfasst." />}
      columns={[
        {
          key: 'number',
          header: 'Charge',
          primary: true,
          cell: (delivery) => (
            <Link
              to={paths.deliveryDetail(projectId, orderId, delivery.deliveryId)}
              className="font-medium text-brand-700 hover:underline"
            >
              Charge {delivery.number}
            </Link>
          ),
        },
        { key: 'amount', header: 'Menge', align: 'right', cell: (delivery) => formatTonsToKg(delivery.amountInTons) },
        { key: 'deliveryDate', header: 'Lieferdatum', cell: (delivery) => formatDate(delivery.deliveryDate) },
        {
          key: 'createdAt',
          header: 'Erfasst am',
          cell: (delivery) => siteTimeText(delivery.recordedAt, delivery.createdAt, formatDate),
        },
      ]}
    />
  );
}
