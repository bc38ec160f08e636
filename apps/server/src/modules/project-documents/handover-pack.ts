// What the owner's handover pack holds (issue 36 item 2, decision 0622), in its folders: the
// cover sheet, every delivery note, the analytics and lab values, the § 22 notices, the
// installation documentation with its grid fields, and the installed areas (GeoJSON and CSV).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  batchAnalytics,
  breakingBatches,
  deliveries,
  deliveryNotes,
  ebvComplianceDocuments,
  files,
  mountingDocumentations,
  orders,
  wreckingPiles,
} from '../../db/schema/index.js';
import type { ArchiveEntry } from './project-documents.service.js';

export const handoverFolders = {
  coverSheet: '01 Deckblatt § 25 EBV',
  deliveryNotes: '02 Lieferscheine',
  analytics: '03 Analytik und Laborwerte',
  notices: '04 Anzeigen § 22 EBV',
  installation: '05 Einbaudokumentation',
  areas: '06 Einbauorte',
} as const;

type Named = { fileId: string | null; segments: string[] };

/** The stored files of the pack in their folders, and how many delivery notes the project has. */
export async function collectHandoverFiles(
  db: Executor,
  projectId: string,
): Promise<{ entries: ArchiveEntry[]; deliveryNoteCount: number }> {
  const named: Named[] = [];
  const latest = async (kind: 'cover_sheet' | 'prior_notice' | 'completion_notice') =>
    (
      await db
        .select({ fileId: ebvComplianceDocuments.fileId })
        .from(ebvComplianceDocuments)
        .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, kind)))
        .orderBy(desc(ebvComplianceDocuments.generatedAt))
        .limit(1)
    )[0]?.fileId ?? null;
  named.push({ fileId: await latest('cover_sheet'), segments: [handoverFolders.coverSheet] });

  // Delivery notes: the deliveries' documents (installation) and the recycled material's notes.
  const orderRows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, fileIds: orders.attachmentFileIds })
    .from(orders)
    .where(eq(orders.projectId, projectId))
    .orderBy(asc(orders.orderNumber));
  const deliveryRows = await db
    .select({ orderId: deliveries.orderId, number: deliveries.number, fileIds: deliveries.attachmentFileIds })
    .from(deliveries)
    .where(eq(deliveries.projectId, projectId))
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.number));
  const orderNumber = new Map(orderRows.map((order) => [order.id, order.orderNumber]));
  let deliveryNoteCount = 0;
  for (const delivery of deliveryRows) {
    if (delivery.fileIds.length > 0) deliveryNoteCount += 1;
    for (const fileId of delivery.fileIds)
      named.push({
        fileId,
        segments: [
          handoverFolders.deliveryNotes,
          `Bestellung ${orderNumber.get(delivery.orderId) ?? ''}`,
          `Anlieferung ${delivery.number}`,
        ],
      });
  }
  const notes = await db
    .select({ number: deliveryNotes.number, fileId: deliveryNotes.documentFileId, ublFileId: deliveryNotes.ublFileId })
    .from(deliveryNotes)
    .where(eq(deliveryNotes.projectId, projectId))
    .orderBy(asc(deliveryNotes.number));
  for (const note of notes) {
    if (note.fileId) deliveryNoteCount += 1;
    // The PDF and, beside it, the same note as UBL XML (decision 0640).
    for (const fileId of [note.fileId, note.ublFileId])
      named.push({ fileId, segments: [handoverFolders.deliveryNotes, 'Recycling-Baustoffe'] });
  }

  // Analytics and lab values: the orders' analyses and the batches' reports and evaluation sheets.
  for (const order of orderRows)
    for (const fileId of order.fileIds)
      named.push({ fileId, segments: [handoverFolders.analytics, `Bestellung ${order.orderNumber}`] });
  const analytics = await db
    .select({
      pile: wreckingPiles.name,
      batch: breakingBatches.number,
      reports: batchAnalytics.reportFileIds,
      protocols: batchAnalytics.samplingProtocolFileIds,
      sheet: batchAnalytics.evaluationSheetFileId,
    })
    .from(batchAnalytics)
    .innerJoin(breakingBatches, eq(breakingBatches.id, batchAnalytics.batchId))
    .innerJoin(wreckingPiles, eq(wreckingPiles.id, breakingBatches.wreckingPileId))
    .where(eq(wreckingPiles.projectId, projectId))
    .orderBy(asc(wreckingPiles.name), asc(breakingBatches.number));
  for (const row of analytics)
    for (const fileId of [row.sheet, ...row.reports, ...row.protocols])
      named.push({ fileId, segments: [handoverFolders.analytics, `Miete ${row.pile} Charge ${row.batch}`] });

  named.push({ fileId: await latest('prior_notice'), segments: [handoverFolders.notices] });
  named.push({ fileId: await latest('completion_notice'), segments: [handoverFolders.notices] });

  // The installation protocols name their grid field (file name and content).
  const protocols = await db
    .select({ fileId: mountingDocumentations.documentFileId })
    .from(mountingDocumentations)
    .where(eq(mountingDocumentations.projectId, projectId))
    .orderBy(asc(mountingDocumentations.gridField), asc(mountingDocumentations.mountingDate));
  for (const protocol of protocols) named.push({ fileId: protocol.fileId, segments: [handoverFolders.installation] });

  const ids = [...new Set(named.flatMap((entry) => (entry.fileId ? [entry.fileId] : [])))];
  const rows = ids.length
    ? await db
        .select()
        .from(files)
        .where(and(inArray(files.id, ids), eq(files.projectId, projectId)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const entries = named.flatMap((entry): ArchiveEntry[] => {
    const row = entry.fileId ? byId.get(entry.fileId) : undefined;
    if (!row || seen.has(row.id)) return [];
    seen.add(row.id);
    return [
      {
        fileId: row.id,
        storageKey: row.storageKey,
        sizeInBytes: row.sizeInBytes,
        createdAt: row.createdAt,
        segments: entry.segments,
        fileName: row.fileName,
      },
    ];
  });
  return { entries, deliveryNoteCount };
}
