// The held-out OCR test set's development half from batch 5 on (the layouts of decisions 0743 and
// 0747; 140 images): see printout-heldout.unit.test.ts for the set and its halves.
import { describe, expect, it } from 'vitest';
import { heldoutReading } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0750): 445 of 560 (79.5 %), 0 wrong — the fifth
 * batch 229 of 280, the sixth 216 of 280.
 */
const FLOOR = 0.79;

const development = heldoutReading(
  'development, Stapel 5 ff.',
  (testCase) => testCase.half === 'development' && testCase.batch >= 5,
);

describe('printout reader on the held-out test set, development half, batches 5 on', () => {
  it('reads them: none wrong without "bitte prüfen", no fewer fields right than measured', async () => {
    expect(development.cases).toHaveLength(140);
    const { tally, accuracy } = await development.read();
    expect(tally.wrong).toBe(0);
    expect(accuracy).toBeGreaterThanOrEqual(FLOOR);
  }, 1_200_000);
});
