// Reads the Evd value (MN/m²) from printout text: "Evd 45,3", "Evd = 45.3 MN/m²", "Evd: 45,3",
// "Evd [MN/m2] 45.3", "Ev_d = 45.3", or the value on the line below a table header or in the box
// below it. Values outside 1–500 are still found: the plausibility check flags them for review
// instead of silently taking another number.
import type { Found } from './found-value.js';
import { NUMBERISH, toNumber } from './ocr-normalize.js';

/** Numbers below or above can never be an Evd as printed (settlements in mm, serial numbers). */
const MIN_EVD = 0.5;
const MAX_EVD = 9999;

// "Evd", "Ev_d", "E_vd", "E vd" with the usual misreadings (EVD, Eyd, Ev d, Evo).
const LABEL = /(?<![A-Za-z])E\s?_?\s?[vVyY]\s?_?\s?[dDo](?![a-zäöü])/g;
const VALUE = new RegExp(`(?<![0-9A-Za-z.,])(${NUMBERISH}{1,3}(?:[.,]${NUMBERISH}{1,3})?)(?![0-9A-Za-z])`, 'g');

const BETWEEN_LABEL_AND_VALUE = /^(?:[\s=:()[\]/|-]|MNPERM2|-?Wert|Modul|\(?MN\/m)*$/i;

type Candidate = { value: number; score: number; index: number; start: number; end: number };

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

export const findEvd = (text: string): Found<number> | undefined => {
  const candidates: Candidate[] = [];
  for (const label of text.matchAll(LABEL)) {
    const start = label.index + label[0].length;
    const lineEnd = text.indexOf('\n', start);
    const line = text.slice(start, lineEnd === -1 ? undefined : lineEnd);
    const sameLine = firstValue(line);
    if (sameLine) {
      const before = line.slice(0, sameLine.offset);
      // Only separators, the unit or "-Wert" may stand between label and value: in "Evd=228MNm Y 2"
      // (comma lost) the "2" at the end of the line is noise, not the Evd.
      if (!BETWEEN_LABEL_AND_VALUE.test(before)) continue;
      const after = line.slice(sameLine.end);
      let score = 1;
      if (/[=:]/.test(before)) score += 1;
      if (/^\s*MNPERM2/.test(after) || /MNPERM2/.test(before)) score += 2;
      candidates.push({
        value: sameLine.value,
        score,
        index: label.index,
        start: start + sameLine.offset,
        end: start + sameLine.end,
      });
      continue;
    }
    // Table layouts: header "Evd [MN/m²]" and the value on the next non-empty line.
    const nextStart = lineEnd === -1 ? -1 : lineEnd + 1;
    const nextLine = nextStart === -1 ? undefined : /^[ \t]*\n?([^\n]*)/.exec(text.slice(nextStart));
    const lineText = nextLine?.[1];
    const below = lineText?.trim() ? firstValue(lineText) : null;
    if (below && below.offset < 3) {
      const lineStart = nextStart + nextLine![0].length - lineText!.length;
      candidates.push({
        value: below.value,
        score: 1,
        index: label.index,
        start: lineStart + below.offset,
        end: lineStart + below.end,
      });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const best = candidates[0];
  if (!best) return undefined;
  // "Evd = 2 2,8": a digit right after the value means OCR split one number; neither part is safe.
  const doubtful =
    /^ ?[0-9OoQDlI|SBZ]/.test(text.slice(best.end)) || /[0-9] ?$/.test(text.slice(best.start - 2, best.start));
  return { value: best.value, spans: [[best.start, best.end]], doubtful };
};

export const parseEvd = (text: string): number | undefined => findEvd(text)?.value;
