// The Evd is read by meaning (issue 38): only a number that its label leads to, never a term of a
// formula, a settlement, s/v, a single drop or another quantity's value; where the label leads to
// several numbers, they are offered as candidates and none is filled.
import { printoutReviewReasons } from '@baustellendoku/domain';
import { describe, expect, it } from 'vitest';
import { certainText, extractPrintoutFields, GERMANY } from './extract-fields.js';
import { normalizeOcrText } from './ocr-normalize.js';
import { findEvd, mentionsEvd, parseEvd } from './parse-evd.js';

const evdOf = (text: string) => parseEvd(normalizeOcrText(text));
const context = { now: new Date('2026-06-01T12:00:00Z'), area: GERMANY };

describe('findEvd: labels and positions', () => {
  it.each([
    ['E_vd = 45,3 MN/m²', 45.3],
    ['Ev,d: 45,3 MN/m²', 45.3],
    ['Evd [MN/m²] 45,3', 45.3],
    ['dyn. Verformungsmodul 45,3 MN/m²', 45.3],
    ['Dynamic deformation modulus Evd: 45.3 MPa', 45.3],
    ['E_vd:\n45,3 MN/m²', 45.3], // the value on the line below
    ['Evd\n45.3\nMN/m²', 45.3], // a display: label above the big value
    ['Nr. s [mm] Evd [MN/m²] s/v [ms]\n1 0,497 45,3 2,41', 45.3], // the label's column of a table
    ['Evd s1 s2 s3\n45,3 0,51 0,49 0,50', 45.3],
    ['Ergebnis Evd\n111,0 MN/m²', 111], // a word before the label, the value with its unit below
    ['Nr. s [mm] Evd [MN/m²] s/v [ms]\ni) 0,497 45,3 2,41', 45.3], // the row number misread as a letter
  ])('%j → %d', (text, evd) => {
    expect(evdOf(text)).toBe(evd);
  });
});

describe('findEvd: no number of a formula or another quantity', () => {
  it('takes nothing from a formula line', () => {
    expect(evdOf('Evd = 22,5 / s')).toBeUndefined();
    expect(evdOf('Formel: Evd = 22,5 / s(mm)')).toBeUndefined();
  });

  it('takes the result of a worked-out formula only with its unit', () => {
    expect(evdOf('Ev,d = 22,5 / s = 22,5 / 0,497 = 45,3 MN/m²')).toBe(45.3);
    expect(evdOf('Evd = 45,0 MN/m² (22,5/s)')).toBe(45);
    expect(evdOf('Evd = 22,5 / 0,497 = 45,3')).toBeUndefined();
  });

  it('reads the result line, not the formula line above it', () => {
    const text = 'Formula: Evd = 22.5 / s\nMean settlement s: 0.497 mm\nDynamic deformation modulus Evd: 45.3 MPa';
    expect(evdOf(text)).toBe(45.3);
  });

  it('never takes a settlement, s/v or a single drop', () => {
    expect(evdOf('E_vd:\ns = 0,497 mm')).toBeUndefined();
    expect(evdOf('Evd 0,497 mm')).toBeUndefined();
    expect(evdOf('Evd s/v 2,41')).toBeUndefined();
    expect(evdOf('Evd\ns1 0,51 s2 0,49 s3 0,50')).toBeUndefined();
    expect(evdOf('Evd\n2,41 ms')).toBeUndefined();
    // The Evd's own value lost, the next line is s/v with its label: neither value nor candidate.
    expect(findEvd(normalizeOcrText('Evd [MN/m²] XB\ns/v [ms] 1.84'))).toBeUndefined();
  });

  it('never takes Ev1 or Ev2 of a static plate load test', () => {
    expect(evdOf('Ev1 = 58,9 MN/m²\nEv2 = 140,4 MN/m²\nEv2/Ev1 = 2,38')).toBeUndefined();
  });
});

describe('findEvd: ambiguous readings become candidates', () => {
  it('offers both values when two Evd labels disagree', () => {
    const found = findEvd(normalizeOcrText('Evd [MN/m²] 45,3\nEvd = 47,1 MN/m²'));
    expect(found?.candidates).toEqual([47.1, 45.3]);
    expect(evdOf('Evd [MN/m²] 45,3\nEvd = 47,1 MN/m²')).toBeUndefined();
  });

  it('does not shift a table row by a word the header has no column for', () => {
    // Read as columns the row would give the settlement; the row names itself, so nothing is taken.
    expect(findEvd(normalizeOcrText('s [mm] Evd [MN/m²] s/v [ms]\nMittel 0,597 45,3'))?.value).not.toBe(0.597);
    expect(evdOf('s [mm] Evd [MN/m²] s/v [ms]\nMittel 0,597 45,3')).toBeUndefined();
  });

  it('offers the row when its numbers do not match the table header', () => {
    const fields = extractPrintoutFields(certainText('Nr. s [mm] Evd [MN/m²] s/v [ms]\n1 0,497 45,3'), context);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd).toMatchObject({ reason: printoutReviewReasons.ambiguous, candidates: [1, 45.3] });
  });
});

describe('mentionsEvd: a reading that lost the value', () => {
  it('sees the label or the unit alone on its line, not a static test with its values', () => {
    expect(mentionsEvd(normalizeOcrText('Evd\n\nMN/m²'))).toBe(true);
    expect(mentionsEvd(normalizeOcrText('| Bd\nMN/m?\ns 0.444 mm'))).toBe(true);
    expect(mentionsEvd(normalizeOcrText('Ev1 = 58,9 MN/m²\nEv2 = 140,4 MN/m²'))).toBe(false);
  });
});
