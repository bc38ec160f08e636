// Deliveries (Anlieferungen): consecutive numbers per order, even under concurrent requests — the
// order row is locked (SELECT … FOR UPDATE) before the next number is taken, and a unique
// (order, number) constraint backs it up. Tons are added by the database (numeric), never as floats.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  attachmentId,
  formatDecimalDe,
  historyEventTypes,
  orderMoves,
  type DeliveryInput,
} from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { deliveries, orders } from '../../db/schema/index.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { lockOrder, orderVariables } from './orders.service.js';

export async function createDelivery(
  db: Database,
  access: ProjectAccess,
  orderId: string,
  input: DeliveryInput,
): Promise<string> {
  const deliveryDate = input.deliveryDate;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, access, orderId, orderMoves.createDelivery.rule);
    const files = await attachFiles(
      tx,
      access.user,
      order.projectId,
      input.attachmentDocuments.map(attachmentId),
      'attachmentDocuments',
    );
    const number = order.deliveryCount + 1;
    const [delivery] = await tx
      .insert(deliveries)
      .values({
        orderId,
        projectId: order.projectId,
        number,
        amountInTons: input.amountInTons,
        deliveryDate,
        comment: input.comment ?? null,
        reference: input.reference ?? null,
        attachmentFileIds: files.map((file) => file.id),
        createdAt: access.at,
        recordedAt: input.recordedAt,
        createdBy: access.user.id,
      })
      .returning({ id: deliveries.id });
    const [updated] = await tx
      .update(orders)
      .set({
        deliveryCount: number,
        deliveredAmountInTons: sql`${orders.deliveredAmountInTons} + ${input.amountInTons}::numeric`,
        status: orderMoves.createDelivery.nextStatus(order),
      })
      .where(eq(orders.id, orderId))
      .returning({ deliveredAmountInTons: orders.deliveredAmountInTons });
    const variables = {
      ...orderVariables(order),
      deliveryId: delivery!.id,
      number,
      amountInTons: formatDecimalDe(input.amountInTons),
    };
    await recordHistory(tx, {
      projectId: order.projectId,
      type: historyEventTypes.deliveryRecorded,
      variables,
      originatorId: access.user.id,
      occurredAt: access.at,
      recordedAt: input.recordedAt,
    });
    // 90 % reached for the first time: mark it in the same statement that checks it, so the
    // event is written once even if later deliveries pass the threshold again.
    const [reached] = await tx
      .update(orders)
      .set({ almostFullyDeliveredAt: momentOf(access) })
      .where(
        and(
          eq(orders.id, orderId),
          isNull(orders.almostFullyDeliveredAt),
          sql`${orders.deliveredAmountInTons} * 10 >= ${orders.declaredQuantityInTons} * 9`,
        ),
      )
      .returning({ id: orders.id });
    if (reached) {
      await recordHistory(tx, {
        projectId: order.projectId,
        type: historyEventTypes.orderAlmostFullyDelivered,
        variables: {
          ...orderVariables(order),
          deliveredAmountInTons: updated!.deliveredAmountInTons,
          declaredQuantityInTons: order.declaredQuantityInTons,
        },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }
    return delivery!.id;
  });
}
