// Checks the generator of the ninth batch of held-out layouts, not the reader: every layout renders
// and is photographed, no text runs into the margins or over another cell, the layouts are new, and
// each expected answer agrees with what was printed and with the values it was drawn from —
// including the page that prints no position — and the traps are on the page.
import { describe, expect, it } from 'vitest';
import {
  answeredCases,
  batchOf,
  expectAppendedBatch,
  expectCleanDrawings,
  expectPositionOrNone,
  expectSevenPhotographs,
  expectTrapsOnFlatShots,
  evdComma as evdText,
  germanDate as german,
  isoDate as iso,
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { decimals, printedText } from './heldout-drawing-checks.js';
import type { HeldoutTruth } from './heldout-layouts.js';
import { heldoutSetLayouts, heldoutTestSet, truthFor } from './heldout-set.js';
import { eighthHeldoutLayouts } from './eighth-heldout-layouts.js';
import {
  croatianDate,
  CSV_HEADER,
  CSV_UNITS,
  csvRow,
  isoWithOffset,
  mapLink,
  ninthHeldoutLayouts,
  romanianDate,
  sidewaysRows,
  stripBelow,
  ukrainianDate,
} from './ninth-heldout-layouts.js';

const { names: ninthNames, cases, layoutOf, textOf } = batchOf(ninthHeldoutLayouts);
const linesOf = (name: string, t: HeldoutTruth) =>
  layoutOf(name)
    .draw(t)
    .lines.map((l) => l.cells.map((cell) => cell.text).join(' '));
const SMS = 'Geräte-SMS mit Kartenlink';
const CSV = 'CSV-Export im Texteditor';
const STRIP = 'Thermopapier, älterer Streifen scheint durch';
const SIDEWAYS = 'Querformat-Tabelle hochkant eingebunden';
const COPY = 'Fotokopie mit Tonerstreifen, Einheit vor dem Wert';
const PAGE_ONE = 'Display Ergebnisseite 1 von 2 ohne GPS-Seite';

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  'Raport de încercare românesc': (t) => [romanianDate(t), testClock(t)],
  'Протокол випробування українською': (t) => [ukrainianDate(t), testClock(t)],
  'Zapisnik o ispitivanju hrvatski': (t) => [croatianDate(t), `${testClock(t)} h`],
  [CSV]: (t) => [`;${german(t)};`, `;${withSeconds(t)};`],
  [SMS]: (t) => [`Zeit: ${iso(t)}T`, `T${withSeconds(t)}+0`],
  [STRIP]: (t) => [`Datum ${iso(t)}`, `Zeit  ${withSeconds(t)}`],
  [SIDEWAYS]: (t) => [`Datum ${german(t)}`, `Uhrzeit ${testClock(t)}`],
  'Monitorfoto Auswertesoftware mit Moiré': (t) => [german(t), `${german(t)}  ${withSeconds(t)}`],
  [COPY]: (t) => [`, ${german(t)}`, `Uhrzeit: ${testClock(t)} Uhr`],
  [PAGE_ONE]: (t) => [german(t), `${german(t)}   ${withSeconds(t)}`],
};

describe('ninth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the eighty before (development since decision 0760), seven shots each, earlier seeds unchanged', () => {
    expect(ninthHeldoutLayouts).toHaveLength(10);
    expect(ninthHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    expect(heldoutSetLayouts.slice(0, 80).some((layout) => ninthNames.has(layout.name))).toBe(false);
    expect(heldoutSetLayouts.slice(80, 90)).toEqual(ninthHeldoutLayouts);
    expectAppendedBatch(ninthHeldoutLayouts);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...ninthNames].sort());
    expect(cases).toHaveLength(70);
    expect(cases[0]!.seed).toBe(9000);
    expect(cases.at(-1)!.seed).toBe(9906);
    // Held out when written (first measured in decision 0759), development since decision 0760 like
    // every batch before it (later batches are checked by their own tests).
    const upToThis = heldoutTestSet().slice(0, 630);
    expect(upToThis.filter((testCase) => testCase.half === 'heldout')).toHaveLength(0);
    expect(eighthHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    for (const { testCase, truth, expected, text } of answeredCases(cases, layoutOf)) {
      expect(decimals(text), testCase.name).toContain(truth.evd);
      const [date, time] = printedDateAndClock[testCase.layout]!(truth);
      expect(text, testCase.name).toContain(date);
      expect(text, testCase.name).toContain(time);
      expectPositionOrNone(testCase.name, expected, truth, text, testCase.layout !== PAGE_ONE);
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements, their mean and s/v, a required value (the CSV's "Soll" column),
    // another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v/, /≥\s*\d+|>=\s*\d+|;Soll;/);
  });

  it('writes each layout’s own notation: languages, the CSV row, the SMS, the sideways table, the unit first', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const texts = linesOf(testCase.layout, truth);
      const text = printedText(drawing);
      const value = evdText(truth.evd);
      switch (testCase.layout) {
        case 'Протокол випробування українською':
          expect(text).toMatch(/\d+,\d{6}° пн\. ш\./);
          expect(text).toMatch(/\d+,\d{6}° сх\. д\./);
          expect(text).toContain(`${value} МН/м²`);
          break;
        case 'Zapisnik o ispitivanju hrvatski':
          expect(text).toMatch(/\d+° \d{2}' \d{2},\d" s\. g\. š\./);
          expect(text).toMatch(/\d+° \d{2}' \d{2},\d" i\. g\. d\./);
          expect(croatianDate(truth)).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}\.$/);
          break;
        case CSV: {
          // One header, one unit row and one test row with the same number of fields.
          expect(texts).toContain(CSV_HEADER);
          expect(texts).toContain(CSV_UNITS);
          const row = csvRow(truth).split(';');
          const header = CSV_HEADER.split(';');
          expect(row).toHaveLength(header.length);
          expect(CSV_UNITS.split(';')).toHaveLength(header.length);
          expect(row[header.indexOf('Evd')]).toBe(value);
          expect(texts.filter((t) => /^\d+;\d{2}\.\d{2}\.\d{4};/.test(t))).toEqual([csvRow(truth)]);
          break;
        }
        case SMS:
          // The position only as a map link; the clock as ISO 8601 local time with its offset.
          expect(text).toContain(`Zeit: ${isoWithOffset(truth)}`);
          expect(isoWithOffset(truth)).toMatch(/T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
          expect(mapLink(truth)).toMatch(/^https:\/\/maps\.google\.com\/\?q=\d+\.\d{6},\d+\.\d{6}$/);
          expect(texts.join('')).toContain(mapLink(truth));
          expect(text).not.toMatch(/°/);
          break;
        case STRIP: {
          // The strip below: another Evd, other settlements and s/v, an earlier clock, all faint.
          const below = stripBelow(truth);
          const ghost = drawing.lines.at(-1)!.figure!;
          expect(below.evd).not.toBe(truth.evd);
          expect(below.settlement).not.toBe(truth.settlement);
          expect(ghost.says).toContain(`Evd  ${evdText(below.evd)} MN/m2`);
          expect(ghost.says).not.toContain(value);
          expect(ghost.svg({ x: 0, y: 0, width: 100, height: 0 }, drawing)).toContain('fill="rgb(206,204,198)"');
          expect(texts.join('\n')).toMatch(/^N\d{2}°\d{2}'\d{2},\d"$/m);
          expect(texts.join('\n')).toMatch(/^E0\d{2}°\d{2}'\d{2},\d"$/m);
          break;
        }
        case SIDEWAYS: {
          // Every value only in the turned table: no upright line prints the Evd or the test's clock.
          expect(texts.join('\n')).not.toContain(value);
          expect(texts.join('\n')).not.toContain(testClock(truth));
          const table = drawing.lines.find((l) => l.figure)!;
          expect(table.figure!.svg({ x: 0, y: 0, width: 700, height: 700 }, drawing)).toContain('rotate(-90 ');
          expect(sidewaysRows(truth).find((row) => row[0] === 'Evd')).toEqual(['Evd', value, 'MN/m²', '≥ 45']);
          break;
        }
        case COPY: {
          // The unit stands before the value, in N/mm²; no MN/m² on the page.
          const evd = drawing.lines.find((l) => l.cells[0]?.text.startsWith('Evd ('))!;
          expect(evd.cells.map((cell) => cell.text)).toEqual(['Evd (dyn. Verformungsmodul)', 'N/mm²', value]);
          expect(evd.cells[1]!.at).toBeLessThan(evd.cells[2]!.at!);
          expect(text).not.toContain('MN/m');
          break;
        }
        case PAGE_ONE:
          expect(text).toContain('Seite 1/2');
          expect(text).not.toMatch(/GPS|Breite|Länge|Lat|Lon/);
          break;
        case 'Raport de încercare românesc':
          expect(text).toMatch(/Latitudine\nN \d+° \d{2},\d{4}'/);
          expect(text).toMatch(/Longitudine\nE \d+° \d{2},\d{4}'/);
          break;
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === SIDEWAYS));
  });
});
