// The held-out OCR test set's development half, batch 9 (the layouts of decision 0755; 70
// images): see printout-heldout.unit.test.ts for the set and its halves.
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0760): 247 of 280 (88.2 %), 0 wrong — the
 * Ukrainian protocol's Evd (its Cyrillic label) and the landscape table turned sideways go to
 * "bitte prüfen" or stay empty. Before the rules of decision 0760, held out: 177 of 280 (63.2 %),
 * 2 wrong (decision 0759).
 */
const FLOOR = 0.88;

readDevelopmentPart('Stapel 9', (testCase) => testCase.batch === 9, { cases: 70, floor: FLOOR });
