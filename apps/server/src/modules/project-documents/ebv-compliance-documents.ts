// Category "Ersatzbaustoffe" (issue 15): the cover sheet of § 25 Abs. 3 EBV and the notices of
// § 22 EBV (Voranzeige, Abschlussanzeige). The delivery notes they cover stay listed under
// "Bestellungen & Anlieferungen" (a file shows once); the labels say how many and when sent.
import { asc, eq } from 'drizzle-orm';
import { ebvComplianceDocuments } from '../../db/schema/index.js';
import type { EbvComplianceDocumentKind } from '../../db/schema/ebv-compliance.js';
import type { DocumentCategoryProvider } from './document-categories.js';

const sentText = (sentOn: string | null) =>
  sentOn ? `gesendet am ${sentOn.split('-').reverse().join('.')}` : 'noch nicht gesendet';

const subCategories: { kind: EbvComplianceDocumentKind; label: string }[] = [
  { kind: 'cover_sheet', label: 'Deckblatt (§ 25 Abs. 3 EBV)' },
  { kind: 'prior_notice', label: 'Voranzeige (§ 22 Abs. 1–3 EBV)' },
  { kind: 'completion_notice', label: 'Abschlussanzeige (§ 22 Abs. 4 EBV)' },
];

const entryLabel = (row: { kind: EbvComplianceDocumentKind; covered: string[]; sentOn: string | null }) =>
  row.kind === 'cover_sheet'
    ? `Deckblatt zu ${row.covered.length} Lieferschein-Dokumenten`
    : `${row.kind === 'prior_notice' ? 'Voranzeige' : 'Abschlussanzeige'}, ${sentText(row.sentOn)}`;

export const ebvComplianceDocumentsCategory: DocumentCategoryProvider = async (db, projectId) => {
  const rows = await db
    .select({
      kind: ebvComplianceDocuments.kind,
      fileId: ebvComplianceDocuments.fileId,
      covered: ebvComplianceDocuments.coveredFileIds,
      sentOn: ebvComplianceDocuments.sentOn,
    })
    .from(ebvComplianceDocuments)
    .where(eq(ebvComplianceDocuments.projectId, projectId))
    .orderBy(asc(ebvComplianceDocuments.generatedAt));
  return {
    label: 'Ersatzbaustoffe',
    subCategories: subCategories
      .map(({ kind, label }) => ({
        label,
        entries: rows.filter((row) => row.kind === kind).map((row) => ({ fileId: row.fileId, label: entryLabel(row) })),
      }))
      .filter((subCategory, index) => index === 0 || subCategory.entries.length > 0),
  };
};
