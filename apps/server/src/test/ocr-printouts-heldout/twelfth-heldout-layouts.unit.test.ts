// Checks the generator of the twelfth batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell, the layouts are
// new, and each expected answer agrees with what was printed and with the values it was drawn from —
// including the pages without a position (the whiteboard, the tunnel strip) — and the traps are on
// the page.
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
import { weekday } from './fourth-heldout-layouts.js';
import {
  MONTHS_ET,
  MONTHS_SQ,
  albanianDate,
  boardDate,
  estonianDate,
  notebookLines,
  romanDate,
  slashYearFirst,
  stickyNote,
  targetActualRows,
  twelfthHeldoutLayouts,
  whiteboardLines,
  workingDayAfter,
} from './twelfth-heldout-layouts.js';

const { names: twelfthNames, cases, flatShots, layoutOf, textOf } = batchOf(twelfthHeldoutLayouts);
const ESTONIAN = 'Katseprotokoll eesti keeles';
const BULGARIAN = 'Протокол от изпитване български';
const ALBANIAN = 'Raport i provës shqip';
const TARGET_ACTUAL = 'Abnahmeprotokoll Soll-Ist-Vergleich';
const SHADOW = 'Handyschatten quer über dem Protokoll';
const NOTEBOOK = 'Notizbuch kariert, Monat in römischen Ziffern';
const STICKY = 'Ausdruck mit Haftnotiz';
const EXPORT_DEVICE = 'Exportgerät englisch, Jahr/Monat/Tag, Länge zuerst';
const WHITEBOARD = 'Whiteboard im Baucontainer';
const TUNNEL = 'Tunnel unter Natriumlicht, kein GPS';
const WITHOUT_POSITION = [WHITEBOARD, TUNNEL];

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [ESTONIAN]: (t) => [estonianDate(t), `kell ${testClock(t)}`],
  [BULGARIAN]: (t) => [`${german(t)} г.`, `${testClock(t)} ч.`],
  [ALBANIAN]: (t) => [albanianDate(t), testClock(t)],
  [TARGET_ACTUAL]: (t) => [german(t), `${german(t)}, ${testClock(t)} Uhr`],
  [SHADOW]: (t) => [german(t), `${german(t)} / ${testClock(t)} Uhr`],
  [NOTEBOOK]: (t) => [romanDate(t), `${romanDate(t)}   ${testClock(t)}`],
  [STICKY]: (t) => [iso(t), `${iso(t)} ${withSeconds(t)}`],
  [EXPORT_DEVICE]: (t) => [slashYearFirst(t), `${slashYearFirst(t)} ${withSeconds(t)}`],
  [WHITEBOARD]: (t) => [boardDate(t), `${boardDate(t)}   ${testClock(t)} Uhr`],
  [TUNNEL]: (t) => [german(t), withSeconds(t)],
};

describe('twelfth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and ten before (development since decision 0774), seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before it.
    expectAppendedBatch(twelfthHeldoutLayouts);
    expect(twelfthHeldoutLayouts).toHaveLength(10);
    expect(heldoutSetLayouts.indexOf(twelfthHeldoutLayouts[0]!)).toBe(110);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...twelfthNames].sort());
    // Seventy cases from seed 12000, in the set right after the first 770: held out when written
    // (first measured in decision 0773), development since decision 0774 like every batch before it.
    expect(heldoutTestSet().slice(770, 840)).toEqual(cases);
    expect(cases.map((testCase) => [testCase.half, testCase.seed % 100])).toEqual(
      twelfthHeldoutLayouts.flatMap(() => [0, 1, 2, 3, 4, 5, 6].map((shot) => ['development', shot])),
    );
    expect(
      heldoutTestSet()
        .slice(0, 840)
        .filter((testCase) => testCase.half === 'heldout'),
    ).toHaveLength(0);
    expect(cases[0]!.seed).toBe(12_000);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      expect(expected.evd, testCase.name).toBe(truth.evd);
      expect(decimals(text), testCase.name).toContain(truth.evd);
      expect(text, testCase.name).toMatch(/Evd/);
      expect(expected.dateTime).toBe(`${iso(truth)}T${testClock(truth)}`);
      const [date, time] = printedDateAndClock[testCase.layout]!(truth);
      expect(text, testCase.name).toContain(date);
      expect(text, testCase.name).toContain(time);
      expectPositionOrNone(testCase.name, expected, truth, text, !WITHOUT_POSITION.includes(testCase.layout));
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value (the export device: its "Evd Limit"),
    // another date or clock.
    expectTrapsOnFlatShots(flatShots, textOf, /s\/v|S\/V/, /≥\s*\d+|>=\s*\d+|Limit\(MPa\)\n\d+/);
  });

  it('writes each layout’s own notation: languages, target and actual, shadow, notebook, note, export device, whiteboard, tunnel', () => {
    for (const testCase of flatShots) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const text = printedText(drawing);
      const value = evdText(truth.evd);
      switch (testCase.layout) {
        case ESTONIAN:
          // Degrees, minutes and decimal-comma seconds with primes, "p.l." and "i.p." after them.
          expect(text).toMatch(/\d+° \d{2}′ \d{2},\d″ p\.l\. {3}\d+° \d{2}′ \d{2},\d″ i\.p\./);
          expect(MONTHS_ET).toContain(estonianDate(truth).split(' ')[1]);
          expect(text).toContain(`${value} MN/m²`);
          break;
        case BULGARIAN:
          expect(text).toMatch(/\d+° \d{2},\d{4}′ с\.ш\./);
          expect(text).toMatch(/\d+° \d{2},\d{4}′ и\.д\./);
          expect(text).toMatch(/Отпечатано: \d{2}\.\d{2}\.\d{4} г\./);
          expect(text).not.toContain(`Отпечатано: ${german(truth)}`);
          break;
        case ALBANIAN:
          expect(MONTHS_SQ).toContain(albanianDate(truth).split(' ')[1]);
          expect(text).toMatch(/Gjerësia veriore \(WGS 84\)\n\d+,\d{5}°/);
          expect(text).toMatch(/Gjatësia lindore \(WGS 84\)\n\d+,\d{5}°/);
          break;
        case TARGET_ACTUAL: {
          // Evd's row: target 45,0, actual the Evd, the difference, and the ratio in per cent.
          const [evdRow, svRow, , ratioRow] = targetActualRows(truth);
          expect(evdRow!.slice(0, 3)).toEqual(['Evd [MN/m²]', '≥ 45,0', value]);
          expect(Number(evdRow![3]!.replace('−', '-').replace(',', '.'))).toBeCloseTo(truth.evd - 45, 1);
          expect(svRow![2]).toBe(truth.sv.toFixed(2).replace('.', ','));
          expect(ratioRow![2]).not.toBe(value);
          // The acceptance is on a later working day.
          const acceptance = workingDayAfter(truth, 2);
          expect([1, 2, 3, 4, 5]).toContain(weekday(acceptance));
          expect(text).toContain(`Abnahme:\n${german(acceptance)}, 10:00 Uhr`);
          break;
        }
        case SHADOW:
          // The shadow is a figure over the text, drawn last.
          expect(drawing.lines.at(-1)!.figure).toBeDefined();
          expect(drawing.lines.at(-1)!.cells).toEqual([]);
          break;
        case NOTEBOOK: {
          // Squared paper drawn first, under the text; the Roman month; the roller's order the next day.
          expect(drawing.lines[0]!.figure).toBeDefined();
          expect(romanDate(truth)).toMatch(/^\d{1,2}\.[IVX]+\.\d{4}$/);
          const lines = notebookLines(truth);
          expect(lines.find((l) => l.startsWith('Evd'))).toContain(value);
          expect(lines.at(-1)).not.toContain(romanDate(truth).slice(0, -5));
          break;
        }
        case STICKY: {
          // The note is the last figure; its text holds a phone number and a later meeting's clock.
          const note = stickyNote(truth);
          expect(drawing.lines.at(-1)!.figure!.says).toBe(note.join('\n'));
          expect(note.join(' ')).toMatch(/Tel\. 0171 \d+ \d+/);
          expect(note.join(' ')).toMatch(/08:30/);
          expect(text).toMatch(/\d+°\d{2}'\d{2}\.\d"N {3}\d+°\d{2}'\d{2}\.\d"E/);
          break;
        }
        case EXPORT_DEVICE: {
          // Longitude before latitude, with the hemisphere letter in front; Evd in MPa.
          expect(text.indexOf('Longitude')).toBeLessThan(text.indexOf('Latitude'));
          expect(text).toContain(`E ${truth.lng.toFixed(6)}`);
          expect(text).toContain(`N ${truth.lat.toFixed(6)}`);
          expect(text).toContain(`Evd(MPa)\n${truth.evd.toFixed(1)}`);
          expect(drawing.display).toBeDefined();
          break;
        }
        case WHITEBOARD: {
          // One Evd on the board; the other dates are later working days; no degrees.
          const lines = whiteboardLines(truth).map(([, line]) => line);
          expect(lines.filter((line) => /Evd/.test(line))).toHaveLength(1);
          expect(boardDate(truth)).toMatch(/^\p{L}{2} \d{2}\.\d{2}\.\d{2}$/u);
          const others = lines.filter((line) => /: \p{L}{2} \d{2}\./u.test(line));
          expect(others.length).toBeGreaterThanOrEqual(2);
          for (const line of others) expect(line).not.toContain(boardDate(truth));
          expect(text).not.toContain('°');
          break;
        }
        case TUNNEL:
          expect(text).toContain('GPS:  kein Empfang');
          expect(text).not.toContain('°');
          expect(text).toContain(`Evd: ${value} MN/m2`);
          expect(drawing.background).toBe('rgb(228,158,70)');
          break;
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === SHADOW));
  });
});
