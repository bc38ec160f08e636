// The held-out OCR test set's development half, batches 10 to 12 (the layouts of decisions 0761, 0765
// and 0769; 210 images): see printout-heldout.unit.test.ts for the set and its halves.
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0768): 471 of 560 (84.1 %), 0 wrong — batch 10
 * 225 of 280 (80.4 %, as in decision 0764: the Finnish hemispheres, the Lithuanian date and clock,
 * the Greek Evd label and the raw-data appendix's export line go to "bitte prüfen"), batch 11 246 of
 * 280 (87.9 %; the field sheet's struck-out Evd, the checklist's rows and the KML's blurred time
 * stamp go to "bitte prüfen" or stay empty). Batch 11 before the rules of decision 0768, held out:
 * 159 of 280 (56.8 %), 1 wrong (decision 0767).
 */
const FLOOR = 0.84;

readDevelopmentPart('Stapel 10–12', (testCase) => testCase.batch >= 10 && testCase.batch <= 12, {
  cases: 210,
  floor: FLOOR,
});
