// Checks the generator of the eleventh batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell, the layouts are
// new, and each expected answer agrees with what was printed and with the values it was drawn from —
// including the pages without a position in degrees (Gauss-Krüger only, the checklist) — and the
// traps are on the page.
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
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { heldoutSetLayouts, heldoutTestSet, truthFor } from './heldout-set.js';
import { utcOffsetHours } from './fifth-heldout-layouts.js';
import {
  checklistRows,
  eleventhHeldoutLayouts,
  gaussKrueger,
  kmlLines,
  latvianDate,
  lcdRows,
  mailLines,
  miswritten,
  shortWeekdayDate,
  swedishClock,
  utcWhen,
} from './eleventh-heldout-layouts.js';

const { names: eleventhNames, cases, flatShots, layoutOf, textOf, cellsOf } = batchOf(eleventhHeldoutLayouts);
const SWEDISH = 'Provningsprotokoll svenska, Evd i MPa';
const LATVIAN = 'Testēšanas protokols latviski';
const GAUSS_KRUEGER = 'Lage nur Gauß-Krüger Rechts- und Hochwert';
const GLARE = 'Display in der Sonne mit Blendfleck';
const GNSS = 'GNSS-Controller Punkt mit Attribut LWD';
const KML = 'KML-Datei im Editor, Länge vor Breite';
const STRUCK = 'Feldblatt mit gestrichenem Evd und Korrektur';
const CHECKLIST = 'Prüfplan-Abhakliste mit Wochentagen';
const MAIL = 'Weitergeleitete E-Mail mit Zitatebenen';
const LCD = 'Zeichen-LCD 4×20 Punktmatrix';
const WITHOUT_POSITION = [GAUSS_KRUEGER, CHECKLIST];

const shortDate = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;

/** The test's date and clock exactly as each layout prints them (the KML's clock in UTC). */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [SWEDISH]: (t) => [iso(t), swedishClock(t)],
  [LATVIAN]: (t) => [latvianDate(t), `plkst. ${testClock(t)}`],
  [GAUSS_KRUEGER]: (t) => [german(t), `${testClock(t)} Uhr`],
  [GLARE]: (t) => [german(t), withSeconds(t)],
  [GNSS]: (t) => [german(t), withSeconds(t)],
  [KML]: (t) => [`<when>${iso(t)}T`, utcWhen(t)],
  [STRUCK]: (t) => [german(t), testClock(t)],
  [CHECKLIST]: (t) => [shortWeekdayDate(t), `${shortWeekdayDate(t)} ${testClock(t)}`],
  [MAIL]: (t) => [`vom ${german(t)}`, `${testClock(t)} Uhr`],
  [LCD]: (t) => [shortDate(t), `${shortDate(t)} ${testClock(t)}`],
};

describe('eleventh batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred before (development since decision 0768), seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before it.
    expectAppendedBatch(eleventhHeldoutLayouts);
    expect(eleventhHeldoutLayouts).toHaveLength(10);
    expect(heldoutSetLayouts.indexOf(eleventhHeldoutLayouts[0]!)).toBe(100);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...eleventhNames].sort());
    // Seventy cases from seed 11000, in the set right after the first 700: held out when written
    // (first measured in decision 0767), development since decision 0768 like every batch before it.
    expect(heldoutTestSet().slice(700, 770)).toEqual(cases);
    expect(cases.map((testCase) => [testCase.half, testCase.seed % 100])).toEqual(
      eleventhHeldoutLayouts.flatMap(() => [0, 1, 2, 3, 4, 5, 6].map((shot) => ['development', shot])),
    );
    expect(
      heldoutTestSet()
        .slice(0, 770)
        .filter((testCase) => testCase.half === 'heldout'),
    ).toHaveLength(0);
    expect(cases[0]!.seed).toBe(11_000);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      expect(expected.evd, testCase.name).toBe(truth.evd);
      expect(decimals(text), testCase.name).toContain(truth.evd);
      expect(text, testCase.name).toMatch(/Evd|EVD/);
      expect(expected.dateTime).toBe(`${iso(truth)}T${testClock(truth)}`);
      const [date, time] = printedDateAndClock[testCase.layout]!(truth);
      expect(text, testCase.name).toContain(date);
      expect(text, testCase.name).toContain(time);
      expectPositionOrNone(testCase.name, expected, truth, text, !WITHOUT_POSITION.includes(testCase.layout));
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock; the
    // checklist writes its dates without leading zeros, so its other date is checked on its own.
    expectTrapsOnFlatShots(
      flatShots.filter((c) => c.layout !== CHECKLIST),
      textOf,
      /s\/v|S \/ SV/,
      /≥\s*\d+|min\d+|EVD_SOLL/,
    );
    for (const testCase of flatShots.filter((c) => c.layout === CHECKLIST)) {
      const truth = truthFor(testCase.seed);
      const text = textOf(testCase.layout, testCase.seed);
      const others = decimals(text).filter((value) => value !== truth.evd);
      expect(others.length).toBeGreaterThanOrEqual(4);
      expect(others).toContain(truth.settlement);
      expect(text).toMatch(/Evd ≥ 45/);
      expect(text).toMatch(/Stand: \p{L}{2} \d{1,2}\.\d{1,2}\.\d{2}/u);
      expect(text).not.toContain(`Stand: ${shortWeekdayDate(truth)}`);
    }
  });

  it('writes each layout’s own notation: languages, grid coordinates, glare, GNSS, KML, correction, checklist, mail, LCD', () => {
    for (const testCase of flatShots) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const text = printedText(drawing);
      const value = evdText(truth.evd);
      switch (testCase.layout) {
        case SWEDISH:
          // "N"/"Ö" with decimal-comma minutes and primes; Evd in MPa; the ISO week.
          expect(text).toMatch(/N \d+° \d{2},\d{3}′ {3}Ö \d+° \d{2},\d{3}′/);
          expect(text).toContain(`${value} MPa`);
          expect(text).toMatch(/\(v\. \d{1,2}\)/);
          expect(swedishClock(truth)).toMatch(/^kl\. \d{1,2}\.\d{2}$/);
          break;
        case LATVIAN:
          expect(latvianDate(truth)).toMatch(/^\d{4}\. gada \d{1,2}\. \p{L}+$/u);
          expect(text).toMatch(/Z\. pl\. \d+,\d{6}° {3}A\. g\. \d+,\d{6}°/);
          break;
        case GAUSS_KRUEGER: {
          // Rechtswert with the strip's number in front, Hochwert; no degrees anywhere.
          const gk = gaussKrueger(truth.lat, truth.lng);
          expect(text).toContain(`Rechtswert\n${gk.right} m`);
          expect(text).toContain(`Hochwert\n${gk.high} m`);
          expect(gk.right.startsWith(String(gk.strip))).toBe(true);
          expect(Number(gk.high.replace(',', '.'))).toBeGreaterThan(5_200_000);
          expect(text).not.toMatch(/°|WGS/);
          break;
        }
        case GLARE:
          // The glare is a figure over the text, drawn last.
          expect(drawing.lines.at(-1)!.figure).toBeDefined();
          expect(drawing.display).toBeDefined();
          break;
        case GNSS:
          expect(text).toMatch(/\d+°\d{2}'\d{2}\.\d{5}" N/);
          expect(text).toMatch(/\d+°\d{2}'\d{2}\.\d{5}" E/);
          expect(text).toContain(`${truth.evd.toFixed(1)} MN/m2`);
          break;
        case KML: {
          // Longitude before latitude; the time stamp in UTC, the local time one or two hours later.
          const lines = kmlLines(truth).join('\n');
          expect(lines).toContain(`<coordinates>${truth.lng.toFixed(6)},${truth.lat.toFixed(6)},`);
          const hour = Number(utcWhen(truth).slice(11, 13));
          expect(hour + utcOffsetHours(truth)).toBe(truth.hour);
          expect(text).not.toContain(`T${testClock(truth)}`);
          break;
        }
        case STRUCK: {
          // The struck value differs from the corrected one, which is the answer.
          const wrong = miswritten(truth);
          expect(wrong).not.toBe(value);
          expect(drawing.lines.find((l) => l.figure?.says === `gestrichen: ${wrong}`)).toBeDefined();
          expect(cellsOf(STRUCK, truth).map((cell) => cell.text)).toContain(`${value}  Kr.`);
          break;
        }
        case CHECKLIST: {
          // One row done (the test's), one cancelled, three open, none with another Evd.
          const rows = checklistRows(truth);
          expect(rows.filter((row) => row.evd !== '—')).toHaveLength(1);
          expect(rows.filter((row) => row.done === 'offen')).toHaveLength(3);
          expect(text).not.toMatch(/\d[.,]\d+ ?°|°/);
          break;
        }
        case MAIL: {
          // Quoted lines carry the values; the mails' own dates are the days before and after.
          const lines = mailLines(truth);
          expect(lines.find((l) => l.startsWith('> Evd'))).toContain(value);
          expect(lines.filter((l) => /schrieb/.test(l))).toHaveLength(2);
          expect(lines.find((l) => l.startsWith('>> Am'))).not.toContain(german(truth));
          expect(lines.find((l) => l.startsWith('> Am'))).not.toContain(german(truth));
          break;
        }
        case LCD: {
          const rows = lcdRows(truth);
          for (const row of rows) expect(row).toHaveLength(20);
          expect(rows[2]).toContain(truth.evd.toFixed(1));
          expect(drawing.lines.find((l) => l.figure)!.figure!.says).toBe(rows.join('\n'));
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === GLARE));
  });
});
