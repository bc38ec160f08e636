// The handover receipt of a recycled-material delivery note (issue 34 item 3, decision 0691): a
// page „Übergabe quittiert“ with the received quantity and the signatures, appended to the note's
// own PDF. The note's pages and its attached UBL DespatchAdvice stay as they are (pdf-lib keeps the
// catalog's /Names and /AF); only the receipt page is new.
import { PDFDocument } from 'pdf-lib';
import { formatDecimalDe } from '@baustellendoku/domain';
import { formatDateTime } from './pdf-format.js';
import { createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';
import { drawSignature, type ReceiptSignature } from './delivery-receipt.js';

export type DeliveryNoteReceiptData = {
  number: number;
  quantityInTons: string;
  receivedQuantityInTons: string;
  receivedAt: Date;
  receivedBy: string;
  /** The ReceiptAdvice's file name, named on the page (the XML is stored beside the PDF). */
  receiptAdviceFileName: string;
  signatures: ReceiptSignature[];
};

async function renderReceiptPage(data: DeliveryNoteReceiptData): Promise<Buffer> {
  const title = `Übergabe quittiert – Lieferschein Nr. ${data.number}`;
  const doc = await createPdf({ title, subject: 'Empfangsbestätigung nach § 25 (2) EBV', author: data.receivedBy });
  drawHeader(doc, {
    title,
    subtitle: 'Empfang des Ersatzbaustoffs, unterschrieben auf der Baustelle',
    keyFacts: [
      ['Lieferschein-Nr.', String(data.number)],
      ['Übergeben am', formatDateTime(data.receivedAt)],
      ['Empfangene Menge', `${formatDecimalDe(data.receivedQuantityInTons)} t`],
    ],
  });
  drawSection(doc, 'Übergabe');
  drawFieldGrid(
    doc,
    [
      ['Liefermenge laut Lieferschein', `${formatDecimalDe(data.quantityInTons)} t`],
      ['Empfangene Menge', `${formatDecimalDe(data.receivedQuantityInTons)} t`],
      ['Quittiert von (Gerät)', data.receivedBy],
      ['Elektronische Empfangsbestätigung', data.receiptAdviceFileName],
    ],
    2,
  );
  drawSection(doc, 'Unterschriften');
  for (const signature of data.signatures) drawSignature(doc, signature);
  drawFooters(doc, title);
  return pdfToBuffer(doc);
}

/** The note's PDF with the receipt page at its end. */
export async function appendDeliveryNoteReceipt(notePdf: Buffer, data: DeliveryNoteReceiptData): Promise<Buffer> {
  const [note, page] = await Promise.all([
    PDFDocument.load(notePdf, { updateMetadata: false }),
    PDFDocument.load(await renderReceiptPage(data)),
  ]);
  for (const copied of await note.copyPages(page, page.getPageIndices())) note.addPage(copied);
  // Classic cross-reference and one object per stream, as pdfkit writes: readers of the note stay simple.
  return Buffer.from(await note.save({ useObjectStreams: false }));
}
