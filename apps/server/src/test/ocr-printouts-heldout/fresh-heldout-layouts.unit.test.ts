// Checks the generator of the eight fresh held-out layouts, not the reader: every layout renders
// without text running over its edges, prints the Evd it claims, and its expected answer agrees
// with the values it was drawn from.
import { describe, expect, it } from 'vitest';
import { freshHeldoutLayouts } from './fresh-heldout-layouts.js';
import { heldoutLayouts } from './heldout-layouts.js';
import { decimals, inkInMargins, printedText } from './heldout-drawing-checks.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';

const two = (value: number) => String(value).padStart(2, '0');

const freshNames = new Set(freshHeldoutLayouts.map((layout) => layout.name));
const cases = heldoutTestSet().filter((testCase) => freshNames.has(testCase.layout));
const layoutOf = (name: string) => freshHeldoutLayouts.find((layout) => layout.name === name)!;

describe('fresh held-out layouts (the generator)', () => {
  it('adds eight layouts after the first twelve, seven shots each (development since decision 0732)', () => {
    expect(freshHeldoutLayouts).toHaveLength(8);
    expect(freshHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    expect(new Set([...heldoutLayouts, ...freshHeldoutLayouts].map((layout) => layout.name)).size).toBe(20);
    expect(cases).toHaveLength(56);
    expect(Math.min(...cases.map((testCase) => testCase.seed))).toBe(1000 + heldoutLayouts.length * 100);
  });

  it('expects what was printed: Evd, date and time, and the position in degrees and minutes', () => {
    for (const testCase of cases) {
      const truth = truthFor(testCase.seed);
      const layout = layoutOf(testCase.layout);
      const expected = layout.expected(truth);
      const text = printedText(layout.draw(truth));
      expect(expected).toEqual(testCase.expected);
      if (expected.evd === 'absent') {
        // A static plate load test: Ev1 and Ev2, and no Evd label anywhere.
        expect(text).toMatch(/Ev1/);
        expect(text).toMatch(/Ev2/);
        expect(text).not.toMatch(/E\s?v\s?d/i);
      } else {
        expect(expected.evd).toBe(truth.evd);
        expect(decimals(text), testCase.name).toContain(truth.evd);
      }
      expect(expected.dateTime).toBe(
        `${truth.year}-${two(truth.month)}-${two(truth.day)}T${two(truth.hour)}:${two(truth.minute)}`,
      );
      expect(text).toContain(`${two(truth.hour)}:${two(truth.minute)}`);
      const { latitude, longitude } = expected;
      // Every fresh layout prints a position.
      if (latitude === 'absent' || longitude === 'absent') throw new Error(`${testCase.name}: no position`);
      expect(latitude.latG).toBe(Math.floor(truth.lat));
      expect(longitude.lngG).toBe(Math.floor(truth.lng));
      // Printed to at most a thousandth of a minute's rounding (tenths of seconds, 5 decimals).
      expect(Math.abs(latitude.latM - (truth.lat % 1) * 60)).toBeLessThan(0.001);
      expect(Math.abs(longitude.lngM - (truth.lng % 1) * 60)).toBeLessThan(0.001);
      for (const minutes of [latitude.latM, longitude.lngM])
        expect(Math.round(minutes * 10_000) / 10_000).toBe(minutes);
    }
  });

  it('renders every shot’s drawing with no text running into the left or right margin', async () => {
    for (const testCase of cases) {
      const drawing = layoutOf(testCase.layout).draw(truthFor(testCase.seed));
      expect(await inkInMargins(drawing), testCase.name).toBe(0);
    }
  });
});
