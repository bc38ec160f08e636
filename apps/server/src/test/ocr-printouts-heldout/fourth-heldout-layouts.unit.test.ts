// Checks the generator of the fourth batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell, the layouts are
// new, and each expected answer agrees with what was printed and with the values it was drawn from
// — including the fields a correct reader must leave empty — and the traps are on the page.
import { describe, expect, it } from 'vitest';
import { freshHeldoutLayouts } from './fresh-heldout-layouts.js';
import {
  eanCheckDigit,
  eanModules,
  fourthHeldoutLayouts,
  isoWeek,
  MONTHS_AT,
  MONTHS_IT,
  MONTHS_PL,
  qrModules,
  swissThousands,
} from './fourth-heldout-layouts.js';
import {
  batchOf,
  expectCleanDrawings,
  expectEvdAndTestTime,
  expectNoPrintedPosition,
  expectPrintedPosition,
  expectSevenPhotographs,
  expectTraps,
} from './heldout-answer-checks.js';
import { printedText } from './heldout-drawing-checks.js';
import { heldoutLayouts, two } from './heldout-layouts.js';
import { drawingSvg } from './heldout-photo.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';
import { thirdHeldoutLayouts } from './third-heldout-layouts.js';

const { names: fourthNames, cases, layoutOf, textOf } = batchOf(fourthHeldoutLayouts);
/** Layouts that print no position (a form whose GPS box is empty; a daily report naming a station). */
const withoutPosition = new Set(['Durchschlag Formular', 'Bautagesbericht KW']);
const earlierLayouts = [...heldoutLayouts, ...freshHeldoutLayouts, ...thirdHeldoutLayouts];

describe('fourth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the thirty before (development since decision 0739), seven shots each, earlier seeds unchanged', () => {
    expect(fourthHeldoutLayouts).toHaveLength(10);
    expect(fourthHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    expect(new Set([...earlierLayouts, ...fourthHeldoutLayouts].map((layout) => layout.name)).size).toBe(40);
    // Names differ from every earlier one, also ignoring case, spaces and punctuation.
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüßóąęł]/g, '');
    const earlier = new Set(earlierLayouts.map((layout) => key(layout.name)));
    for (const name of fourthNames) expect(earlier.has(key(name)), name).toBe(false);
    expect(cases).toHaveLength(70);
    expect(Math.min(...cases.map((testCase) => testCase.seed))).toBe(4000);
    const set = heldoutTestSet();
    // This batch's cases follow the thirty layouts before it (later batches, from decision 0738 on,
    // come after them and are checked by their own tests).
    expect(set.slice(210, 280)).toEqual(cases);
    // The earlier layouts keep their place and seeds.
    expect(set.slice(0, 210).map((testCase) => testCase.layout)).toEqual(
      earlierLayouts.flatMap((layout) => Array<string>(7).fill(layout.name)),
    );
    expect(set[209]!.seed).toBe(3906);
    expect(set[210]!.seed).toBe(4000);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    const monthNames = (month: number) => [MONTHS_PL[month - 1]!, MONTHS_IT[month - 1]!, MONTHS_AT[month - 1]!];
    for (const testCase of cases) {
      const truth = truthFor(testCase.seed);
      const layout = layoutOf(testCase.layout);
      const expected = layout.expected(truth);
      const text = printedText(layout.draw(truth));
      expect(expected, testCase.name).toEqual(testCase.expected);
      // Evd printed with its label; the test's date and time printed in the layout's own way.
      expectEvdAndTestTime(testCase.name, expected, truth, text, [two(truth.hour), String(truth.hour)], ':.');
      const month = two(truth.month);
      const monthPrinted =
        new RegExp(`[.\\-/]${month}[.\\-/]`).test(text) || monthNames(truth.month).some((name) => text.includes(name));
      expect(monthPrinted, testCase.name).toBe(true);
      // The position: in degrees and minutes as printed, or nothing where none is printed.
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
      expectTraps(testCase.name, truth, text, /s\/v|S\/V/, /≥\s*\d+|>=\s*\d+|ME |,soll \d+/);
    }
  });

  it('draws the calendar week, the barcode, the QR block and the Swiss numbers correctly', () => {
    expect(isoWeek(2026, 11, 29)).toBe(48);
    expect(isoWeek(2021, 1, 3)).toBe(53);
    expect(isoWeek(2024, 12, 30)).toBe(1);
    expect(isoWeek(2025, 1, 1)).toBe(1);
    // EAN-13: the check digit of a known number, 95 modules with guards.
    expect(eanCheckDigit('400638133393')).toBe('1');
    const modules = eanModules('4006381333931');
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
    const qr = qrModules(7);
    expect(qr).toHaveLength(25);
    expect(qr[0]!.slice(0, 8)).toEqual([true, true, true, true, true, true, true, false]);
    expect(swissThousands(12480)).toBe("12'480");
    expect(swissThousands(980)).toBe('980');
  });

  it('fades the thermal printout’s lower half and fills the carbon form in another typeface', () => {
    const seed = cases[0]!.seed;
    const thermal = layoutOf('Thermo vergilbt, unten verblasst').draw(truthFor(seed));
    const inks = thermal.lines.map((l) => l.cells[0]?.ink ?? thermal.ink);
    expect(inks[0]).toBe(thermal.ink);
    expect(inks.at(-1)).not.toBe(thermal.ink);
    const form = layoutOf('Durchschlag Formular').draw(truthFor(seed));
    const typed = form.lines.flatMap((l) => l.cells).filter((cell) => cell.font && cell.font !== form.font);
    expect(typed.map((cell) => cell.text)).toContain(String(truthFor(seed).evd).replace('.', ','));
    expect(drawingSvg(form).svg).toContain('font-family="Liberation Mono"');
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === 'Tablet quer mit Karte und Tacho'));
  });
});
