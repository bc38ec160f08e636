// Evaluation sheet of a lab report (issue 23): the material, the measured values next to each
// class's limits, the class with its decisive parameters, the rules applied, the warnings, and
// who evaluated it when. The calculator renders it for a request; the batch analytic will render
// it with its own context (project, batch) through the same function.
import {
  basisLabel,
  decisiveText,
  germanDecimals,
  limitRows,
  materialLabels,
  parameterLabel,
  type MaterialClassEvaluation,
  type MaterialClassRequest,
} from '@baustellendoku/domain';
import { formatDate, formatDateTime } from './pdf-format.js';
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
  type Field,
  type Pdf,
} from './pdf-layout.js';

export type EvaluationSheetData = {
  request: MaterialClassRequest;
  evaluation: MaterialClassEvaluation;
  evaluatedBy: string;
  evaluatedAt: Date;
  /** Where the lab report belongs (project, batch), when it belongs somewhere. */
  context?: Field[];
  /** The class the appraiser chose for a batch, and why when it is not the computed one. */
  appraisal?: { chosenClass: string; deviation: string | null; comment: string | null };
};

const EXCEEDED = '▲';

function drawLines(doc: Pdf, lines: string[], empty: string) {
  const width = contentWidth(doc);
  for (const line of lines.length ? lines : [empty]) {
    const height = doc
      .font('regular')
      .fontSize(8.5)
      .heightOfString(line, { width: width - 12 });
    ensureSpace(doc, height + 4);
    doc.fillColor(colors.text).text(lines.length ? `• ${line}` : line, PAGE_MARGIN + 4, doc.y, { width: width - 8 });
    doc.moveDown(0.25);
  }
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.5);
}

export async function renderEvaluationSheet(data: EvaluationSheetData): Promise<Buffer> {
  const { request, evaluation } = data;
  const result = evaluation.materialClass ?? 'keine Materialklasse';
  const doc = await createPdf({
    title: `Bewertungsbogen Materialklasse – ${result}`,
    subject: 'Bewertung von Laborwerten nach Anlage 1 ErsatzbaustoffV',
    author: data.evaluatedBy,
  });
  drawHeader(doc, {
    title: 'Bewertungsbogen Materialklasse',
    subtitle: `Bewertung der Untersuchungsergebnisse nach §§ 10, 15 und Anlage 1 ErsatzbaustoffV\n${materialLabels[request.material]}`,
    keyFacts: [
      ['Materialklasse', result],
      ['Material', request.material],
      ['Bewertet am', formatDate(data.evaluatedAt)],
    ],
  });

  drawSection(doc, 'Ergebnis');
  drawFieldGrid(
    doc,
    [
      ['Materialklasse', result],
      ['Material', materialLabels[request.material]],
      ['Grundlage', basisLabel(request)],
      ...(evaluation.soilType ? [['Bodenart', evaluation.soilType] as Field] : []),
      ...(request.freshConcrete ? [['Betonmaterial', 'frisch gebrochen, rein'] as Field] : []),
      ['Bewertet von', data.evaluatedBy],
      ['Bewertet am', formatDateTime(data.evaluatedAt)],
      ...(data.context ?? []),
    ],
    2,
  );
  if (data.appraisal) {
    const { chosenClass, deviation, comment } = data.appraisal;
    doc.font('bold').fontSize(9).fillColor(colors.text).text('Einstufung der Charge', PAGE_MARGIN, doc.y);
    doc.moveDown(0.3);
    drawLines(
      doc,
      [
        `Gewählte Materialklasse: ${chosenClass}${deviation ? ` – ${deviation}` : ' – wie berechnet'}`,
        ...(comment ? [`Begründung: ${comment}`] : []),
      ],
      '',
    );
  }
  doc.font('bold').fontSize(9).fillColor(colors.text).text('Maßgebende Parameter', PAGE_MARGIN, doc.y);
  doc.moveDown(0.3);
  drawLines(
    doc,
    evaluation.decisive.map(decisiveText),
    evaluation.materialClass ? 'keine – die beste Materialklasse ist eingehalten' : '–',
  );
  if (evaluation.incomplete.length) {
    doc.font('bold').fontSize(9).text('Fehlende Parameter (keine Einstufung ohne diese Werte)', PAGE_MARGIN, doc.y);
    doc.moveDown(0.3);
    drawLines(doc, evaluation.incomplete.map(parameterLabel), '');
  }

  const rows = limitRows(request, evaluation);
  const checks = request.samples.length;
  drawSection(doc, 'Laborwerte und Materialwerte je Klasse', 60);
  drawTable(doc, {
    columns: [
      { header: 'Parameter', width: 3 },
      { header: 'Einheit', width: 0.8 },
      ...Array.from({ length: checks }, (_, index) => ({
        header: checks === 1 ? 'Wert' : `Prüfung ${index + 1}`,
        width: 0.9,
        align: 'right' as const,
      })),
      ...evaluation.classes.map((entry) => ({ header: entry.materialClass, width: 1.1, align: 'right' as const })),
    ],
    rows: rows.map((row, index) => ({
      cells: [
        row.label,
        row.unit,
        ...row.values.map((value) => (value === null ? '–' : germanDecimals(value))),
        ...row.limits.map((limit) => {
          const text = limit.text.replace(' – ', '–');
          if (text === '') return '';
          return `${limit.isOrientation ? `(${text})` : text}${limit.isExceeded ? ` ${EXCEEDED}` : ''}`;
        }),
      ],
      shaded: index % 2 === 1,
    })),
  });
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(colors.muted)
    .text(
      `${EXCEEDED} Materialwert überschritten · (…) Orientierungswert, entscheidet nicht über die Klasse · leer: kein Materialwert`,
      PAGE_MARGIN,
      doc.y,
    );
  doc.moveDown(0.8);

  drawSection(doc, 'Klassen');
  drawTable(doc, {
    columns: [
      { header: 'Materialklasse', width: 1 },
      { header: 'eingehalten', width: 0.8 },
      { header: 'überschritten', width: 3 },
    ],
    rows: evaluation.classes.map((entry) => ({
      cells: [
        entry.materialClass,
        entry.met ? 'ja' : entry.missing.length && !entry.exceeded.length ? 'offen' : 'nein',
        [
          entry.exceeded.map(parameterLabel).join(', '),
          entry.tolerated.length ? `toleriert (§ 10 Abs. 3): ${entry.tolerated.map(parameterLabel).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' · ') || '–',
      ],
      bold: entry.materialClass === evaluation.materialClass,
    })),
  });

  if (evaluation.sums.length) {
    drawSection(doc, 'Summenparameter aus Einzelstoffen (§ 10 Absatz 4)');
    drawTable(doc, {
      columns: [
        { header: 'Summe', width: 1.4 },
        { header: 'Einzelstoff', width: 1.6 },
        { header: 'Grundlage', width: 1.6 },
        { header: 'gezählt', width: 1, align: 'right' },
      ],
      rows: evaluation.sums.flatMap((sum) => [
        ...sum.substances.map((substance) => ({
          cells: [
            parameterLabel(sum.parameter),
            substance.name,
            substance.basis === 'value'
              ? 'Messwert'
              : substance.basis === 'detection'
                ? '< Nachweisgrenze (0)'
                : '< Bestimmungsgrenze (halbe BG)',
            germanDecimals(substance.counted),
          ],
        })),
        { cells: [parameterLabel(sum.parameter), 'Summe', '', germanDecimals(sum.value)], bold: true },
      ]),
    });
  }

  drawSection(doc, 'Angewandte Regeln');
  drawLines(doc, evaluation.rulesApplied, '–');
  drawSection(doc, 'Hinweise');
  drawLines(doc, evaluation.warnings, 'keine');

  drawFooters(doc, `Bewertungsbogen Materialklasse · ${data.evaluatedBy} · ${formatDateTime(data.evaluatedAt)}`);
  return pdfToBuffer(doc);
}
