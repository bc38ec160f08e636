// A summary whose columns are tests (decision 0795): "Uhrzeit 07:27 07:55 08:11 08:26 08:40",
// "Evd [MN/m²] 40,6 29,9 34,4 31,6 42,3", one column marked by a highlighter the text does not
// carry. The row's first value is no more the test's than any other: the user picks.
import type { Span } from './found-value.js';
import { linesOf } from './ocr-normalize.js';

/** A number's shape: its integer digits as one "9", each decimal as "9" ("10:19" → "9:99", "102,8" → "9,9"). */
const shapeOf = (token: string) => token.replace(/^[0-9]+/, '9').replace(/[0-9]/g, '9');
/** A cell's border or a blank column as OCR reads it between two cells. */
const BORDER = /^[|¦!]+$/;

/**
 * The values of the table row the value at `span` stands in, when it is one of three or more
 * numbers with decimals or minutes of its shape one after another on its line (nothing but blanks
 * or cell borders between them) and they are not all the same (a date row of the same day is one
 * date); else undefined.
 */
export const columnRow = (text: string, [start]: Span): string[] | undefined => {
  const line = linesOf(text).find((l) => start >= l.start && start <= l.end);
  if (!line) return undefined;
  const tokens = [...line.text.matchAll(/\S+/g)]
    .map((match) => ({ text: match[0], start: line.start + match.index }))
    .filter((token) => !BORDER.test(token.text));
  const at = tokens.findIndex((token) => start >= token.start && start < token.start + token.text.length);
  const shape = at < 0 ? '' : shapeOf(tokens[at]!.text);
  // A cell holds a number with decimals or minutes ("40,6", "07:27"), not a date's part ("25.").
  if (!/^9[.,:]9/.test(shape)) return undefined;
  let first = at;
  let last = at;
  while (first > 0 && shapeOf(tokens[first - 1]!.text) === shape) first--;
  while (last + 1 < tokens.length && shapeOf(tokens[last + 1]!.text) === shape) last++;
  const row = tokens.slice(first, last + 1).map((token) => token.text);
  return row.length >= 3 && new Set(row).size > 1 ? row : undefined;
};
