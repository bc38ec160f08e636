// The held-out OCR test set's development half, batches 10 and 11 (the layouts of decisions 0761 and
// 0765; 140 images): see printout-heldout.unit.test.ts for the set and its halves.
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0764): 225 of 280 (80.4 %), 0 wrong — the
 * Finnish hemispheres, the Lithuanian date and clock, the Greek Evd label and the raw-data
 * appendix's export line go to "bitte prüfen". Before the rules of decision 0764, held out: 207 of
 * 280 (73.9 %), 10 wrong (decision 0763).
 */
const FLOOR = 0.8;

readDevelopmentPart('Stapel 10–11', (testCase) => testCase.batch === 10 || testCase.batch === 11, {
  cases: 140,
  floor: FLOOR,
});
