// A data export's rows separated by semicolons, as a text editor or a spreadsheet shows a CSV file
// (decision 0760): a header row of labels ("Nr;Datum;Uhrzeit;…;Evd;Soll;Breite;Laenge") and the
// test's row below it ("67;28.01.2025;07:06:00;…;95,3;45,0;53,430554;11,243471"). The parsers read
// a label and its value on one line; here each column becomes such a line ("Datum 28.01.2025",
// "Evd 95,3"), so every field is read by its column's label, and the rows themselves are blanked
// (a units row between them too: ";;;mm;mm" read as "35 ; mm; …" is no value).
// A data logger's file holds several kinds of record, each with its own header behind a comment
// mark and its number ("; 101: ID;Jahr;Tag;HHMM;MP;Evd;…", "; 102: ID;Jahr;Tag;HHMM;U Batt;…") and
// rows that start with that number ("101;2024;39;1058;215;73.2;…"; decision 0822): the one row of
// the kind whose header names Evd is read the same way. A year and a day of the year without a
// month column are a date ("Jahr 2024", "Tag 39": 08.02.2024), a clock written as "HHMM" is one.
// A logger's TOA5 file (decision 0825) separates its cells by commas, its labels in quotes
// ("TIMESTAMP","RECORD","MP","Evd",…,"Lat Grad","Lat Min",…), a units and a process row below them:
// read the same way, and a position's degrees and minutes in columns of their own are joined.
import { linesOf, type TrackedText } from './ocr-normalize.js';

/** At least this many columns make a row of a data export (a label "Evd; 45" is none). */
const MIN_COLUMNS = 4;

type Line = { start: number; end: number; text: string };
/** A cell: where its text starts in the whole text, and its text without blanks and quotes around it. */
type Cell = { start: number; text: string };

/** The cells of a line split at `separator`, each with its place in the text. */
const cellsOf = (line: Pick<Line, 'start' | 'text'>, separator: string): Cell[] => {
  let start = line.start;
  return line.text.split(separator).map((raw) => {
    const inner = /^[\s"]*(.*?)[\s"]*$/.exec(raw)![1]!;
    const cell = { start: start + (inner ? raw.indexOf(inner) : 0), text: inner };
    start += raw.length + 1;
    return cell;
  });
};

/** A header: every cell names a column (a letter in it), none is only a number. */
const isHeader = (cells: Cell[]) =>
  cells.length >= MIN_COLUMNS && cells.every(({ text }) => /\p{L}/u.test(text) && !/^[0-9.,]+$/.test(text));

/** A data row: as many cells as the header, most of them holding a digit. */
const isDataRow = (cells: Cell[], columns: number) =>
  cells.length === columns && cells.filter(({ text }) => /[0-9]/.test(text)).length * 2 > columns;

/** A units row: as many cells as the header, no digit but the square of "m2". */
const isUnitsRow = (cells: Cell[], columns: number) =>
  cells.length === columns && cells.every(({ text }) => !/[0-9]/.test(text.replace(/m2/gi, '')));

/**
 * The separator of a header: semicolons, or commas between labels in quotes (TOA5, where a number's
 * decimal separator is the point).
 */
const separatorOf = (text: string) =>
  text.split(';').length >= MIN_COLUMNS
    ? ';'
    : text.split(',').filter((cell) => /^\s*"/.test(cell)).length >= MIN_COLUMNS
      ? ','
      : null;

/** A record kind's header behind a comment mark: its number, then its labels ("; 101: ID;Jahr;…"). */
const RECORD_HEADER = /^([\s;#*]*)(\d{2,4})\s?:\s?/;
/** How far below its header a logger's record may stand (other kinds' rows between). */
const RECORD_ROWS_BELOW = 12;

/** A header as the text's line it stands in: the labels' part, and the record number before it. */
const headerOf = (line: Line) => {
  const record = RECORD_HEADER.exec(line.text);
  if (!record) return { header: line, record: undefined };
  const skip = record[0].length;
  return { header: { start: line.start + skip, end: line.end, text: line.text.slice(skip) }, record: record[2] };
};

/** A year and a day of the year (no month column) as a date; a clock as "HHMM" as "HH:MM". */
const YEAR = /^(?:jahr|year|yyyy)$/i;
const DAY_OF_YEAR = /^(?:tag|doy|day|jday|julian)$/i;
const MONTH = /^(?:monat|month|mm)$/i;
const HHMM = /^hh:?mm$/i;
/** A position's degrees and its minutes in columns of their own ("Lat Grad", "Lat Min"). */
const AXES = [
  { name: 'Breite', label: '(?:lat|breite)' },
  { name: 'Länge', label: '(?:lon|lng|l(?:ä|ae|a)nge)' },
].map(({ name, label }) => ({
  name,
  degrees: new RegExp(`^${label}\\p{L}*[\\s_]*(?:grad|deg)`, 'iu'),
  minutes: new RegExp(`^${label}\\p{L}*[\\s_]*min`, 'iu'),
}));

const dateOfDay = (year: string, day: string) => {
  const [y, d] = [Number(year), Number(day)];
  if (!/^(?:19|20)\d{2}$/.test(year) || !/^\d{1,3}$/.test(day) || d < 1 || d > 366) return null;
  const date = new Date(Date.UTC(y, 0, d));
  if (date.getUTCFullYear() !== y) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${y}`;
};
const clockOfHhmm = (value: string) =>
  /^([01]?\d|2[0-3])([0-5]\d)$/.exec(value) ? value.replace(/(\d{2})$/, ':$1') : null;

/**
 * The text with one export's header and its only data row turned into a line per column ("label
 * value unit"), appended after the text; the rows themselves blanked (same length). Unchanged when
 * no header with exactly one data row below it (within three lines) is found: several rows are
 * several tests, and none is taken by position. A logger's record kind: its one row below its
 * header, among other kinds' rows.
 */
export const csvAsLabelled = (tracked: TrackedText): TrackedText => {
  const lines = linesOf(tracked.text);
  for (const [index, line] of lines.entries()) {
    const { header, record } = headerOf(line);
    const separator = separatorOf(header.text);
    if (!separator) continue;
    const labelCells = cellsOf(header, separator);
    if (!isHeader(labelCells)) continue;
    if (record !== undefined && !labelCells.some(({ text }) => /^e\s?v\s?d$/i.test(text))) continue;
    const columns = labelCells.length;
    const below = lines.slice(index + 1, index + 1 + (record === undefined ? 3 : RECORD_ROWS_BELOW));
    const rows = below.filter((row) => {
      const cells = cellsOf(row, separator);
      return isDataRow(cells, columns) && (record === undefined || cells[0]!.text === record);
    });
    if (rows.length !== 1) return tracked;
    const row = rows[0]!;
    const units = below.find((line) => line.start < row.start && isUnitsRow(cellsOf(line, separator), columns));
    const [valueCells, unitCells] = [cellsOf(row, separator), units ? cellsOf(units, separator) : []];
    let text = tracked.text;
    const origin = [...tracked.origin];
    const append = (part: string, from: number) => {
      text += part;
      for (let i = 0; i < part.length; i++) origin.push(tracked.origin[Math.min(from + i, tracked.origin.length - 1)]!);
    };
    const cellLabelled = (pattern: RegExp) => {
      const column = labelCells.findIndex((label) => pattern.test(label.text));
      return column < 0 ? undefined : valueCells[column];
    };
    const [year, day, clock] = [cellLabelled(YEAR), cellLabelled(DAY_OF_YEAR), cellLabelled(HHMM)];
    const date = year && day && !cellLabelled(MONTH) ? dateOfDay(year.text, day.text) : null;
    const time = clock && clockOfHhmm(clock.text);
    const positions = AXES.map((axis) => ({
      name: axis.name,
      degrees: cellLabelled(axis.degrees),
      minutes: cellLabelled(axis.minutes),
    })).filter(
      (axis) => /^-?\d{1,3}$/.test(axis.degrees?.text ?? '') && /^\d{1,2}[.,]\d+$/.test(axis.minutes?.text ?? ''),
    );
    const written = new Set<Cell | undefined>([
      ...(date ? [year, day] : []),
      ...(time ? [clock] : []),
      ...positions.flatMap((axis) => [axis.degrees, axis.minutes]),
    ]);
    for (const [column, label] of labelCells.entries()) {
      const value = valueCells[column]!;
      if (label.text === '' || value.text === '' || written.has(value)) continue;
      append('\n', value.start);
      append(label.text, label.start);
      append(' ', value.start);
      append(value.text, value.start);
      const unit = unitCells[column];
      if (unit && unit.text !== '') {
        append(' ', value.start);
        append(unit.text, unit.start);
      }
    }
    // The date, the clock and the positions written out, each character standing for its cell.
    if (date) append(`\nDatum ${date}`, day!.start);
    if (time) append(`\nUhrzeit ${time}`, clock!.start);
    for (const { name, degrees, minutes } of positions) {
      append(`\n${name} ${degrees!.text}° `, degrees!.start);
      append(`${minutes!.text}'`, minutes!.start);
    }
    // The rows from the header to the data row are read only as the lines above.
    const blankFrom = line.start;
    const blankTo = row.end;
    const blanked = text.slice(blankFrom, blankTo).replace(/[^\n]/g, ' ');
    text = text.slice(0, blankFrom) + blanked + text.slice(blankTo);
    return { text, origin };
  }
  return tracked;
};
