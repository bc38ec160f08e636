// Reads the test's date and time: German dd.MM.yyyy / dd.MM.yy, ISO yyyy-MM-dd, dd/MM/yyyy and dd-MM-yyyy (day
// first, as European devices print it) and month names ("12. März 2025", "12 Mar 2025",
// "12-Mar-2025", English month first "Nov 29, 2026"), each with an optional HH:mm(:ss), "16h39" or
// a 12-hour time with AM/PM. Returns local ISO "yyyy-MM-ddTHH:mm" (the printout has no zone), or
// "yyyy-MM-dd" when no time was printed. Seconds are dropped: the form's time input takes hh:mm,
// and a misread second ("15:51:89") must not cost the whole time.
import type { Found, Span } from './found-value.js';
import { NUMBERISH, toDigits } from './ocr-normalize.js';

const N = NUMBERISH;
const GERMAN = new RegExp(`(?<![0-9.,])(${N}{1,2})\\s?[.,]\\s?(${N}{1,2})\\s?[.,]\\s?(${N}{4}|${N}{2})(?![0-9])`, 'g');
const ISO = new RegExp(`(?<![0-9])(${N}{4})\\s?[-/]\\s?(${N}{2})\\s?[-/]\\s?(${N}{2})(?![0-9])`, 'g');
const SLASH = new RegExp(`(?<![0-9/])(${N}{1,2})\\s?/\\s?(${N}{1,2})\\s?/\\s?(${N}{4}|${N}{2})(?![0-9/])`, 'g');
// Day first with hyphens ("14-05-2025", Dutch and other printouts): a four-digit year only, since
// serial and test numbers are hyphenated too.
const DASH = new RegExp(`(?<![0-9-])(${N}{1,2})-(${N}{1,2})-(${N}{4})(?![0-9-])`, 'g');
/** Month names and abbreviations, German and English, by the month's number. */
const MONTHS: [RegExp, number][] = [
  [/^jan/i, 1],
  [/^feb/i, 2],
  [/^m[äa]r/i, 3],
  [/^apr/i, 4],
  [/^ma[iy]/i, 5],
  [/^jun/i, 6],
  [/^jul/i, 7],
  [/^aug/i, 8],
  [/^sep/i, 9],
  [/^[o0][kc]t/i, 10], // the O of a month read as a zero on a display: "0CT"
  [/^n[o0]v/i, 11],
  [/^de[zc]/i, 12],
];
const MONTH_NAME = new RegExp(
  `(?<![0-9])(\\d{1,2})\\.?[\\s-]?(Jan|Feb|M[äa]r|Apr|Ma[iy]|Jun|Jul|Aug|Sep|[O0][kc]t|N[o0]v|De[zc])[a-zä]{0,6}\\.?[\\s-]?(\\d{4})(?![0-9])`,
  'gi',
);
// English month first: "Nov 29, 2026", "November 29th 2026", "Sep. 3 2024".
const MONTH_FIRST = new RegExp(
  `(?<![A-Za-z])(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\\.?\\s?(\\d{1,2})(?:st|nd|rd|th)?\\s?,?\\s?(\\d{4})(?![0-9])`,
  'gi',
);
// HH:mm(:ss); "HH.mm" only when "Uhr"/"uur" follows (a point alone would also match coordinates);
// "16h39" as French and other printouts write it; a 12-hour clock with AM/PM after it.
const TIME = new RegExp(
  `(?<![0-9:.,])(${N}{1,2})(?:\\s?:\\s?|\\.(?=${N}{2}\\s?(?:Uhr|uur))|\\s?h\\s?(?=${N}{2}))(${N}{2})(?:\\s?:\\s?(${N}{2}))?(?![0-9.,])(?:\\s?([AaPp])\\.?\\s?[Mm](?![a-z]))?`,
  'g',
);
const DATE_LABEL = /(datum|date|dat\.|gepr[üu]ft am)/i;
const TIME_LABEL = /(uhrzeit|zeit|time|uhr)/i;
/** A word that names the time of day, as a label of its own (not "Fallzeit" or "Setzzeit"). */
const TIME_NAMED = /(?<![\p{L}])(uhrzeit|zeit|time|heure|tijd)(?![\p{L}])/iu;

type DateFound = { iso: string; index: number; end: number; labelled: boolean };

const pad = (value: number) => String(value).padStart(2, '0');

const validDate = (year: number, month: number, day: number): string | null => {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
};

const numbers = (...tokens: (string | undefined)[]): number[] | null => {
  const values: number[] = [];
  for (const token of tokens) {
    // Each part needs at least one real digit: "us: SD" must not become 05:50.
    const digits = token === undefined || !/\d/.test(token) ? null : toDigits(token);
    if (digits === null || digits.includes('.')) return null;
    values.push(Number(digits));
  }
  return values;
};

const lineOf = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return { start, end: end === -1 ? text.length : end, text: text.slice(start, end === -1 ? undefined : end) };
};

const findDates = (text: string): DateFound[] => {
  const found: DateFound[] = [];
  const add = (iso: string | null, match: RegExpMatchArray) => {
    if (!iso) return;
    const line = lineOf(text, match.index!);
    found.push({ iso, index: match.index!, end: match.index! + match[0].length, labelled: DATE_LABEL.test(line.text) });
  };
  // Day first: "03.06.2025", "12/03/2025", "14-05-2025" (their separators never overlap).
  for (const match of [...text.matchAll(GERMAN), ...text.matchAll(SLASH), ...text.matchAll(DASH)]) {
    const parts = numbers(match[1], match[2], match[3]);
    if (!parts) continue;
    const [day, month, year] = parts as [number, number, number];
    add(validDate(match[3]!.length === 2 ? 2000 + year : year, month, day), match);
  }
  for (const match of text.matchAll(MONTH_NAME)) {
    const parts = numbers(match[1], match[3]);
    const month = MONTHS.find(([pattern]) => pattern.test(match[2]!))?.[1];
    if (!parts || !month) continue;
    const [day, year] = parts as [number, number];
    add(validDate(year, month, day), match);
  }
  for (const match of text.matchAll(MONTH_FIRST)) {
    const parts = numbers(match[2], match[3]);
    const month = MONTHS.find(([pattern]) => pattern.test(match[1]!))?.[1];
    if (!parts || !month) continue;
    const [day, year] = parts as [number, number];
    add(validDate(year, month, day), match);
  }
  for (const match of text.matchAll(ISO)) {
    const parts = numbers(match[1], match[2], match[3]);
    if (!parts) continue;
    const [year, month, day] = parts as [number, number, number];
    add(validDate(year, month, day), match);
  }
  return found.sort((a, b) => Number(b.labelled) - Number(a.labelled) || a.index - b.index);
};

type FoundTime = { time: string; span: Span };

/** The first valid time in text.slice(start, end). */
const timeIn = (text: string, start = 0, end = text.length): FoundTime | null => {
  for (const match of text.slice(start, end).matchAll(TIME)) {
    const parts = numbers(match[1], match[2]);
    if (!parts) continue;
    const [clock, minutes] = parts as [number, number];
    const half = match[4]?.toLowerCase();
    // "1:51 PM" is 13:51, "12:05 AM" is 00:05; a 12-hour clock never shows 0 or more than 12.
    if (half && (clock < 1 || clock > 12)) continue;
    const hours = half === 'p' ? (clock % 12) + 12 : half === 'a' ? clock % 12 : clock;
    // The seconds are dropped but not their characters' confidence: they are part of what was read.
    const matchStart = start + match.index;
    if (hours <= 23 && minutes <= 59)
      return { time: `${pad(hours)}:${pad(minutes)}`, span: [matchStart, matchStart + match[0].length] };
  }
  return null;
};

const linesOf = (text: string) => {
  const lines: { start: number; end: number }[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    lines.push({ start, end: start + line.length });
    start += line.length + 1;
  }
  return lines;
};

/** Text with every date blanked out, so "03.06" of a date is never read as the time 03:06. */
const withoutDates = (text: string, dates: DateFound[]) =>
  dates.reduce(
    (result, date) => result.slice(0, date.index) + ' '.repeat(date.end - date.index) + result.slice(date.end),
    text,
  );

/** A row's marker in front of it ("▶ 4 09:31 …", "> 4", "» 4", "* 4"): the current one of several. */
const MARKED_ROW = /^\s*(?:[▶►▸→»>*✓✔•]|-+>|=>)\s*\S/;

export const findDateTime = (text: string): Found<string> | undefined => {
  const dates = findDates(text);
  const date = dates[0];
  if (!date) return undefined;
  const blanked = withoutDates(text, dates);
  const line = lineOf(blanked, date.index);
  const dateSpan: Span = [date.index, date.end];
  const timeLines = linesOf(blanked)
    .map((l) => ({ ...l, time: timeIn(blanked, l.start, l.end) }))
    .filter((l): l is typeof l & { time: FoundTime } => l.time !== null);
  // The time printed on the date's line, else on a line labelled "Zeit"/"Uhrzeit", else the only
  // time of the printout, else the one on the row marked as the current one ("▶ 4 09:31 …").
  const labelled = timeLines.filter((l) => TIME_LABEL.test(blanked.slice(l.start, l.end)));
  const marked = timeLines.filter((l) => MARKED_ROW.test(blanked.slice(l.start, l.end)));
  const time =
    timeIn(blanked, line.start, line.end) ??
    labelled[0]?.time ??
    (timeLines.length === 1 ? timeLines[0]!.time : marked.length === 1 ? marked[0]!.time : null);
  if (time) return { value: `${date.iso}T${time.time}`, spans: [dateSpan, time.span] };
  // Several times (a table of the day's measurements) and none says it is this test's: the user
  // picks — the date with the first time, marked doubtful, and every time's line shown.
  if (timeLines.length > 1)
    return {
      value: `${date.iso}T${timeLines[0]!.time.time}`,
      spans: [dateSpan, ...timeLines.map((l) => l.time.span)],
      doubtful: true,
    };
  // The printout names a time ("Zeit:", "Time", "Heure") that could not be read: the date alone is
  // not what it printed, so the user checks it rather than getting the test at midnight.
  if (TIME_NAMED.test(blanked)) return { value: date.iso, spans: [dateSpan], doubtful: true };
  return { value: date.iso, spans: [dateSpan] };
};

export const parseDateTime = (text: string): string | undefined => findDateTime(text)?.value;
