// The lists of the processing half (spec part 2 §3): processed-material overview and delivery-note
// inventory per pile, and delivery notes as read.
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  decimalToNumber,
  type DeliveryNoteView,
  type PileInventoryItem,
  type PileOverviewItem,
} from '@baustellendoku/domain';
import { deliveryNoteSignatureRows, toSignatureView } from '../../lib/receipt-signatures.js';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { deliveryNotes, wreckingPiles } from '../../db/schema/index.js';
import { searchCondition, searchWords } from '../../lib/list-query.js';
import { loadUserNames } from '../../lib/user-names.js';
import { fileViews } from '../files/files.service.js';
import { loadInventories } from './inventory.js';
import { loadPileProcessing } from './processing-views.js';

type PileRow = typeof wreckingPiles.$inferSelect;
type DeliveryNoteRow = typeof deliveryNotes.$inferSelect;

/**
 * Piles released for or in processing (the overview and the inventory list them); `skip`/`limit`
 * count piles, `search` finds words of the name, `wreckingPileId` narrows to one pile.
 */
export type ProcessedPileFilter = { search?: string | undefined; wreckingPileId?: string | undefined };

/** The processed piles the lists show; their exports use the same (ebv-export.ts). */
export const processedPileCondition = (
  projectId: string | SQLWrapper,
  filter: { search?: string | undefined; wreckingPileId?: string | SQLWrapper | undefined },
) =>
  and(
    eq(wreckingPiles.projectId, projectId),
    inArray(wreckingPiles.status, ['approved_for_breaking', 'breaking']),
    searchCondition(filter.search, [wreckingPiles.name]),
    filter.wreckingPileId ? eq(wreckingPiles.id, filter.wreckingPileId) : undefined,
  );

/**
 * A page of processed piles. Without a search it is one prepared statement (with or without one
 * pile): the overview and the inventory read it on every visit (decision 0762); a search builds its statement.
 */
export async function listProcessedPileRows(
  db: Executor,
  projectId: string,
  filter: ProcessedPileFilter & { skip: number; limit: number },
): Promise<PileRow[]> {
  const build = (db: Executor, condition: SQL | undefined) =>
    db.select().from(wreckingPiles).where(condition).orderBy(asc(wreckingPiles.createdAt), asc(wreckingPiles.id));
  if (searchWords(filter.search).length > 0)
    return build(db, processedPileCondition(projectId, filter)).offset(filter.skip).limit(filter.limit);
  const onePile = Boolean(filter.wreckingPileId);
  const page = prepared(db, onePile ? 'processed_pile_page_one' : 'processed_pile_page', (db) =>
    build(
      db,
      processedPileCondition(sql.placeholder('projectId'), {
        wreckingPileId: onePile ? sql.placeholder('wreckingPileId') : undefined,
      }),
    )
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit')),
  );
  const values = { projectId, skip: filter.skip, limit: filter.limit };
  return (await page.execute(onePile ? { ...values, wreckingPileId: filter.wreckingPileId } : values)) as PileRow[];
}

export async function pileOverviewItems(db: Executor, piles: readonly PileRow[]): Promise<PileOverviewItem[]> {
  const processing = await loadPileProcessing(
    db,
    piles.map((pile) => pile.id),
  );
  return piles.map((pile) => {
    const figures = processing.get(pile.id)!;
    return {
      wreckingPileId: pile.id,
      projectId: pile.projectId,
      name: pile.name,
      status: pile.status,
      expectedGrainSizeAndQuality: pile.expectedGrainSizeAndQuality,
      totalAmountInTons: figures.totalAmountInTons,
      expectedMassOfRawMaterialInTons: decimalToNumber(pile.expectedMassOfRawMaterialInTons),
      estimatedCountOfBatches: figures.estimatedCountOfBatches,
      batches: figures.batches,
    };
  });
}

export async function deliveryNoteViews(db: Executor, rows: readonly DeliveryNoteRow[]): Promise<DeliveryNoteView[]> {
  // Signatures only for received notes: a list of notes not handed over yet costs no statement more.
  const signatureRows = await deliveryNoteSignatureRows(
    db,
    rows.filter((row) => row.receivedAt !== null).map((row) => row.id),
  );
  const documents = new Map(
    (
      await fileViews(db, [
        ...rows.flatMap((row) =>
          [row.documentFileId, row.ublFileId, row.receiptAdviceFileId].filter((id) => id !== null),
        ),
        ...signatureRows.map((signature) => signature.imageFileId),
      ])
    ).map((file) => [file.id, file]),
  );
  const userName = await loadUserNames(
    db,
    rows.flatMap((row) => [row.createdBy, row.receivedBy]),
  );
  return rows.map((row) => ({
    deliveryNoteId: row.id,
    number: row.number,
    wreckingPileId: row.wreckingPileId,
    quantityInTons: decimalToNumber(row.quantityInTons),
    deliveryDate: row.deliveryDate,
    grainSizeAndQuality: row.grainSizeAndQuality,
    soilGroup: row.soilGroup,
    carrier: row.carrier,
    document: (row.documentFileId && documents.get(row.documentFileId)) || { id: '', fileName: '', url: '' },
    ublDocument: ublDocumentView(row, row.ublFileId ? documents.get(row.ublFileId) : undefined),
    receipt:
      row.receivedAt && row.receivedQuantityInTons !== null && row.receiptAdviceFileId
        ? {
            receivedQuantityInTons: decimalToNumber(row.receivedQuantityInTons),
            receivedAt: row.receivedAt.toISOString(),
            receivedBy: userName(row.receivedBy),
            signatures: signatureRows
              .filter((signature) => signature.deliveryNoteId === row.id)
              .map((signature) => toSignatureView(signature, documents)),
            receiptAdvice: {
              ...(documents.get(row.receiptAdviceFileId) ?? { id: row.receiptAdviceFileId, fileName: '' }),
              url: `/backend/api/delivery-note/${row.id}/receipt-advice.xml`,
            },
          }
        : null,
    createdBy: userName(row.createdBy),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The XML's file, downloaded at the note's own address (`…/document.xml`, decision 0640). */
const ublDocumentView = (row: DeliveryNoteRow, file: DeliveryNoteView['document'] | undefined) =>
  file ? { ...file, url: `/backend/api/delivery-note/${row.id}/document.xml` } : null;

export async function pileInventoryItems(db: Executor, piles: readonly PileRow[]): Promise<PileInventoryItem[]> {
  const pileIds = piles.map((pile) => pile.id);
  const inventories = await loadInventories(db, pileIds);
  const notes = piles.length
    ? await deliveryNoteViews(
        db,
        (await prepared(db, 'pile_delivery_notes', (db) =>
          db
            .select()
            .from(deliveryNotes)
            .where(sql`${deliveryNotes.wreckingPileId} = any(${sql.placeholder('pileIds')})`)
            .orderBy(asc(deliveryNotes.number)),
        ).execute({ pileIds })) as DeliveryNoteRow[],
      )
    : [];
  // Notes by pile and stock key, so each entry takes its own without scanning all notes.
  const notesByStock = new Map<string, DeliveryNoteView[]>();
  const stockKey = (pileId: string, grainSizeAndQuality: string, soilGroup: string | null) =>
    `${pileId}\u0000${grainSizeAndQuality}\u0000${soilGroup ?? ''}`;
  for (const note of notes) {
    const key = stockKey(note.wreckingPileId, note.grainSizeAndQuality, note.soilGroup);
    const list = notesByStock.get(key);
    if (list) list.push(note);
    else notesByStock.set(key, [note]);
  }
  return piles.map((pile) => ({
    wreckingPileId: pile.id,
    projectId: pile.projectId,
    name: pile.name,
    status: pile.status,
    deliveryNoteCreationOnBehalfOfProjectManager: pile.deliveryNoteCreationOnBehalfOfProjectManager,
    inventory: (inventories.get(pile.id) ?? []).map((entry) => ({
      grainSizeAndQuality: entry.grainSizeAndQuality,
      soilGroup: entry.soilGroup,
      availableAmountInTons: decimalToNumber(entry.availableAmountInTons),
      totalAmountInTons: decimalToNumber(entry.totalAmountInTons),
      deliveryNotes: notesByStock.get(stockKey(pile.id, entry.grainSizeAndQuality, entry.soilGroup)) ?? [],
    })),
  }));
}

export async function findDeliveryNote(db: Executor, id: string): Promise<DeliveryNoteRow | null> {
  const [row] = await db.select().from(deliveryNotes).where(eq(deliveryNotes.id, id));
  return row ?? null;
}
