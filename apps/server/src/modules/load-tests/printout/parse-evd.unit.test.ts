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

describe('findEvd: a printed requirement is never a measured value (decision 0732)', () => {
  it.each([
    'Anforderung: Evd ≥ 45 MN/m²',
    'Anforderung Evd = 45 MN/m²', // "≥" read as "="
    'Evd ≥ 45 MN/m²',
    'Evd > 80 MN/m²',
    'Evd min. 45 MN/m²',
    'Required Evd: 45 MPa',
    'Sollwert Evd 100 MN/m²',
  ])('%j → nothing', (text) => {
    expect(findEvd(normalizeOcrText(text))).toBeUndefined();
  });

  it('reads the measurement next to a requirement', () => {
    expect(evdOf('Soll: Evd ≥ 80 MN/m²\nEvd = 62,4 MN/m²')).toBe(62.4);
    expect(evdOf('Evd = 62,4 MN/m²   (Anforderung ≥ 45 MN/m²)')).toBe(62.4);
  });
});

describe('findEvd: tables with several measurements (decision 0732)', () => {
  const table = (marks: string[]) =>
    [
      'Nr. Uhrzeit s [mm] Evd [MN/m²] Bewertung',
      `${marks[0]}1 09:10 1,009 22,3 n. i. O.`,
      `${marks[1]}2 09:17 0,650 34,6 n. i. O.`,
      `${marks[2]}3 09:24 0,875 25,7 i. O.`,
    ].join('\n');

  it.each([['▶ '], ['> '], ['» '], ['* '], ['-> ']])('takes the row marked with %j', (mark) => {
    expect(evdOf(table(['', mark, '']))).toBe(34.6);
  });

  it('offers every row when none is marked, and fills nothing', () => {
    const fields = extractPrintoutFields(certainText(table(['', '', ''])), context);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd).toMatchObject({
      reason: printoutReviewReasons.ambiguous,
      candidates: [22.3, 34.6, 25.7],
    });
  });

  it('fills nothing when two rows are marked or the marked row cannot be matched to the header', () => {
    expect(evdOf(table(['> ', '> ', '']))).toBeUndefined();
    const lostCell = 'Nr. Zeit s [mm] Evd [MN/m²]\n1 09:10 1,009 22,3\n> 2 09:17 34,6\n3 09:24 0,875 25,7';
    expect(evdOf(lostCell)).toBeUndefined();
  });

  it('does not take the first row of a table for the only one when the second is misread', () => {
    const text =
      'Nr. Zeit s [mm] Evd [MN/m²] Note\n1 13:34 0,875 25,7 n. i. O.\n2 13:41 0,565 39,8 nt 10. x\n> 3 13:48 0,760 29,6 n. i. O.';
    expect(evdOf(text)).toBe(29.6);
    expect(evdOf(text.replace('> 3', '3'))).toBeUndefined();
  });
});

describe('findEvd: labels above values, dot leaders, other units (decision 0732)', () => {
  it.each([
    // A form grid: the one number with Evd's unit under a row of labels, beside other quantities.
    ['s/v  Dyn. Modul Evd  Anforderung  Ergebnis\n1,76 ms  75,3 MN/m²  ≥ 45 MN/m²  erfüllt', 75.3],
    ['Setzung s   Evd   Prüfer\n0,497 mm   45,3 MN/m²   K. Maier', 45.3],
    // A display: the unit beside the label, the big value alone below.
    ['E vd  MN/m²\n63,2', 63.2],
    ['Evd MPa\n48.0', 48],
    // Dot leaders, read as dots or as junk letters after them.
    ['Evd (MN/m²) .......... 44,6', 44.6],
    ['Evd (MN/m2) ...iuiiiies GG 68,2', 68.2],
    ['Evd ________ 51,0 MN/m²', 51],
    // N/mm² is MN/m².
    // (Two decimals with a trailing zero: a digit beyond 0.1 MN/m² goes to review, decision 0747.)
    ['Dynamic modulus Ev d   45.10 N/mm²', 45.1],
    ['Evd = 38,0 N/mm2', 38],
  ])('%j → %d', (text, evd) => {
    expect(evdOf(text)).toBe(evd);
  });

  it('never takes Ev2 on the line under an Evd heading for the Evd', () => {
    expect(evdOf('Evd-Messung\nEv2 = 120,4 MN/m²')).toBeUndefined();
    expect(evdOf('Ergebnis Evd\nσ = 0,25 MN/m²')).toBeUndefined();
  });

  it('fills nothing when the grid row has two numbers with Evd unit or an unnamed number', () => {
    expect(evdOf('Evd   Ev2\n45,3 MN/m²   120,1 MN/m²')).toBeUndefined();
    expect(evdOf('s/v  Evd  Anforderung\n1,76 ms  75,3 MN/m²  2 45 MN/m²')).toBeUndefined(); // "≥" read as "2"
    expect(evdOf('Evd ........ 44,6 / 12')).toBeUndefined();
  });
});

describe('findEvd: a number with Evd unit but no label read (decision 0732)', () => {
  it('is offered to pick, never filled', () => {
    const fields = extractPrintoutFields(certainText('Tragfähigkeit 45,3 MN/m²'), context);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd).toMatchObject({ reason: printoutReviewReasons.ambiguous, candidates: [45.3] });
    // The small labels of a blurred form lost: its row still names the unit.
    expect(findEvd(normalizeOcrText('2,33 ms 62,5 MN/m? 2 45 MN/m? erfüllt'))?.candidates).toEqual([62.5, 45]);
  });

  it('is not offered for a static test, a stress or a requirement', () => {
    const staticTest = 'Ev1 = 58,9 MN/m²\nEv2 = 140,4 MN/m²\nAnforderung: Ev2 ≥ 45 MN/m², Ev2/Ev1 ≤ 2,5';
    expect(findEvd(normalizeOcrText(staticTest))).toBeUndefined();
    expect(findEvd(normalizeOcrText('Laststufe 3: σ0 = 0,240 MN/m²'))).toBeUndefined();
    expect(findEvd(normalizeOcrText('mind. 45 MN/m²'))).toBeUndefined();
  });
});

describe('findEvd: requirements and ratios named by the label (decision 0736)', () => {
  it('skips a label with a requirement index: "Evd,erf", "EVD, ERF", "Evd,req"', () => {
    expect(evdOf('EVD = 56.3 MN/M2   EVD, ERF = 45.0 MN/M2   BEWERTUNG: OK')).toBe(56.3);
    expect(evdOf('Evd = 56,3 MN/m²\nEvd,erf = 45,0 MN/m²')).toBe(56.3);
    expect(evdOf('Evd,req 45 MPa\nEvd 61.2 MPa')).toBe(61.2);
  });

  it('skips a requirement in French or Dutch even when "≥" is misread', () => {
    expect(evdOf('Module dynamique Evd : 103,1 MPa\nValeur exigée : Evd 2 45 MPa')).toBe(103.1);
    expect(evdOf('Dynamische vervormingsmodulus Evd : 50,8 MN/m²\nEis Evd = 45 MN/m²')).toBe(50.8);
  });

  it('skips a ratio of Evd and another modulus: "Ev2/Evd", "Evd/Ev2"', () => {
    expect(evdOf('Evd = 103,1 MN/m²   Ev2 = 208,0 MN/m²\nEv2/Evd = 2,02')).toBe(103.1);
    expect(evdOf('Evd = 103,1 MN/m²\nEvd / Ev2 = 0,50')).toBe(103.1);
  });
});

describe('findEvd: a value read in pieces (decision 0736)', () => {
  it('is doubtful when digits stand between it and its unit', () => {
    const fields = extractPrintoutFields(certainText('Evd 7" 1 2 MN/m²'), context);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd?.reason).toBe(printoutReviewReasons.uncertain);
    expect(findEvd(normalizeOcrText('Evd = 45,3 MN/m²'))?.doubtful).toBe(false);
  });
});
