// Voranzeige nach § 22 Abs. 1 und 2 EBV (Muster Anlage 8): every item of § 22 Abs. 3 Satz 1 Nr. 1–10
// in its own numbered section, why the notice is required, the planned start and the deadline, the
// attachments Satz 2 asks for, and the signature of the Verwender.
import { optionLabel, type NoticeMaterial } from '@baustellendoku/domain';
import {
  calendar,
  drawMountingMethods,
  drawSignatureLines,
  drawSiteConditions,
  drawSketchSection,
  projectTitle,
  type EbvSiteData,
} from './ebv-site-parts.js';
import { formatDateTime, formatNumber } from './pdf-format.js';
import {
  createPdf,
  drawFieldGrid,
  drawFooters,
  drawHeader,
  drawSection,
  drawTable,
  pdfToBuffer,
  type Pdf,
} from './pdf-layout.js';

export type PriorNoticeData = EbvSiteData & {
  reasons: string[];
  materials: NoticeMaterial[];
  coverLayerDescription: string | null;
  plannedStart: { date: string | null; source: string };
  dueOn: string | null;
};

const tons = (value: string) => `${formatNumber(value, 3, 0)} t`;
const cubicMeters = (value: string | null) => (value ? `${formatNumber(value, 3, 0)} m³` : '–');

/** Designation, class, mass and volume of each material (§ 22 Abs. 3 Nr. 4 and 5; Abs. 4). */
export function drawNoticeMaterials(doc: Pdf, materials: NoticeMaterial[], massHeader: string) {
  drawTable(doc, {
    columns: [
      { header: 'Materialklasse', width: 0.9 },
      { header: 'Bezeichnung des mineralischen Ersatzbaustoffs', width: 3.2 },
      { header: massHeader, width: 1.1, align: 'right' },
      { header: 'Schüttdichte', width: 0.9, align: 'right' },
      { header: 'Volumen', width: 1, align: 'right' },
    ],
    rows: materials.map((material) => ({
      cells: [
        material.code,
        // without the option list's hint "(anzeigepflichtig ab 250 m³)"
        (optionLabel('orderMaterialClass', material.materialClass) ?? material.code).replace(/\s*\([^)]*\)$/, ''),
        tons(material.amountInTons),
        material.tonsPerCubicMeter ? `${formatNumber(material.tonsPerCubicMeter, 3, 0)} t/m³` : '–',
        cubicMeters(material.volumeInCubicMeters),
      ],
    })),
  });
}

export const mixtureNote =
  'Gemische: Die im Gemisch enthaltenen Ersatzbaustoffe und ihre Materialklassen sind den beigefügten Lieferscheinen und Bestellunterlagen zu entnehmen.';

export async function renderEbvPriorNotice(data: PriorNoticeData): Promise<Buffer> {
  const title = 'Voranzeige nach § 22 EBV';
  const doc = await createPdf({ title, subject: `Voranzeige – ${data.project.name}`, author: data.generatedBy });
  drawHeader(doc, {
    title,
    subtitle: `Anzeige des Einbaus mineralischer Ersatzbaustoffe an die zuständige Behörde (Muster Anlage 8 EBV) – ${data.project.name}`,
    keyFacts: [
      ['Projekt', data.project.number ?? data.project.name],
      ['Einbaubeginn', data.plannedStart.date ? calendar(data.plannedStart.date) : 'offen'],
      ['Einzureichen bis', data.dueOn ? calendar(data.dueOn) : 'offen'],
      ['Erstellt am', formatDateTime(data.generatedAt)],
    ],
  });

  drawSection(doc, 'Anlass der Anzeige');
  doc.font('regular').fontSize(9);
  for (const reason of data.reasons) doc.text(`• ${reason}`, { indent: 4 });
  doc.text(
    `Geplanter Beginn des Einbaus: ${data.plannedStart.date ? calendar(data.plannedStart.date) : 'noch offen'} (${data.plannedStart.source}); die Anzeige ist vier Wochen vorher einzureichen.`,
  );
  doc.moveDown(0.6);

  drawSection(doc, '1. Bezeichnung und Lage der Baumaßnahme');
  drawFieldGrid(
    doc,
    [
      ['Bezeichnung', projectTitle(data.project)],
      ['Lage (Baustellenadresse)', data.project.address || 'Keine Angabe'],
    ],
    2,
  );
  drawSection(doc, '2.–3. Verwender und Bauherr');
  drawFieldGrid(
    doc,
    [
      ['Verwender (sofern nicht selbst Bauherr)', data.project.organization],
      ['Bauherr', data.project.client ?? 'Keine Angabe'],
    ],
    2,
  );

  drawSection(doc, '4.–5. Mineralische Ersatzbaustoffe: Bezeichnung, Materialklasse, Masse und Volumen');
  drawNoticeMaterials(doc, data.materials, 'Masse (geplant)');
  if (data.materials.some((material) => material.materialClass === 'gemisch')) {
    doc.font('regular').fontSize(8).text(mixtureNote).moveDown(0.4);
  }
  doc
    .font('regular')
    .fontSize(7.5)
    .text('Volumen = Masse ÷ Schüttdichte im eingebauten Zustand (vom Verwender festgelegt).')
    .moveDown(0.5);

  drawSection(doc, '6. Einbauweisen nach Anlage 2 EBV');
  drawMountingMethods(doc, data.mountingMethods);
  if (data.coverLayerDescription) {
    doc
      .font('bold')
      .fontSize(8.5)
      .text('Geplante Deckschichten oder technische Sicherungsmaßnahmen (Einbauweisen 9, 10, 16):')
      .font('regular')
      .text(data.coverLayerDescription)
      .moveDown(0.5);
  }

  drawSection(doc, '7.–9. Grundwasser, Grundwasserdeckschicht und Schutzgebiete');
  drawSiteConditions(doc, data);

  drawSketchSection(doc, '10. Lageskizze des geplanten Einbauortes', data.sketch);

  drawSection(doc, 'Anlagen');
  doc
    .font('regular')
    .fontSize(9)
    .text('Geeignete Nachweise zu den Angaben Nr. 7 bis 9 (§ 22 Abs. 3 Satz 2 EBV) sind beizufügen.')
    .moveDown(0.5);
  drawSignatureLines(doc, 'Unterschrift des Verwenders');

  drawFooters(doc, `Baustellendoku – ${title} – ${data.project.name}`);
  return pdfToBuffer(doc);
}
