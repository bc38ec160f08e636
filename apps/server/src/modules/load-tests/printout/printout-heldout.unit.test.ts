// OCR of the second, independent test set (src/test/ocr-printouts-heldout, issue 38): twelve
// layouts the first set does not have, each photographed seven ways, scored per half. The reader
// was tuned on the development half only; the held-out half shows how it does on layouts nobody
// looked at. On each half not one wrong value may be filled without "bitte prüfen". The development
// half must reach the target of ≥ 95 % of fields right; the held-out half is asserted at the level
// measured when it was first read (89.3 %, decision 0700), so that it cannot get worse: the target
// of 95 % is reported by bench/ocr.bench.ts and is not reached yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderHeldoutSet,
  tallyHeldout,
  type HeldoutCase,
  type RenderedHeldoutCase,
} from '../../../test/ocr-printouts-heldout/heldout-set.js';
import { formatTable as table } from '../../../test/ocr-printouts/printout-scoring.js';
import type { PrintoutFields } from './parse-printout-text.js';
import { createPrintoutReader, type PrintoutReader } from './printout-reader.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const TARGET = 0.95;
/** The held-out half's first measurement (150 of 168 fields), rounded down: a floor, not the goal. */
const HELDOUT_FLOOR = 0.88;

let rendered: RenderedHeldoutCase[] = [];
let reader: PrintoutReader;

beforeAll(async () => {
  rendered = await renderHeldoutSet();
  reader = createPrintoutReader();
}, 300_000);

afterAll(async () => {
  await reader?.close();
});

const readHalf = async (half: HeldoutCase['half']) => {
  const results: { testCase: HeldoutCase; fields: PrintoutFields }[] = [];
  const misses: string[] = [];
  for (const { testCase, image } of rendered.filter((r) => r.testCase.half === half)) {
    const fields = await reader.read(image, { now: NOW });
    results.push({ testCase, fields });
    const own = tallyHeldout([{ testCase, fields }]);
    if (own.tally.correct < 4)
      misses.push(`  ${testCase.name}: ${JSON.stringify(fields)}\n    erwartet ${JSON.stringify(testCase.expected)}`);
  }
  const summary = tallyHeldout(results);
  console.log(
    `OCR-Testsatz II, ${half} (${results.length} Bilder)\n${table(summary.rows)}\nNicht ganz richtig:\n${misses.join('\n')}`,
  );
  return summary;
};

describe('printout reader on the held-out test set', () => {
  it('has at least 80 images of 12 layouts, half of them held out, with every kind of photo', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(80);
    const layouts = new Set(rendered.map(({ testCase }) => testCase.layout));
    expect(layouts.size).toBeGreaterThanOrEqual(12);
    const heldout = new Set(rendered.filter((r) => r.testCase.half === 'heldout').map((r) => r.testCase.layout));
    expect(heldout.size).toBe(layouts.size / 2);
    expect(new Set(rendered.map(({ testCase }) => testCase.shot.kind))).toEqual(
      new Set(['scan', 'perspective', 'dim', 'blur', 'turned', 'exif', 'large']),
    );
  });

  it('reads the development half: ≥ 95 % of fields right, none wrong without "bitte prüfen"', async () => {
    const { tally, accuracy } = await readHalf('development');
    expect(tally.wrong).toBe(0);
    expect(accuracy).toBeGreaterThanOrEqual(TARGET);
  }, 900_000);

  it('reads the held-out half: none wrong without "bitte prüfen", no fewer fields than first measured', async () => {
    const { tally, accuracy } = await readHalf('heldout');
    expect(tally.wrong).toBe(0);
    expect(accuracy).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
  }, 900_000);
});
