// The held-out OCR test set's development half, batches 1–4 (the forty layouts of decisions 0731,
// 0732, 0736 and 0739; 280 images): see printout-heldout.unit.test.ts for the set and its halves.
import { describe, expect, it } from 'vitest';
import { heldoutReading } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0750): 1,068 of 1,120 (95.4 %), 0 wrong — the
 * thirty first layouts 815 of 840, the fourth batch 253 of 280.
 */
const FLOOR = 0.95;

const development = heldoutReading(
  'development, Stapel 1–4',
  (testCase) => testCase.half === 'development' && testCase.batch <= 4,
);

describe('printout reader on the held-out test set, development half, batches 1–4', () => {
  it('reads them: none wrong without "bitte prüfen", no fewer fields right than measured', async () => {
    expect(development.cases).toHaveLength(280);
    const { tally, accuracy } = await development.read();
    expect(tally.wrong).toBe(0);
    expect(accuracy).toBeGreaterThanOrEqual(FLOOR);
  }, 1_200_000);
});
