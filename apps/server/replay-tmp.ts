// Throwaway (not committed): replays the reader's field rules on dumped recognitions.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractPrintoutFields, GERMANY } from './src/modules/load-tests/printout/extract-fields.js';
import { heldoutFields, scoreHeldoutField } from './src/test/ocr-printouts-heldout/heldout-set.js';

const [folder, out] = process.argv.slice(2);
const context = { area: GERMANY, now: new Date('2026-06-01T12:00:00Z') };
const result: Record<string, Record<string, string>> = {};
const tally: Record<string, number> = {};
for (const file of readdirSync(folder!).filter((f) => f.endsWith('.json'))) {
  const dump = JSON.parse(readFileSync(path.join(folder!, file), 'utf8'));
  // The recognition whose fields are the dumped ones (the chosen); else the last.
  const texts = dump.recognized as { text: string; confidences: number[] }[];
  let chosen = texts.length - 1;
  if (process.env.PICK !== 'last')
    for (const [index, ocr] of texts.entries()) {
      const f = extractPrintoutFields(ocr, context);
      if (heldoutFields.every((field) => JSON.stringify((f as any)[field === 'latitude' ? 'latG' : field === 'longitude' ? 'lngG' : field]) === JSON.stringify((dump.fields as any)[field === 'latitude' ? 'latG' : field === 'longitude' ? 'lngG' : field]))) chosen = index;
    }
  const fields = extractPrintoutFields(texts[chosen]!, context);
  const row: Record<string, string> = {};
  for (const field of heldoutFields) {
    const outcome = scoreHeldoutField(fields, dump.testCase.expected, field);
    row[field] = outcome;
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  }
  result[dump.testCase.name] = row;
}
writeFileSync(out!, JSON.stringify(result, null, 1));
console.log(Object.keys(result).length, 'cases', tally);
