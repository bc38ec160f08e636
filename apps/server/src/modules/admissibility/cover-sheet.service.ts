// The Deckblatt of § 25 Abs. 3 EBV, generated from what the project holds: project and client,
// every delivery, the site conditions, the installation grid fields and the GeoJSON area. Each
// generation replaces the previous cover sheet (file and row) in one transaction with its history.
import { and, desc, eq } from 'drizzle-orm';
import { deliveryNoteExemption, historyEventTypes } from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { ebvComplianceDocuments, files } from '../../db/schema/index.js';
import { renderEbvCoverSheet, type CoverSheetData } from '../../documents/ebv-cover-sheet.js';
import { deleteDocumentRow, storeGeneratedPdf, withDocumentStorage } from '../../documents/store-document.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { toFileView } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { ebvFileName, loadEbvSiteData } from './ebv-site-data.js';

async function coverSheetData(db: Executor, projectId: string, userId: string) {
  const { data: site, deliveries } = await loadEbvSiteData(db, projectId, userId);
  const data: CoverSheetData = {
    ...site,
    deliveries,
    deliveryNoteExemption: deliveryNoteExemption(deliveries).text,
  };
  return { data, coveredFileIds: deliveries.flatMap((row) => row.fileIds) };
}

export async function generateCoverSheet(db: Database, storage: FileStorage, access: ProjectAccess) {
  const { projectId } = access;
  return withDocumentStorage(storage, (track) =>
    db.transaction(async (tx) => {
      const { data, coveredFileIds } = await coverSheetData(tx, projectId, access.user.id);
      const content = await renderEbvCoverSheet(data);
      const stored = await storeGeneratedPdf(tx, storage, {
        projectId,
        userId: access.user.id,
        fileName: ebvFileName('Deckblatt EBV', data.project),
        content,
      });
      track.written(stored.storageKey);
      // The previous cover sheet goes, or stays a file of the project while § 25 EBV keeps it (decision 0623).
      const previous = await tx
        .select({ fileId: ebvComplianceDocuments.fileId })
        .from(ebvComplianceDocuments)
        .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, 'cover_sheet')));
      for (const row of previous) track.replaced(await deleteDocumentRow(tx, row.fileId));
      await tx.insert(ebvComplianceDocuments).values({
        projectId,
        kind: 'cover_sheet',
        fileId: stored.fileId,
        coveredFileIds,
        generatedBy: access.user.id,
      });
      await recordHistory(tx, {
        projectId,
        type: historyEventTypes.ebvCoverSheetGenerated,
        variables: { deliveryCount: data.deliveries.length },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }),
  );
}

/** The current cover sheet with its file, or null before the first generation. */
export async function readCoverSheet(db: Executor, projectId: string) {
  const [row] = await db
    .select({ document: ebvComplianceDocuments, file: files })
    .from(ebvComplianceDocuments)
    .innerJoin(files, eq(files.id, ebvComplianceDocuments.fileId))
    .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, 'cover_sheet')))
    .orderBy(desc(ebvComplianceDocuments.generatedAt))
    .limit(1);
  if (!row) return { coverSheet: null };
  const userName = await loadUserNames(db, [row.document.generatedBy]);
  return {
    coverSheet: {
      generatedAt: row.document.generatedAt.toISOString(),
      generatedBy: userName(row.document.generatedBy),
      coveredFileCount: row.document.coveredFileIds.length,
      file: toFileView(row.file),
    },
  };
}
