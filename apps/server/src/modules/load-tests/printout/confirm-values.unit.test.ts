// A filled value that a second, softened reading of its lines does not confirm goes to review
// (decision 0736); a confirmed one and a sure one stay filled.
import { printoutReviewReasons } from '@baustellendoku/domain';
import { describe, expect, it } from 'vitest';
import { confirmValues, linesToConfirm, unsureFields } from './confirm-values.js';
import { GERMANY, type OcrText } from './extract-fields.js';

const context = { now: new Date('2026-06-01T12:00:00Z'), area: GERMANY };
/** A line whose characters are all `sure`, except those at `unsure` (index → confidence). */
const line = (text: string, unsure: Record<number, number> = {}): OcrText => ({
  text,
  confidences: [...text].map((_, i) => unsure[i] ?? 99),
});

const lines = [
  line('EVD = 107.4 MN/M2'),
  line('KOORD N 52 12.8747 E 010 53.1039', { 14: 95 }),
  line('DATUM 2025-11-05 ZEIT 13:04:53'),
];
const fields = {
  evd: 107.4,
  dateTime: '2025-11-05T13:04',
  latG: 52,
  latM: 12.8747,
  lngG: 10,
  lngM: 53.1039,
  confidence: { evd: 99, dateTime: 99, latitude: 95, longitude: 99 },
};

describe('confirmValues: agreement between two readings', () => {
  it('rereads only lines with a digit below 97, and only for values below 97', () => {
    expect(unsureFields(fields)).toEqual(['latitude']);
    expect(linesToConfirm(lines)).toEqual([1]);
    expect(unsureFields({ ...fields, confidence: { ...fields.confidence, latitude: 98 } })).toEqual([]);
  });

  it('moves a value the second reading reads differently to review, and keeps the others', () => {
    const reread = new Map([[1, 'KOORD N 52 12.0747 E 010 53.1039']]);
    const result = confirmValues(fields, lines, reread, context);
    expect(result.latG).toBeUndefined();
    expect(result.latM).toBeUndefined();
    expect(result.review?.latitude?.reason).toBe(printoutReviewReasons.uncertain);
    expect(result.review?.latitude?.text).toContain('12.0747');
    expect(result).toMatchObject({ evd: 107.4, lngG: 10, lngM: 53.1039, dateTime: '2025-11-05T13:04' });
  });

  it('keeps a value the second reading confirms', () => {
    const reread = new Map([[1, 'KOORD N 52 12.8747 E 010 53.1039 ~']]);
    expect(confirmValues(fields, lines, reread, context)).toEqual(fields);
  });
});
