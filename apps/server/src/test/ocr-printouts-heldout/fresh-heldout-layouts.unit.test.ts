// Checks the generator of the eight fresh held-out layouts, not the reader: every layout renders
// without text running over its edges, prints the Evd it claims, and its expected answer agrees
// with the values it was drawn from.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { freshHeldoutLayouts } from './fresh-heldout-layouts.js';
import { heldoutLayouts, type HeldoutLayout } from './heldout-layouts.js';
import { drawingSvg } from './heldout-photo.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';

const two = (value: number) => String(value).padStart(2, '0');
const printedText = (layout: HeldoutLayout, seed: number) =>
  layout
    .draw(truthFor(seed))
    .lines.flatMap((l) => l.cells.map((cell) => cell.text))
    .join('\n');
const numbers = (text: string) => [...text.matchAll(/\d+[.,]\d+/g)].map((match) => Number(match[0].replace(',', '.')));
const rgb = (colour: string) => colour.match(/\d+/g)!.map(Number);

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
      const text = printedText(layout, testCase.seed);
      expect(expected).toEqual(testCase.expected);
      if (expected.evd === 'absent') {
        // A static plate load test: Ev1 and Ev2, and no Evd label anywhere.
        expect(text).toMatch(/Ev1/);
        expect(text).toMatch(/Ev2/);
        expect(text).not.toMatch(/E\s?v\s?d/i);
      } else {
        expect(expected.evd).toBe(truth.evd);
        expect(numbers(text), testCase.name).toContain(truth.evd);
      }
      expect(expected.dateTime).toBe(
        `${truth.year}-${two(truth.month)}-${two(truth.day)}T${two(truth.hour)}:${two(truth.minute)}`,
      );
      expect(text).toContain(`${two(truth.hour)}:${two(truth.minute)}`);
      const { latitude, longitude } = expected;
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
      const { svg, width, height } = drawingSvg(drawing);
      const { data, info } = await sharp(Buffer.from(svg))
        .flatten({ background: '#ffffff' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([width, height]);
      const size = drawing.fontSize;
      const margin = Math.round(size * 1.2);
      const housing = drawing.display ? Math.round(size * 2.5) : 0;
      const background = rgb(drawing.background);
      const strips = [
        [housing + Math.ceil(size / 3), housing + Math.floor(margin / 2)],
        [housing + drawing.width - Math.floor(margin / 2), housing + drawing.width - Math.ceil(size / 3)],
      ];
      let inked = 0;
      for (let y = housing + size; y < height - housing - size; y++)
        for (const [from, to] of strips)
          for (let x = from!; x < to!; x++) {
            const o = (y * info.width + x) * 3;
            if (background.some((value, c) => Math.abs(data[o + c]! - value) > 60)) inked++;
          }
      expect(inked, testCase.name).toBe(0);
    }
  });
});
