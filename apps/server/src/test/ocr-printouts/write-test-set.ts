// Writes the rendered OCR test set and its expected fields to a folder, to look at the images:
//   npx tsx apps/server/src/test/ocr-printouts/write-test-set.ts /tmp/ocr-test-set
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderTestSet } from './render-test-set.js';

const folder = process.argv[2] ?? 'ocr-test-set';
mkdirSync(folder, { recursive: true });
const rendered = await renderTestSet();
const index = rendered.map(({ testCase, image }, i) => {
  const file = `${String(i + 1).padStart(2, '0')}.${testCase.format === 'jpeg' ? 'jpg' : testCase.format}`;
  writeFileSync(path.join(folder, file), image);
  return { file, name: testCase.name, bytes: image.length, expected: testCase.expected };
});
writeFileSync(path.join(folder, 'expected.json'), `${JSON.stringify(index, null, 2)}\n`);
const bytes = index.reduce((sum, entry) => sum + entry.bytes, 0);
console.log(`${index.length} Bilder, ${(bytes / 1e6).toFixed(1)} MB, in ${folder}`);
