// Installation documentation (Bodeneinbau, spec part 3 §3/§5): a grid field filled with material
// of one or more deliverable orders of the same project, optionally limed.
import { and, asc, desc, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import {
  historyEventTypes,
  isDeliverableOrderStatus,
  orderMessages,
  type Violation,
  type LimingInformation,
  type MountingDocumentationInput,
  type SiteTime,
} from '@baustellendoku/domain';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { mountingDocumentationOrders, mountingDocumentations, orders } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { containsPattern, searchCondition } from '../../lib/list-query.js';
import { checkRule, type ProjectAccess } from '../../platform/access/index.js';
import { recordHistory } from '../history/index.js';
import { withDocumentStorage } from '../../documents/store-document.js';
import type { FileStorage } from '../../storage/storage.js';
import { storeMountingProtocol } from './mounting-protocol.js';

export type MountingDocumentationRow = typeof mountingDocumentations.$inferSelect;

/** Columns from the validated input (dates are already 'yyyy-MM-dd'), amounts as exact numeric text. */
/** The stored columns of a payload (the large seed builds its rows with it, decision 0370). */
export function columnsOf(input: MountingDocumentationInput) {
  const liming: LimingInformation | null = input.limingInformation ?? null;
  return {
    gridField: input.gridField,
    mountingDate: input.mountingDate,
    fillingHeightInMeters: String(input.fillingHeightInMeters),
    isLimed: liming !== null,
    limeAmountPerSquareMeterInKilograms: liming ? String(liming.limeAmountPerSquareMeterInKilograms) : null,
    dateOfLiming: liming?.dateOfLiming ?? null,
    dateOfSecondCompaction: liming?.dateOfSecondCompaction ?? null,
    dateOfSecondStabilization: liming?.dateOfSecondStabilization ?? null,
    limeAmountPerSquareMeterOfSecondStabilizationInKilograms: liming
      ? String(liming.limeAmountPerSquareMeterOfSecondStabilizationInKilograms)
      : null,
  };
}

/**
 * Each chosen order must belong to the project and be deliverable; orders the documentation
 * already used may stay even if deactivated since (decision 0152). Locks them against a
 * concurrent deactivation. Returns the ids without duplicates, in the user's order.
 */
async function checkOrders(
  tx: Transaction,
  projectId: string,
  orderIds: readonly string[],
  alreadyLinked: readonly string[] = [],
) {
  const unique = [...new Set(orderIds)];
  const rows = await tx
    .select({ id: orders.id, projectId: orders.projectId, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, unique))
    .for('share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const violations = orderIds.flatMap((orderId, index): Violation[] => {
    const order = byId.get(orderId);
    if (!order || order.projectId !== projectId)
      return [{ propertyPath: `orders.${index}`, title: orderMessages.orderOfOtherProject }];
    if (!isDeliverableOrderStatus(order.status) && !alreadyLinked.includes(orderId)) {
      return [{ propertyPath: `orders.${index}`, title: orderMessages.orderNotDeliverable }];
    }
    return [];
  });
  if (violations.length > 0) throw unprocessable(violations);
  return unique;
}

async function linkOrders(tx: Transaction, documentationId: string, orderIds: readonly string[]) {
  await tx
    .delete(mountingDocumentationOrders)
    .where(eq(mountingDocumentationOrders.mountingDocumentationId, documentationId));
  await tx
    .insert(mountingDocumentationOrders)
    .values(orderIds.map((orderId, position) => ({ mountingDocumentationId: documentationId, orderId, position })));
}

export async function createMountingDocumentation(
  db: Database,
  storage: FileStorage,
  access: ProjectAccess,
  input: MountingDocumentationInput & SiteTime,
): Promise<string> {
  checkRule(access, 'createMountingDocumentation');
  const { projectId } = access;
  const columns = columnsOf(input);
  return withDocumentStorage(storage, (track) =>
    db.transaction(async (tx) => {
      const orderIds = await checkOrders(tx, projectId, input.orders);
      const [row] = await tx
        .insert(mountingDocumentations)
        .values({
          projectId,
          ...columns,
          createdAt: access.at,
          recordedAt: input.recordedAt,
          createdBy: access.user.id,
        })
        .returning({ id: mountingDocumentations.id });
      await linkOrders(tx, row!.id, orderIds);
      await storeMountingProtocol(tx, storage, track, row!.id, access.user.id);
      await recordHistory(tx, {
        projectId,
        type: historyEventTypes.mountingDocumentationCreated,
        variables: { mountingDocumentationId: row!.id, gridField: input.gridField },
        originatorId: access.user.id,
        occurredAt: access.at,
        recordedAt: input.recordedAt,
      });
      return row!.id;
    }),
  );
}

export async function updateMountingDocumentation(
  db: Database,
  storage: FileStorage,
  access: ProjectAccess,
  documentationId: string,
  input: MountingDocumentationInput & { projectId?: string | undefined },
): Promise<void> {
  checkRule(access, 'editMountingDocumentation');
  const columns = columnsOf(input);
  await withDocumentStorage(storage, (track) =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(mountingDocumentations)
        .where(
          and(eq(mountingDocumentations.id, documentationId), eq(mountingDocumentations.projectId, access.projectId)),
        )
        .for('update');
      if (!existing) throw notFound();
      if (input.projectId !== undefined && input.projectId !== existing.projectId) {
        throw unprocessable({
          propertyPath: 'projectId',
          title: 'Eine Dokumentation kann nicht in ein anderes Projekt verschoben werden.',
        });
      }
      const linked = await linkedOrderIds(tx, documentationId);
      const orderIds = await checkOrders(tx, existing.projectId, input.orders, linked);
      await tx
        .update(mountingDocumentations)
        .set({ ...columns, updatedAt: new Date(), updatedBy: access.user.id })
        .where(eq(mountingDocumentations.id, documentationId));
      await linkOrders(tx, documentationId, orderIds);
      await storeMountingProtocol(tx, storage, track, documentationId, access.user.id);
      await recordHistory(tx, {
        projectId: existing.projectId,
        type: historyEventTypes.mountingDocumentationUpdated,
        variables: { mountingDocumentationId: documentationId, gridField: input.gridField },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }),
  );
}

async function linkedOrderIds(db: Executor, documentationId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: mountingDocumentationOrders.orderId })
    .from(mountingDocumentationOrders)
    .where(eq(mountingDocumentationOrders.mountingDocumentationId, documentationId))
    .orderBy(asc(mountingDocumentationOrders.position));
  return rows.map((row) => row.orderId);
}

export async function findMountingDocumentation(
  db: Executor,
  id: string,
): Promise<MountingDocumentationRow | undefined> {
  const [row] = await db.select().from(mountingDocumentations).where(eq(mountingDocumentations.id, id));
  return row;
}

/** The installations the list shows (its search); its export uses the same (mounting-documentation-export.ts). */
export function mountingDocumentationListCondition(db: Executor, projectId: string, search: string | undefined) {
  return and(
    eq(mountingDocumentations.projectId, projectId),
    // Words of the grid field or of the number of an order the installation used.
    searchCondition(search, [mountingDocumentations.gridField], (word) => [
      exists(
        db
          .select({ one: sql`1` })
          .from(mountingDocumentationOrders)
          .innerJoin(orders, eq(orders.id, mountingDocumentationOrders.orderId))
          .where(
            and(
              eq(mountingDocumentationOrders.mountingDocumentationId, mountingDocumentations.id),
              ilike(orders.orderNumber, containsPattern(word)),
            ),
          ),
      ),
    ]),
  );
}

export async function listMountingDocumentationRows(
  db: Executor,
  projectId: string,
  filter: { skip: number; limit: number; search?: string | undefined },
) {
  return db
    .select()
    .from(mountingDocumentations)
    .where(mountingDocumentationListCondition(db, projectId, filter.search))
    .orderBy(desc(mountingDocumentations.mountingDate), desc(mountingDocumentations.createdAt))
    .offset(filter.skip)
    .limit(filter.limit);
}
