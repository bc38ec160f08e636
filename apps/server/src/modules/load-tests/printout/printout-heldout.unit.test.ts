// OCR of the second, independent test set (src/test/ocr-printouts-heldout, issue 38): layouts the
// first set does not have, each photographed seven ways, scored per half. The reader is tuned on
// the development half only: the twelve layouts of heldout-layouts.ts (decision 0731), the eight
// of fresh-heldout-layouts.ts (decision 0732), the ten of third-heldout-layouts.ts (since decision
// 0736), the ten of fourth-heldout-layouts.ts (since decision 0739), the ten of
// fifth-heldout-layouts.ts (since decision 0743) and the ten of sixth-heldout-layouts.ts (since
// decision 0747): 60 layouts and 420 images. Its targets are ≥ 95 % of fields right and not one
// wrong value filled without "bitte prüfen"; not one wrong value is asserted, the share right at
// its measurement (decision 0747: 90.1 %, the target not reached yet).
// The held-out half (a batch written without looking at the reader) shows how it does on layouts
// nobody tuned against: it is asserted at its first measurement so it cannot get worse; the
// targets are reported by bench/ocr.bench.ts. Held out now: the ten layouts of
// seventh-heldout-layouts.ts (decision 0748, first measured in decision 0749). When a held-out batch
// becomes development before the next one arrives, the half is empty and its test is skipped.
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
/**
 * The development half's share of fields right as measured (decision 0747, 60 layouts): 1,513 of
 * 1,680 (90.1 %), 0 wrong — below the target of 95 % (and below the 92.6 % of the 50 layouts before):
 * the sixth batch reads 216 of 280, its fax, Belgian protocol, lock screen and sample label going to
 * "bitte prüfen" or staying empty, besides the fifth batch's memory list, the handwritten sheet and
 * the segment display.
 */
const DEVELOPMENT_FLOOR = 0.9;
/**
 * Floor and ceiling for the held-out half, not the goal: its first measurement (decision 0749, the
 * ten layouts of decision 0748): 152 of 280 fields right (54.3 %), not one wrong value filled.
 */
const HELDOUT_FLOOR = 0.54;
const HELDOUT_KNOWN_WRONG = 0;
/** Whether the set has held-out layouts at all (known before rendering, so the test can be skipped). */
const HAS_HELDOUT = heldoutTestSet().some((testCase) => testCase.half === 'heldout');

let rendered: RenderedHeldoutCase[] = [];
let reader: PrintoutReader;

beforeAll(async () => {
  rendered = await renderHeldoutSet();
  reader = createPrintoutReader();
}, 600_000); // 490 images: ~150 s alone, about twice that beside other test files

afterAll(async () => {
  await reader?.close();
});

const layoutsOf = (half: HeldoutCase['half']) =>
  new Set(rendered.filter((r) => r.testCase.half === half).map((r) => r.testCase.layout));

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
  it('has at least 490 images: 60 development layouts, held-out ones apart, with every kind of photo', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(490);
    const development = layoutsOf('development');
    expect(development.size).toBeGreaterThanOrEqual(60);
    expect([...layoutsOf('heldout')].filter((layout) => development.has(layout))).toEqual([]);
    expect(new Set(rendered.map(({ testCase }) => testCase.shot.kind))).toEqual(
      new Set(['scan', 'perspective', 'dim', 'blur', 'turned', 'exif', 'large']),
    );
  });

  it('reads the development half: none wrong without "bitte prüfen", no fewer fields right than measured', async () => {
    const { tally, accuracy } = await readHalf('development');
    expect(tally.wrong).toBe(0);
    expect(accuracy).toBeGreaterThanOrEqual(DEVELOPMENT_FLOOR);
  }, 1_200_000);

  if (!HAS_HELDOUT)
    console.log(
      'OCR-Testsatz II: keine zurückgehaltenen Layouts im Satz – die Prüfung der zurückgehaltenen Hälfte entfällt.',
    );
  it.skipIf(!HAS_HELDOUT)(
    'reads the held-out half no worse than first measured: no more wrong values, no fewer fields right',
    async () => {
      const { tally, accuracy } = await readHalf('heldout');
      expect(tally.wrong).toBeLessThanOrEqual(HELDOUT_KNOWN_WRONG);
      expect(accuracy).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
    },
    1_200_000,
  );
});
