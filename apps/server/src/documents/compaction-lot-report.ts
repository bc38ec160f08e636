// The report of a test lot (Prüflos, issue 37 item 3, decision 0670): the lot, the requirement it
// was judged by, its summary and verdict under the chosen rule, a sketch of the site with its tests
// coloured by verdict, and every test with its figure and verdict — what the appraiser hands to the
// client.
import {
  lotRuleText,
  lotTestKindLabels,
  lotValueNames,
  verdictLabels,
  type CompactionLotView,
  type VerdictResult,
} from '@baustellendoku/domain';
import { formatDate, formatDateTime, formatNumber } from './pdf-format.js';
import {
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

export type CompactionLotReportData = {
  lot: CompactionLotView;
  project: { name: string; number: string | null; geoJson: string | null; gridFields: string[] };
  /** The requirement of the lot's layer in words, or null when there is none. */
  requirement: string | null;
  author: string;
  createdAt: Date;
};

/** Green, red, grey as on the map. */
const verdictColors: Record<VerdictResult, string> = { passed: '#1e7b34', failed: '#b3261e', notJudged: '#80868b' };

const modulus = (value: number | null) => (value === null ? '–' : `${formatNumber(value, 2, 2)} MN/m²`);

export async function renderCompactionLotReport(data: CompactionLotReportData): Promise<Buffer> {
  const { lot, project } = data;
  const title = 'Prüflos-Bericht';
  const doc = await createPdf({ title, subject: `Prüflos „${lot.name}“ – ${project.name}`, author: data.author });
  const valueName = lotValueNames[lot.testKind];
  drawHeader(doc, {
    title,
    subtitle: `Prüflos „${lot.name}“ – ${project.name}`,
    keyFacts: [
      ['Schicht', lot.layer],
      ['Versuche', String(lot.summary.count)],
      ['Bewertung', verdictLabels[lot.summary.verdict.result]],
    ],
  });
  drawSection(doc, 'Prüflos');
  drawFieldGrid(
    doc,
    [
      ['Projekt', project.number ? `${project.number} – ${project.name}` : project.name],
      ['Bezeichnung', lot.name],
      ['Schicht', lot.layer],
      ['Versuchsart', lotTestKindLabels[lot.testKind]],
      ['Rasterfelder', lot.gridFields.join(', ')],
      ['Regel', lotRuleText(lot)],
      ['Anforderung der Schicht', data.requirement ?? 'Keine Anforderung festgelegt'],
      ['Stand', formatDateTime(data.createdAt)],
    ],
    2,
  );
  drawSection(doc, 'Ergebnis');
  drawFieldGrid(
    doc,
    [
      ['Anzahl Versuche', String(lot.summary.count)],
      [`Kleinster Wert ${valueName}`, modulus(lot.summary.minimum)],
      [`Mittelwert ${valueName}`, modulus(lot.summary.mean)],
      [
        'Erfüllt',
        lot.summary.sharePassed === null
          ? '–'
          : `${lot.summary.passed} von ${lot.summary.count} (${formatNumber(lot.summary.sharePassed, 1, 1)} %)`,
      ],
      [
        'Bewertung des Prüfloses',
        `${verdictLabels[lot.summary.verdict.result]}${lot.summary.verdict.reason ? ` – ${lot.summary.verdict.reason}` : ''}`,
      ],
    ],
    2,
  );
  drawSection(doc, 'Lage der Versuche', 250);
  const top = ensureSpace(doc, 250);
  drawSiteSketch(
    doc,
    { x: PAGE_MARGIN, y: top, width: contentWidth(doc), height: 240 },
    {
      geoJson: project.geoJson,
      gridFields: project.gridFields,
      highlight: new Set(lot.gridFields),
      points: lot.tests.map((test) => ({
        lat: test.lat,
        lng: test.lng,
        label: String(test.number),
        color: verdictColors[test.verdict.result],
      })),
    },
  );
  doc.x = PAGE_MARGIN;
  doc.y = top + 246;
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor('#5f6368')
    .text(
      'Punkte: Versuch-Nr.; grün erfüllt, rot nicht erfüllt, grau nicht beurteilt. Schattiert: die Rasterfelder des Prüfloses.',
      {
        width: contentWidth(doc),
      },
    )
    .moveDown(0.5);
  drawSection(doc, 'Versuche');
  drawTable(doc, {
    columns: [
      { header: 'Nr.', width: 0.8, align: 'right' },
      { header: 'Rasterfeld', width: 1.3 },
      { header: 'Datum', width: 1.3 },
      { header: `${valueName} [MN/m²]`, width: 1.3, align: 'right' },
      { header: 'Bewertung', width: 1.4 },
      { header: 'Grund', width: 4 },
    ],
    rows: lot.tests.map((test) => ({
      cells: [
        String(test.number),
        test.gridField,
        formatDate(new Date(test.analysedAt)),
        test.value === null ? '–' : formatNumber(test.value, 2, 2),
        verdictLabels[test.verdict.result],
        test.verdict.reason ?? '',
      ],
    })),
  });
  drawFooters(doc, `Prüflos „${lot.name}“ – ${project.name}`);
  return pdfToBuffer(doc);
}
