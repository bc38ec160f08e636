// Writes the rendered held-out OCR test set and its expected fields to a folder, to look at them:
//   npx tsx apps/server/src/test/ocr-printouts-heldout/write-heldout-set.ts /tmp/ocr-heldout
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderHeldoutSet } from './heldout-set.js';

const folder = process.argv[2] ?? 'ocr-heldout-set';
mkdirSync(folder, { recursive: true });
const rendered = await renderHeldoutSet();
const index = rendered.map(({ testCase, image, format }, i) => {
  const file = `${String(i + 1).padStart(2, '0')}.${format === 'jpeg' ? 'jpg' : 'png'}`;
  writeFileSync(path.join(folder, file), image);
  return { file, name: testCase.name, half: testCase.half, bytes: image.length, expected: testCase.expected };
});
writeFileSync(path.join(folder, 'expected.json'), `${JSON.stringify(index, null, 2)}\n`);
const bytes = index.reduce((sum, entry) => sum + entry.bytes, 0);
console.log(`${index.length} Bilder, ${(bytes / 1e6).toFixed(1)} MB, in ${folder}`);
