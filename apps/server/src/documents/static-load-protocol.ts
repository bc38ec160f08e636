// Test protocol of a static plate load test in the style of DIN 18134: identification, test
// conditions, the readings of both loadings, the fitted coefficients, Ev1, Ev2, Ev2/Ev1 and the
// load-settlement diagram. The numbers come from the same domain calculation the server stores.
import {
  calculateStaticLoadTest,
  fitQuadratic,
  toLoadPoints,
  type LoadPoint,
  type StaticReading,
} from '@baustellendoku/domain';
import { drawLoadSettlementDiagram, type Curve } from './load-settlement-diagram.js';
import { formatCoordinate, formatDate, formatDateTime, formatEntered, formatNumber, yesNo } from './pdf-format.js';
import {
  colors,
  contentWidth,
  drawFieldGrid,
  drawSection,
  drawTable,
  ensureSpace,
  PAGE_MARGIN,
  type TableRow,
} from './pdf-layout.js';
import {
  closeLoadTestDocument,
  drawCompaction,
  openLoadTestDocument,
  projectFields,
  type LoadTestDocumentFrame,
} from './load-test-document.js';

type Row = { subsidence: StaticReading; compression: StaticReading };
type Value = number | string;

export type StaticProtocolData = LoadTestDocumentFrame & {
  measuringPointName: string | null;
  latitude: Value;
  longitude: Value;
  liftingArm: Value;
  plateBase: boolean;
  layerThicknessInMillimeters: Value;
  testLayer: string;
  heightInMillimeters: Value;
  preLoad: Value;
  timeBetweenCompressionAndAnalysis: Value;
  plateDiameter: Value;
  temperature: Value;
  temperatureDayBefore: Value;
  precipitation: boolean;
  precipitationDayBefore: boolean;
  initialLoads: Row[];
  initialUnloads: Row[];
  secondLoads: Row[];
};

const n = (value: Value) => Number(value);

export async function renderStaticLoadProtocol(data: StaticProtocolData): Promise<Buffer> {
  const lever = n(data.liftingArm);
  const input = {
    plateDiameter: n(data.plateDiameter),
    liftingArm: lever,
    initialSubsidence: {
      load: data.initialLoads.map((r) => r.subsidence),
      unload: data.initialUnloads.map((r) => r.subsidence),
    },
    initialCompressions: {
      load: data.initialLoads.map((r) => r.compression),
      unload: data.initialUnloads.map((r) => r.compression),
    },
    secondSubsidence: { load: data.secondLoads.map((r) => r.subsidence) },
    secondCompressions: { load: data.secondLoads.map((r) => r.compression) },
  };
  const result = calculateStaticLoadTest(input);
  const doc = await openLoadTestDocument(data, {
    title: `Plattendruckversuch ${data.gridField} – Versuch Nr. ${data.number}`,
    subject: 'Prüfprotokoll statischer Plattendruckversuch nach DIN 18134',
    heading: 'Statischer Plattendruckversuch',
    report: 'Prüfprotokoll nach DIN 18134 · Verformungsmoduln Ev1 und Ev2',
  });

  drawSection(doc, 'Allgemeine Angaben');
  drawFieldGrid(doc, [
    ...projectFields(data),
    ['Messpunkt', data.measuringPointName ?? '–'],
    ['Versuch-Nr.', String(data.number)],
    ['Lage (WGS 84)', formatCoordinate(data.latitude, data.longitude)],
    ['Höhe der Prüfebene', `${formatNumber(n(data.heightInMillimeters) / 1000, 3)} m NHN`],
    ['Datum und Uhrzeit', formatDateTime(data.analysedAt)],
  ]);

  drawSection(doc, 'Versuchsbedingungen');
  drawFieldGrid(doc, [
    ['Plattendurchmesser', `${formatEntered(data.plateDiameter)} mm`],
    ['Hebelarmverhältnis', formatEntered(data.liftingArm)],
    ['Plattenunterlage (Ausgleichsschicht)', yesNo(data.plateBase)],
    ['Prüfschicht', data.testLayer],
    ['Schichtdicke', `${formatNumber(n(data.layerThicknessInMillimeters) / 10, 1, 0)} cm`],
    ['Vorbelastung', `${formatEntered(data.preLoad)} MN/m²`],
    ['Zeit zwischen Verdichtung und Prüfung', `${formatEntered(data.timeBetweenCompressionAndAnalysis)} h`],
    ['Temperatur am Prüftag', `${formatEntered(data.temperature)} °C`],
    ['Temperatur am Vortag', `${formatEntered(data.temperatureDayBefore)} °C`],
    ['Niederschlag am Prüftag', yesNo(data.precipitation)],
    ['Niederschlag am Vortag', yesNo(data.precipitationDayBefore)],
    ['Auswertung', 'Ausgleichskurve 2. Grades'],
  ]);

  drawSection(doc, 'Messwerte', 190);
  const settlementOf = (row: Row) => (typeof row.compression === 'number' ? row.compression * (lever || 1) : null);
  const readingRow = (stage: string, row: Row, shaded = false): TableRow => ({
    cells: [
      stage,
      formatNumber(row.subsidence, 4, 2),
      formatNumber(row.compression, 5, 2),
      formatNumber(settlementOf(row), 5, 2),
    ],
    shaded,
  });
  const columns = [
    { header: 'Stufe', width: 1.1 },
    { header: 'σ0 [MN/m²]', width: 1.6, align: 'right' as const },
    { header: 'Messuhr [mm]', width: 1.7, align: 'right' as const },
    { header: 'Setzung s [mm]', width: 1.8, align: 'right' as const },
  ];
  const gap = 14;
  const half = (contentWidth(doc) - gap) / 2;
  const top = ensureSpace(doc, 190);
  drawTable(doc, {
    title: 'Erstbelastung und Entlastung',
    x: PAGE_MARGIN,
    width: half,
    columns,
    rows: [
      ...data.initialLoads.map((row, i) => readingRow(`L${i + 1}`, row)),
      ...data.initialUnloads.map((row, i) => readingRow(`E${i + 1}`, row, true)),
    ],
  });
  const leftBottom = doc.y;
  doc.y = top;
  const lastUnload = data.initialUnloads[data.initialUnloads.length - 1];
  drawTable(doc, {
    title: 'Zweitbelastung (beginnt am Entlastungspunkt E3)',
    x: PAGE_MARGIN + half + gap,
    width: half,
    columns,
    rows: [
      ...(lastUnload ? [readingRow(`E${data.initialUnloads.length}`, lastUnload, true)] : []),
      ...data.secondLoads.map((row, i) => readingRow(`L${i + 1}`, row)),
    ],
  });
  doc.y = Math.max(leftBottom, doc.y);
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(colors.muted)
    .text(
      'Setzung s = Messuhrablesung × Hebelarmverhältnis. Zeilen ohne Werte gehen nicht in die Auswertung ein.',
      PAGE_MARGIN,
      doc.y - 2,
    );
  doc.moveDown(0.8);

  drawKeyResults(doc, result.initial.ev, result.second.ev, result.evRatioText);
  drawCompaction(doc, data);

  doc.addPage();
  drawSection(doc, 'Drucksetzungslinie', 330);
  const curveOf = (points: LoadPoint[]): Curve | null => {
    if (points.length < 3) return null;
    const fit = fitQuadratic(points);
    return fit.isSingular
      ? null
      : {
          a0: fit.a0,
          a1: fit.a1,
          a2: fit.a2,
          from: Math.min(...points.map((p) => p.stress)),
          to: Math.max(...points.map((p) => p.stress)),
        };
  };
  const unloading = toLoadPoints(input.initialSubsidence.unload, input.initialCompressions.unload, lever || 1);
  const diagramTop = doc.y;
  drawLoadSettlementDiagram(
    doc,
    { x: PAGE_MARGIN, y: diagramTop, width: contentWidth(doc), height: 340 },
    {
      firstLoading: result.initial.points,
      unloading,
      secondLoading: result.second.points,
      firstCurve: curveOf(result.initial.points),
      secondCurve: curveOf(result.second.points),
    },
  );
  doc.x = PAGE_MARGIN;
  doc.y = diagramTop + 352;

  drawSection(doc, 'Auswertung', 150);
  const coefficient = (value: number) => formatNumber(value, 2);
  // Determinants are small (σ0 in MN/m²): 6 significant digits, as the domain keeps them.
  const determinant = (value: number) => formatNumber(Number(value.toPrecision(6)), 12, 0);
  drawTable(doc, {
    columns: [
      { header: 'Kenngröße', width: 3 },
      { header: 'Erstbelastung', width: 2, align: 'right' },
      { header: 'Zweitbelastung', width: 2, align: 'right' },
    ],
    rows: [
      { cells: ['a0 [mm]', coefficient(result.initial.a0), coefficient(result.second.a0)] },
      { cells: ['a1 [mm/(MN/m²)]', coefficient(result.initial.a1), coefficient(result.second.a1)] },
      { cells: ['a2 [mm/(MN/m²)²]', coefficient(result.initial.a2), coefficient(result.second.a2)] },
      { cells: ['Determinante D', determinant(result.initial.d0), determinant(result.second.d0)] },
      { cells: ['Determinante D2', determinant(result.initial.d2), determinant(result.second.d2)] },
      { cells: ['Determinante D3', determinant(result.initial.d3), determinant(result.second.d3)] },
      {
        cells: [
          'Höchste Normalspannung σ0max [MN/m²]',
          formatNumber(result.initial.maxLoad, 3),
          formatNumber(result.second.maxLoad, 3),
        ],
      },
      {
        cells: ['Verformungsmodul Ev [MN/m²]', formatNumber(result.initial.ev, 2), formatNumber(result.second.ev, 2)],
        bold: true,
      },
    ],
  });
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(colors.muted)
    .text(
      `Ev = 0,75 · D / (a1 + a2 · σ0max) mit Plattendurchmesser D = ${formatEntered(data.plateDiameter)} mm; σ0max der Erstbelastung gilt für beide Belastungen. ` +
        'Die Zweitbelastung beginnt am letzten Entlastungspunkt. Ergebnisse auf 2 Nachkommastellen gerundet.',
      PAGE_MARGIN,
      doc.y,
      { width: contentWidth(doc) },
    );
  doc.moveDown(1.5);
  drawSignature(doc, data);
  return closeLoadTestDocument(doc, data);
}

/** The three numbers a site manager looks for first, framed. */
function drawKeyResults(doc: PDFKit.PDFDocument, ev1: number, ev2: number, ratioText: string) {
  const y = ensureSpace(doc, 54);
  const width = contentWidth(doc);
  const boxWidth = width / 3;
  const items: [string, string][] = [
    ['Verformungsmodul Ev1', `${formatNumber(ev1, 2)} MN/m²`],
    ['Verformungsmodul Ev2', `${formatNumber(ev2, 2)} MN/m²`],
    ['Verhältniswert Ev2/Ev1', ratioText],
  ];
  items.forEach(([label, value], index) => {
    const x = PAGE_MARGIN + index * boxWidth;
    doc.lineWidth(1).strokeColor(colors.accent).rect(x, y, boxWidth, 44).stroke();
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.muted)
      .text(label, x, y + 7, { width: boxWidth, align: 'center', lineBreak: false });
    doc
      .font('bold')
      .fontSize(15)
      .fillColor(colors.accent)
      .text(value, x, y + 20, { width: boxWidth, align: 'center', lineBreak: false });
  });
  doc.x = PAGE_MARGIN;
  doc.y = y + 54;
}

function drawSignature(doc: PDFKit.PDFDocument, data: StaticProtocolData) {
  const y = ensureSpace(doc, 50);
  const width = contentWidth(doc);
  const column = (width - 30) / 2;
  doc.lineWidth(0.6).strokeColor(colors.text);
  doc
    .moveTo(PAGE_MARGIN, y + 28)
    .lineTo(PAGE_MARGIN + column, y + 28)
    .stroke();
  doc
    .moveTo(PAGE_MARGIN + column + 30, y + 28)
    .lineTo(PAGE_MARGIN + width, y + 28)
    .stroke();
  doc.font('regular').fontSize(8).fillColor(colors.text);
  doc.text(`${formatDate(data.analysedAt)}, ${data.createdBy}`, PAGE_MARGIN, y + 14, {
    width: column,
    lineBreak: false,
  });
  doc.fillColor(colors.muted).fontSize(7);
  doc.text('Datum, Prüfer', PAGE_MARGIN, y + 32, { width: column, lineBreak: false });
  doc.text('Unterschrift', PAGE_MARGIN + column + 30, y + 32, { width: column, lineBreak: false });
  doc.y = y + 50;
}
