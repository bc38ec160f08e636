// The held-out OCR test set's development half from batch 9 on (the layouts of decision 0755; 70
// images): see printout-heldout.unit.test.ts for the set and its halves.
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/** The share of fields right as measured (decision 0760). */
const FLOOR = 0;

readDevelopmentPart('Stapel 9 ff.', (testCase) => testCase.batch >= 9, { cases: 70, floor: FLOOR });
