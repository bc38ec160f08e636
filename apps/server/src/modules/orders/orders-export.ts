// Orders and deliveries as CSV/XLSX (issue 35 item 4). The orders list exports one line per order;
// the deliveries overview (the same list with `withDelivery=true`) one line per delivery of its
// orders. Both with the list's group and search (`orderListCondition`) and in its order: orders
// newest first, a order's deliveries by number.
import { and, eq } from 'drizzle-orm';
import { optionLabel, orderStatusLabels, type OrderPhase, type OrderStatus } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { deliveries, orders } from '../../db/schema/index.js';
import { columns, keyset, keysetPages, personName, yesNo, type ListExport } from '../../lib/export/index.js';
import { orderListCondition } from './order-views.js';

type OrderFilter = { phase?: OrderPhase | undefined; search?: string | undefined };

const orderKey = keyset([{ column: orders.createdAt, descending: true }, { column: orders.id }]);
const deliveryKey = keyset([
  { column: orders.createdAt, descending: true },
  { column: orders.id },
  { column: deliveries.number },
]);

const orderColumns = {
  orderNumber: orders.orderNumber,
  status: orders.status,
  materialClass: orders.materialClass,
  materialOrigin: orders.materialOrigin,
  carrier: orders.carrier,
  declaredQuantityInTons: orders.declaredQuantityInTons,
  deliveredAmountInTons: orders.deliveredAmountInTons,
  deliveryCount: orders.deliveryCount,
  approvalByAppraiserRequired: orders.approvalByAppraiserRequired,
  disposalCode: orders.disposalCode,
  comment: orders.comment,
  createdAt: orders.createdAt,
  creator: personName(orders.createdBy),
};

type OrderLine = {
  orderNumber: string;
  status: string;
  materialClass: string;
  materialOrigin: string;
  carrier: string;
  declaredQuantityInTons: string;
  deliveredAmountInTons: string;
  deliveryCount: number;
  approvalByAppraiserRequired: boolean;
  disposalCode: string | null;
  comment: string | null;
  createdAt: Date;
  creator: string | null;
};

const status = (row: { status: string }) => orderStatusLabels[row.status as OrderStatus] ?? row.status;
const materialClass = (row: { materialClass: string }) =>
  optionLabel('orderMaterialClass', row.materialClass) ?? row.materialClass;

export function ordersExport(db: Executor, projectId: string, filter: OrderFilter): ListExport<OrderLine> {
  return {
    title: 'Bestellungen',
    columns: columns<OrderLine>([
      { title: 'Anlieferungsnummer', type: 'text', width: 20, value: (row) => row.orderNumber },
      { title: 'Status', type: 'text', width: 20, value: status },
      { title: 'Materialklasse', type: 'text', width: 40, value: materialClass },
      { title: 'Herkunft des Materials', type: 'text', width: 30, value: (row) => row.materialOrigin },
      { title: 'Lieferant', type: 'text', value: (row) => row.carrier },
      {
        title: 'Angemeldete Menge (t)',
        type: 'decimal',
        decimals: 3,
        value: (row) => row.declaredQuantityInTons,
      },
      { title: 'Gelieferte Menge (t)', type: 'decimal', decimals: 3, value: (row) => row.deliveredAmountInTons },
      { title: 'Anlieferungen', type: 'number', value: (row) => row.deliveryCount },
      {
        title: 'Freigabe durch Gutachter erforderlich',
        type: 'text',
        width: 14,
        value: (row) => yesNo(row.approvalByAppraiserRequired),
      },
      { title: 'Abfallschlüssel (AVV)', type: 'text', width: 14, value: (row) => row.disposalCode },
      { title: 'Kommentar', type: 'text', width: 40, value: (row) => row.comment },
      { title: 'Angelegt am', type: 'datetime', value: (row) => row.createdAt },
      { title: 'Angelegt von', type: 'text', value: (row) => row.creator },
    ]),
    pages: keysetPages(orderKey, (after, limit) =>
      db
        .select({ ...orderColumns, ...orderKey.columns })
        .from(orders)
        .where(and(orderListCondition(projectId, filter), after))
        .orderBy(...orderKey.orderBy)
        .limit(limit),
    ),
  };
}

type DeliveryLine = Pick<OrderLine, 'orderNumber' | 'status' | 'materialClass' | 'carrier'> & {
  number: number;
  deliveryDate: string;
  amountInTons: string;
  reference: string | null;
  comment: string | null;
  createdAt: Date;
  recordedAt: Date | null;
  creator: string | null;
};

export function deliveriesExport(db: Executor, projectId: string, filter: OrderFilter): ListExport<DeliveryLine> {
  return {
    title: 'Anlieferungen',
    columns: columns<DeliveryLine>([
      { title: 'Anlieferungsnummer', type: 'text', width: 20, value: (row) => row.orderNumber },
      { title: 'Materialklasse', type: 'text', width: 40, value: materialClass },
      { title: 'Lieferant', type: 'text', value: (row) => row.carrier },
      { title: 'Status der Bestellung', type: 'text', width: 20, value: status },
      { title: 'Charge', type: 'number', value: (row) => row.number },
      { title: 'Lieferdatum', type: 'date', value: (row) => row.deliveryDate },
      { title: 'Menge (t)', type: 'decimal', decimals: 3, value: (row) => row.amountInTons },
      { title: 'Referenz (Lieferschein)', type: 'text', value: (row) => row.reference },
      { title: 'Kommentar', type: 'text', width: 40, value: (row) => row.comment },
      { title: 'Erfasst am', type: 'datetime', value: (row) => row.recordedAt ?? row.createdAt },
      { title: 'Erfasst von', type: 'text', value: (row) => row.creator },
    ]),
    pages: keysetPages(deliveryKey, (after, limit) =>
      db
        .select({
          orderNumber: orders.orderNumber,
          status: orders.status,
          materialClass: orders.materialClass,
          carrier: orders.carrier,
          number: deliveries.number,
          deliveryDate: deliveries.deliveryDate,
          amountInTons: deliveries.amountInTons,
          reference: deliveries.reference,
          comment: deliveries.comment,
          createdAt: deliveries.createdAt,
          recordedAt: deliveries.recordedAt,
          creator: personName(deliveries.createdBy),
          ...deliveryKey.columns,
        })
        .from(deliveries)
        .innerJoin(orders, eq(orders.id, deliveries.orderId))
        .where(and(orderListCondition(projectId, filter), after))
        .orderBy(...deliveryKey.orderBy)
        .limit(limit),
    ),
  };
}
