// The EBV records a project must keep and until when (issue 36 item 1, decision 0623; the dates
// are the domain's `retentionOf`). Read by the admin's retention list, by the document
// replacement (a retained document is kept, not deleted), and by the restore tool.
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { isEbvMaterialClass, isRetained, retentionOf, type RetainedRecord } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import {
  deliveries,
  deliveryNotes,
  ebvComplianceDocuments,
  files,
  installationRemovals,
  mountingDocumentationOrders,
  mountingDocumentations,
  orders,
  projectHandovers,
} from '../db/schema/index.js';

const noticeLabels = {
  cover_sheet: 'Deckblatt nach § 25 Abs. 3 EBV',
  prior_notice: 'Voranzeige nach § 22 EBV',
  completion_notice: 'Abschlussanzeige nach § 22 EBV',
} as const;

export const today = () => new Date().toISOString().slice(0, 10);

/** The project's retained records (retention still running on `on`), in the order of the law's list. */
export async function retainedRecords(db: Executor, projectId: string, on = today()): Promise<RetainedRecord[]> {
  const [removal] = await db.select().from(installationRemovals).where(eq(installationRemovals.projectId, projectId));
  const removedOn = removal?.removedOn ?? null;
  const records: (RetainedRecord & { issuedOn: string | null; whileInstalled: boolean })[] = [];
  const push = (
    record: Omit<RetainedRecord, 'basis' | 'endsOn' | 'fileName'> & {
      issuedOn: string | null;
      whileInstalled: boolean;
    },
  ) => records.push({ ...record, fileName: null, basis: 'five_years', endsOn: null });

  const compliance = await db
    .select()
    .from(ebvComplianceDocuments)
    .where(eq(ebvComplianceDocuments.projectId, projectId))
    .orderBy(desc(ebvComplianceDocuments.generatedAt));
  const covered = new Set(compliance.filter((row) => row.kind === 'cover_sheet').flatMap((row) => row.coveredFileIds));
  // The cover sheet and the notices that replace it (§ 22 Abs. 5 EBV): as long as installed.
  for (const row of compliance)
    push({
      label: noticeLabels[row.kind],
      kind: row.kind === 'cover_sheet' ? 'cover_sheet' : 'notice',
      fileId: row.fileId,
      issuedOn: null,
      whileInstalled: true,
    });

  const deliveryRows = await db
    .select({
      number: deliveries.number,
      deliveryDate: deliveries.deliveryDate,
      fileIds: deliveries.attachmentFileIds,
      orderNumber: orders.orderNumber,
      materialClass: orders.materialClass,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(eq(deliveries.projectId, projectId));
  for (const delivery of deliveryRows) {
    if (!isEbvMaterialClass(delivery.materialClass)) continue;
    for (const fileId of delivery.fileIds)
      push({
        label: `Lieferschein der Anlieferung ${delivery.number} zur Bestellung ${delivery.orderNumber}`,
        kind: 'delivery_note',
        fileId,
        issuedOn: delivery.deliveryDate,
        whileInstalled: covered.has(fileId),
      });
  }
  const notes = await db.select().from(deliveryNotes).where(eq(deliveryNotes.projectId, projectId));
  for (const note of notes)
    push({
      label: `Lieferschein Nr. ${note.number}`,
      kind: 'delivery_note',
      fileId: note.documentFileId,
      issuedOn: note.deliveryDate,
      whileInstalled: false,
    });

  // Analytics of installed EBV material (the orders' documents): five years from its last delivery.
  const lastDelivery = await db
    .select({
      orderNumber: orders.orderNumber,
      fileIds: orders.attachmentFileIds,
      materialClass: orders.materialClass,
      last: max(deliveries.deliveryDate),
    })
    .from(orders)
    .innerJoin(deliveries, eq(deliveries.orderId, orders.id))
    .where(eq(orders.projectId, projectId))
    .groupBy(orders.id);
  for (const order of lastDelivery) {
    if (!isEbvMaterialClass(order.materialClass)) continue;
    for (const fileId of order.fileIds)
      push({
        label: `Analytik zur Bestellung ${order.orderNumber}`,
        kind: 'analytics',
        fileId,
        issuedOn: order.last,
        whileInstalled: false,
      });
  }
  // The installation documentation that names EBV material says where it lies: as long as installed.
  const protocols = await db
    .selectDistinct({
      gridField: mountingDocumentations.gridField,
      fileId: mountingDocumentations.documentFileId,
      mountingDate: mountingDocumentations.mountingDate,
      materialClass: orders.materialClass,
    })
    .from(mountingDocumentations)
    .innerJoin(
      mountingDocumentationOrders,
      eq(mountingDocumentationOrders.mountingDocumentationId, mountingDocumentations.id),
    )
    .innerJoin(orders, eq(orders.id, mountingDocumentationOrders.orderId))
    .where(eq(mountingDocumentations.projectId, projectId));
  const seenProtocols = new Set<string>();
  for (const protocol of protocols) {
    if (!isEbvMaterialClass(protocol.materialClass) || !protocol.fileId || seenProtocols.has(protocol.fileId)) continue;
    seenProtocols.add(protocol.fileId);
    push({
      label: `Einbaudokumentation Rasterfeld ${protocol.gridField}`,
      kind: 'installation',
      fileId: protocol.fileId,
      issuedOn: protocol.mountingDate,
      whileInstalled: true,
    });
  }
  const handovers = await db.select().from(projectHandovers).where(eq(projectHandovers.projectId, projectId));
  for (const handover of handovers)
    push({
      label: `Übergabepaket an ${handover.recipient}`,
      kind: 'handover',
      fileId: handover.fileId,
      issuedOn: handover.handedOverAt.toISOString().slice(0, 10),
      whileInstalled: true,
    });

  const ids = records.flatMap((record) => (record.fileId ? [record.fileId] : []));
  const names = ids.length
    ? new Map(
        (
          await db
            .select({ id: files.id, fileName: files.fileName })
            .from(files)
            .where(and(inArray(files.id, ids), eq(files.projectId, projectId)))
        ).map((row) => [row.id, row.fileName]),
      )
    : new Map<string, string>();
  return records.flatMap(({ issuedOn, whileInstalled, ...record }) => {
    const retention = retentionOf({ issuedOn, whileInstalled, removedOn });
    if (!isRetained(retention, on)) return [];
    return [{ ...record, fileName: record.fileId ? (names.get(record.fileId) ?? null) : null, ...retention }];
  });
}
