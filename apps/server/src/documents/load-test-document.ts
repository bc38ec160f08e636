// The frame of both plate-load-test documents (decision 0520): the PDF's metadata, the header with
// the test's key facts, the general fields every test has, and the footer. The dynamic test record
// and the static DIN 18134 protocol fill in what lies between.
import {
  deviceTypeLabels,
  siteTimeText,
  verdictLabels,
  type TestDeviceView,
  type Verdict,
} from '@baustellendoku/domain';
import { formatDate, formatDateTime, formatTime } from './pdf-format.js';
import { createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';

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
  /** The verdict against the project's requirement for the test's layer (issue 37, decision 0662). */
  compaction: CompactionFacts;
};

export type CompactionFacts = {
  layer: string | null;
  /** The requirement's limits for this kind of test ("Evd ≥ 45 MN/m²"), or null when none applies. */
  requirement: string | null;
  verdict: Verdict;
  /** The number of the failed test this one repeats (decision 0661). */
  retestOfNumber: number | null;
  /** The registered device and its calibration on the test day (decision 0680), or null. */
  device: TestDeviceView;
};

/** "Leichtes Fallgewichtsgerät Zorn ZFG 3.0, Seriennummer 123; kalibriert bis 31.03.2027" */
export function deviceText(device: TestDeviceView): string {
  if (!device) return 'kein registriertes Gerät';
  const name = [deviceTypeLabels[device.type], device.model].filter(Boolean).join(' ');
  const certificate = device.certificate;
  const calibration = device.calibratedOnTestDay
    ? `kalibriert bis ${formatDay(certificate!.validUntil)}`
    : certificate
      ? `Kalibrierung abgelaufen am ${formatDay(certificate.validUntil)}`
      : 'nicht kalibriert';
  return `${name}, Seriennummer ${device.serialNumber}; ${calibration}`;
}

const formatDay = (day: string) => day.split('-').reverse().join('.');

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

/** "Bewertung der Verdichtung": the verdict, the layer, the requirement applied and why. */
export function drawCompaction(doc: PDFKit.PDFDocument, { compaction }: LoadTestDocumentFrame) {
  drawSection(doc, 'Bewertung der Verdichtung', 80);
  drawFieldGrid(
    doc,
    [
      ['Bewertung', verdictLabels[compaction.verdict.result]],
      ['Schicht', compaction.layer ?? 'nicht angegeben'],
      ['Wiederholung von', compaction.retestOfNumber === null ? '–' : `Versuch-Nr. ${compaction.retestOfNumber}`],
    ],
    3,
  );
  drawFieldGrid(
    doc,
    [
      ['Angewandte Anforderung', compaction.requirement ?? 'keine'],
      ['Prüfgerät', deviceText(compaction.device)],
      [
        'Begründung',
        compaction.verdict.reason ??
          (compaction.verdict.result === 'passed' ? 'Alle Werte der Anforderung sind eingehalten' : '–'),
      ],
    ],
    1,
  );
}

/** Draws the footer on every page (project, grid field, number, when entered and changed) and ends the PDF. */
export function closeLoadTestDocument(doc: PDFKit.PDFDocument, frame: LoadTestDocumentFrame): Promise<Buffer> {
  drawFooters(
    doc,
    `${frame.project.name} · Rasterfeld ${frame.gridField} · Versuch Nr. ${frame.number} · erstellt ${siteTimeText(frame.recordedAt, frame.createdAt, formatDateTime)}` +
      (frame.updatedAt ? ` · geändert ${formatDateTime(frame.updatedAt)}` : ''),
  );
  return pdfToBuffer(doc);
}
