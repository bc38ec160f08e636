// The held-out OCR test set's development half, batches 1–4 (the forty layouts of decisions 0731,
// 0732, 0736 and 0739; 280 images): see printout-heldout.unit.test.ts for the set and its halves.
import { readDevelopmentPart } from '../../../test/ocr-printouts-heldout/read-heldout-cases.js';

/**
 * The share of fields right as measured (decision 0750, again in decision 0756): 1,068 of 1,120
 * (95.4 %), 0 wrong — batch 1 333 of 336, batch 2 221 of 224, batch 3 261 of 280, batch 4 253 of
 * 280 (in all 1,068, as in decision 0747).
 */
const FLOOR = 0.95;

readDevelopmentPart('Stapel 1–4', (testCase) => testCase.batch <= 4, { cases: 280, floor: FLOOR });
