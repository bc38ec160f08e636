// Checks the generator of the third batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell, the layouts are
// new, and each expected answer agrees with what was printed and with the values it was drawn from
// — including the fields a correct reader must leave empty.
import { describe, expect, it } from 'vitest';
import { freshHeldoutLayouts } from './fresh-heldout-layouts.js';
import {
  expectCleanDrawings,
  expectEvdAndTestTime,
  expectPrintedPosition,
  expectSevenPhotographs,
} from './heldout-answer-checks.js';
import { decimals, printedText } from './heldout-drawing-checks.js';
import { heldoutLayouts } from './heldout-layouts.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';
import { segmentDigits, thirdHeldoutLayouts, utm } from './third-heldout-layouts.js';

const two = (value: number) => String(value).padStart(2, '0');
const thirdNames = new Set(thirdHeldoutLayouts.map((layout) => layout.name));
const cases = heldoutTestSet().filter((testCase) => thirdNames.has(testCase.layout));
const layoutOf = (name: string) => thirdHeldoutLayouts.find((layout) => layout.name === name)!;
/** Layouts that print no position (a road station; a device without a GPS fix). */
const withoutPosition = new Set(['PDF-Bericht mit Logo', 'Segment-LCD']);

describe('third batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the twenty before, seven shots each, earlier seeds unchanged', () => {
    expect(thirdHeldoutLayouts).toHaveLength(10);
    // Written held-out (decision 0733), development since decision 0736.
    expect(thirdHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    const all = [...heldoutLayouts, ...freshHeldoutLayouts, ...thirdHeldoutLayouts];
    expect(new Set(all.map((layout) => layout.name)).size).toBe(30);
    // Names differ from every earlier one, also ignoring case and spaces.
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');
    const earlier = new Set([...heldoutLayouts, ...freshHeldoutLayouts].map((layout) => key(layout.name)));
    for (const name of thirdNames) expect(earlier.has(key(name)), name).toBe(false);
    expect(cases).toHaveLength(70);
    expect(Math.min(...cases.map((testCase) => testCase.seed))).toBe(3000);
    const set = heldoutTestSet();
    // This batch's cases follow the twenty layouts before it (later batches, from decision 0735 on,
    // come after them and are checked by their own tests).
    expect(set.slice(140, 210)).toEqual(cases);
    // The earlier layouts keep their place and seeds.
    expect(set.slice(0, 140).map((testCase) => testCase.layout)).toEqual(
      [...heldoutLayouts, ...freshHeldoutLayouts].flatMap((layout) => Array<string>(7).fill(layout.name)),
    );
    expect(set[139]!.seed).toBe(2906);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    for (const testCase of cases) {
      const truth = truthFor(testCase.seed);
      const layout = layoutOf(testCase.layout);
      const expected = layout.expected(truth);
      const text = printedText(layout.draw(truth));
      expect(expected, testCase.name).toEqual(testCase.expected);
      // Evd printed with its label; the test's date and time printed in the layout's own way.
      const hours = [two(truth.hour), String(truth.hour), String(truth.hour % 12 || 12)];
      expectEvdAndTestTime(testCase.name, expected, truth, text, hours, ':h.');
      // The position: in degrees and minutes as printed, or nothing where none is printed.
      const { latitude, longitude } = expected;
      if (withoutPosition.has(testCase.layout)) {
        expect(latitude).toBe('absent');
        expect(longitude).toBe('absent');
        expect(text, testCase.name).not.toMatch(/°/);
        expect(text, testCase.name).not.toContain(truth.lat.toFixed(3));
        expect(text, testCase.name).not.toMatch(/(^|\s)[NE] ?\d/m);
        continue;
      }
      expectPrintedPosition(testCase.name, expected, truth, text);
    }
  });

  it('prints numbers of other quantities near Evd and clocks that are not the test’s', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const text = printedText(layoutOf(testCase.layout).draw(truth));
      const others = decimals(text).filter((value) => value !== truth.evd);
      // At least the mean settlement and s/v, and a required value or a load or a ratio.
      expect(others.length, testCase.name).toBeGreaterThanOrEqual(3);
      expect(text, testCase.name).toMatch(/s\/v|S\/V/);
    }
    // The phone's status bar shows the time of the screenshot, the PDF's footer the day after.
    const phone = cases.find((c) => c.layout === 'App Bluetooth Karten dunkel')!;
    const phoneTruth = truthFor(phone.seed);
    const statusClock = layoutOf(phone.layout).draw(phoneTruth).lines[0]!.cells[0]!.text;
    expect(statusClock).not.toBe(`${two(phoneTruth.hour)}:${two(phoneTruth.minute)}`);
    const pdf = cases.find((c) => c.layout === 'PDF-Bericht mit Logo')!;
    expect(printedText(layoutOf(pdf.layout).draw(truthFor(pdf.seed)))).toMatch(/Erstellt am/);
  });

  it('draws UTM coordinates and segment digits correctly', () => {
    // On zone 33's central meridian the easting is 500 000 m and the northing k0 times the
    // meridian arc (WGS 84: 4 984 944.4 m from the equator to 45°).
    expect(utm(45, 15)).toEqual({ zone: '33T', easting: 500_000, northing: Math.round(0.9996 * 4_984_944.378) });
    expect(utm(52.5, 13.4).zone).toBe('33U');
    expect(utm(50.1, 8.7).zone).toBe('32U');
    // "8.8" lights every segment of both digits and one point; "1" two segments, the rest ghosts.
    const lit = (svg: string) => (svg.match(/fill="ink"/g) ?? []).length;
    expect(lit(segmentDigits('8.8', 100, 0, 40, 'ink', 'ghost'))).toBe(15);
    expect(lit(segmentDigits('1', 100, 0, 40, 'ink', 'ghost'))).toBe(2);
    expect(lit(segmentDigits('12:30', 200, 0, 40, 'ink', 'ghost'))).toBe(2 + 5 + 2 + 5 + 6);
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === 'Segment-LCD'));
  });
});
