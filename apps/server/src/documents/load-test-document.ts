// The frame of both plate-load-test documents (decision 0520): the PDF's metadata, the header with
// the test's key facts, the general fields every test has, and the footer. The dynamic test record
// and the static DIN 18134 protocol fill in what lies between.
import { siteTimeText } from '@baustellendoku/domain';
import { formatDate, formatDateTime, formatTime } from './pdf-format.js';
import { createPdf, drawFooters, drawHeader, pdfToBuffer } from './pdf-layout.js';

/** What every load-test document shows of its test. */
export type LoadTestDocumentFrame = {
  project: { name: string; number: string | null };
  number: number;
  gridField: string;
  analysedAt: Date;
  createdBy: string;
  createdAt: Date;
  /** The site time, when the test was entered before it arrived (decision 0390). */
  recordedAt: Date | null;
  updatedBy: string | null;
  updatedAt: Date | null;
};

/** Creates the document and draws its header: `heading`, the kind of report and the project. */
export async function openLoadTestDocument(
  frame: LoadTestDocumentFrame,
  texts: { title: string; subject: string; heading: string; report: string },
): Promise<PDFKit.PDFDocument> {
  const doc = await createPdf({ title: texts.title, subject: texts.subject, author: frame.createdBy });
  const project = frame.project;
  drawHeader(doc, {
    title: texts.heading,
    subtitle: `${texts.report}\n${project.name}${project.number ? ` (Projekt-Nr. ${project.number})` : ''}`,
    keyFacts: [
      ['Versuch-Nr.', String(frame.number)],
      ['Rasterfeld', frame.gridField],
      ['Datum', formatDate(frame.analysedAt)],
      ['Uhrzeit', formatTime(frame.analysedAt)],
    ],
  });
  return doc;
}

/** The first rows of "Allgemeine Angaben": project, its number, the tester and the grid field. */
export const projectFields = (frame: LoadTestDocumentFrame): [string, string][] => [
  ['Projekt', frame.project.name],
  ['Projektnummer', frame.project.number ?? '–'],
  ['Prüfer', frame.createdBy],
  ['Rasterfeld', frame.gridField],
];

/** Draws the footer on every page (project, grid field, number, when entered and changed) and ends the PDF. */
export function closeLoadTestDocument(doc: PDFKit.PDFDocument, frame: LoadTestDocumentFrame): Promise<Buffer> {
  drawFooters(
    doc,
    `${frame.project.name} · Rasterfeld ${frame.gridField} · Versuch Nr. ${frame.number} · erstellt ${siteTimeText(frame.recordedAt, frame.createdAt, formatDateTime)}` +
      (frame.updatedAt ? ` · geändert ${formatDateTime(frame.updatedAt)}` : ''),
  );
  return pdfToBuffer(doc);
}
