// Project-documents category "Ersatzbaustoffe": announcements, asbestos documents, and one
// subcategory per pile (planning documents, acceptance-control protocol and attachments, release
// document, disposal proofs, the evaluation sheets of its batches' analytics, delivery notes as
// PDF and UBL XML).
import { asc, eq, inArray } from 'drizzle-orm';
import {
  acceptanceControls,
  asbestosDocuments,
  batchAnalytics,
  breakingBatches,
  deliveryNotes,
  projectAnnouncements,
  wreckingPiles,
} from '../../db/schema/index.js';
import type { DocumentCategoryProvider, DocumentEntry } from './document-categories.js';

export const ebvDocuments: DocumentCategoryProvider = async (db, projectId) => {
  const announcements = await db
    .select({ number: projectAnnouncements.number, fileId: projectAnnouncements.documentFileId })
    .from(projectAnnouncements)
    .where(eq(projectAnnouncements.projectId, projectId))
    .orderBy(asc(projectAnnouncements.number));
  const asbestos = await db
    .select({ fileId: asbestosDocuments.fileId })
    .from(asbestosDocuments)
    .where(eq(asbestosDocuments.projectId, projectId))
    .orderBy(asc(asbestosDocuments.createdAt));
  const piles = await db
    .select()
    .from(wreckingPiles)
    .where(eq(wreckingPiles.projectId, projectId))
    .orderBy(asc(wreckingPiles.createdAt), asc(wreckingPiles.id));
  const controls = piles.length
    ? await db
        .select()
        .from(acceptanceControls)
        .where(
          inArray(
            acceptanceControls.wreckingPileId,
            piles.map((pile) => pile.id),
          ),
        )
    : [];
  const notes = await db
    .select({
      wreckingPileId: deliveryNotes.wreckingPileId,
      number: deliveryNotes.number,
      fileId: deliveryNotes.documentFileId,
      ublFileId: deliveryNotes.ublFileId,
    })
    .from(deliveryNotes)
    .where(eq(deliveryNotes.projectId, projectId))
    .orderBy(asc(deliveryNotes.number));
  const sheets = piles.length
    ? await db
        .select({
          wreckingPileId: breakingBatches.wreckingPileId,
          number: breakingBatches.number,
          fileId: batchAnalytics.evaluationSheetFileId,
        })
        .from(batchAnalytics)
        .innerJoin(breakingBatches, eq(breakingBatches.id, batchAnalytics.batchId))
        .where(
          inArray(
            breakingBatches.wreckingPileId,
            piles.map((pile) => pile.id),
          ),
        )
        .orderBy(asc(breakingBatches.number))
    : [];
  const entries = (fileIds: readonly (string | null)[], folder?: string): DocumentEntry[] =>
    fileIds.flatMap((fileId) => (fileId ? [{ fileId, ...(folder ? { folder: [folder] } : {}) }] : []));
  return {
    label: 'Ersatzbaustoffe',
    subCategories: [
      {
        label: 'Baustellenanzeigen',
        entries: announcements.flatMap((row) =>
          row.fileId ? [{ fileId: row.fileId, label: `Baustellenanzeige Nr. ${row.number}` }] : [],
        ),
      },
      { label: 'Dokumentation der Asbestfreiheit', entries: entries(asbestos.map((row) => row.fileId)) },
      ...piles.map((pile) => {
        const control = controls.find((candidate) => candidate.wreckingPileId === pile.id);
        return {
          label: `Miete ${pile.name}`,
          entries: [
            ...entries(pile.documentFileIds, 'Planung'),
            ...entries([control?.documentFileId ?? null, ...(control?.attachmentFileIds ?? [])], 'Annahmekontrolle'),
            ...entries([pile.approvalDocumentFileId], 'Freigabe'),
            ...entries(pile.disposalDocumentFileIds, 'Entsorgung'),
            ...sheets.flatMap((sheet) =>
              sheet.wreckingPileId === pile.id && sheet.fileId
                ? [{ fileId: sheet.fileId, label: `Bewertungsbogen Charge ${sheet.number}`, folder: ['Analytik'] }]
                : [],
            ),
            // Each note as PDF and, beside it, as UBL XML (decision 0640).
            ...notes.flatMap((note) =>
              note.wreckingPileId === pile.id ? entries([note.fileId, note.ublFileId], 'Lieferscheine') : [],
            ),
          ],
        };
      }),
    ],
  };
};
