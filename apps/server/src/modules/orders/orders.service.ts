// Orders (spec part 3 §4, workflows.md "Orders"): create, edit, approve/reject, (de)activate.
// Every move locks the order row, asks the rule table with the locked status, changes the row and
// writes its history entry in one transaction — two moves on one order never interleave.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  attachmentId,
  deliverableOrderStatuses,
  historyEventTypes,
  initialOrderStatus,
  orderMoves,
  type AttachmentReference,
  type OrderAction,
  type OrderFields,
  type RuleName,
} from '@baustellendoku/domain';
import type { Database, Transaction } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { orders, projects } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { checkRule, momentOf, type ProjectAccess } from '../../platform/access/index.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import type { OrderRow } from './order-views.js';

export const orderVariables = (order: Pick<OrderRow, 'id' | 'orderNumber'>) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
});

const attachmentIds = (references: readonly AttachmentReference[] | undefined) => (references ?? []).map(attachmentId);

/**
 * Locks the order of the caller's project for the rest of the transaction and checks `rule` on
 * the locked status (403); 404 when it does not exist in that project.
 */
export async function lockOrder(
  tx: Transaction,
  access: ProjectAccess,
  orderId: string,
  rule: RuleName,
): Promise<OrderRow> {
  // Prepared (decision 0772): a delivery and an order update lock their order first.
  const [order] = (await prepared(tx, 'order_lock', (tx) =>
    tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.projectId, sql.placeholder('projectId'))))
      .for('update'),
  ).execute({ orderId, projectId: access.projectId })) as OrderRow[];
  if (!order) throw notFound();
  // The row carries status and authors: four-eyes rules refuse its creator and last editor.
  checkRule(access, rule, order);
  return order;
}

/** Creates an order in the caller's project (rule `createOrder`, checked here). */
export async function createOrder(db: Database, access: ProjectAccess, fields: OrderFields): Promise<string> {
  checkRule(access, 'createOrder');
  const { projectId } = access;
  return db.transaction(async (tx) => {
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
        createdAt: access.at,
        createdBy: access.user.id,
      })
      .returning();
    await recordHistory(tx, {
      projectId,
      type: historyEventTypes.orderCreated,
      variables: orderVariables(order!),
      originatorId: access.user.id,
      occurredAt: access.at,
    });
    return order!.id;
  });
}

/** The stored columns of an order payload (also the large seed's, decision 0370). */
export function orderColumns(fields: OrderFields) {
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
  access: ProjectAccess,
  orderId: string,
  fields: OrderFields & { projectId?: string | undefined },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, access, orderId, orderMoves.edit.rule);
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
    // The updated row is the answer's (decision 0782): no second read of the order after the commit.
    const [updated] = await tx
      .update(orders)
      .set({
        ...orderColumns(fields),
        attachmentFileIds,
        status,
        approvedAt: null,
        approvedBy: null,
        approvalComment: null,
        updatedAt: momentOf(access),
        updatedBy: access.user.id,
      })
      .where(eq(orders.id, orderId))
      .returning();
    await recordHistory(tx, {
      projectId: order.projectId,
      type: historyEventTypes.orderUpdated,
      variables: {
        ...orderVariables({ id: order.id, orderNumber: fields.orderNumber }),
        status,
        approvalReset: order.status === 'approved' && status === 'in_review',
      },
      originatorId: access.user.id,
      occurredAt: access.at,
    });
    return updated!;
  });
}

type Decision = 'approve' | 'reject';

/** Approve (optional comment) or reject (mandatory comment, final) an order in review. */
export async function decideOrder(
  db: Database,
  access: ProjectAccess,
  orderId: string,
  decision: Decision,
  comment: string | undefined,
) {
  await db.transaction(async (tx) => {
    const move = orderMoves[decision];
    const order = await lockOrder(tx, access, orderId, move.rule);
    const now = momentOf(access);
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
      occurredAt: access.at,
    });
  });
}

const toggleEvents = {
  activate: historyEventTypes.orderActivated,
  deactivate: historyEventTypes.orderDeactivated,
} as const;

export async function toggleOrder(
  db: Database,
  access: ProjectAccess,
  orderId: string,
  action: Extract<OrderAction, 'activate' | 'deactivate'>,
) {
  await db.transaction(async (tx) => {
    const move = orderMoves[action];
    const order = await lockOrder(tx, access, orderId, move.rule);
    const status = move.nextStatus(order);
    await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
    await recordHistory(tx, {
      projectId: order.projectId,
      type: toggleEvents[action],
      variables: { ...orderVariables(order), status },
      originatorId: access.user.id,
      occurredAt: access.at,
    });
  });
}

/** Fact for the rule table: orders of the project that deliveries and installations may use (status
 * approved or in_delivery), counted for the project row (`projects.id`) of the enclosing query. */
export const deliverableOrderCountOfProject = sql<number>`(select count(*)::int from ${orders}
  where ${orders.projectId} = ${projects.id} and ${inArray(orders.status, [...deliverableOrderStatuses])})`;
