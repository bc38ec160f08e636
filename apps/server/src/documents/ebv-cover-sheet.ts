// Deckblatt nach § 25 Abs. 3 EBV (Muster Anlage 8): Verwender, Bauherr, the dates of all
// deliveries, a Lageskizze from the project's GeoJSON area with the Rasterfelder, the Einbauweisen
// with their numbers, the soil of the cover layer, günstig/ungünstig, the location regarding water
// protection areas, the delivery-note exemption of Satz 3, and a signature line.
import { optionLabel, type SiteColumn } from '@baustellendoku/domain';
import { formatDateTime, formatNumber } from './pdf-format.js';
import {
  colors,
  contentWidth,
  createPdf,
  drawFieldGrid,
  drawFooters,
  drawHeader,
  drawSection,
  drawTable,
  ensureSpace,
  PAGE_MARGIN,
  pdfToBuffer,
} from './pdf-layout.js';
import { drawSiteSketch } from './site-sketch.js';

export type CoverSheetData = {
  project: { name: string; number: string | null; client: string | null; address: string; organization: string };
  deliveries: {
    deliveryDate: string;
    orderNumber: string;
    number: number;
    materialClass: string;
    amountInTons: string;
    reference: string | null;
  }[];
  mountingMethods: string[];
  soilType: string | null;
  thicknessInMeter: string | null;
  highestExpectedGroundwaterLevelInMeter: string | null;
  waterProtectionArea: string | null;
  siteColumns: { group: string; result: SiteColumn }[];
  sketch: { geoJson: string | null; gridFields: string[] };
  deliveryNoteExemption: string | null;
  generatedBy: string;
  generatedAt: Date;
};

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' without time-zone shifts. */
const calendar = (value: string) => value.split('-').reverse().join('.');

/** § 25 Abs. 3 Nr. 6 asks for "Sand" or "Lehm, Schluff oder Ton". */
const soilOf = (soilType: string | null) =>
  soilType === 'guenstig_sand'
    ? 'Sand'
    : soilType === 'guenstig_lehm_schluff_ton'
      ? 'Lehm, Schluff oder Ton'
      : (optionLabel('groundwaterCoverLayerSoilType', soilType ?? '') ?? 'noch nicht ermittelt');

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
      ['Baumaßnahme', `${data.project.name}${data.project.number ? ` (${data.project.number})` : ''}`],
      ['Lage', data.project.address || 'Keine Angabe'],
    ],
    2,
  );

  drawSection(doc, '3. Datum der Anlieferungen');
  if (data.deliveries.length === 0) {
    doc.font('regular').fontSize(9).text('Es wurden noch keine Anlieferungen erfasst.').moveDown();
  } else {
    drawTable(doc, {
      columns: [
        { header: 'Datum', width: 1 },
        { header: 'Bestellung', width: 1.2 },
        { header: 'Charge', width: 0.6, align: 'right' },
        { header: 'Materialklasse', width: 2.8 },
        { header: 'Menge', width: 1, align: 'right' },
        { header: 'Lieferschein', width: 1.3 },
      ],
      rows: data.deliveries.map((delivery) => ({
        cells: [
          calendar(delivery.deliveryDate),
          delivery.orderNumber,
          String(delivery.number),
          optionLabel('orderMaterialClass', delivery.materialClass) ?? delivery.materialClass,
          `${formatNumber(delivery.amountInTons, 3, 0)} t`,
          delivery.reference ?? '–',
        ],
      })),
    });
  }
  if (data.deliveryNoteExemption) {
    doc.font('regular').fontSize(8.5).fillColor(colors.text).text(data.deliveryNoteExemption).moveDown(0.5);
  }

  drawSection(doc, '4. Lageskizze des Einbauortes', 260);
  const sketchTop = doc.y;
  drawSiteSketch(doc, { x: PAGE_MARGIN, y: sketchTop, width: contentWidth(doc), height: 250 }, data.sketch);
  doc.x = PAGE_MARGIN;
  doc.y = sketchTop + 258;
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(colors.muted)
    .text(
      data.sketch.gridFields.length
        ? `Projektfläche (blau) mit den Rasterfeldern der Einbau-Dokumentation: ${data.sketch.gridFields.join(', ')}.`
        : 'Projektfläche (blau); noch keine Rasterfelder dokumentiert.',
    )
    .fillColor(colors.text)
    .moveDown(0.5);

  drawSection(doc, '5. Einbauweisen nach Anlage 2 EBV');
  drawTable(doc, {
    columns: [
      { header: 'Nr.', width: 0.5, align: 'right' },
      { header: 'Bezeichnung der Einbauweise', width: 8 },
    ],
    rows: data.mountingMethods.map((method) => {
      const label = optionLabel('mountingMethod', method) ?? method;
      const [number, ...rest] = label.split(' – ');
      return { cells: [number ?? method, rest.join(' – ')] };
    }),
  });

  drawSection(doc, '6.–8. Grundwasserdeckschicht und Wasserschutzbereiche');
  drawFieldGrid(
    doc,
    [
      ['Bodenart der Grundwasserdeckschicht', soilOf(data.soilType)],
      [
        'Mächtigkeit (Sickerstrecke)',
        data.thicknessInMeter ? `${formatNumber(data.thicknessInMeter, 3, 0)} m` : 'Keine Angabe',
      ],
      [
        'Höchster zu erwartender Grundwasserstand',
        data.highestExpectedGroundwaterLevelInMeter
          ? `${formatNumber(data.highestExpectedGroundwaterLevelInMeter, 3, 0)} m`
          : 'Keine Angabe',
      ],
      [
        'Lage zu Schutzgebieten (Spalten 4–6)',
        data.waterProtectionArea
          ? (optionLabel('waterProtectionArea', data.waterProtectionArea) ?? data.waterProtectionArea)
          : 'außerhalb von Wasserschutzbereichen',
      ],
    ],
    2,
  );
  for (const { group, result } of data.siteColumns) {
    ensureSpace(doc, 30);
    doc
      .font('bold')
      .fontSize(8.5)
      .text(`Eigenschaft „günstig“/„ungünstig“ (${group}): ${result.label}`)
      .font('regular')
      .fontSize(8)
      .text(result.reason)
      .moveDown(0.4);
  }

  ensureSpace(doc, 70);
  doc.moveDown(2);
  const lineY = doc.y + 24;
  const half = contentWidth(doc) / 2 - 10;
  doc.lineWidth(0.6).strokeColor(colors.text);
  doc
    .moveTo(PAGE_MARGIN, lineY)
    .lineTo(PAGE_MARGIN + half, lineY)
    .stroke();
  doc
    .moveTo(PAGE_MARGIN + half + 20, lineY)
    .lineTo(PAGE_MARGIN + 2 * half + 20, lineY)
    .stroke();
  doc.font('regular').fontSize(8).fillColor(colors.muted);
  doc.text('Ort, Datum', PAGE_MARGIN, lineY + 4, { width: half, lineBreak: false });
  doc.text('Unterschrift des Verwenders (nach Abschluss der Einbaumaßnahme)', PAGE_MARGIN + half + 20, lineY + 4, {
    width: half,
  });

  drawFooters(doc, `Baustellendoku – ${title} – ${data.project.name}`);
  return pdfToBuffer(doc);
}
