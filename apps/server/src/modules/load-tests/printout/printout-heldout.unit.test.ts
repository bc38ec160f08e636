// OCR of the second, independent test set (src/test/ocr-printouts-heldout, issue 38): layouts the
// first set does not have, each photographed seven ways, scored per half. The reader is tuned on
// the development half only (the twelve layouts of heldout-layouts.ts, decision 0731); the held-out
// half (fresh layouts written without looking at the reader) shows how it does on layouts nobody
// tuned against. On each half not one wrong value may be filled without "bitte prüfen". The
// development half must reach the target of ≥ 95 % of fields right; the held-out half is asserted
// at a floor from its first measurement, so that it cannot get worse: the target of 95 % is
// reported by bench/ocr.bench.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  heldoutTestSet,
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
/** A floor, not the goal: 88 % (decision 0700's) until the fresh held-out half is first measured. */
const HELDOUT_FLOOR = 0.88; // floor set by the lead after the first measurement
/** Whether the set has held-out layouts at all (known before rendering, so the test can be skipped). */
const HAS_HELDOUT = heldoutTestSet().some((testCase) => testCase.half === 'heldout');

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
  it('has at least 80 images of 12 development layouts, held-out layouts apart, with every kind of photo', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(80);
    const layoutsOf = (half: HeldoutCase['half']) =>
      new Set(rendered.filter((r) => r.testCase.half === half).map((r) => r.testCase.layout));
    const development = layoutsOf('development');
    expect(development.size).toBeGreaterThanOrEqual(12);
    expect([...layoutsOf('heldout')].filter((layout) => development.has(layout))).toEqual([]);
    expect(new Set(rendered.map(({ testCase }) => testCase.shot.kind))).toEqual(
      new Set(['scan', 'perspective', 'dim', 'blur', 'turned', 'exif', 'large']),
    );
  });

  it('reads the development half: ≥ 95 % of fields right, none wrong without "bitte prüfen"', async () => {
    const { tally, accuracy } = await readHalf('development');
    expect(tally.wrong).toBe(0);
    expect(accuracy).toBeGreaterThanOrEqual(TARGET);
  }, 900_000);

  if (!HAS_HELDOUT)
    console.log(
      'OCR-Testsatz II: keine zurückgehaltenen Layouts im Satz – die Prüfung der zurückgehaltenen Hälfte entfällt.',
    );
  it.skipIf(!HAS_HELDOUT)(
    'reads the held-out half: none wrong without "bitte prüfen", no fewer fields than first measured (skipped while the set has no held-out layouts)',
    async () => {
      const { tally, accuracy } = await readHalf('heldout');
      expect(tally.wrong).toBe(0);
      expect(accuracy).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
    },
    900_000,
  );
});
