// The held-out OCR test set's development half, batches 9 and 13 (the layouts of decisions 0755 and
// 0775; 140 images): see printout-heldout.unit.test.ts for the set and its halves. Batch 13 joined
// this file rather than a fifth one (decision 0780): with it this file takes about as long as
// development 4, and the two workers still end together without another file's start-up.
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0780): MEASURED — batch 9 247 of 280 (88.2 %, as
 * in decision 0760; the Ukrainian protocol's Evd and the landscape table turned sideways go to
 * "bitte prüfen" or stay empty), batch 13 BATCH13. Batch 9 before the rules of decision 0760, held
 * out: 177 of 280 (63.2 %), 2 wrong (decision 0759); batch 13 before the rules of decision 0780,
 * held out: 231 of 280 (82.5 %), 8 wrong (decision 0779).
 */
const FLOOR = 0.88;

readDevelopmentPart('Stapel 9 und 13', (testCase) => testCase.batch === 9 || testCase.batch === 13, {
  cases: 140,
  floor: FLOOR,
});
