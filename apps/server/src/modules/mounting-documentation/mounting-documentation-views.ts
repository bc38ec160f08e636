// Stored installation documentation → its answer (spec part 3 §3; declared in the domain's responses): the linked order ids plus
// their numbers (the list shows them), liming only when limed, numbers as JSON numbers.
import { asc, eq, inArray } from 'drizzle-orm';
import { decimalToNumber, type MountingDocumentationView } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { mountingDocumentationOrders, orders } from '../../db/schema/index.js';
import { fileViews } from '../files/files.service.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { MountingDocumentationRow } from './mounting-documentation.service.js';

export type { MountingDocumentationView };

export async function mountingDocumentationViews(
  db: Executor,
  rows: readonly MountingDocumentationRow[],
): Promise<MountingDocumentationView[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      documentationId: mountingDocumentationOrders.mountingDocumentationId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
    })
    .from(mountingDocumentationOrders)
    .innerJoin(orders, eq(orders.id, mountingDocumentationOrders.orderId))
    .where(
      inArray(
        mountingDocumentationOrders.mountingDocumentationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(mountingDocumentationOrders.position));
  const userName = await loadUserNames(
    db,
    rows.flatMap((row) => [row.createdBy, row.updatedBy]),
  );
  const documents = new Map(
    (
      await fileViews(
        db,
        rows.flatMap((row) => (row.documentFileId ? [row.documentFileId] : [])),
      )
    ).map((view) => [view.id, view]),
  );
  return rows.map((row) => {
    const references = links
      .filter((link) => link.documentationId === row.id)
      .map(({ orderId, orderNumber }) => ({ orderId, orderNumber }));
    return {
      mountingDocumentationId: row.id,
      projectId: row.projectId,
      gridField: row.gridField,
      orders: references.map((reference) => reference.orderId),
      orderReferences: references,
      mountingDate: row.mountingDate,
      fillingHeightInMeters: decimalToNumber(row.fillingHeightInMeters),
      isLimed: row.isLimed,
      limingInformation: row.isLimed
        ? {
            limeAmountPerSquareMeterInKilograms: decimalToNumber(row.limeAmountPerSquareMeterInKilograms!),
            dateOfLiming: row.dateOfLiming!,
            dateOfSecondCompaction: row.dateOfSecondCompaction!,
            dateOfSecondStabilization: row.dateOfSecondStabilization!,
            limeAmountPerSquareMeterOfSecondStabilizationInKilograms: decimalToNumber(
              row.limeAmountPerSquareMeterOfSecondStabilizationInKilograms!,
            ),
          }
        : null,
      document: row.documentFileId ? (documents.get(row.documentFileId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      recordedAt: row.recordedAt?.toISOString() ?? null,
      createdBy: userName(row.createdBy),
      updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
      updatedBy: userName(row.updatedBy),
    };
  });
}
