// A page that holds more than one test of the same quantities (decision 0747): the same point
// before and after re-compaction side by side, a first test and its repetition, "before/after".
// Each field must come from one test: the parsers read each test's view of the page (the other
// test's characters blanked, so positions in the text stay the same), and the page's caption or
// headers say which test counts. When nothing says so, a field the tests disagree on is for the
// user to pick.
import { linesOf, type TextLine as Line } from './ocr-normalize.js';
import { mentionsEvd } from './parse-evd.js';

/** A line's first word reduced to its letters and digits, as the key of a quantity's label. */
const keyOf = (word: string | undefined) => (word ?? '').toUpperCase().replace(/[^\p{L}\p{N}/]/gu, '');

/**
 * A picture's caption ("Bild 1 · 13.05.2024, 13:13 Uhr: …   Bild 2 · …", a photo documentation in
 * two columns; decision 0803): the pictures are numbered, not two tests.
 */
const PICTURE = /^(?:BILD|FOTO|PHOTO|ABB|FIG|FIGURE|PICTURE)$/;

/**
 * A line that prints the same label twice, a value after each ("ZEIT 12:27  ZEIT 14:02", "EVD 38,2
 * MN/M2  EVD 52,4 MN/M2"): the index in the line where its second half starts.
 */
const secondHalfOf = (line: string): number | undefined => {
  const words = [...line.matchAll(/\S+/g)];
  const first = keyOf(words[0]?.[0]);
  if (!/\p{L}/u.test(first) || PICTURE.test(first)) return undefined;
  for (let k = 1; k < words.length; k++)
    if (keyOf(words[k]![0]) === first && k > 1) {
      const left = line.slice(0, words[k]!.index);
      if (/[\p{N}]/u.test(left) || /\p{L}{4,}/u.test(left.slice(words[0]![0].length))) return words[k]!.index;
    }
  return undefined;
};

/** Words that mark a test as the one that counts, or as one that does not. */
const VALID =
  /(?<!\p{L})(?:nach(?:her)?|nachverdichtet|wiederholung|wiederholt|after|repeat(?:ed)?|retest|g[üu]ltig|valid|final|ma(?:ß|ss?|b)gebend|relevant|zählt|counts)(?!\p{L})/iu;
const NOT_VALID =
  /(?<!\p{L})(?:vor(?:her)?|before|ung[üu]ltig|invalid|verworfen|discarded|1\.\s?(?:pr[üu]fung|versuch|messung))(?!\p{L})/iu;
/** A caption naming the test that counts: "Maßgebend … Versuch 2 (rechte Spalte)", "valid: right". */
const CAPTION = /(?<!\p{L})(?:ma(?:ß|ss?|b)gebend|g[üu]ltig|gilt|zählt|valid|counts|relevant)(?!\p{L})/iu;
const SIDE_RIGHT = /(?<!\p{L})(?:recht\p{L}*|right)(?!\p{L})/iu;
const SIDE_LEFT = /(?<!\p{L})(?:link\p{L}*|left)(?!\p{L})/iu;
const NUMBERED = /(?<!\p{L})(?:versuch|test|pr[üu]fung|messung|nr\.?)\s?(\d)(?!\d)/iu;

export type SeveralTests = {
  /** Each test's view of the page: the other test's characters blanked, the length unchanged. */
  views: [string, string];
  /** The test the page marks as the one that counts, when it does. */
  valid?: 0 | 1;
};

const blank = (chars: string[], from: number, to: number) => {
  for (let i = from; i < to; i++) if (chars[i] !== '\n') chars[i] = ' ';
};

/** Where each test's part of a paired label stands: [start, end) in the text, the first test's then the second's. */
type Pair = { parts: [[number, number], [number, number]]; texts: [string, string] };

/**
 * The pairs of a page with two tests side by side: a line that prints the same label twice with a
 * value after each, or — where OCR read the columns' cells one under the other — two consecutive
 * lines (and no third) that start with the same label.
 */
const pairsOf = (lines: Line[]): Pair[] => {
  const pairs: Pair[] = [];
  const sameLine = new Set<number>();
  lines.forEach((line, index) => {
    const half = secondHalfOf(line.text);
    if (half === undefined) return;
    sameLine.add(index);
    const middle = line.start + half;
    pairs.push({
      parts: [
        [line.start, middle],
        [middle, line.end],
      ],
      texts: [line.text.slice(0, half), line.text.slice(half)],
    });
  });
  const key = (index: number) => {
    const line = lines[index];
    const first = keyOf(line?.text.match(/\S+/)?.[0]);
    return line && !sameLine.has(index) && /\p{L}/u.test(first) ? first : undefined;
  };
  for (let i = 0; i + 1 < lines.length; i++) {
    const k = key(i);
    if (!k || key(i + 1) !== k || key(i - 1) === k || key(i + 2) === k) continue;
    const [a, b] = [lines[i]!, lines[i + 1]!];
    pairs.push({
      parts: [
        [a.start, a.end],
        [b.start, b.end],
      ],
      texts: [a.text, b.text],
    });
    i++;
  }
  return pairs;
};

/**
 * Two tests printed side by side: three pairs or more with digits (pairsOf), one of them the Evd's.
 * Undefined for a page with one test.
 */
export const severalTests = (text: string): SeveralTests | undefined => {
  const lines = linesOf(text);
  const pairs = pairsOf(lines);
  if (pairs.filter(({ texts }) => /\d/.test(texts[0]) && /\d/.test(texts[1])).length < 3) return undefined;
  // Tests of the same quantities: both halves of a pair name the Evd (a static test beside the
  // dynamic one, "Evd = 45,3" beside "Ev2 = 98,1", is another quantity, not a second test).
  if (!pairs.some(({ texts }) => mentionsEvd(texts[0]) && mentionsEvd(texts[1]))) return undefined;
  const left = [...text];
  const right = [...text];
  for (const { parts } of pairs) {
    blank(left, ...parts[1]);
    blank(right, ...parts[0]);
  }
  const views: [string, string] = [left.join(''), right.join('')];
  return { views, valid: validTest(lines, pairs) };
};

const validTest = (lines: Line[], pairs: Pair[]): 0 | 1 | undefined => {
  // A caption that names the side or the number of the test that counts.
  for (const line of lines) {
    if (!CAPTION.test(line.text)) continue;
    if (SIDE_RIGHT.test(line.text) && !SIDE_LEFT.test(line.text)) return 1;
    if (SIDE_LEFT.test(line.text) && !SIDE_RIGHT.test(line.text)) return 0;
    const number = NUMBERED.exec(line.text)?.[1];
    if (number) {
      for (const { texts: halves } of pairs) {
        const side = halves.findIndex((h) => NUMBERED.exec(h)?.[1] === number);
        const other = halves.findIndex((h) => NUMBERED.exec(h) !== null && NUMBERED.exec(h)?.[1] !== number);
        if (side >= 0 && other >= 0 && side !== other) return side as 0 | 1;
      }
    }
  }
  // Headers that mark one test as the valid one and the other not ("vor" / "nach Nachverdichtung").
  for (const { texts: halves } of pairs) {
    const marks = halves.map((h) => (VALID.test(h) && !NOT_VALID.test(h) ? 1 : NOT_VALID.test(h) ? -1 : 0));
    if (marks[0] === 1 && marks[1] === -1) return 0;
    if (marks[1] === 1 && marks[0] === -1) return 1;
  }
  return undefined;
};
