// Reads the Evd value (MN/m²) from printout text: "Evd 45,3", "Evd = 45.3 MN/m²", "Evd: 45,3",
// "Evd [MN/m2] 45.3", or the value on the line below a table header.
import { NUMBERISH, toNumber } from './ocr-normalize.js';

/** Plausible range of a light drop-weight result; the form's minimum is 1. */
const MIN_EVD = 1;
const MAX_EVD = 500;

// "Evd" with the usual misreadings (EVD, Eyd, Ev d, Evo).
const LABEL = /(?<![A-Za-z])E\s?[vVyY]\s?[dDo](?![a-zäöü])/g;
const VALUE = new RegExp(`(?<![0-9A-Za-z.,])(${NUMBERISH}{1,3}(?:[.,]${NUMBERISH}{1,3})?)(?![0-9A-Za-z])`, 'g');

type Candidate = { value: number; score: number; index: number };

const firstValue = (segment: string): { value: number; offset: number; end: number } | null => {
  for (const match of segment.matchAll(VALUE)) {
    const token = match[1]!;
    // A value starts with a digit; "s1" or a lone "S" is a label, not a misread number.
    if (!/^\d/.test(token)) continue;
    const value = toNumber(token);
    if (value !== null && value >= MIN_EVD && value <= MAX_EVD) {
      return { value, offset: match.index, end: match.index + token.length };
    }
  }
  return null;
};

export const parseEvd = (text: string): number | undefined => {
  const candidates: Candidate[] = [];
  for (const label of text.matchAll(LABEL)) {
    const start = label.index + label[0].length;
    const lineEnd = text.indexOf('\n', start);
    const line = text.slice(start, lineEnd === -1 ? undefined : lineEnd);
    const sameLine = firstValue(line);
    if (sameLine) {
      const before = line.slice(0, sameLine.offset);
      const after = line.slice(sameLine.end);
      let score = 1;
      if (/[=:]/.test(before)) score += 1;
      if (/^\s*MNPERM2/.test(after) || /MNPERM2/.test(before)) score += 2;
      candidates.push({ value: sameLine.value, score, index: label.index });
      continue;
    }
    // Table layouts: header "Evd [MN/m²]" and the value on the next non-empty line.
    const nextLine = text
      .slice(start)
      .split('\n')
      .slice(1)
      .find((l) => l.trim() !== '');
    const below = nextLine ? firstValue(nextLine) : null;
    if (below && below.offset < 3) candidates.push({ value: below.value, score: 1, index: label.index });
  }
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  return candidates[0]?.value;
};
