// Test record of a dynamic plate load test (light drop-weight device, Evd): identification,
// location, device, soil and weather, the Evd result and the device's result image. PDF can embed
// PNG and JPEG; a GIF printout is named with a note instead (it stays downloadable in the app).
import { formatCoordinate, formatDateTime, formatEntered, formatNumber, yesNo } from './pdf-format.js';
import { colors, contentWidth, drawFieldGrid, drawSection, ensureSpace, PAGE_MARGIN } from './pdf-layout.js';
import {
  closeLoadTestDocument,
  drawCompaction,
  openLoadTestDocument,
  projectFields,
  type LoadTestDocumentFrame,
} from './load-test-document.js';

type Value = number | string;

export type DynamicRecordData = LoadTestDocumentFrame & {
  latitude: Value;
  longitude: Value;
  evd: Value;
  heightInMillimeters: Value;
  soilLayerHeightInMillimeters: Value;
  soilType: string;
  soilRecovery: string | null;
  precipitation: boolean | null;
  temperature: Value | null;
  deviceName: string;
  deviceModel: string;
  resultImage: { fileName: string; contentType: string; content: Buffer | null };
};

const embeddable = new Set(['image/png', 'image/jpeg']);

export async function renderDynamicLoadRecord(data: DynamicRecordData): Promise<Buffer> {
  const doc = await openLoadTestDocument(data, {
    title: `Dynamischer Plattendruckversuch ${data.gridField} – Versuch Nr. ${data.number}`,
    subject: 'Prüfbericht dynamischer Plattendruckversuch (Evd)',
    heading: 'Dynamischer Plattendruckversuch',
    report: 'Prüfbericht mit dem Leichten Fallgewichtsgerät (Evd) nach TP BF-StB Teil B 8.3',
  });

  drawSection(doc, 'Allgemeine Angaben');
  drawFieldGrid(doc, [
    ...projectFields(data),
    ['Versuch-Nr.', String(data.number)],
    ['Datum und Uhrzeit', formatDateTime(data.analysedAt)],
    ['Lage (WGS 84)', formatCoordinate(data.latitude, data.longitude)],
    ['Höhe der Prüfebene', `${formatNumber(Number(data.heightInMillimeters) / 1000, 3)} m NHN`],
    ['Gerät', `${data.deviceName} (${data.deviceModel})`],
  ]);

  drawSection(doc, 'Boden und Witterung');
  drawFieldGrid(doc, [
    ['Bodenart', data.soilType],
    ['Schichthöhe', `${formatNumber(Number(data.soilLayerHeightInMillimeters) / 1000, 3)} m`],
    ['Bodenverbesserung', data.soilRecovery ?? '–'],
    ['Niederschlag', yesNo(data.precipitation)],
    ['Temperatur', data.temperature === null ? '–' : `${formatEntered(data.temperature)} °C`],
    ['Gerätemodell', data.deviceModel],
  ]);

  const image = data.resultImage;
  const canEmbed = embeddable.has(image.contentType);
  const isEmbedded = canEmbed && image.content !== null;
  drawSection(doc, 'Ergebnis', 60);
  const y = ensureSpace(doc, 56);
  const boxWidth = contentWidth(doc) / 3;
  doc.lineWidth(1).strokeColor(colors.accent).rect(PAGE_MARGIN, y, boxWidth, 46).stroke();
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colors.muted)
    .text('Dynamischer Verformungsmodul Evd', PAGE_MARGIN, y + 7, {
      width: boxWidth,
      align: 'center',
      lineBreak: false,
    });
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(colors.accent)
    .text(`${formatNumber(data.evd, 2)} MN/m²`, PAGE_MARGIN, y + 21, {
      width: boxWidth,
      align: 'center',
      lineBreak: false,
    });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colors.text)
    .text(
      `Ermittelt mit ${data.deviceName} (${data.deviceModel}). ${isEmbedded ? 'Der Ergebnisausdruck des Geräts ist unten abgebildet.' : 'Der Ergebnisausdruck des Geräts ist beim Versuch in der Anwendung hinterlegt.'}`,
      PAGE_MARGIN + boxWidth + 14,
      y + 10,
      {
        width: contentWidth(doc) - boxWidth - 14,
      },
    );
  doc.x = PAGE_MARGIN;
  doc.y = y + 58;

  drawCompaction(doc, data);

  drawSection(doc, 'Ergebnisausdruck des Prüfgeräts', 200);
  const embedded = isEmbedded && image.content ? embedImage(doc, image.content) : false;
  if (embedded) {
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(colors.muted)
      .text(`Datei: ${image.fileName}`, PAGE_MARGIN, doc.y - 4);
  } else {
    const reason = canEmbed ? 'kann nicht eingebettet werden (Bilddaten unlesbar)' : 'liegt als GIF-Bild vor';
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colors.text)
      .text(
        `Der Ergebnisausdruck „${image.fileName}“ ${reason} und kann in der Anwendung beim Versuch geöffnet werden.`,
        PAGE_MARGIN,
        doc.y,
        {
          width: contentWidth(doc),
        },
      );
  }

  return closeLoadTestDocument(doc, data);
}

/**
 * Places the image in the remaining space of the page. A file can pass the upload's type check
 * (magic bytes) and still be broken; the record is then written without it instead of failing.
 */
function embedImage(doc: PDFKit.PDFDocument, content: Buffer): boolean {
  const top = doc.y;
  const height = Math.max(doc.page.height - PAGE_MARGIN - 40 - top, 120);
  try {
    doc.image(content, PAGE_MARGIN, top, { fit: [contentWidth(doc), height], align: 'center' });
  } catch {
    return false;
  }
  doc.y = top + height + 6;
  return true;
}
