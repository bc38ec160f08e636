// Deckblatt nach § 25 Abs. 3 EBV (Muster Anlage 8): Verwender, Bauherr, the dates of all
// deliveries, a Lageskizze from the project's GeoJSON area with the Rasterfelder, the Einbauweisen
// with their numbers, the soil of the cover layer, günstig/ungünstig, the location regarding water
// protection areas, the delivery-note exemption of Satz 3, and a signature line.
import {
  drawDeliveries,
  drawMountingMethods,
  drawSignatureLines,
  drawSiteConditions,
  drawSketchSection,
  projectTitle,
  type EbvDelivery,
  type EbvSiteData,
} from './ebv-site-parts.js';
import { formatDateTime } from './pdf-format.js';
import { colors, createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';

export type CoverSheetData = EbvSiteData & {
  deliveries: EbvDelivery[];
  deliveryNoteExemption: string | null;
};

export async function renderEbvCoverSheet(data: CoverSheetData): Promise<Buffer> {
  const title = 'Deckblatt nach § 25 Abs. 3 EBV';
  const doc = await createPdf({ title, subject: `Deckblatt – ${data.project.name}`, author: data.generatedBy });
  drawHeader(doc, {
    title,
    subtitle: `Zusammenstellung der Lieferscheine mineralischer Ersatzbaustoffe (Muster Anlage 8 EBV) – Baumaßnahme ${data.project.name}`,
    keyFacts: [
      ['Projekt', data.project.number ?? data.project.name],
      ['Anlieferungen', String(data.deliveries.length)],
      ['Erstellt am', formatDateTime(data.generatedAt)],
    ],
  });

  drawSection(doc, '1.–2. Verwender und Bauherr, Baumaßnahme');
  drawFieldGrid(
    doc,
    [
      ['Verwender', data.project.organization],
      ['Bauherr', data.project.client ?? 'Keine Angabe'],
      ['Baumaßnahme', projectTitle(data.project)],
      ['Lage', data.project.address || 'Keine Angabe'],
    ],
    2,
  );

  drawSection(doc, '3. Datum der Anlieferungen');
  if (data.deliveries.length === 0) {
    doc.font('regular').fontSize(9).text('Es wurden noch keine Anlieferungen erfasst.').moveDown();
  } else {
    drawDeliveries(doc, data.deliveries);
  }
  if (data.deliveryNoteExemption) {
    doc.font('regular').fontSize(8.5).fillColor(colors.text).text(data.deliveryNoteExemption).moveDown(0.5);
  }

  drawSketchSection(doc, '4. Lageskizze des Einbauortes', data.sketch);

  drawSection(doc, '5. Einbauweisen nach Anlage 2 EBV');
  drawMountingMethods(doc, data.mountingMethods);

  drawSection(doc, '6.–8. Grundwasserdeckschicht und Wasserschutzbereiche');
  drawSiteConditions(doc, data);
  drawSignatureLines(doc, 'Unterschrift des Verwenders (nach Abschluss der Einbaumaßnahme)');

  drawFooters(doc, `Baustellendoku – ${title} – ${data.project.name}`);
  return pdfToBuffer(doc);
}
