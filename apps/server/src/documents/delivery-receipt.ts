// The receipt of a soil-installation delivery (Anlieferungsbeleg, issue 34 item 3, decision 0690):
// the delivery as recorded, the receiver's (and driver's) signature with name, time and position,
// and every former version with „berichtigt am … durch …“ and its reason, so a correction never
// hides what was signed.
import { formatDecimalDe, signatureRoleLabels } from '@baustellendoku/domain';
import { formatCoordinate, formatDateTime } from './pdf-format.js';
import {
  colors,
  contentWidth,
  createPdf,
  drawFieldGrid,
  drawFooters,
  drawHeader,
  drawSection,
  ensureSpace,
  PAGE_MARGIN,
  pdfToBuffer,
  type Pdf,
} from './pdf-layout.js';
import { calendarDe } from './ebv-document-parts.js';

export type ReceiptSignature = {
  role: keyof typeof signatureRoleLabels;
  signerName: string;
  signedAt: Date;
  position: { latitude: string; longitude: string; accuracyInMeters: string | null } | null;
  png: Buffer;
};

export type ReceiptVersion = {
  version: number;
  /** Exact decimal text of the tons. */
  amountInTons: string;
  deliveryDate: string;
  reference: string | null;
  comment: string | null;
  correction: { reason: string; correctedAt: Date; correctedBy: string } | null;
  signatures: ReceiptSignature[];
};

export type DeliveryReceiptData = {
  project: { name: string; number: string | null };
  order: { orderNumber: string; carrier: string; materialClass: string; materialOrigin: string };
  number: number;
  recordedBy: string;
  recordedAt: Date;
  /** The current version first, then the former ones, newest first. */
  versions: ReceiptVersion[];
};

const SIGNATURE_HEIGHT = 70;

export async function renderDeliveryReceipt(data: DeliveryReceiptData): Promise<Buffer> {
  const [current, ...former] = data.versions;
  const title = `Anlieferungsbeleg Charge ${data.number}`;
  const doc = await createPdf({
    title,
    subject: `Anlieferung zur Bestellung ${data.order.orderNumber}`,
    author: data.recordedBy,
  });
  drawHeader(doc, {
    title,
    subtitle: `Bestellung ${data.order.orderNumber} – Projekt ${
      data.project.number ? `${data.project.number} – ${data.project.name}` : data.project.name
    }`,
    keyFacts: [
      ['Lieferdatum', calendarDe(current!.deliveryDate)],
      ['Menge', `${formatDecimalDe(current!.amountInTons)} t`],
      ['Version', current!.version === 1 ? '1' : `${current!.version} (berichtigt)`],
    ],
  });
  drawSection(doc, 'Bestellung');
  drawFieldGrid(
    doc,
    [
      ['Bestellung', data.order.orderNumber],
      ['Lieferant', data.order.carrier],
      ['Materialklasse', data.order.materialClass],
      ['Herkunft des Materials', data.order.materialOrigin],
      ['Erfasst von', data.recordedBy],
      ['Erfasst am', formatDateTime(data.recordedAt)],
    ],
    2,
  );
  drawVersion(doc, current!, current!.version === 1 ? 'Anlieferung' : `Anlieferung – Version ${current!.version}`);
  for (const version of former) drawVersion(doc, version, `Frühere Version ${version.version} (ersetzt)`);
  drawFooters(doc, title);
  return pdfToBuffer(doc);
}

function drawVersion(doc: Pdf, version: ReceiptVersion, heading: string) {
  drawSection(doc, heading);
  drawFieldGrid(doc, [
    ['Lieferdatum', calendarDe(version.deliveryDate)],
    ['Menge', `${formatDecimalDe(version.amountInTons)} t`],
    ['Referenz (Lieferschein)', version.reference ?? 'Keine Angabe'],
  ]);
  // The comment may span lines: wrapped below the grid, never cut off in a cell.
  note(doc, `Kommentar: ${version.comment ?? 'Keine Angabe'}`);
  if (version.correction) {
    note(
      doc,
      `Berichtigt am ${formatDateTime(version.correction.correctedAt)} durch ${version.correction.correctedBy}`,
    );
    note(doc, `Grund: ${version.correction.reason}`);
  }
  if (version.signatures.length === 0) {
    note(doc, 'Nicht unterschrieben.');
    return;
  }
  for (const signature of version.signatures) drawSignature(doc, signature);
}

function note(doc: Pdf, text: string) {
  const y = ensureSpace(doc, 24);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.text)
    .text(text, PAGE_MARGIN, y + 4, { width: contentWidth(doc) });
  doc.x = PAGE_MARGIN;
  doc.y += 6;
}

/** One signature: the drawing in a frame, beside it role, name, time and position. */
export function drawSignature(doc: Pdf, signature: ReceiptSignature) {
  const y = ensureSpace(doc, SIGNATURE_HEIGHT + 30);
  const width = contentWidth(doc);
  const imageWidth = width / 2;
  doc.lineWidth(0.5).strokeColor(colors.line).rect(PAGE_MARGIN, y, imageWidth, SIGNATURE_HEIGHT).stroke();
  doc.image(signature.png, PAGE_MARGIN + 4, y + 4, {
    fit: [imageWidth - 8, SIGNATURE_HEIGHT - 8],
    align: 'center',
    valign: 'center',
  });
  const position = signature.position
    ? `Standort: ${formatCoordinate(signature.position.latitude, signature.position.longitude)}${
        signature.position.accuracyInMeters ? ` (± ${formatDecimalDe(signature.position.accuracyInMeters)} m)` : ''
      }`
    : 'Standort: keine Angabe des Geräts';
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(colors.text)
    .text(`Unterschrift ${signatureRoleLabels[signature.role]}`, PAGE_MARGIN + imageWidth + 10, y + 2, {
      width: imageWidth - 10,
    })
    .font('regular')
    .text(signature.signerName, { width: imageWidth - 10 })
    .text(`Unterschrieben am ${formatDateTime(signature.signedAt)}`, { width: imageWidth - 10 })
    .text(position, { width: imageWidth - 10 });
  doc.x = PAGE_MARGIN;
  doc.y = y + SIGNATURE_HEIGHT + 8;
}
