// Orders (spec part 3 §4, workflows.md "Orders"): create, edit, approve/reject, (de)activate.
// Every move locks the order row, asks the rule table with the locked status, changes the row and
// writes its history entry in one transaction — two moves on one order never interleave.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  attachmentId,
  deliverableOrderStatuses,
  historyEventTypes,
  initialOrderStatus,
  orderMoves,
  type AttachmentReference,
  type OrderAction,
  type OrderFields,
} from '@baustellendoku/domain';
import type { Database, Transaction } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { authorize, loadProjectAccess, requireProjectRule, type ProjectAccess } from '../../plugins/authorize.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/history.service.js';
import type { OrderRow } from './order-views.js';

export const orderVariables = (order: Pick<OrderRow, 'id' | 'orderNumber'>) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
});

const attachmentIds = (references: readonly AttachmentReference[] | undefined) => (references ?? []).map(attachmentId);

/** Locks the order for the rest of the transaction; 404 when it does not exist or is not visible. */
export async function lockOrder(
  tx: Transaction,
  request: FastifyRequest,
  orderId: string,
): Promise<{ order: OrderRow; access: ProjectAccess }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound();
  const access = await loadProjectAccess(tx, request, order.projectId);
  authorize(access, 'accessOrders');
  return { order, access };
}

export async function createOrder(
  db: Database,
  request: FastifyRequest,
  projectId: string,
  fields: OrderFields,
): Promise<string> {
  return db.transaction(async (tx) => {
    const access = await requireProjectRule(tx, request, projectId, 'createOrder');
    const files = await attachFiles(
      tx,
      access.user,
      projectId,
      attachmentIds(fields.attachmentDocuments),
      'attachmentDocuments',
    );
    const [order] = await tx
      .insert(orders)
      .values({
        projectId,
        ...orderColumns(fields),
        attachmentFileIds: files.map((file) => file.id),
        status: initialOrderStatus(fields.approvalByAppraiserRequired),
        createdBy: access.user.id,
      })
      .returning();
    await recordHistory(tx, {
      projectId,
      type: historyEventTypes.orderCreated,
      variables: orderVariables(order!),
      originatorId: access.user.id,
    });
    return order!.id;
  });
}

function orderColumns(fields: OrderFields) {
  return {
    orderNumber: fields.orderNumber,
    materialOrigin: fields.materialOrigin,
    carrier: fields.carrier,
    materialClass: fields.materialClass,
    declaredQuantityInTons: fields.declaredQuantityInTons,
    approvalByAppraiserRequired: fields.approvalByAppraiserRequired,
    disposalCode: fields.disposalCode ?? null,
    comment: fields.comment ?? null,
  };
}

/** PUT: the order's data changes; any former approval no longer applies (workflows.md). */
export async function updateOrder(
  db: Database,
  request: FastifyRequest,
  orderId: string,
  fields: OrderFields & { projectId?: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, access } = await lockOrder(tx, request, orderId);
    authorize(access, orderMoves.edit.rule, order.status);
    if (fields.projectId !== undefined && fields.projectId !== order.projectId) {
      throw unprocessable({
        propertyPath: 'projectId',
        title: 'Eine Bestellung kann nicht in ein anderes Projekt verschoben werden.',
      });
    }
    // Attachments not sent stay as they are; an empty list removes them.
    const attachmentFileIds =
      fields.attachmentDocuments === undefined
        ? order.attachmentFileIds
        : (
            await attachFiles(
              tx,
              access.user,
              order.projectId,
              attachmentIds(fields.attachmentDocuments),
              'attachmentDocuments',
            )
          ).map((file) => file.id);
    const status = orderMoves.edit.nextStatus({
      ...order,
      approvalByAppraiserRequired: fields.approvalByAppraiserRequired,
    });
    await tx
      .update(orders)
      .set({
        ...orderColumns(fields),
        attachmentFileIds,
        status,
        approvedAt: null,
        approvedBy: null,
        approvalComment: null,
        updatedAt: new Date(),
        updatedBy: access.user.id,
      })
      .where(eq(orders.id, orderId));
    await recordHistory(tx, {
      projectId: order.projectId,
      type: historyEventTypes.orderUpdated,
      variables: {
        ...orderVariables({ id: order.id, orderNumber: fields.orderNumber }),
        status,
        approvalReset: order.status === 'approved' && status === 'in_review',
      },
      originatorId: access.user.id,
    });
  });
}

type Decision = 'approve' | 'reject';

/** Approve (optional comment) or reject (mandatory comment, final) an order in review. */
export async function decideOrder(
  db: Database,
  request: FastifyRequest,
  orderId: string,
  decision: Decision,
  comment: string | undefined,
) {
  await db.transaction(async (tx) => {
    const { order, access } = await lockOrder(tx, request, orderId);
    const move = orderMoves[decision];
    // Four-eyes: the rule refuses the order's creator and last editor (permissions.ts).
    authorize(access, move.rule, order);
    const now = new Date();
    const status = move.nextStatus(order);
    await tx
      .update(orders)
      .set(
        decision === 'approve'
          ? { status, approvedAt: now, approvedBy: access.user.id, approvalComment: comment ?? null }
          : { status, rejectedAt: now, rejectedBy: access.user.id, rejectionComment: comment ?? null },
      )
      .where(eq(orders.id, orderId));
    await recordHistory(tx, {
      projectId: order.projectId,
      type: decision === 'approve' ? historyEventTypes.orderApproved : historyEventTypes.orderRejected,
      variables: { ...orderVariables(order), comment: comment ?? null },
      originatorId: access.user.id,
    });
  });
}

const toggleEvents = {
  activate: historyEventTypes.orderActivated,
  deactivate: historyEventTypes.orderDeactivated,
} as const;

export async function toggleOrder(
  db: Database,
  request: FastifyRequest,
  orderId: string,
  action: Extract<OrderAction, 'activate' | 'deactivate'>,
) {
  await db.transaction(async (tx) => {
    const { order, access } = await lockOrder(tx, request, orderId);
    const move = orderMoves[action];
    authorize(access, move.rule, order.status);
    const status = move.nextStatus(order);
    await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
    await recordHistory(tx, {
      projectId: order.projectId,
      type: toggleEvents[action],
      variables: { ...orderVariables(order), status },
      originatorId: access.user.id,
    });
  });
}

/** Fact for the rule table: orders of the project that deliveries and installations may use. */
export async function countDeliverableOrders(db: Database | Transaction, projectId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), inArray(orders.status, [...deliverableOrderStatuses])));
  return row?.value ?? 0;
}
