// Parts shared by the EBV documents of issue 15 (cover sheet § 25 Abs. 3, Voranzeige and
// Abschlussanzeige § 22): the parties, the Einbauweisen, the cover layer and protection area, the
// Lageskizze and the signature lines — the same words on every form of Anlage 8.
import { optionLabel, type SiteColumn } from '@baustellendoku/domain';
import { formatNumber } from './pdf-format.js';
import {
  colors,
  contentWidth,
  drawFieldGrid,
  drawSection,
  drawTable,
  ensureSpace,
  PAGE_MARGIN,
  type Pdf,
} from './pdf-layout.js';
import { drawSiteSketch } from './site-sketch.js';

export type EbvProject = {
  name: string;
  number: string | null;
  client: string | null;
  address: string;
  organization: string;
};

export type EbvSiteData = {
  project: EbvProject;
  mountingMethods: string[];
  soilType: string | null;
  thicknessInMeter: string | null;
  highestExpectedGroundwaterLevelInMeter: string | null;
  waterProtectionArea: string | null;
  siteColumns: { group: string; result: SiteColumn }[];
  sketch: { geoJson: string | null; gridFields: string[] };
  generatedBy: string;
  generatedAt: Date;
};

export type EbvDelivery = {
  deliveryDate: string;
  orderNumber: string;
  number: number;
  materialClass: string;
  amountInTons: string;
  reference: string | null;
};

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' without time-zone shifts. */
export const calendar = (value: string) => value.split('-').reverse().join('.');

/** § 25 Abs. 3 Nr. 6 and § 22 Abs. 3 Nr. 8 ask for "Sand" or "Lehm, Schluff oder Ton". */
export const soilOf = (soilType: string | null) =>
  soilType === 'guenstig_sand'
    ? 'Sand'
    : soilType === 'guenstig_lehm_schluff_ton'
      ? 'Lehm, Schluff oder Ton'
      : (optionLabel('groundwaterCoverLayerSoilType', soilType ?? '') ?? 'noch nicht ermittelt');

export const projectTitle = (project: EbvProject) => `${project.name}${project.number ? ` (${project.number})` : ''}`;
export const meters = (value: string | null) => (value ? `${formatNumber(value, 3, 0)} m` : 'Keine Angabe');
export const protectionAreaText = (value: string | null) =>
  value ? (optionLabel('waterProtectionArea', value) ?? value) : 'außerhalb von Wasserschutzbereichen';

/** Einbauweisen as "Nr. | Bezeichnung" rows. */
export function drawMountingMethods(doc: Pdf, mountingMethods: string[]) {
  drawTable(doc, {
    columns: [
      { header: 'Nr.', width: 0.5, align: 'right' },
      { header: 'Bezeichnung der Einbauweise', width: 8 },
    ],
    rows: mountingMethods.map((method) => {
      const label = optionLabel('mountingMethod', method) ?? method;
      const [number, ...rest] = label.split(' – ');
      return { cells: [number ?? method, rest.join(' – ')] };
    }),
  });
}

/** Cover layer, groundwater level, protection area, and günstig/ungünstig per material group. */
export function drawSiteConditions(doc: Pdf, data: EbvSiteData) {
  drawFieldGrid(
    doc,
    [
      ['Bodenart der Grundwasserdeckschicht', soilOf(data.soilType)],
      ['Mächtigkeit (Sickerstrecke)', meters(data.thicknessInMeter)],
      ['Höchster zu erwartender Grundwasserstand', meters(data.highestExpectedGroundwaterLevelInMeter)],
      ['Lage zu Schutzgebieten (Spalten 4–6)', protectionAreaText(data.waterProtectionArea)],
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
}

/** The Lageskizze: project outline to scale with the documented Rasterfelder. */
export function drawSketchSection(doc: Pdf, title: string, sketch: EbvSiteData['sketch']) {
  drawSection(doc, title, 260);
  const sketchTop = doc.y;
  drawSiteSketch(doc, { x: PAGE_MARGIN, y: sketchTop, width: contentWidth(doc), height: 250 }, sketch);
  doc.x = PAGE_MARGIN;
  doc.y = sketchTop + 258;
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(colors.muted)
    .text(
      sketch.gridFields.length
        ? `Projektfläche (blau) mit den Rasterfeldern der Einbau-Dokumentation: ${sketch.gridFields.join(', ')}.`
        : 'Projektfläche (blau); noch keine Rasterfelder dokumentiert.',
    )
    .fillColor(colors.text)
    .moveDown(0.5);
}

/** "Ort, Datum" and the signer's line side by side. */
export function drawSignatureLines(doc: Pdf, signer: string) {
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
  doc.text(signer, PAGE_MARGIN + half + 20, lineY + 4, { width: half });
  doc.fillColor(colors.text);
}

/** One row per delivery: date, order, number, class, tons, delivery-note reference. */
export function drawDeliveries(doc: Pdf, deliveries: EbvDelivery[]) {
  drawTable(doc, {
    columns: [
      { header: 'Datum', width: 1 },
      { header: 'Bestellung', width: 1.2 },
      { header: 'Charge', width: 0.6, align: 'right' },
      { header: 'Materialklasse', width: 2.8 },
      { header: 'Menge', width: 1, align: 'right' },
      { header: 'Lieferschein', width: 1.3 },
    ],
    rows: deliveries.map((delivery) => ({
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
