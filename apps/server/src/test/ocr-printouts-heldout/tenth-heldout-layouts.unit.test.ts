// Checks the generator of the tenth batch of held-out layouts, not the reader: every layout renders
// and is photographed, no text runs into the margins or over another cell, the layouts are new, and
// each expected answer agrees with what was printed and with the values it was drawn from —
// including the static report without an Evd and the page that locates its test by station only —
// and the traps are on the page.
import { describe, expect, it } from 'vitest';
import {
  batchOf,
  expectAppendedBatch,
  expectCleanDrawings,
  expectPositionOrNone,
  expectSevenPhotographs,
  expectTrapsOnFlatShots,
  drawnCases,
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
  finnishClock,
  finnishDate,
  greekDate,
  lithuanianClock,
  lithuanianDate,
  myLocation,
  planCallout,
  preloadDrops,
  pulse,
  SAMPLE_TIMES,
  staticResults,
  station,
  tenthHeldoutLayouts,
  terminalLines,
} from './tenth-heldout-layouts.js';

const { names: tenthNames, cases, flatShots, layoutOf, textOf, cellsOf } = batchOf(tenthHeldoutLayouts);
const FINNISH = 'Mittauspöytäkirja suomi';
const LITHUANIAN = 'Bandymo protokolas lietuviškai';
const GREEK = 'Πρωτόκολλο δοκιμής ελληνικά';
const STATIC = 'Statischer Bericht, Evd nur als Anforderung';
const STATION = 'Straßenbau-Protokoll, Lage nur als Station';
const TERMINAL = 'Terminalfenster serielle Schnittstelle';
const SPLIT = 'Tablet geteilt: Karten-App neben Mess-App';
const PLAN = 'Lageplan mit Messpunkt-Beschriftung';
const RAW = 'Rohdaten Setzungs-Zeit-Verlauf';
const TWO_UP = 'Zwei Seiten auf einem Blatt';

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [FINNISH]: (t) => [finnishDate(t), finnishClock(t)],
  [LITHUANIAN]: (t) => [lithuanianDate(t), lithuanianClock(t)],
  [GREEK]: (t) => [greekDate(t), testClock(t)],
  [STATIC]: (t) => [german(t), `${german(t)}, ${testClock(t)} Uhr`],
  [STATION]: (t) => [german(t), `${testClock(t)} Uhr`],
  [TERMINAL]: (t) => [`DATE=${iso(t)}`, `TIME=${withSeconds(t)}`],
  [SPLIT]: (t) => [german(t), withSeconds(t)],
  [PLAN]: (t) => [german(t), `${german(t)}, ${testClock(t)} Uhr`],
  [RAW]: (t) => [german(t), `${german(t)}   ${withSeconds(t)}`],
  [TWO_UP]: (t) => [german(t), `${testClock(t)} Uhr`],
};

describe('tenth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the ninety before (development since decision 0764), seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before it.
    expectAppendedBatch(tenthHeldoutLayouts);
    expect(tenthHeldoutLayouts).toHaveLength(10);
    expect(heldoutSetLayouts.indexOf(tenthHeldoutLayouts[0]!)).toBe(90);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...tenthNames].sort());
    // Seventy cases from seed 10000, in the set right after the first 630: held out when written
    // (first measured in decision 0763), development since decision 0764 like every batch before it.
    expect(heldoutTestSet().slice(630, 700)).toEqual(cases);
    expect(cases.map((testCase) => [testCase.half, testCase.seed % 100])).toEqual(
      tenthHeldoutLayouts.flatMap(() => [0, 1, 2, 3, 4, 5, 6].map((shot) => ['development', shot])),
    );
    expect(
      heldoutTestSet()
        .slice(0, 700)
        .filter((testCase) => testCase.half === 'heldout'),
    ).toHaveLength(0);
    expect(cases[0]!.seed).toBe(10_000);
    expect(eighthHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
  });

  it('expects what was printed: Evd or none, date and time, and the position or nothing', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      if (testCase.layout === STATIC) {
        // Ev1, Ev2 and their ratio; the only Evd is the equivalent requirement, so none is expected.
        const result = staticResults(truth);
        expect(expected.evd).toBe('absent');
        expect(decimals(text)).toEqual(expect.arrayContaining([result.ev1, result.ev2, result.ratio]));
        expect(text.match(/Evd/g)).toHaveLength(1);
        expect(text).toMatch(/Evd ≥ 50 MN\/m²/);
      } else {
        expect(expected.evd, testCase.name).toBe(truth.evd);
        expect(decimals(text), testCase.name).toContain(truth.evd);
        expect(text, testCase.name).toMatch(testCase.layout === TERMINAL ? /EVD=/ : /Evd/);
      }
      expect(expected.dateTime).toBe(`${iso(truth)}T${testClock(truth)}`);
      const [date, time] = printedDateAndClock[testCase.layout]!(truth);
      expect(text, testCase.name).toContain(date);
      expect(text, testCase.name).toContain(time);
      expectPositionOrNone(testCase.name, expected, truth, text, testCase.layout !== STATION);
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements, their mean and s/v, a required value, another date or clock; the
    // static report has its own (Ev1, Ev2, their ratio, the coefficients, the report's date).
    expectTrapsOnFlatShots(
      flatShots.filter((c) => c.layout !== STATIC),
      textOf,
      /s\/v|SV=/,
      /≥\s*\d+|EVD_MIN=\d/,
    );
    for (const testCase of flatShots.filter((c) => c.layout === STATIC)) {
      const truth = truthFor(testCase.seed);
      const text = textOf(testCase.layout, testCase.seed);
      expect(decimals(text).length).toBeGreaterThanOrEqual(9);
      expect(text).toMatch(/Bericht erstellt \d{2}\.\d{2}\.\d{4} 18:20/);
      expect(text).not.toContain(`Bericht erstellt ${german(truth)}`);
    }
  });

  it('writes each layout’s own notation: languages, station, terminal, split screen, plan, samples, two pages', () => {
    for (const testCase of flatShots) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const text = printedText(drawing);
      const value = evdText(truth.evd);
      switch (testCase.layout) {
        case FINNISH:
          // "P"/"I" with decimal-comma minutes; three pre-load drops other than the measured ones.
          expect(text).toMatch(/P \d+° \d{2},\d{3}' {3}I \d+° \d{2},\d{3}'/);
          expect(finnishClock(truth)).toMatch(/^klo \d{1,2}\.\d{2}$/);
          for (const drop of preloadDrops(truth)) expect(truth.drops).not.toContain(drop);
          break;
        case LITHUANIAN:
          expect(lithuanianDate(truth)).toMatch(/^\d{4} m\. \p{L}+ \d{1,2} d\.$/u);
          expect(text).toMatch(/Š \d+,\d{5}°, {2}R \d+,\d{5}°/);
          break;
        case GREEK:
          // North and east as the Greek capitals Beta and Alpha, not the Latin letters.
          expect(text).toMatch(/" \u0392$/m);
          expect(text).toMatch(/" \u0391$/m);
          expect(text).not.toMatch(/" [AB]$/m);
          expect(text).toContain(`${value} MN/m²`);
          break;
        case STATION: {
          const place = station(truth);
          expect(text).toMatch(/Station \d\+\d{3},\d{2} · \d+,\d{2} m (rechts|links) der Achse/);
          expect(text).toContain(`${place.height} m ü. NHN`);
          expect(text).not.toMatch(/°\s*[NE]|WGS|GPS/);
          break;
        }
        case TERMINAL: {
          const lines = terminalLines(truth);
          expect(lines).toContain(`EVD=${truth.evd.toFixed(1)} MN/M2`);
          expect(lines).toContain(`DATE=${iso(truth)}`);
          expect(lines.find((l) => l.startsWith('RTC='))).not.toContain(iso(truth));
          expect(lines.join('\n')).toMatch(/^LAT=\+\d{2}\.\d{6}$/m);
          expect(lines.join('\n')).toMatch(/^LON=\+0\d{2}\.\d{6}$/m);
          break;
        }
        case SPLIT: {
          // The map app's own position (left half) is not the test's (right half).
          const here = myLocation(truth);
          const cells = cellsOf(SPLIT, truth);
          const mine = cells.find((cell) => cell.text === `${here.lat.text}, ${here.lng.text}`)!;
          expect(mine.at).toBeLessThan(0.47);
          expect(Math.abs(Number(here.lat.text) - truth.lat)).toBeGreaterThan(0.0003);
          expect(Math.abs(Number(here.lng.text) - truth.lng)).toBeGreaterThan(0.0004);
          for (const label of ['Breite', 'Länge', 'Evd', 'Uhrzeit'])
            expect(cells.find((cell) => cell.text === label)!.at).toBeGreaterThan(0.5);
          expect(text).toContain('Mein Standort');
          break;
        }
        case PLAN: {
          // Every value of the test only in the callout drawn on the plan.
          const cells = cellsOf(PLAN, truth).map((cell) => cell.text);
          expect(cells.join('\n')).not.toContain(value);
          expect(cells.join('\n')).not.toContain(testClock(truth));
          expect(drawing.lines[0]!.figure!.says).toBe(planCallout(truth).join('\n'));
          expect(planCallout(truth)[2]).toBe(`Evd = ${value} MN/m² (Soll ≥ 45)`);
          break;
        }
        case RAW: {
          // Fifteen samples per drop, each drop's maximum at 12 ms and equal to its settlement.
          const rows = drawing.lines.filter((l) => l.cells.length === 4 && /^\s*\d+$/.test(l.cells[0]!.text));
          expect(rows).toHaveLength(SAMPLE_TIMES.length);
          truth.drops.forEach((drop, index) => {
            const column = SAMPLE_TIMES.map((ms) => pulse(drop, ms));
            expect(Math.max(...column)).toBe(pulse(drop, 12));
            expect(rows[6]!.cells[index + 1]!.text).toBe(drop.toFixed(3).replace('.', ','));
          });
          expect(text.match(/Evd = /g)).toHaveLength(1);
          break;
        }
        case TWO_UP: {
          // Evd on page 1 (left), the position on page 2 (right), "O" for east.
          const cells = cellsOf(TWO_UP, truth);
          expect(cells.find((cell) => cell.text === `${value} MN/m²`)!.at).toBeLessThan(0.5);
          expect(cells.find((cell) => cell.text.endsWith('" N'))!.at).toBeGreaterThan(0.5);
          expect(cells.find((cell) => cell.text.endsWith('" O'))!.at).toBeGreaterThan(0.5);
          expect(text).toContain('Seite 1 von 2');
          expect(text).toContain('Seite 2 von 2');
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === PLAN));
  });
});
