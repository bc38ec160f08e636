// Protocol of a soil installation (Bodeneinbau): where and when, filling height, the material
// used (the linked orders with class, supplier, origin, declared and delivered tons), liming, and
// the site conditions from the feature settings. Regenerated on every save; listed under the
// project documents (decision 0154).
import { optionLabel, siteTimeText } from '@baustellendoku/domain';
import { formatDate, formatDateTime, formatNumber } from './pdf-format.js';
import {
  createPdf,
  drawFieldGrid,
  drawFooters,
  drawHeader,
  drawSection,
  drawTable,
  pdfToBuffer,
} from './pdf-layout.js';

type Decimal = string;

export type MountingProtocolData = {
  project: { name: string; number: string | null };
  gridField: string;
  mountingDate: string;
  fillingHeightInMeters: Decimal;
  orders: {
    orderNumber: string;
    materialClass: string;
    carrier: string;
    materialOrigin: string;
    declaredQuantityInTons: Decimal;
    deliveredAmountInTons: Decimal;
    deliveryCount: number;
  }[];
  liming: {
    limeAmountPerSquareMeterInKilograms: Decimal;
    dateOfLiming: string;
    dateOfSecondCompaction: string;
    dateOfSecondStabilization: string;
    limeAmountPerSquareMeterOfSecondStabilizationInKilograms: Decimal;
  } | null;
  settings: {
    mountingMethods: string[];
    groundwaterCoverLayerSoilType: string;
    groundwaterCoverLayerThicknessInMeter: Decimal;
    highestExpectedGroundwaterLevelInMeter: Decimal | null;
    waterProtectionArea: string | null;
  } | null;
  createdBy: string;
  createdAt: Date;
  /** The site time, when it was documented before it arrived (decision 0390). */
  recordedAt: Date | null;
  updatedBy: string | null;
  updatedAt: Date | null;
};

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' without time-zone shifts. */
const calendar = (value: string) => value.split('-').reverse().join('.');
const tons = (value: Decimal) => `${formatNumber(value, 3)} t`;

export async function renderMountingDocumentationProtocol(data: MountingProtocolData): Promise<Buffer> {
  const title = `Bodeneinbau in ${data.gridField}`;
  const projectLine = `${data.project.name}${data.project.number ? ` (${data.project.number})` : ''}`;
  const doc = await createPdf({ title, subject: 'Dokumentation des Bodeneinbaus', author: data.createdBy });
  drawHeader(doc, {
    title,
    subtitle: `Dokumentation des Bodeneinbaus – Projekt ${projectLine}`,
    keyFacts: [
      ['Rasterfeld', data.gridField],
      ['Einbaudatum', calendar(data.mountingDate)],
      ['Auffüllhöhe', `${formatNumber(data.fillingHeightInMeters, 3, 0)} m NHN`],
    ],
  });

  drawSection(doc, 'Einbau');
  drawFieldGrid(doc, [
    ['Rasterfeld', data.gridField],
    ['Einbaudatum', calendar(data.mountingDate)],
    ['Auffüllhöhe', `${formatNumber(data.fillingHeightInMeters, 3, 0)} m NHN`],
    ['Erstellt von', data.createdBy],
    ['Erstellt am', siteTimeText(data.recordedAt, data.createdAt, formatDateTime)],
    [
      'Zuletzt geändert',
      data.updatedAt
        ? `${formatDateTime(data.updatedAt)}${data.updatedBy ? `, ${data.updatedBy}` : ''}`
        : 'Keine Angabe',
    ],
  ]);

  drawSection(doc, 'Verwendetes Material');
  drawTable(doc, {
    columns: [
      { header: 'Bestellung', width: 1.2 },
      { header: 'Materialklasse', width: 2.4 },
      { header: 'Lieferant', width: 1.8 },
      { header: 'Herkunft', width: 2 },
      { header: 'Deklariert', width: 1.1, align: 'right' },
      { header: 'Angeliefert', width: 1.1, align: 'right' },
      { header: 'Chargen', width: 0.7, align: 'right' },
    ],
    rows: data.orders.map((order) => ({
      cells: [
        order.orderNumber,
        optionLabel('orderMaterialClass', order.materialClass) ?? order.materialClass,
        order.carrier,
        order.materialOrigin.replace(/\s+/g, ' '),
        tons(order.declaredQuantityInTons),
        tons(order.deliveredAmountInTons),
        String(order.deliveryCount),
      ],
    })),
  });

  drawSection(doc, 'Kalkung');
  if (data.liming) {
    drawFieldGrid(doc, [
      ['Kalkmenge', `${formatNumber(data.liming.limeAmountPerSquareMeterInKilograms, 3, 0)} kg/m²`],
      ['Datum der Kalkung', calendar(data.liming.dateOfLiming)],
      ['Datum der zweiten Verdichtung', calendar(data.liming.dateOfSecondCompaction)],
      ['Datum der zweiten Stabilisierung', calendar(data.liming.dateOfSecondStabilization)],
      [
        'Kalkmenge zweite Stabilisierung',
        `${formatNumber(data.liming.limeAmountPerSquareMeterOfSecondStabilizationInKilograms, 3, 0)} kg/m²`,
      ],
    ]);
  } else {
    doc.font('regular').fontSize(9).text('Der Boden wurde nicht gekalkt.').moveDown();
  }

  drawSection(doc, 'Standortbedingungen (Einstellungen der Bodeneinbau-Dokumentation)');
  if (data.settings) {
    const settings = data.settings;
    drawFieldGrid(
      doc,
      [
        [
          'Einbauweisen',
          settings.mountingMethods
            .map((method) => optionLabel('mountingMethod', method)?.split(' – ')[0] ?? method)
            .join(', '),
        ],
        [
          'Grundwasserdeckschicht',
          optionLabel('groundwaterCoverLayerSoilType', settings.groundwaterCoverLayerSoilType) ??
            settings.groundwaterCoverLayerSoilType,
        ],
        ['Mächtigkeit der Deckschicht', `${formatNumber(settings.groundwaterCoverLayerThicknessInMeter, 3, 0)} m`],
        [
          'Höchster erwarteter Grundwasserstand',
          settings.highestExpectedGroundwaterLevelInMeter
            ? `${formatNumber(settings.highestExpectedGroundwaterLevelInMeter, 3, 0)} m`
            : 'Keine Angabe',
        ],
        [
          'Wasserschutzbereich',
          settings.waterProtectionArea
            ? (optionLabel('waterProtectionArea', settings.waterProtectionArea) ?? settings.waterProtectionArea)
            : 'kein Wasserschutzbereich (außerhalb)',
        ],
      ],
      2,
    );
  } else {
    doc.font('regular').fontSize(9).text('Keine Angabe').moveDown();
  }

  drawFooters(doc, `Baustellendoku – ${title} – Stand ${formatDate(data.updatedAt ?? data.createdAt)}`);
  return pdfToBuffer(doc);
}
