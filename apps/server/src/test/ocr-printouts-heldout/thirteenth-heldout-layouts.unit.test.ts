// Checks the generator of the thirteenth batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell, the layouts are
// new, and each expected answer agrees with what was printed and with the values it was drawn from —
// including the roller's display, which has no Evd — and the traps are on the page.
import { describe, expect, it } from 'vitest';
import {
  batchOf,
  expectCleanDrawings,
  expectHeldoutBatchAt,
  expectPrintedPosition,
  expectSevenPhotographs,
  expectTraps,
  drawnCases,
  evdComma as evdText,
  germanDate as german,
  isoDate as iso,
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { decimals } from './heldout-drawing-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';
import { MONTHS_DE } from './fresh-heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';
import {
  MONTHS_SK,
  REQUIREMENT_ROW,
  REQUIREMENT_ROWS,
  SCALE_TICKS,
  WEEKDAYS_SL,
  areaStatistics,
  letterDates,
  perDropRows,
  rollerValues,
  slovakDate,
  thirteenthHeldoutLayouts,
} from './thirteenth-heldout-layouts.js';

const { names: thirteenthNames, cases, flatShots, layoutOf, textOf } = batchOf(thirteenthHeldoutLayouts);
const SLOVAK = 'Protokol o skúške slovensky';
const SLOVENIAN = 'Poročilo o preskusu slovensko';
const LOGGER = 'Datenlogger-Streifen, Position im NMEA-Format';
const ROLLER = 'Walzen-Display Evib und CMV, kein Evd';
const OLED = 'OLED-Handgerät im Regen, Position ohne Gradzeichen';
const PER_DROP = 'Einzelstoßauswertung mit Evd je Stoß';
const REQUIREMENTS = 'Protokoll mit Anforderungstabelle je Schicht';
const LETTER = 'Prüfbescheinigung als Brief';
const CLIPBOARD = 'Protokoll auf dem Klemmbrett mit Schmutzfingern';
const APP = 'Tablet-App mit Farbskala und Flächenstatistik';

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [SLOVAK]: (t) => [`${t.day}. ${MONTHS_SK[t.month - 1]} ${t.year}`, `${testClock(t)} hod.`],
  [SLOVENIAN]: (t) => [
    `${t.day}. ${t.month}. ${t.year}`,
    `${t.day}. ${t.month}. ${t.year}, ob ${two(t.hour)}.${two(t.minute)}`,
  ],
  [LOGGER]: (t) => [german(t), withSeconds(t)],
  [ROLLER]: (t) => [german(t), `${german(t)}  ${withSeconds(t)}`],
  [OLED]: (t) => [german(t), `${german(t)}  ${testClock(t)}`],
  [PER_DROP]: (t) => [german(t), `${german(t)}, ${testClock(t)}`],
  [REQUIREMENTS]: (t) => [german(t), `${german(t)}, ${testClock(t)} Uhr`],
  [LETTER]: (t) => [
    `${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`,
    `${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}, um ${two(t.hour)}.${two(t.minute)} Uhr`,
  ],
  [CLIPBOARD]: (t) => [german(t), withSeconds(t)],
  [APP]: (t) => [german(t), `${german(t)}, ${testClock(t)} Uhr`],
};

describe('thirteenth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and twenty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 13000, in the set right after the first 840: held out when written
    // (first measured in decision 0779), development since decision 0780 like every batch before it.
    expect(expectHeldoutBatchAt(thirteenthHeldoutLayouts, 120, 'development')).toEqual(cases);
    expect(
      heldoutTestSet()
        .slice(0, 910)
        .filter((testCase) => testCase.half === 'heldout'),
    ).toHaveLength(0);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...thirteenthNames].sort());
  });

  it('expects what was printed: Evd (none on the roller’s display), date and time, and the position', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      if (testCase.layout === ROLLER) {
        expect(expected.evd, testCase.name).toBe('absent');
        expect(text, testCase.name).not.toMatch(/Evd|EVD|Verformungsmodul/);
      } else {
        expect(expected.evd, testCase.name).toBe(truth.evd);
        expect(decimals(text), testCase.name).toContain(truth.evd);
        expect(text, testCase.name).toMatch(/Evd/);
      }
      expect(expected.dateTime).toBe(`${iso(truth)}T${testClock(truth)}`);
      const [date, time] = printedDateAndClock[testCase.layout]!(truth);
      expect(text, testCase.name).toContain(date);
      expect(text, testCase.name).toContain(time);
      if (testCase.layout === SLOVAK) {
        // Whole seconds: the answer's minutes are the printed ones, within half a second of the truth.
        const { latitude, longitude } = expected;
        if (latitude === 'absent' || longitude === 'absent') throw new Error('position missing');
        expect([latitude.latG, longitude.lngG]).toEqual([Math.floor(truth.lat), Math.floor(truth.lng)]);
        expect(Math.abs(latitude.latM - (truth.lat % 1) * 60)).toBeLessThan(0.5 / 60 + 1e-4);
        expect(Math.abs(longitude.lngM - (truth.lng % 1) * 60)).toBeLessThan(0.5 / 60 + 1e-4);
        const seconds = (minutes: number) => Math.round((minutes % 1) * 60);
        expect(text).toContain(`${latitude.latG}° ${two(Math.floor(latitude.latM))}' ${two(seconds(latitude.latM))}"`);
        expect(text).toContain(
          `${longitude.lngG}° ${two(Math.floor(longitude.lngM))}' ${two(seconds(longitude.lngM))}"`,
        );
      } else expectPrintedPosition(testCase.name, expected, truth, text);
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value (the requirements table: its Evd
    // column), another date or clock.
    for (const testCase of flatShots.filter((c) => c.layout !== ROLLER))
      expectTraps(
        testCase.name,
        truthFor(testCase.seed),
        textOf(testCase.layout, testCase.seed),
        /s\/v|s_i\/v_i/,
        /≥\s*\d+|>=\s*\d+|Evd ≥ \[MN\/m²\]/,
      );
    // The roller: its modulus, CMV and target, other decimals, a clock that is not the test's.
    for (const testCase of flatShots.filter((c) => c.layout === ROLLER)) {
      const truth = truthFor(testCase.seed);
      const text = textOf(testCase.layout, testCase.seed);
      const { evib, cmv } = rollerValues(truth);
      expect(evib).not.toBe(truth.evd);
      expect(text).toContain(`Evib\n${evib} MN/m²`);
      expect(text).toContain(`CMV\n${cmv}`);
      expect(text).toMatch(/Zielwert Evib\n≥ 80/);
      expect(decimals(text).length).toBeGreaterThanOrEqual(4);
      expect(text).toContain('05:45');
    }
  });

  it('writes each layout’s own notation: languages, NMEA, roller, rain, drops, requirements, letter, clipboard, app', () => {
    for (const { testCase, truth, drawing, text } of drawnCases(flatShots, layoutOf)) {
      const value = evdText(truth.evd);
      switch (testCase.layout) {
        case SLOVAK:
          expect(text).toMatch(/\d+° \d{2}' \d{2}" s\. š\., {2}\d+° \d{2}' \d{2}" v\. d\./);
          expect(slovakDate(truth)).toMatch(/^\d{1,2}\. \p{L}+a \d{4}$/u);
          expect(text).toMatch(/Vytlačené: \d{2}\.\d{2}\.\d{4} o 07:55 hod\./);
          expect(text).not.toContain(`Vytlačené: ${german(truth)}`);
          break;
        case SLOVENIAN:
          expect(text).toMatch(/φ = \d+,\d{6}° {3}λ = \d+,\d{6}°/);
          expect(text).toContain(`${WEEKDAYS_SL[weekday(truth)]}, ${truth.day}. ${truth.month}. ${truth.year}`);
          expect(text).toMatch(/E \d{6} m {3}N \d{7} m/);
          break;
        case LOGGER: {
          // Degrees and minutes run together, the longitude's degrees with three digits.
          const minutes = (v: number) => ((v % 1) * 60).toFixed(4).padStart(7, '0');
          expect(text).toMatch(/Breite +\d{4}\.\d{4},N/);
          expect(text).toMatch(/Laenge +0\d{4}\.\d{4},E/);
          expect(text).toContain(`${Math.floor(truth.lat)}${minutes(truth.lat).slice(0, 4)}`);
          // The receiver's UTC clock is not the test's.
          const utc = text.match(/UTC +(\d{2})(\d{2})(\d{2})\.00/)!;
          expect(Number(utc[1])).not.toBe(truth.hour);
          expect(utc[2]).toBe(two(truth.minute));
          expect(text).toContain(`Evd       ${truth.evd.toFixed(1)} MN/m2`);
          break;
        }
        case ROLLER:
          expect(drawing.display).toBeDefined();
          expect(drawing.background).toBe('rgb(14,18,26)');
          expect(text).toMatch(/N \d{2}° \d{2}\.\d{4}' {3}E 0\d{2}° \d{2}\.\d{4}'/);
          break;
        case OLED: {
          expect(drawing.display).toBeDefined();
          expect(text).toMatch(/^N\d{2} \d{2}\.\d{3} {2}E0\d{2} \d{2}\.\d{3}$/m);
          expect(drawing.lines.at(-1)!.figure).toBeDefined();
          // The status line's clock is later than the test's.
          const status = drawing.lines[0]!.cells.at(-1)!.text;
          expect(status).toMatch(/^\d{2}:\d{2}$/);
          expect(status > testClock(truth)).toBe(true);
          break;
        }
        case PER_DROP: {
          // Each drop's own modulus is listed; the result is taken from the mean settlement.
          const rows = perDropRows(truth);
          expect(rows.map((r) => r.evd)).toEqual(truth.drops.map((drop) => Math.round((22.5 / drop) * 10) / 10));
          for (const r of rows) expect(text).toContain(r.evd.toFixed(1).replace('.', ','));
          expect(text).toContain(`Ergebnis: Evd = 22,5 / s = ${value} MN/m²`);
          break;
        }
        case REQUIREMENTS: {
          // Five layers' required Evd values; the tested layer's row is marked; one Evd measured.
          expect(REQUIREMENT_ROWS).toHaveLength(5);
          expect(REQUIREMENT_ROWS[REQUIREMENT_ROW]![2]).toBe('45');
          expect(text).toContain(`${REQUIREMENT_ROWS[REQUIREMENT_ROW]![0]}  ◄`);
          expect(text).toContain(`Evd gemessen\n${value} MN/m²`);
          expect(text).toMatch(/\d+° \d{2},\d{4}' N {3}\d+° \d{2},\d{4}' E/);
          break;
        }
        case LETTER: {
          // The client's request days before, the letter's date on a later working day.
          const { request, letter } = letterDates(truth);
          expect(text).toContain(`Ihre Nachricht vom:\n${german(request)}`);
          expect(text).toContain(`Datum:\n${german(letter)}`);
          expect(german(letter)).not.toBe(german(truth));
          expect([1, 2, 3, 4, 5]).toContain(weekday(letter));
          expect(text).toMatch(/\d+,\d{5}° N, \d+,\d{5}° O\)/);
          expect(text).toContain(`Evd = ${value} MN/m²`);
          break;
        }
        case CLIPBOARD:
          // The clip and the fingerprints are drawn last, over the text.
          expect(drawing.lines.slice(-2).every((l) => l.figure && l.cells.length === 0)).toBe(true);
          expect(text).toMatch(/N \d+° \d{2}' \d{2}\.\d" {3}E \d+° \d{2}' \d{2}\.\d"/);
          break;
        case APP: {
          // The area's statistics are other points' values: never this one's, around it.
          const stats = areaStatistics(truth);
          expect([stats.mean, stats.min, stats.max]).not.toContain(truth.evd);
          expect(stats.min).toBeLessThan(truth.evd);
          expect(stats.max).toBeGreaterThan(truth.evd);
          expect(text).toContain(`Evd Mittelwert\n${stats.mean.toFixed(1).replace('.', ',')} MN/m²`);
          expect(text).toContain(SCALE_TICKS.join(' '));
          expect(text).toMatch(/\d+\.\d{5}° N, \d+\.\d{5}° E/);
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === OLED));
  });
});
