// Scores a reader's answer against a test case: per field correct (the right value filled, or an
// implausible value flagged as expected), flagged ("bitte prüfen"), empty, or wrong — a wrong value
// filled silently, the one outcome that must never happen (issue 16).
import type { PrintoutFields } from '@baustellendoku/domain';
import { fieldNames, type ExpectedFields, type FieldName, type TestCase } from './printout-test-set.js';

export type Outcome = 'correct' | 'flagged' | 'empty' | 'wrong';

/** The value the reader filled into a field (a position as degrees and minutes). */
export const filledValue = (fields: PrintoutFields, field: FieldName): unknown => {
  switch (field) {
    case 'latitude':
      return fields.latG === undefined ? undefined : { latG: fields.latG, latM: fields.latM };
    case 'longitude':
      return fields.lngG === undefined ? undefined : { lngG: fields.lngG, lngM: fields.lngM };
    default:
      return fields[field];
  }
};

export const scoreField = (fields: PrintoutFields, expected: ExpectedFields, field: FieldName): Outcome => {
  const want = expected[field];
  const got = filledValue(fields, field);
  const flagged = fields.review?.[field] !== undefined;
  if (want === 'review') return got !== undefined ? 'wrong' : flagged ? 'correct' : 'empty';
  if (got === undefined) return flagged ? 'flagged' : 'empty';
  return JSON.stringify(got) === JSON.stringify(want) ? 'correct' : 'wrong';
};

/** The fields a case counts (device names only where the printout names a known device). */
export const countedFields = (testCase: TestCase): FieldName[] =>
  fieldNames.filter((field) => testCase.expected[field] !== undefined);

export type Tally = Record<Outcome, number>;
export const emptyTally = (): Tally => ({ correct: 0, flagged: 0, empty: 0, wrong: 0 });
export const total = (tally: Tally) => tally.correct + tally.flagged + tally.empty + tally.wrong;

export type ReadResult = { testCase: TestCase; fields: PrintoutFields };

/** One table row of outcomes (German headings, as the bench and the tests print). */
export const tallyRow = (name: string, tally: Tally) => ({
  Layout: name,
  Felder: total(tally),
  richtig: tally.correct,
  'bitte prüfen': tally.flagged,
  leer: tally.empty,
  'falsch gefüllt': tally.wrong,
  Quote: `${((100 * tally.correct) / Math.max(1, total(tally))).toFixed(1)} %`,
});

/** Outcomes per layout and over all, as rows for a table (German headings, as the bench prints). */
export const accuracyByLayout = (results: ReadResult[]) => {
  const byLayout = new Map<string, Tally>();
  const overall = emptyTally();
  for (const { testCase, fields } of results) {
    const tally = byLayout.get(testCase.layout) ?? emptyTally();
    byLayout.set(testCase.layout, tally);
    for (const field of countedFields(testCase)) {
      const outcome = scoreField(fields, testCase.expected, field);
      tally[outcome]++;
      overall[outcome]++;
    }
  }
  return {
    rows: [...[...byLayout].map(([name, tally]) => tallyRow(name, tally)), tallyRow('gesamt', overall)],
    overall,
  };
};

/** Rows as a plain-text table with aligned columns, for the tests' console output. */
export const formatTable = (rows: Record<string, string | number>[]) => {
  const headings = Object.keys(rows[0]!);
  const widths = headings.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(headings), ...rows.map((r) => line(headings.map((h) => String(r[h]))))].join('\n');
};
