// Checks the generator of the eighth batch of held-out layouts, not the reader: every layout renders
// and is photographed, no text runs into the margins or over another cell, the layouts are new, and
// each expected answer agrees with what was printed and with the values it was drawn from —
// including the UTM position converted to degrees — and the traps are on the page.
import { describe, expect, it } from 'vitest';
import {
  answeredCases,
  batchOf,
  expectAppendedBatch,
  expectCleanDrawings,
  expectPrintedPosition,
  expectSevenPhotographs,
  expectTrapsOnFlatShots,
} from './heldout-answer-checks.js';
import { decimals, printedText } from './heldout-drawing-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { drawingSvg } from './heldout-photo.js';
import { heldoutSetLayouts, heldoutTestSet, truthFor } from './heldout-set.js';
import { seventhHeldoutLayouts } from './seventh-heldout-layouts.js';
import { utm } from './third-heldout-layouts.js';
import { MONTHS_DE } from './fresh-heldout-layouts.js';
import {
  boxedNumber,
  dashDate,
  eighthHeldoutLayouts,
  fromUtm,
  hardWrap,
  hClock,
  PRINTER_COLUMNS,
  PRINTER_EVD_LABEL,
  shortWeekdayDate,
  SUMMARY_ROWS,
  SUMMARY_TEST_ROW,
  summaryRow,
  turkishDate,
  uncertainty,
} from './eighth-heldout-layouts.js';

const { names: eighthNames, cases, layoutOf, textOf } = batchOf(eighthHeldoutLayouts);
const evdText = (value: number) => value.toFixed(1).replace('.', ',');
const testClock = (t: HeldoutTruth) => `${two(t.hour)}:${two(t.minute)}`;
const german = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${t.year}`;
const linesOf = (name: string, t: HeldoutTruth) =>
  layoutOf(name)
    .draw(t)
    .lines.map((l) => l.cells.map((cell) => cell.text).join(' '));
const UTM_LAYOUT = 'Ergebnisübersicht UTM, Zeile eingekreist';
const PRINTER_LAYOUT = 'Thermostreifen hart umbrochen, eingerollt';

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  'Farb-TFT Stoßkurven, Evd im Eckkasten': (t) => [shortWeekdayDate(t), `${shortWeekdayDate(t)}  ${testClock(t)}`],
  'Türkçe deney raporu': (t) => [turkishDate(t), testClock(t)],
  [PRINTER_LAYOUT]: (t) => [german(t), `Datum/Zeit: ${german(t)} ${testClock(t)}:${two(t.second)}`],
  [UTM_LAYOUT]: (t) => [german(t), testClock(t)],
  'Prüfbericht mit Messunsicherheit': (t) => [german(t), `${german(t)}, ${testClock(t)} Uhr`],
  'Wasserfleck durchnässt': (t) => [`${t.day}.${t.month}.${t.year}`, `${testClock(t)} Uhr`],
  'Kästchenformular Blockschrift': (t) => [`Datum ${german(t)}`, `Uhrzeit ${testClock(t)}`],
  'Klarsichthülle mit Lichtreflex': (t) => [
    `${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`,
    `${t.year}, ${testClock(t)} Uhr`,
  ],
  'Boletim de ensaio português': (t) => [dashDate(t), hClock(t)],
  'App-Bildschirmfoto mit Teilen-Menü': (t) => [german(t), `${german(t)} · ${testClock(t)} Uhr`],
};

describe('eighth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the seventy before (development since decision 0754), seven shots each, earlier seeds unchanged', () => {
    expect(eighthHeldoutLayouts).toHaveLength(10);
    expect(eighthHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    expect(heldoutSetLayouts.slice(70, 80)).toEqual(eighthHeldoutLayouts);
    expectAppendedBatch(eighthHeldoutLayouts);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...eighthNames].sort());
    expect(cases).toHaveLength(70);
    expect(cases[0]!.seed).toBe(8000);
    expect(cases.at(-1)!.seed).toBe(8906);
    // Held out when written (first measured in decision 0753), development since decision 0754 like
    // every batch before it (later batches, from decision 0755 on, are checked by their own tests).
    expect(
      heldoutTestSet()
        .slice(0, 560)
        .filter((testCase) => testCase.half === 'heldout'),
    ).toHaveLength(0);
    expect(seventhHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
  });

  it('expects what was printed: Evd, date and time, and the position', () => {
    for (const { testCase, truth, expected, text } of answeredCases(cases, layoutOf)) {
      // Evd printed as a decimal number but on the printer's strip, which splits it over two lines.
      if (testCase.layout === PRINTER_LAYOUT) expect(decimals(text), testCase.name).not.toContain(truth.evd);
      else expect(decimals(text), testCase.name).toContain(truth.evd);
      // The test's local date and time as each layout writes them.
      const [date, time] = printedDateAndClock[testCase.layout]!(truth);
      expect(text, testCase.name).toContain(date);
      expect(text, testCase.name).toContain(time);
      if (testCase.layout !== UTM_LAYOUT) expectPrintedPosition(testCase.name, expected, truth, text);
    }
  });

  it('answers the UTM summary with the circled row’s easting and northing converted to degrees', () => {
    // The conversion inverts the third batch's grid (to about a metre: its forward series, whole metres).
    for (const [lat, lng] of [
      [47.6, 6.1],
      [50.1234, 8.7],
      [52.5, 13.4],
      [54.7, 14.7],
      [48.9, 11.99],
    ] as const) {
      const grid = utm(lat, lng);
      const back = fromUtm(Number.parseInt(grid.zone, 10), grid.easting, grid.northing);
      expect(Math.abs(back.lat - lat)).toBeLessThan(1e-5);
      expect(Math.abs(back.lng - lng)).toBeLessThan(1.5e-5);
    }
    // A known point: the zone's central meridian on the equator is 500 000 m east, 0 m north.
    expect(fromUtm(32, 500_000, 0)).toEqual({ lat: 0, lng: 9 });
    for (const testCase of cases.filter((c) => c.layout === UTM_LAYOUT)) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(UTM_LAYOUT).draw(truth);
      const text = printedText(drawing);
      const { latitude, longitude } = testCase.expected;
      if (latitude === 'absent' || longitude === 'absent') throw new Error('position missing');
      // Within rounding of the truth (whole metres), to four decimals of a minute.
      expect(latitude.latG).toBe(Math.floor(truth.lat));
      expect(longitude.lngG).toBe(Math.floor(truth.lng));
      expect(Math.abs(latitude.latM - (truth.lat % 1) * 60)).toBeLessThan(0.001);
      expect(Math.abs(longitude.lngM - (truth.lng % 1) * 60)).toBeLessThan(0.001);
      // Exactly the conversion of what the circled row prints.
      const ringed = drawing.lines.findIndex((l) => l.figure?.lines === 0);
      const row = drawing.lines[ringed + 1]!.cells.map((cell) => cell.text);
      const zone = Number(/UTM Zone (\d{2})N \(EPSG:258(\d{2})\)/.exec(text)![1]);
      const point = fromUtm(zone, Number(row[3]), Number(row[4]));
      expect(latitude.latM).toBe(Math.round((point.lat - latitude.latG) * 60 * 10_000) / 10_000);
      expect(longitude.lngM).toBe(Math.round((point.lng - longitude.lngG) * 60 * 10_000) / 10_000);
      // No degrees anywhere on the page: the grid is the only position.
      expect(text).not.toMatch(/°/);
      expect(row).toContain(evdText(truth.evd));
      expect(row).toContain(testClock(truth));
      expect(row).toContain(german(truth));
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements, their mean and s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v/, /≥\s*\d+|>=\s*\d+/);
  });

  it('breaks the printer’s lines inside the Evd, gives Evd with its uncertainty, boxes the form’s characters', () => {
    expect(PRINTER_EVD_LABEL).toHaveLength(PRINTER_COLUMNS - 2);
    expect(hardWrap('x'.repeat(70))).toEqual(['x'.repeat(32), 'x'.repeat(32), 'x'.repeat(6)]);
    expect(boxedNumber(48.2, 3, 1)).toBe('[ 48],[2]');
    expect(boxedNumber(0.4567, 1, 3)).toBe('[0],[457]');
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const texts = linesOf(testCase.layout, truth);
      const value = evdText(truth.evd);
      if (testCase.layout === PRINTER_LAYOUT) {
        // The value's first two characters end one line, the rest starts the next.
        const evd = texts.findIndex((t) => t.startsWith('Evd ('));
        expect(texts[evd]).toBe(`${PRINTER_EVD_LABEL}${value.slice(0, 2)}`);
        expect(texts[evd + 1]!.startsWith(`${value.slice(2)} MN/m2`)).toBe(true);
        expect(texts.every((t) => t.length <= PRINTER_COLUMNS)).toBe(true);
        // Nothing but ASCII on the strip.
        expect(texts.join('')).toMatch(/^[\x20-\x7e]*$/);
      }
      if (testCase.layout === 'Prüfbericht mit Messunsicherheit') {
        const u = evdText(uncertainty(truth).evd);
        expect(texts).toContain(`Ergebnis: Evd = ${value} ± ${u} MN/m² (k = 2).`);
        expect(uncertainty(truth).evd).toBeGreaterThan(0);
        expect(uncertainty(truth).evd).not.toBe(truth.evd);
      }
      if (testCase.layout === 'Kästchenformular Blockschrift') {
        const drawing = layoutOf(testCase.layout).draw(truth);
        const evd = drawing.lines.find((l) => l.figure?.says?.startsWith('Evd '))!;
        // One handwritten character a box, the comma and unit printed.
        const written = evd.cells.filter((cell) => cell.italic).map((cell) => cell.text);
        expect(written.join('')).toBe(value.replace(',', ''));
        expect(written.every((char) => char.length === 1)).toBe(true);
        expect(evd.figure!.says).toBe(`Evd ${value} MN/m²`);
        expect(drawingSvg(drawing).svg).toContain('font-style="italic"');
      }
      if (testCase.layout === 'Türkçe deney raporu') {
        expect(texts.join('\n')).toMatch(/Enlem \d+° \d{2}' \d{2},\d" K/);
        expect(texts.join('\n')).toMatch(/Boylam \d+° \d{2}' \d{2},\d" D/);
      }
      if (testCase.layout === 'Boletim de ensaio português') {
        expect(texts.join('\n')).toMatch(/\+\d+\.\d{6} ; \+\d+\.\d{6}/);
        expect(texts.join('\n')).not.toContain(testClock(truth));
      }
    }
  });

  it('circles one summary row among tests of two days, with other Evd values and clocks', () => {
    // Also the earliest test possible (06:00) and the latest (17:59).
    const extremes = [6 * 60, 17 * 60 + 59].map((minutes) => ({
      ...truthFor(8300),
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    }));
    for (const truth of [...cases.filter((c) => c.layout === UTM_LAYOUT).map((c) => truthFor(c.seed)), ...extremes]) {
      const drawing = layoutOf(UTM_LAYOUT).draw(truth);
      expect(drawing.lines.filter((l) => l.figure)).toHaveLength(1);
      const rows = SUMMARY_ROWS.map((offsets, index) => summaryRow(truth, offsets, index));
      expect(rows[SUMMARY_TEST_ROW]!.evd).toBe(truth.evd);
      rows.forEach((row, index) => {
        if (index === SUMMARY_TEST_ROW) return;
        expect(row.evd).not.toBe(truth.evd);
        expect(`${row.date} ${row.clock}`).not.toBe(`${german(truth)} ${testClock(truth)}`);
      });
      expect(new Set(rows.map((row) => row.date)).size).toBe(2);
      // Each day's rows in the order of their clocks, none before half past five.
      for (const date of new Set(rows.map((row) => row.date))) {
        const clocks = rows.filter((row) => row.date === date).map((row) => row.clock);
        expect(clocks).toEqual([...new Set(clocks)].sort());
      }
      expect(rows.every((row) => row.clock >= '05:30' && row.clock < '20:00')).toBe(true);
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === 'Wasserfleck durchnässt'));
  });
});
