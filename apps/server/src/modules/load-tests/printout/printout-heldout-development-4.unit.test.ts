// The held-out OCR test set's development half, batches 10 to 12 (the layouts of decisions 0761, 0765
// and 0769; 210 images): see printout-heldout.unit.test.ts for the set and its halves.
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0774): 720 of 840 (85.7 %), 0 wrong — batch 10 225
 * of 280 (80.4 %, as in decision 0764), batch 11 246 of 280 (87.9 %, as in decision 0768), batch 12
 * 249 of 280 (88.9 %; the whiteboard's date among the week's plan, the Bulgarian Evd's Cyrillic name
 * and the notebook's Roman months read as digits go to "bitte prüfen"). Batch 12 before the rules of
 * decision 0774, held out: 197 of 280 (70.4 %), 0 wrong (decision 0773).
 */
const FLOOR = 0.85;

readDevelopmentPart('Stapel 10–12', (testCase) => testCase.batch >= 10 && testCase.batch <= 12, {
  cases: 210,
  floor: FLOOR,
});
