// Reads the Evd value (MN/m²) from printout text by meaning, not by position (issue 38): a number
// is the Evd only when it stands by a recognised Evd label — "Evd", "E_vd", "Ev,d", "Evd [MN/m²]",
// "dyn. Verformungsmodul", "dynamic deformation modulus", "module dynamique" — on the label's line
// after it, on the line below it, or in the label's column of a table, and is neither a term of a
// formula ("Evd = 22,5 / s") nor a number of another quantity (mm, ms, %, s/v, Ev2). Where the
// label leads to more than one such number, all of them are returned as candidates for the user
// to pick from, and none is filled. Values outside 1–500 are still found: the plausibility check
// flags them for review instead of silently taking another number.
import type { Found } from './found-value.js';
import { NUMBERISH, toNumber } from './ocr-normalize.js';

/** Numbers below or above can never be an Evd as printed (settlements in mm, serial numbers). */
const MIN_EVD = 0.5;
const MAX_EVD = 9999;

// "Evd", "Ev_d", "E_vd", "Ev,d", "E vd" with the usual misreadings (EVD, Eyd, Ev d, Evo), and the
// words for it.
const LABELS = [
  /(?<![A-Za-z])E\s?[_,.]?\s?[vVyY]\s?[_,.]?\s?[dDo](?![a-zäöü0-9])/g,
  /dyn(?:amischer|\.)?\s*Verformungsmodul/gi,
  /dynamic\s+(?:deformation\s+)?modulus/gi,
  /module\s+dynamique/gi,
];
const VALUE = new RegExp(`(?<![0-9A-Za-z.,])(${NUMBERISH}{1,3}(?:[.,]${NUMBERISH}{1,3})?)(?![0-9A-Za-z])`, 'g');

/** What may stand between a label and its value: separators, the unit, "-Wert", "(MN/m²)". */
const BETWEEN_LABEL_AND_VALUE = /^(?:[\s=:()[\]/|-]|MNPERM2|MPa|-?Wert|Modul|\(?MN\/m)*$/i;
/** The unit of Evd right after a number. */
const EVD_UNIT = /^\s*(?:MNPERM2|MPa\b|\(?MN\/m)/i;
/** Units of other quantities: a settlement in mm, s/v in ms, a ratio in %, a weight. */
const OTHER_UNIT = /^\s*(?:mm|ms|%|kg|kN|Hz|s(?![a-zäöü]))/i;
/** An arithmetic operator: a number next to one is a term of a formula, not a result. */
const OPERATOR_AFTER = /^\s*[/*×·+]\s*(?:[0-9OolI]|s\b|\(|v\b)/;
const OPERATOR_BEFORE = /[/*×·+]\s*$/;
/** A unit in brackets in a table header ("Evd [MN/m²]", "s [mm]"): not a column of its own. */
const UNIT_IN_BRACKETS = /[[(]\s*(?:MNPERM2|MPa|mm|ms|%|-)\s*[\])]/gi;

/** A word of a quantity's name: two letters or more, or letters around a slash ("s/v"). */
const OWN_LABEL = /[A-Za-zäöüÄÖÜ]{2,}|[A-Za-z]\/[A-Za-z]/;

type NumberAt = { value: number; start: number; end: number };
/** `column`: read from a table row whose numbers matched the header one to one. */
type Candidate = { value: number; score: number; start: number; end: number; column?: boolean };

const numbersIn = (segment: string, offset: number): NumberAt[] => {
  const found: NumberAt[] = [];
  for (const match of segment.matchAll(VALUE)) {
    const token = match[1]!;
    // A value starts with a digit; "s1" or a lone "S" is a label, not a misread number.
    if (!/^\d/.test(token)) continue;
    const value = toNumber(token);
    if (value !== null) found.push({ value, start: offset + match.index, end: offset + match.index + token.length });
  }
  return found;
};

const plausibleSize = (value: number) => value >= MIN_EVD && value <= MAX_EVD;

type Line = { start: number; end: number; text: string };
const linesOf = (text: string): Line[] => {
  const lines: Line[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    lines.push({ start, end: start + part.length, text: part });
    start += part.length + 1;
  }
  return lines;
};

/** The label's value on its own line after it, `none` when there is none, `formula` when the line is a calculation. */
const onLabelLine = (text: string, labelEnd: number, line: Line): Candidate | 'none' | 'formula' => {
  const rest = text.slice(labelEnd, line.end);
  const numbers = numbersIn(rest, labelEnd);
  if (numbers.length === 0) return 'none';
  const isTerm = (n: NumberAt) =>
    OPERATOR_AFTER.test(text.slice(n.end, line.end)) || OPERATOR_BEFORE.test(text.slice(line.start, n.start));
  const formula = numbers.some(isTerm);
  if (formula) {
    // "Ev,d = 22,5 / s = 22,5 / 0,497 = 45,3 MN/m²": only the result after the last "=" counts, and
    // only with the unit printed after it.
    const lastEquals = rest.lastIndexOf('=');
    const result = numbers.find((n) => n.start > labelEnd + lastEquals && !isTerm(n));
    if (!result || lastEquals < 0 || !EVD_UNIT.test(text.slice(result.end, line.end))) return 'formula';
    return { value: result.value, score: 3, start: result.start, end: result.end };
  }
  const first = numbers[0]!;
  // Only separators, the unit or "-Wert" may stand between label and value: in "Evd=228MNm Y 2"
  // (comma lost) the "2" at the end of the line is noise, not the Evd.
  const before = text.slice(labelEnd, first.start);
  if (!BETWEEN_LABEL_AND_VALUE.test(before)) return 'none';
  const after = text.slice(first.end, line.end);
  if (OTHER_UNIT.test(after) || !plausibleSize(first.value)) return 'none';
  let score = 1;
  if (/[=:]/.test(before)) score += 1;
  if (EVD_UNIT.test(after) || /MNPERM2|MPa/i.test(before)) score += 2;
  return { value: first.value, score, start: first.start, end: first.end };
};

/** Column headers of a table line: the words left when units in brackets are removed. */
const headerWords = (line: string) =>
  line
    .replace(UNIT_IN_BRACKETS, ' ')
    .replace(/[|]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word));

/**
 * The value below the label: the only number of the next line, or in a table the number in the
 * label's column (the header's n-th word, the row's n-th number). When the row's numbers cannot be
 * matched to the header, all plausible ones are candidates.
 */
const belowLabel = (
  text: string,
  label: { start: number; end: number },
  line: Line,
  next: Line | undefined,
): { found: Candidate } | { candidates: NumberAt[] } | null => {
  if (!next || !next.text.trim()) return null;
  const numbers = numbersIn(next.text, next.start).filter((n) => !OTHER_UNIT.test(text.slice(n.end, next.end)));
  if (numbers.length === 0) return null;
  const words = headerWords(text.slice(line.start, line.end));
  const labelWords = headerWords(text.slice(label.start, label.end)).length;
  if (words.length <= labelWords) {
    // The label alone on its line: the value starts the next line ("E_vd:" / "45,3 MN/m²").
    const first = numbers[0]!;
    if (first.start - next.start - (next.text.length - next.text.trimStart().length) > 2) return null;
    return plausibleSize(first.value) ? { found: { ...first, score: 1 } } : null;
  }
  // One number, and Evd's unit right after it ("Ergebnis Evd" / "111,0 MN/m²"): the unit says
  // what it is, whatever other words stand on the label's line.
  const only = numbers.length === 1 && numbersIn(next.text, next.start).length === 1 ? numbers[0]! : undefined;
  if (only && EVD_UNIT.test(text.slice(only.end, next.end)) && plausibleSize(only.value))
    return { found: { ...only, score: 2 } };
  const column = headerWords(text.slice(line.start, label.start)).length;
  const columns = words.length - (labelWords - 1);
  const all = numbersIn(next.text, next.start);
  // The row's n-th number, or else its n-th entry when the row has as many entries as the header
  // has columns and every entry that is no number is a misread one ("i)" for the row number 1) —
  // never a word, which would shift the columns ("Mittel 0,497 45,3").
  const entries = [...next.text.matchAll(/\S+/g)];
  const misreadNumber = new RegExp(`^(?:${NUMBERISH}|[().,:;-])+$`);
  const entry =
    entries.length === columns && entries.every((e) => misreadNumber.test(e[0])) ? entries[column] : undefined;
  const value =
    all.length === columns
      ? all[column]!
      : entry
        ? all.find((n) => n.start === next.start + entry.index && n.end === n.start + entry[0].length)
        : undefined;
  if (value) {
    if (OTHER_UNIT.test(text.slice(value.end, next.end)) || !plausibleSize(value.value)) return null;
    return { found: { value: value.value, score: 2, start: value.start, end: value.end, column: true } };
  }
  // A line that names a quantity of its own before its number ("s/v [ms] 1,84") is that
  // quantity's line, not a row of the label's table.
  const firstNumber = numbers[0]!.start - next.start;
  if (OWN_LABEL.test(next.text.slice(0, firstNumber).replace(UNIT_IN_BRACKETS, ' '))) return null;
  return { candidates: numbers.filter((n) => plausibleSize(n.value)) };
};

/** The label occurrences on each line; overlapping names ("dynamic modulus Evd") count once. */
const labelsOf = (text: string) => {
  const found: { start: number; end: number }[] = [];
  for (const pattern of LABELS)
    for (const match of text.matchAll(pattern)) found.push({ start: match.index, end: match.index + match[0].length });
  found.sort((a, b) => a.start - b.start);
  // Of labels on one line, the last one is nearest to the value.
  return found.filter((label, i) => {
    const later = found[i + 1];
    return !later || text.slice(label.end, later.start).includes('\n');
  });
};

export const findEvd = (text: string): (Found<number> & { candidates?: number[] }) | undefined => {
  const lines = linesOf(text);
  const lineIndexOf = (index: number) => lines.findIndex((line) => index >= line.start && index <= line.end);
  const candidates: Candidate[] = [];
  const loose: NumberAt[] = [];
  for (const label of labelsOf(text)) {
    const index = lineIndexOf(label.start);
    const line = lines[index]!;
    const same = onLabelLine(text, label.end, line);
    if (same === 'formula') continue;
    if (same !== 'none') {
      candidates.push(same);
      continue;
    }
    // A label line with a number that is not its value ("Evd-Messung 12") has no value below either.
    if (numbersIn(text.slice(label.end, line.end), label.end).length > 0) continue;
    const below = belowLabel(text, label, line, lines[index + 1]);
    if (below && 'found' in below) candidates.push(below.found);
    else if (below) loose.push(...below.candidates);
  }
  candidates.sort((a, b) => b.score - a.score || a.start - b.start);
  const best = candidates[0];
  const distinct = [...new Set([...candidates.map((c) => c.value), ...loose.map((n) => n.value)])];
  if (!best) {
    if (loose.length === 0) return undefined;
    return { value: loose[0]!.value, spans: loose.map((n) => [n.start, n.end]), doubtful: true, candidates: distinct };
  }
  // Two labels that lead to different numbers: the printout says two things, the user decides.
  if (distinct.length > 1) {
    return {
      value: best.value,
      spans: [[best.start, best.end]],
      doubtful: true,
      candidates: distinct,
    };
  }
  // "Evd = 2 2,8": a digit right after the value means OCR split one number; neither part is safe.
  // In a table row the next column's number follows; a split there would not match the header.
  const doubtful =
    !best.column &&
    (/^ ?[0-9OoQDlI|SBZ]/.test(text.slice(best.end)) || /[0-9] ?$/.test(text.slice(best.start - 2, best.start)));
  return { value: best.value, spans: [[best.start, best.end]], doubtful };
};

/**
 * Whether the (normalised) text speaks of an Evd, whether or not a value was found: its label, or
 * its unit on a line without any number (the value above or beside it was not read).
 */
export const mentionsEvd = (text: string) =>
  labelsOf(text).length > 0 || /^[^0-9\n]*(?:MNPERM2|MPa)[^0-9\n]*$/im.test(text);

export const parseEvd = (text: string): number | undefined => {
  const found = findEvd(text);
  return found && !found.candidates ? found.value : undefined;
};
