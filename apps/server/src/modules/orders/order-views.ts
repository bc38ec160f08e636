// Stored orders and deliveries → their answers (spec part 3 §3; declared in the domain's orders/responses). Amounts are JSON
// numbers made from the exact numeric text (decision 0151); names and files are fetched in batches.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  decimalToNumber,
  deliveryProgressPercent,
  optionLabel,
  orderStatusGroups,
  type DeliveryView,
  type OrderPhase,
  type OrderView,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { deliveries, orders } from '../../db/schema/index.js';
import { userNamesAndFiles, type FileView } from '../files/files.service.js';
import { searchCondition } from '../../lib/list-query.js';
import type { UserName } from '../../lib/user-names.js';

export type { DeliveryView, OrderView };

export type OrderRow = typeof orders.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const pick = (files: Map<string, FileView>, ids: readonly string[]) =>
  ids.flatMap((id) => (files.has(id) ? [files.get(id)!] : []));

/** Views of many orders (one query per kind of related data), optionally with their deliveries. */
export async function orderViews(
  db: Executor,
  rows: readonly OrderRow[],
  withDeliveries: boolean,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const deliveryRows = withDeliveries
    ? await db
        .select()
        .from(deliveries)
        .where(
          inArray(
            deliveries.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(deliveries.number))
    : [];
  const { userName, files } = await userNamesAndFiles(
    db,
    [
      ...rows.flatMap((row) => [row.createdBy, row.updatedBy, row.approvedBy, row.rejectedBy]),
      ...deliveryRows.map((row) => row.createdBy),
    ],
    [...rows.flatMap((row) => row.attachmentFileIds), ...deliveryRows.flatMap((row) => row.attachmentFileIds)],
  );
  const deliveryViewsByOrder = new Map<string, DeliveryView[]>();
  for (const row of deliveryRows) {
    const list = deliveryViewsByOrder.get(row.orderId) ?? [];
    list.push(toDeliveryView(row, userName, files));
    deliveryViewsByOrder.set(row.orderId, list);
  }
  return rows.map((row) => ({
    orderId: row.id,
    projectId: row.projectId,
    orderNumber: row.orderNumber,
    materialOrigin: row.materialOrigin,
    carrier: row.carrier,
    materialClass: row.materialClass,
    materialClassLabel: optionLabel('orderMaterialClass', row.materialClass) ?? null,
    declaredQuantityInTons: decimalToNumber(row.declaredQuantityInTons),
    deliveredAmountInTons: decimalToNumber(row.deliveredAmountInTons),
    deliveryProgressInPercent: deliveryProgressPercent(row.deliveredAmountInTons, row.declaredQuantityInTons),
    approvalByAppraiserRequired: row.approvalByAppraiserRequired,
    disposalCode: row.disposalCode,
    comment: row.comment,
    attachmentDocuments: pick(files, row.attachmentFileIds),
    status: row.status,
    deliveryCount: row.deliveryCount,
    ...(withDeliveries ? { deliveries: deliveryViewsByOrder.get(row.id) ?? [] } : {}),
    createdAt: row.createdAt.toISOString(),
    createdBy: userName(row.createdBy),
    updatedAt: iso(row.updatedAt),
    updatedBy: userName(row.updatedBy),
    // Hidden while in review (spec part 3 §4): an edit clears a former approval.
    approvalInformation:
      row.approvedAt && row.status !== 'in_review'
        ? { createdBy: userName(row.approvedBy), createdAt: row.approvedAt.toISOString(), comment: row.approvalComment }
        : null,
    rejectionInformation: row.rejectedAt
      ? { createdBy: userName(row.rejectedBy), createdAt: row.rejectedAt.toISOString(), comment: row.rejectionComment }
      : null,
  }));
}

function toDeliveryView(
  row: DeliveryRow,
  userName: (id: string | null) => UserName | null,
  files: Map<string, FileView>,
): DeliveryView {
  return {
    deliveryId: row.id,
    orderId: row.orderId,
    projectId: row.projectId,
    number: row.number,
    amountInTons: decimalToNumber(row.amountInTons),
    deliveryDate: row.deliveryDate,
    comment: row.comment,
    reference: row.reference,
    attachmentDocuments: pick(files, row.attachmentFileIds),
    createdAt: row.createdAt.toISOString(),
    recordedAt: row.recordedAt?.toISOString() ?? null,
    createdBy: userName(row.createdBy),
  };
}

export async function deliveryView(db: Executor, row: DeliveryRow): Promise<DeliveryView> {
  const { userName, files } = await userNamesAndFiles(db, [row.createdBy], row.attachmentFileIds);
  return toDeliveryView(row, userName, files);
}

export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export type OrderListFilter = {
  skip: number;
  limit: number;
  /** A group of the orders list (spec part 3 §2), e.g. `delivery` for the deliveries overview. */
  phase?: OrderPhase | undefined;
  /** Words found in the order number or the carrier. */
  search?: string | undefined;
};

/** The orders the list shows (its group and search); its export uses the same (orders-export.ts). */
export function orderListCondition(projectId: string, filter: Omit<OrderListFilter, 'skip' | 'limit'>) {
  const phase = orderStatusGroups.find((group) => group.key === filter.phase);
  return and(
    eq(orders.projectId, projectId),
    phase ? inArray(orders.status, [...phase.statuses]) : undefined,
    searchCondition(filter.search, [orders.orderNumber, orders.carrier]),
  );
}

export async function listOrderRows(db: Executor, projectId: string, filter: OrderListFilter): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(orderListCondition(projectId, filter))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .offset(filter.skip)
    .limit(filter.limit);
}

export async function findDelivery(
  db: Executor,
  orderId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.orderId, orderId)));
  return row;
}
