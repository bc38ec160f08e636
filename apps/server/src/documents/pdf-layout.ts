// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- fontkit ships no types; the reference brings ours into every program that imports this file (also the tests')
/// <reference path="./fontkit.d.ts" />
// Layout building blocks shared by the protocols: header, titled sections, label/value grids,
// tables with a header row, and a footer with page numbers. A4 portrait, sizes in PDF points.
import fs from 'node:fs/promises';
import type PDFDocument from 'pdfkit';
import { assertPdfFonts, pdfFontFiles } from './pdf-fonts.js';

export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGIN = 40;
const FOOTER_HEIGHT = 28;
export const colors = {
  text: '#1a1a1a',
  muted: '#5f6368',
  line: '#9aa0a6',
  band: '#e8eaed',
  accent: '#0b4f8a',
} as const;

// pdfkit with fontkit costs ~25 MB resident once imported; most server processes never render a
// protocol, so it is loaded with the first document (then cached by the module system).
let pdfKit: Promise<typeof PDFDocument> | null = null;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((module) => module.default));

// The fonts are parsed once per process (decision 0710): given a path, pdfkit reads and fontkit
// parses the font file anew for every document — tables, glyphs and kerning of DejaVu, most of a
// record's CPU. pdfkit takes a parsed fontkit font as well; each document still embeds its own
// subset. Sharing is safe: fontkit's calls are synchronous and keep no per-document state.
type PdfFonts = Record<keyof typeof pdfFontFiles, PDFKit.Mixins.PDFFontSource>;
let pdfFonts: Promise<PdfFonts> | null = null;
const loadPdfFonts = () =>
  (pdfFonts ??= import('fontkit')
    .then(async (fontkit) => {
      const parse = async (file: string) =>
        fontkit.create(await fs.readFile(file)) as unknown as PDFKit.Mixins.PDFFontSource;
      return { regular: await parse(pdfFontFiles.regular), bold: await parse(pdfFontFiles.bold) };
    })
    .catch((error: unknown) => {
      pdfFonts = null; // a font installed later is found by the next document
      throw error;
    }));

export async function createPdf(info: { title: string; subject: string; author: string }): Promise<Pdf> {
  assertPdfFonts();
  const [PDFKitDocument, fonts] = await Promise.all([loadPdfKit(), loadPdfFonts()]);
  const doc = new PDFKitDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: { Title: info.title, Subject: info.subject, Author: info.author, Creator: 'Baustellendoku' },
    lang: 'de-DE',
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(9).fillColor(colors.text);
  return doc;
}

/** Collects the document into one buffer (documents are a few pages, well under a megabyte). */
export function pdfToBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export const contentWidth = (doc: Pdf) => doc.page.width - PAGE_MARGIN * 2;
const bottomLimit = (doc: Pdf) => doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT;

/** Starts a new page when `height` does not fit any more; returns the y to draw at. */
export function ensureSpace(doc: Pdf, height: number): number {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
  return doc.y;
}

/** Title block: document title, norm line, and a box with the key identifiers on the right. */
export function drawHeader(doc: Pdf, header: { title: string; subtitle: string; keyFacts: [string, string][] }) {
  const top = PAGE_MARGIN;
  const width = contentWidth(doc);
  const boxWidth = 190;
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(colors.accent)
    .text(header.title, PAGE_MARGIN, top, { width: width - boxWidth - 12 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.muted)
    .text(header.subtitle, { width: width - boxWidth - 12 });
  const textBottom = doc.y;
  const boxX = PAGE_MARGIN + width - boxWidth;
  const rowHeight = 15;
  doc
    .lineWidth(0.6)
    .strokeColor(colors.line)
    .rect(boxX, top, boxWidth, rowHeight * header.keyFacts.length)
    .stroke();
  header.keyFacts.forEach(([label, value], index) => {
    const y = top + index * rowHeight;
    if (index > 0)
      doc
        .moveTo(boxX, y)
        .lineTo(boxX + boxWidth, y)
        .stroke();
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(colors.muted)
      .text(label, boxX + 5, y + 4, { width: 70, lineBreak: false });
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(colors.text)
      .text(value, boxX + 75, y + 3.5, { width: boxWidth - 80, lineBreak: false, ellipsis: true });
  });
  const bottom = Math.max(textBottom, top + rowHeight * header.keyFacts.length) + 10;
  doc
    .lineWidth(1.2)
    .strokeColor(colors.accent)
    .moveTo(PAGE_MARGIN, bottom)
    .lineTo(PAGE_MARGIN + width, bottom)
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = bottom + 10;
}

/** A grey band with the section title. */
export function drawSection(doc: Pdf, title: string, minimumContentHeight = 40) {
  const y = ensureSpace(doc, 18 + minimumContentHeight);
  doc.rect(PAGE_MARGIN, y, contentWidth(doc), 16).fill(colors.band);
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(colors.text)
    .text(title, PAGE_MARGIN + 6, y + 3.5, { lineBreak: false });
  doc.x = PAGE_MARGIN;
  doc.y = y + 22;
}

export type Field = [label: string, value: string];

/** Label/value pairs in a bordered grid, `columns` per row. */
export function drawFieldGrid(doc: Pdf, fields: Field[], columns = 3) {
  const width = contentWidth(doc);
  const cellWidth = width / columns;
  const cellHeight = 26;
  for (let start = 0; start < fields.length; start += columns) {
    const y = ensureSpace(doc, cellHeight);
    fields.slice(start, start + columns).forEach(([label, value], column) => {
      const x = PAGE_MARGIN + column * cellWidth;
      doc.lineWidth(0.5).strokeColor(colors.line).rect(x, y, cellWidth, cellHeight).stroke();
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(colors.muted)
        .text(label, x + 4, y + 3, { width: cellWidth - 8, lineBreak: false, ellipsis: true });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(colors.text)
        .text(value, x + 4, y + 12.5, { width: cellWidth - 8, lineBreak: false, ellipsis: true });
    });
    doc.y = y + cellHeight;
  }
  doc.x = PAGE_MARGIN;
  doc.y += 8;
}

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };
export type TableRow = { cells: string[]; bold?: boolean; shaded?: boolean };

/** A table with a header row; column widths are fractions of `width` (default: content width). */
export function drawTable(
  doc: Pdf,
  table: { columns: Column[]; rows: TableRow[]; x?: number; width?: number; title?: string },
) {
  const x0 = table.x ?? PAGE_MARGIN;
  const width = table.width ?? contentWidth(doc);
  const totalWeight = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / totalWeight) * width);
  const rowHeight = 14;
  const headerHeight = 16;
  let y = ensureSpace(doc, headerHeight + rowHeight * Math.min(table.rows.length, 4) + (table.title ? 14 : 0));
  if (table.title) {
    doc.font('bold').fontSize(8.5).fillColor(colors.text).text(table.title, x0, y, { width, lineBreak: false });
    y += 13;
  }
  const drawRow = (
    cells: string[],
    top: number,
    height: number,
    style: { bold?: boolean; fill?: string; header?: boolean },
  ) => {
    let x = x0;
    if (style.fill) doc.rect(x0, top, width, height).fill(style.fill);
    cells.forEach((cell, index) => {
      const cellWidth = widths[index]!;
      doc.lineWidth(0.5).strokeColor(colors.line).rect(x, top, cellWidth, height).stroke();
      doc
        .font(style.bold || style.header ? 'bold' : 'regular')
        .fontSize(style.header ? 7 : 8)
        .fillColor(colors.text)
        .text(cell, x + 3, top + (style.header ? 3.5 : 3.5), {
          width: cellWidth - 6,
          height: height - 4,
          align: style.header ? 'center' : (table.columns[index]!.align ?? 'left'),
          ellipsis: true,
        });
      x += cellWidth;
    });
  };
  drawRow(
    table.columns.map((column) => column.header),
    y,
    headerHeight,
    { header: true, fill: colors.band },
  );
  y += headerHeight;
  for (const row of table.rows) {
    if (y + rowHeight > bottomLimit(doc)) {
      doc.addPage();
      y = doc.y;
    }
    drawRow(row.cells, y, rowHeight, { bold: row.bold ?? false, ...(row.shaded ? { fill: '#f4f5f6' } : {}) });
    y += rowHeight;
  }
  doc.x = PAGE_MARGIN;
  doc.y = y + 8;
  return y;
}

/** Footer on every buffered page: origin on the left, "Seite i von n" on the right. */
export function drawFooters(doc: Pdf, text: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - PAGE_MARGIN - 12;
    const width = contentWidth(doc);
    // Writing below the bottom margin would make pdfkit open a new page; lift the margin briefly.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .lineWidth(0.5)
      .strokeColor(colors.line)
      .moveTo(PAGE_MARGIN, y - 5)
      .lineTo(PAGE_MARGIN + width, y - 5)
      .stroke();
    doc.font('regular').fontSize(7).fillColor(colors.muted);
    doc.text(text, PAGE_MARGIN, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(`Seite ${index - range.start + 1} von ${range.count}`, PAGE_MARGIN + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
