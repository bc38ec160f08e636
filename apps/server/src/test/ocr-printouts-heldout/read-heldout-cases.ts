// Reading a part of the held-out OCR test set with the printout reader, shared by the test files that
// split the set between them (printout-heldout-*.unit.test.ts) so vitest can run them side by side:
// each renders only its own cases, reads them once and prints outcomes per layout and per batch.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintoutFields } from '@baustellendoku/domain';
import { createPrintoutReader, type PrintoutReader } from '../../modules/load-tests/printout/printout-reader.js';
import type { OcrText } from '../../modules/load-tests/printout/extract-fields.js';
import { formatTable as table, tallyRow } from '../ocr-printouts/printout-scoring.js';
import {
  heldoutFields,
  heldoutTestSet,
  renderHeldoutSet,
  scoreHeldoutField,
  tallyHeldout,
  type HeldoutCase,
} from './heldout-set.js';

const NOW = new Date('2026-06-01T12:00:00Z');

/**
 * Diagnostics: with OCR_HELDOUT_DUMP set to a folder, every case's recognised texts, fields and
 * expected answer are written there (one JSON file a case, and its image), so parsing rules can be
 * tried on the texts without reading the images again.
 */
const DUMP_FOLDER = process.env.OCR_HELDOUT_DUMP;
const dumpCase = (testCase: HeldoutCase, image: Buffer, recognized: OcrText[], fields: PrintoutFields) => {
  if (!DUMP_FOLDER) return;
  mkdirSync(DUMP_FOLDER, { recursive: true });
  // Letters of any script: Cyrillic and Greek names must not all become "_flach".
  const file = path.join(DUMP_FOLDER, testCase.name.replace(/[^\p{L}\p{N}.-]+/gu, '_'));
  writeFileSync(`${file}.json`, JSON.stringify({ testCase, recognized, fields }, null, 1));
  writeFileSync(`${file}.img`, image);
};

/**
 * Registers the rendering of the cases `keep` accepts (before all tests of the file) and the
 * reader's closing; `read` reads them all and returns the tally.
 */
export const heldoutReading = (title: string, keep: (testCase: HeldoutCase) => boolean) => {
  const cases = heldoutTestSet(keep);
  let images: Buffer[] = [];
  let reader: PrintoutReader | undefined;

  beforeAll(async () => {
    images = (await renderHeldoutSet(cases)).map(({ image }) => image);
    reader = createPrintoutReader();
  }); // ~0.3 s an image alone; the project's hook timeout allows for a busy machine (vitest.config.ts)

  afterAll(async () => {
    await reader?.close();
  });

  const read = async () => {
    const results: { testCase: HeldoutCase; fields: PrintoutFields }[] = [];
    const misses: string[] = [];
    for (const [index, testCase] of cases.entries()) {
      const recognized: OcrText[] = [];
      const fields = await reader!.read(images[index]!, { now: NOW, onRecognized: (ocr) => recognized.push(ocr) });
      dumpCase(testCase, images[index]!, recognized, fields);
      results.push({ testCase, fields });
      if (tallyHeldout([{ testCase, fields }]).tally.correct < 4)
        misses.push(`  ${testCase.name}: ${JSON.stringify(fields)}\n    erwartet ${JSON.stringify(testCase.expected)}`);
    }
    const summary = tallyHeldout(results);
    const batches = [...new Set(cases.map((testCase) => testCase.batch))].map((batch) =>
      tallyRow(`Stapel ${batch}`, tallyHeldout(results.filter(({ testCase }) => testCase.batch === batch)).tally),
    );
    console.log(
      `OCR-Testsatz II, ${title} (${results.length} Bilder)\n${table(summary.rows)}\n\n${table(batches)}\nNicht ganz richtig:\n${misses.join('\n')}`,
    );
    // Each wrong value as "case: field", so a test can name the ones it knows.
    const wrong = results.flatMap(({ testCase, fields }) =>
      heldoutFields
        .filter((field) => scoreHeldoutField(fields, testCase.expected, field) === 'wrong')
        .map((field) => `${testCase.name}: ${field}`),
    );
    return { ...summary, wrong };
  };

  return { cases, read };
};

/** With OCR_DEVELOPMENT=all the development files read every photograph, not the sample (decision 0813). */
const READ_ALL = process.env.OCR_DEVELOPMENT === 'all';
const SHOTS_A_LAYOUT = 7;
const SAMPLED_SHOTS_A_LAYOUT = 2;

/**
 * One part of the development half read in its own file: the `layouts` layouts `keep` accepts (so
 * the split never loses or repeats one), of each the two sampled photographs or with
 * OCR_DEVELOPMENT=all all seven; no wrong value filled but the `knownWrong` ones ("case: field", each
 * a misread no rule on the text can tell, named in its decision), and at least `floor` of the fields
 * right.
 */
export const readDevelopmentPart = (
  title: string,
  keep: (testCase: HeldoutCase) => boolean,
  { layouts, floor, knownWrong = [] }: { layouts: number; floor: number; knownWrong?: string[] },
) => {
  const part = heldoutReading(
    `development, ${title}${READ_ALL ? '' : ', Stichprobe'}`,
    (testCase) => testCase.half === 'development' && keep(testCase) && (READ_ALL || testCase.sampled),
  );
  describe(`printout reader on the held-out test set, development half, ${title}`, () => {
    it('reads them: none wrong without "bitte prüfen" but the known misreads, no fewer fields right than measured', async () => {
      expect(new Set(part.cases.map((testCase) => testCase.layout)).size).toBe(layouts);
      expect(part.cases).toHaveLength(layouts * (READ_ALL ? SHOTS_A_LAYOUT : SAMPLED_SHOTS_A_LAYOUT));
      const { wrong, accuracy } = await part.read();
      expect(wrong.filter((value) => !knownWrong.includes(value))).toEqual([]);
      expect(accuracy).toBeGreaterThanOrEqual(floor);
    });
  });
};
