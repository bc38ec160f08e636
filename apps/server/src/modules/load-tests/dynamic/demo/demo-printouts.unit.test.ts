// The demo printouts must be readable by the printout OCR, and what it reads must agree with the
// demo test values (so the demo's "pre-fill from image" shows the same numbers as the records).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toDecimalDegrees } from '@baustellendoku/domain';
import { createPrintoutReader } from '../../printout/printout-reader.js';
import { demoDynamicTests } from './printouts.js';

const reader = createPrintoutReader();
afterAll(() => reader.close());

describe('demo printouts', () => {
  for (const test of demoDynamicTests) {
    it(`${test.file}: OCR reads Evd and position of the demo test`, async () => {
      const image = fs.readFileSync(path.resolve(__dirname, `${test.file}.png`));
      const fields = await reader.read(image, { timeoutMs: 30_000 });
      expect(fields.evd).toBe(test.evd);
      expect(toDecimalDegrees(fields.latG!, fields.latM!)).toBeCloseTo(test.latitude, 5);
      expect(toDecimalDegrees(fields.lngG!, fields.lngM!)).toBeCloseTo(test.longitude, 5);
    });
  }
});
