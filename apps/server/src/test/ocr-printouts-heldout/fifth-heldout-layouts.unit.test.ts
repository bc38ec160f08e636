// Checks the generator of the fifth batch of held-out layouts, not the reader: every layout renders
// and is photographed, no text runs into the margins or over another cell, the layouts are new, and
// each expected answer agrees with what was printed and with the values it was drawn from —
// including the fields a correct reader must leave empty — and the traps are on the page.
import { describe, expect, it } from 'vitest';
import { MONTHS_DE } from './fresh-heldout-layouts.js';
import {
  daysAfter,
  earlierTest,
  fifthHeldoutLayouts,
  MONTHS_CS,
  MONTHS_DA,
  usDate,
  utcOffsetHours,
} from './fifth-heldout-layouts.js';
import { fourthHeldoutLayouts } from './fourth-heldout-layouts.js';
import { freshHeldoutLayouts } from './fresh-heldout-layouts.js';
import {
  batchOf,
  expectCleanDrawings,
  expectEvdAndTestTime,
  expectNoPrintedPosition,
  expectPrintedPosition,
  expectSevenPhotographs,
  expectTraps,
} from './heldout-answer-checks.js';
import { decimals, printedText } from './heldout-drawing-checks.js';
import { heldoutLayouts, two } from './heldout-layouts.js';
import { drawingSvg } from './heldout-photo.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';
import { thirdHeldoutLayouts } from './third-heldout-layouts.js';

const { names: fifthNames, cases, layoutOf, textOf } = batchOf(fifthHeldoutLayouts);
/** Layouts that print no position (a hand-filled sheet and a lab report naming axis and station). */
const withoutPosition = new Set(['Handschrift Feldblatt', 'Prüfbericht Labor Seite 2 von 3']);
const earlierLayouts = [...heldoutLayouts, ...freshHeldoutLayouts, ...thirdHeldoutLayouts, ...fourthHeldoutLayouts];

describe('fifth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the forty before (development since decision 0743), seven shots each, earlier seeds unchanged', () => {
    expect(fifthHeldoutLayouts).toHaveLength(10);
    expect(fifthHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    expect(new Set([...earlierLayouts, ...fifthHeldoutLayouts].map((layout) => layout.name)).size).toBe(50);
    // Names differ from every earlier one, also ignoring case, spaces and punctuation.
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüßóąęłčěřšžůýáíéøæå]/g, '');
    const earlier = new Set(earlierLayouts.map((layout) => key(layout.name)));
    for (const name of fifthNames) expect(earlier.has(key(name)), name).toBe(false);
    expect(cases).toHaveLength(70);
    expect(Math.min(...cases.map((testCase) => testCase.seed))).toBe(5000);
    const set = heldoutTestSet();
    // This batch's cases follow the forty layouts before it (later batches, from decision 0744 on,
    // come after them and are checked by their own tests).
    expect(set.slice(280, 350)).toEqual(cases);
    // The earlier layouts keep their place and seeds.
    expect(set.slice(0, 280).map((testCase) => testCase.layout)).toEqual(
      earlierLayouts.flatMap((layout) => Array<string>(7).fill(layout.name)),
    );
    expect(set[279]!.seed).toBe(4906);
    expect(set[280]!.seed).toBe(5000);
    // This batch and every layout before it are development.
    expect(set.slice(0, 350).every((testCase) => testCase.half === 'development')).toBe(true);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    const monthNames = (month: number) => [MONTHS_CS[month - 1]!, MONTHS_DA[month - 1]!, MONTHS_DE[month - 1]!];
    for (const testCase of cases) {
      const truth = truthFor(testCase.seed);
      const layout = layoutOf(testCase.layout);
      const expected = layout.expected(truth);
      const text = printedText(layout.draw(truth));
      expect(expected, testCase.name).toEqual(testCase.expected);
      // Evd printed with its label; the test's date and time printed in the layout's own way.
      expectEvdAndTestTime(testCase.name, expected, truth, text, [two(truth.hour), String(truth.hour)], ':.');
      const monthPrinted =
        new RegExp(`[.\\-/]0?${truth.month}[.\\-/]`).test(text) ||
        monthNames(truth.month).some((name) => text.includes(name)) ||
        (text.includes('MM/DD/YYYY') && text.includes(usDate(truth.month, truth.day, truth.year)));
      expect(monthPrinted, testCase.name).toBe(true);
      if (withoutPosition.has(testCase.layout)) {
        expectNoPrintedPosition(testCase.name, expected, truth, text);
        continue;
      }
      expectPrintedPosition(testCase.name, expected, truth, text);
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const text = textOf(testCase.layout, testCase.seed);
      // The single settlements, their mean and s/v, a required value, another date or clock.
      expectTraps(testCase.name, truth, text, /s\/v|S\/V|"sv_ms"/, /≥\s*\d+|>=\s*\d+|"Evd_required"/);
    }
  });

  it('dates the day after across month ends, prints UTC beside the local time, and US dates month first', () => {
    const february = { ...truthFor(5000), year: 2025, month: 2, day: 28 };
    expect(daysAfter(february, 1)).toMatchObject({ year: 2025, month: 3, day: 1 });
    expect(daysAfter({ ...february, year: 2024 }, 1)).toMatchObject({ year: 2024, month: 2, day: 29 });
    expect(daysAfter({ ...february, month: 12 }, 7)).toMatchObject({ year: 2026, month: 1, day: 4 });
    expect(usDate(6, 11, 2025)).toBe('06/11/2025');
    for (const testCase of cases.filter((c) => c.layout === 'JSON-Export im Editor UTC')) {
      const truth = truthFor(testCase.seed);
      const text = textOf(testCase.layout, testCase.seed);
      const utc = `${two(truth.hour - utcOffsetHours(truth))}:${two(truth.minute)}:${two(truth.second)}Z`;
      expect(text).toContain(utc);
      expect(text).toMatch(/"timestamp_local":\n"\d{4}-\d{2}-\d{2} \d{2}:/);
      expect(text).toContain(
        `"${truth.year}-${two(truth.month)}-${two(truth.day)} ${two(truth.hour)}:${two(truth.minute)}:`,
      );
    }
  });

  it('highlights the newest of five tests; the earlier ones carry other values', () => {
    for (const testCase of cases.filter((c) => c.layout === 'Speicherliste fünf Versuche')) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const highlighted = drawing.lines.filter((l) => l.fill === 'rgb(255,232,120)');
      expect(highlighted).toHaveLength(1);
      const row = highlighted[0]!.cells.map((cell) => cell.text);
      expect(highlighted[0]!.bold).toBe(true);
      expect(row).toContain(String(truth.evd).replace('.', ','));
      expect(row).toContain(`${two(truth.hour)}:${two(truth.minute)}`);
      // The highlighted row is the last of the table; the four before it hold other Evd values.
      const rows = drawing.lines.filter((l) => l.cells.length === 10 && !l.fill);
      expect(rows).toHaveLength(4);
      expect(drawing.lines.indexOf(highlighted[0]!)).toBe(drawing.lines.indexOf(rows[3]!) + 1);
      for (const back of [1, 2, 3, 4]) {
        const earlier = earlierTest(truth, back);
        expect(earlier.evd).not.toBe(truth.evd);
        expect(earlier.clock < `${two(truth.hour)}:${two(truth.minute)}`).toBe(true);
      }
    }
  });

  it('writes the field sheet by hand with a crossed-out value, tears the thermal strip below the results, lays a delivery note on the Danish protocol', () => {
    const seed = cases[0]!.seed;
    const truth = truthFor(seed);
    const sheet = layoutOf('Handschrift Feldblatt').draw(truth);
    const handwritten = sheet.lines.flatMap((l) => l.cells).filter((cell) => cell.italic);
    expect(handwritten.map((cell) => cell.text)).toContain(String(truth.evd).replace('.', ','));
    expect(handwritten.length).toBeGreaterThan(8);
    expect(drawingSvg(sheet).svg).toContain('font-style="italic"');
    const evdRow = sheet.lines.find((l) => l.cells[0]?.text === 'Evd')!;
    expect(evdRow.cells.filter((cell) => cell.italic)).toHaveLength(2);
    expect(evdRow.figure!.svg({ x: 0, y: 0, width: 800, height: 30 }, sheet)).toContain('<path');
    // The tear reaches the last lines only: the results and the test's time stand above it.
    const thermal = layoutOf('Thermo Ecke abgerissen').draw(truth);
    const torn = printedText({ ...thermal, lines: thermal.lines.slice(-5) });
    expect(torn).toMatch(/SOLL/);
    expect(torn).not.toMatch(/EVD|ZEIT|DATUM|N {2}\d/);
    expect(thermal.lines.at(-5)!.cells).toEqual([]);
    // The delivery note lies below the requirement's line and shows its own date and weights.
    const danish = layoutOf('Dansk protokol, Lieferschein darauf').draw(truth);
    const note = danish.lines.at(-1)!.figure!.says!;
    expect(note).toMatch(/Lieferschein Nr\. \d+/);
    expect(decimals(note)).not.toContain(truth.evd);
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === 'Messenger-Chat Polier'));
  });
});
