// OCR of the second, independent test set (src/test/ocr-printouts-heldout, issue 38): layouts the
// first set does not have, each photographed seven ways, scored per half. The set is read in five
// files so vitest can run them side by side (decision 0750): the development half's batches 1–4,
// 17, 21, 25 and 29 in printout-heldout-development-1.unit.test.ts, its batches 5–8, 20, 22, 28 and 30 in
// printout-heldout-development-2.unit.test.ts, batches 9, 13, 15, 16, 18, 23, 26 and 31 in
// printout-heldout-development-3.unit.test.ts, batches 10 to 12, 14, 19, 24 and 27 in
// printout-heldout-development-4.unit.test.ts, and the held-out half here, each file rendering only
// its own cases (read-heldout-cases.ts). `npm test` reads two of each development layout's seven
// photographs (the whole development half made the CI run take 70 min) and the whole held-out half;
// `npm run bench` and OCR_DEVELOPMENT=all read every image (decision 0813).
// The reader is tuned on the development half only: the twelve layouts of heldout-layouts.ts
// (decision 0731), the eight of fresh-heldout-layouts.ts (decision 0732), the ten of
// third-heldout-layouts.ts (since decision 0736), the ten of fourth-heldout-layouts.ts (since
// decision 0739), the ten of fifth-heldout-layouts.ts (since decision 0743), the ten of
// sixth-heldout-layouts.ts (since decision 0747), the ten of seventh-heldout-layouts.ts (since
// decision 0750), the ten of eighth-heldout-layouts.ts (since decision 0754), the ten of
// ninth-heldout-layouts.ts (since decision 0760), the ten of tenth-heldout-layouts.ts (since
// decision 0764), the ten of eleventh-heldout-layouts.ts (since decision 0768), the ten of
// twelfth-heldout-layouts.ts (since decision 0774), the ten of thirteenth-heldout-layouts.ts (since
// decision 0780), the ten of fourteenth-heldout-layouts.ts (since decision 0787), the ten of
// fifteenth-heldout-layouts.ts (since decision 0791), the ten of sixteenth-heldout-layouts.ts
// (since decision 0795), the ten of seventeenth-heldout-layouts.ts (since decision 0798), the ten
// of eighteenth-heldout-layouts.ts (since decision 0800), the ten of nineteenth-heldout-layouts.ts
// (since decision 0803), the ten of twentieth-heldout-layouts.ts (since decision 0806), the ten of
// twenty-first-heldout-layouts.ts (since decision 0809), the ten of
// twenty-second-heldout-layouts.ts (since decision 0812), the ten of
// twenty-third-heldout-layouts.ts (since decision 0816), the ten of
// twenty-fourth-heldout-layouts.ts (since decision 0819), the ten of
// twenty-fifth-heldout-layouts.ts (since decision 0822), the ten of
// twenty-sixth-heldout-layouts.ts (since decision 0825), the ten of
// twenty-seventh-heldout-layouts.ts (since decision 0828), the ten of
// twenty-eighth-heldout-layouts.ts (since decision 0831), the ten of
// twenty-ninth-heldout-layouts.ts (since decision 0834), the ten of thirtieth-heldout-layouts.ts
// (since decision 0843) and the ten of thirty-first-heldout-layouts.ts (since decision 0845): 310
// layouts and 2,170 images. Its targets are
// ≥ 95 % of fields right and not one wrong value filled without "bitte prüfen".
// The held-out half (a batch written without looking at the reader) shows how it does on layouts
// nobody tuned against: it is asserted at its first measurement so it cannot get worse; the
// targets are reported by bench/ocr.bench.ts. Held out now: the thirty-second batch
// (thirty-second-heldout-layouts.ts, decision 0846), first measured in decision 0847.
// `HELDOUT_CASES` says how many held-out images the set holds (the set-size test asserts it, so a
// merged batch fails there until it is counted); while it is 0 the reading test is skipped with a
// message, and the first measurement of a merged batch sets the count, the floor and the ceiling
// below.
import { describe, expect, it } from 'vitest';
import { heldoutTestSet } from '../../../test/ocr-printouts-heldout/heldout-set.js';
import { heldoutReading } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/** How many held-out images the set holds: the thirty-second batch's 70 (decision 0847). */
const HELDOUT_CASES: number = 70;
/**
 * Floor and ceiling for the held-out half, not the goal, set by a merged batch's first measurement
 * (the last: decision 0847, the thirty-second batch, 231 of 280 fields right, 82.5 %, 1 wrong — a
 * dark photo's "33" read "83"; the floor a field or so below, as a run may differ by one).
 */
const HELDOUT_FLOOR = 0.82;
const HELDOUT_KNOWN_WRONG = 1;
/** The development half: 310 layouts, 2,170 images (batches 1–31). */
const DEVELOPMENT_LAYOUTS = 310;
const DEVELOPMENT_CASES = 2170;

const set = heldoutTestSet();
const layoutsOf = (half: 'development' | 'heldout') =>
  new Set(set.filter((testCase) => testCase.half === half).map((testCase) => testCase.layout));
const heldout = heldoutReading('held-out', (testCase) => testCase.half === 'heldout');

describe('printout reader on the held-out test set', () => {
  it('has 2,170 development images (310 layouts) and HELDOUT_CASES held-out ones apart, with every kind of photo', () => {
    expect(set).toHaveLength(DEVELOPMENT_CASES + HELDOUT_CASES);
    expect(set.filter((testCase) => testCase.half === 'development')).toHaveLength(DEVELOPMENT_CASES);
    // A merged blind batch fails here until `HELDOUT_CASES` counts it.
    expect(heldout.cases).toHaveLength(HELDOUT_CASES);
    const development = layoutsOf('development');
    expect(development.size).toBe(DEVELOPMENT_LAYOUTS);
    expect([...layoutsOf('heldout')].filter((layout) => development.has(layout))).toEqual([]);
    expect(new Set(set.map(({ shot }) => shot.kind))).toEqual(
      new Set(['scan', 'perspective', 'dim', 'blur', 'turned', 'exif', 'large']),
    );
  });

  if (HELDOUT_CASES === 0)
    console.log(
      'OCR-Testsatz II: keine zurückgehaltenen Layouts im Satz (HELDOUT_CASES = 0) – das Lesen der zurückgehaltenen Hälfte entfällt, bis ein blind geschriebener Stapel gezählt ist.',
    );
  it.skipIf(HELDOUT_CASES === 0)(
    'reads the held-out half no worse than first measured: no more wrong values, no fewer fields right',
    async () => {
      const { tally, accuracy } = await heldout.read();
      expect(tally.wrong).toBeLessThanOrEqual(HELDOUT_KNOWN_WRONG);
      expect(accuracy).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
    },
  );
});
