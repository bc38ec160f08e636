import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPdfkitText, pdfPageCount, pdfText } from '../test/pdf-text.js';
import { renderStaticLoadProtocol, type StaticProtocolData } from './static-load-protocol.js';

const rows = (pairs: [number | null, number | null][]) =>
  pairs.map(([subsidence, compression]) => ({ subsidence, compression }));

// Shared vector S1 on the form's rows (7 loads, 3 unloads, 6 second loads): Ev1 50, Ev2 112.5.
export const s1Protocol = (): StaticProtocolData => ({
  project: { name: 'Gewerbepark Nord', number: '2026-014' },
  number: 7,
  gridField: 'B12/03',
  measuringPointName: 'MP 4 – Planum Süd',
  analysedAt: new Date('2026-05-04T08:30:00Z'),
  latitude: '52.606878',
  longitude: '13.287412',
  liftingArm: '1',
  plateBase: true,
  layerThicknessInMillimeters: '300',
  testLayer: 'Frostschutzschicht 0/32',
  heightInMillimeters: '34250',
  preLoad: '0.01',
  timeBetweenCompressionAndAnalysis: '24',
  plateDiameter: '300',
  temperature: '14.5',
  temperatureDayBefore: '12',
  precipitation: false,
  precipitationDayBefore: true,
  initialLoads: rows([
    [0.08, 0.2928],
    [0.16, 0.6112],
    [0.24, 0.9552],
    [0.32, 1.3248],
    [0.4, 1.72],
    [0.45, 1.98],
    [0.5, 2.25],
  ]),
  initialUnloads: rows([
    [0.25, 2.12],
    [0.125, 1.83],
    [0.01, 1.12196],
  ]),
  secondLoads: rows([
    [0.08, 1.27344],
    [0.16, 1.44176],
    [0.24, 1.60496],
    [0.32, 1.76304],
    [0.4, 1.916],
    [0.45, 2.009],
  ]),
  createdBy: 'Ines Einbaugutachter',
  createdAt: new Date('2026-05-04T09:00:00Z'),
  recordedAt: null,
  updatedBy: null,
  updatedAt: null,
  compaction: {
    layer: 'Frostschutzschicht',
    requirement: 'Ev2 ≥ 120 MN/m²',
    verdict: { result: 'failed', reason: 'Ev2 112,5 MN/m² unter dem Mindestwert 120 MN/m²' },
    retestOfNumber: null,
    device: null,
  },
});

describe('static load test protocol (PDF)', () => {
  it('is a two-page PDF with identification, conditions, readings and the S1 results as text', async () => {
    const pdf = await renderStaticLoadProtocol(s1Protocol());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PDF_PREVIEW_DIR) fs.writeFileSync(path.join(process.env.PDF_PREVIEW_DIR, 'static.pdf'), pdf);
    expect(await pdfPageCount(pdf)).toBe(2);
    const text = await pdfText(pdf);
    for (const expected of [
      'Statischer Plattendruckversuch',
      'Prüfprotokoll nach DIN 18134',
      'DIN 18134',
      'Gewerbepark Nord',
      'B12/03',
      '04.05.2026',
      '10:30 Uhr',
      'MP 4 – Planum Süd',
      '52,606878° N, 13,287412° O',
      '34,250 m NHN',
      '30 cm',
      'Frostschutzschicht 0/32',
      '50,00 MN/m²',
      '112,50 MN/m²',
      '2,25',
      'Drucksetzungslinie',
      'Seite 2 von 2',
      // The verdict (issue 37, decision 0662).
      'Bewertung der Verdichtung',
      'nicht erfüllt',
      'Ev2 ≥ 120 MN/m²',
      'Ev2 112,5 MN/m² unter dem Mindestwert 120 MN/m²',
    ]) {
      expect(text).toContain(expected);
    }
    // Readings and coefficients: a1 3.5 and a2 2.0 of the first loading, a0 1.10 of the second.
    expect(text).toMatch(/a1 \[mm\/\(MN\/m²\)\]\s+3,50\s+2,20/);
    expect(text).toMatch(/a0 \[mm\]\s+0,00\s+1,10/);
    expect(text).toMatch(/Verformungsmodul Ev \[MN\/m²\]\s+50,00\s+112,50/);
  });

  it('is readable without poppler too (fallback extractor used when pdftotext is missing)', async () => {
    const text = extractPdfkitText(await renderStaticLoadProtocol(s1Protocol()));
    for (const expected of [
      'Statischer Plattendruckversuch',
      'B12/03',
      '10:30 Uhr',
      '52,606878° N, 13,287412° O',
      '50,00 MN/m²',
      '112,50 MN/m²',
      'Seite 2 von 2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Verformungsmodul Ev \[MN\/m²\]\s+50,00\s+112,50/);
  });

  // Issue 12: a reading of -1e308 made pdfkit throw on a non-finite coordinate (500). The schema
  // now refuses such readings; the drawing refuses non-finite values on its own as well.
  it.each([-1e308, 1e308, Number.NaN, Number.POSITIVE_INFINITY])('draws with a reading of %d', async (value) => {
    const data = s1Protocol();
    data.initialLoads[2] = { subsidence: value, compression: value };
    data.secondLoads[1] = { subsidence: 0.16, compression: value };
    const pdf = await renderStaticLoadProtocol(data);
    expect(await pdfPageCount(pdf)).toBe(2);
  });
});
