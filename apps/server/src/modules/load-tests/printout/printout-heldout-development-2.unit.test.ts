// The held-out OCR test set's development half, batches 5–8 and 20 (the layouts of decisions 0738,
// 0744, 0748, 0751 and 0804; 350 images): see printout-heldout.unit.test.ts for the set and its
// halves. Batch 9 on: printout-heldout-development-3.unit.test.ts; batch 20 joined this file, the
// only one with 280 images (decision 0806).
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0756): 908 of 1,120 (81.1 %), 0 wrong — batch 5
 * 229 of 280, batch 6 242 of 280, batch 7 241 of 280 (the memory list and the highlighted
 * spreadsheet go to "bitte prüfen"), batch 8 196 of 280 (the UTM summary and the box form in boxes
 * go to "bitte prüfen" or stay empty). Before: 866 of 1,120 (77.3 %, decision 0754). After decision
 * 0760: 909 of 1,120 (81.2 %, batch 5 230), 0 wrong.
 */
const FLOOR = 0.81;

readDevelopmentPart(
  'Stapel 5–8 und 20',
  (testCase) => (testCase.batch >= 5 && testCase.batch <= 8) || testCase.batch === 20,
  {
    cases: 350,
    floor: FLOOR,
  },
);
