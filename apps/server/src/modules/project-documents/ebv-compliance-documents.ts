// Category "Ersatzbaustoffe" (issue 15): the cover sheet of § 25 Abs. 3 EBV. The delivery notes it
// covers stay listed under "Bestellungen & Anlieferungen" (a file shows once); the label says how
// many it covers.
import { and, eq } from 'drizzle-orm';
import { ebvComplianceDocuments } from '../../db/schema/index.js';
import type { DocumentCategoryProvider } from './document-categories.js';

export const ebvComplianceDocumentsCategory: DocumentCategoryProvider = async (db, projectId) => {
  const coverSheets = await db
    .select({ fileId: ebvComplianceDocuments.fileId, covered: ebvComplianceDocuments.coveredFileIds })
    .from(ebvComplianceDocuments)
    .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, 'cover_sheet')));
  return {
    label: 'Ersatzbaustoffe',
    subCategories: [
      {
        label: 'Deckblatt (§ 25 Abs. 3 EBV)',
        entries: coverSheets.map((sheet) => ({
          fileId: sheet.fileId,
          label: `Deckblatt zu ${sheet.covered.length} Lieferschein-Dokumenten`,
        })),
      },
    ],
  };
};
