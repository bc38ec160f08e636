// Small real PDFs for the demo seed (a suitability certificate, a layout plan), stored through the
// configured file storage like any upload. Helvetica covers the German umlauts (WinAnsi).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { FileStorage } from '../storage/storage.js';
import type { Executor } from '../db/client.js';
import { files } from '../db/schema/index.js';

export function renderDemoPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Creator: 'Baustellendoku Demo' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).text(title);
    doc.moveDown();
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(line).moveDown(0.4);
    doc
      .moveDown()
      .fontSize(8)
      .fillColor('#666666')
      .text('Demo-Dokument – erzeugt beim ersten Start von Baustellendoku.');
    doc.end();
  });
}

/** Stores a generated PDF and its file record; returns the file id. */
export async function storeDemoPdf(
  db: Executor,
  storage: FileStorage,
  file: {
    fileName: string;
    title: string;
    lines: string[];
    uploadedBy: string;
    projectId?: string;
    machineId?: string;
  },
): Promise<string> {
  const content = await renderDemoPdf(file.title, file.lines);
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await storage.put(storageKey, Readable.from(content), 'application/octet-stream');
  await db.insert(files).values({
    id,
    fileName: file.fileName,
    contentType: 'application/pdf',
    sizeInBytes: content.length,
    storageKey,
    uploadedBy: file.uploadedBy,
    projectId: file.projectId ?? null,
    machineId: file.machineId ?? null,
  });
  return id;
}
