// Load-settlement diagram of a static plate load test (Drucksetzungslinie, DIN 18134): normal
// stress σ0 to the right, settlement s downwards; measured points of the first loading, the
// unloading and the second loading, and the fitted curves s = a0 + a1·σ0 + a2·σ0² of both
// loadings. Drawn as vector graphics, so it prints sharp at any size.
import type { LoadPoint } from '@baustellendoku/domain';
import { colors, type Pdf } from './pdf-layout.js';
import { formatNumber } from './pdf-format.js';

export type Curve = { a0: number; a1: number; a2: number; from: number; to: number };

export type DiagramData = {
  firstLoading: LoadPoint[];
  unloading: LoadPoint[];
  secondLoading: LoadPoint[];
  firstCurve: Curve | null;
  secondCurve: Curve | null;
};

const series = {
  first: { color: '#0b4f8a', label: 'Erstbelastung' },
  unload: { color: '#7a7f85', label: 'Entlastung' },
  second: { color: '#c0591a', label: 'Zweitbelastung' },
} as const;

/** Axis end and step: 1, 2, 2.5 or 5 × 10^n, about five steps. */
export function niceScale(maximum: number): { max: number; step: number } {
  if (!(maximum > 0) || !Number.isFinite(maximum)) return { max: 1, step: 0.2 };
  const rough = maximum / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  return { max: Math.ceil(maximum / step - 1e-9) * step, step };
}

/** A coordinate clamped to a band around the page (the plot is clipped; pdfkit refuses huge numbers). */
const onPage = (coordinate: number) => Math.min(1e5, Math.max(-1e5, coordinate));

/** Decimals needed to print the ticks of a step (0.05 → 2, 0.25 → 2, 2 → 0). */
const decimalsOf = (step: number) => (String(Number(step.toPrecision(6))).split('.')[1] ?? '').length;

export function drawLoadSettlementDiagram(
  doc: Pdf,
  area: { x: number; y: number; width: number; height: number },
  data: DiagramData,
) {
  // pdfkit throws on non-finite (and on |n| ≥ 1e21) coordinates: only finite points are drawn,
  // and every coordinate is kept within a band around the page (issue 12).
  const finite = (points: LoadPoint[]) =>
    points.filter((p) => Number.isFinite(p.stress) && Number.isFinite(p.settlement));
  data = {
    ...data,
    firstLoading: finite(data.firstLoading),
    unloading: finite(data.unloading),
    secondLoading: finite(data.secondLoading),
  };
  const all = [...data.firstLoading, ...data.unloading, ...data.secondLoading];
  const xScale = niceScale(Math.max(0, ...all.map((p) => p.stress)));
  const yScale = niceScale(Math.max(0, ...all.map((p) => p.settlement)));
  const plot = { x: area.x + 46, y: area.y + 8, width: area.width - 60, height: area.height - 66 };
  const px = (stress: number) => onPage(plot.x + (stress / xScale.max) * plot.width);
  const py = (settlement: number) => onPage(plot.y + (settlement / yScale.max) * plot.height);
  const inside = (p: LoadPoint) =>
    p.stress >= 0 && p.settlement >= 0 && p.stress <= xScale.max && p.settlement <= yScale.max;

  const ticks = (scale: { max: number; step: number }) =>
    Array.from({ length: Math.round(scale.max / scale.step) + 1 }, (_, i) => i * scale.step);
  doc.save();
  // Grid and axes
  doc.lineWidth(0.4).strokeColor('#d5d8dc');
  for (const value of ticks(xScale))
    doc
      .moveTo(px(value), plot.y)
      .lineTo(px(value), plot.y + plot.height)
      .stroke();
  for (const value of ticks(yScale))
    doc
      .moveTo(plot.x, py(value))
      .lineTo(plot.x + plot.width, py(value))
      .stroke();
  doc.lineWidth(0.9).strokeColor(colors.text).rect(plot.x, plot.y, plot.width, plot.height).stroke();
  doc.font('regular').fontSize(7).fillColor(colors.text);
  const xDecimals = decimalsOf(xScale.step);
  const yDecimals = decimalsOf(yScale.step);
  for (const value of ticks(xScale)) {
    doc.text(formatNumber(value, xDecimals), px(value) - 20, plot.y + plot.height + 4, {
      width: 40,
      align: 'center',
      lineBreak: false,
    });
  }
  for (const value of ticks(yScale)) {
    doc.text(formatNumber(value, yDecimals), plot.x - 44, py(value) - 3.5, {
      width: 40,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.fontSize(8).text('Normalspannung σ0 [MN/m²]', plot.x, plot.y + plot.height + 16, {
    width: plot.width,
    align: 'center',
    lineBreak: false,
  });
  doc.save();
  doc.rotate(-90, { origin: [area.x + 8, plot.y + plot.height / 2] });
  doc.text('Setzung s [mm]', area.x + 8 - 60, plot.y + plot.height / 2 - 4, {
    width: 120,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();

  // Fitted curves (clipped to the plot)
  doc.save();
  doc.rect(plot.x, plot.y, plot.width, plot.height).clip();
  const drawCurve = (curve: Curve | null, color: string) => {
    if (!curve || ![curve.a0, curve.a1, curve.a2, curve.from, curve.to].every(Number.isFinite)) return;
    if (!(curve.to > curve.from)) return;
    const steps = 60;
    const points = Array.from({ length: steps + 1 }, (_, i) => {
      const stress = curve.from + ((curve.to - curve.from) * i) / steps;
      return { stress, settlement: curve.a0 + curve.a1 * stress + curve.a2 * stress * stress };
    });
    if (!points.every((p) => Number.isFinite(p.settlement))) return;
    points.forEach((p, i) =>
      i === 0 ? doc.moveTo(px(p.stress), py(p.settlement)) : doc.lineTo(px(p.stress), py(p.settlement)),
    );
    doc.lineWidth(1.3).strokeColor(color).stroke();
  };
  drawCurve(data.firstCurve, series.first.color);
  drawCurve(data.secondCurve, series.second.color);
  // The unloading path as measured (dashed), from the highest load down.
  const firstPeak = data.firstLoading.reduce<LoadPoint | null>(
    (top, p) => (!top || p.stress > top.stress ? p : top),
    null,
  );
  const unloadPath = [...(firstPeak ? [firstPeak] : []), ...data.unloading];
  if (unloadPath.length > 1) {
    unloadPath.forEach((p, i) =>
      i === 0 ? doc.moveTo(px(p.stress), py(p.settlement)) : doc.lineTo(px(p.stress), py(p.settlement)),
    );
    doc.lineWidth(0.9).dash(3, { space: 2 }).strokeColor(series.unload.color).stroke().undash();
  }
  doc.restore();

  // Measured points
  for (const p of data.firstLoading.filter(inside))
    doc.circle(px(p.stress), py(p.settlement), 2.4).fill(series.first.color);
  for (const p of data.unloading.filter(inside))
    doc.lineWidth(0.9).circle(px(p.stress), py(p.settlement), 2.4).stroke(series.unload.color);
  for (const p of data.secondLoading.filter(inside))
    doc.rect(px(p.stress) - 2.2, py(p.settlement) - 2.2, 4.4, 4.4).fill(series.second.color);

  // Legend below the axis title
  const legendY = plot.y + plot.height + 32;
  let legendX = plot.x;
  const legend: [string, string, 'dot' | 'ring' | 'square', boolean][] = [
    [series.first.label, series.first.color, 'dot', true],
    [series.unload.label, series.unload.color, 'ring', false],
    [series.second.label, series.second.color, 'square', true],
  ];
  for (const [label, color, marker, withCurve] of legend) {
    doc.lineWidth(withCurve ? 1.3 : 0.9).strokeColor(color);
    if (!withCurve) doc.dash(3, { space: 2 });
    doc
      .moveTo(legendX, legendY + 4)
      .lineTo(legendX + 22, legendY + 4)
      .stroke()
      .undash();
    if (marker === 'dot') doc.circle(legendX + 11, legendY + 4, 2.4).fill(color);
    if (marker === 'ring')
      doc
        .lineWidth(0.9)
        .circle(legendX + 11, legendY + 4, 2.4)
        .fillAndStroke('#ffffff', color);
    if (marker === 'square') doc.rect(legendX + 8.8, legendY + 1.8, 4.4, 4.4).fill(color);
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(colors.text)
      .text(label, legendX + 26, legendY, { lineBreak: false });
    legendX += 26 + doc.widthOfString(label) + 18;
  }
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(colors.muted)
    .text(
      'Durchgezogene Linien: Ausgleichskurven s = a0 + a1·σ0 + a2·σ0² (Methode der kleinsten Quadrate)',
      plot.x,
      legendY + 13,
      {
        width: plot.width,
        lineBreak: false,
      },
    );
  doc.restore();
}
