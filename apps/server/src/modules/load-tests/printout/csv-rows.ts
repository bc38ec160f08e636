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
import { linesOf, type TrackedText } from './ocr-normalize.js';

/** At least this many columns make a row of a data export (a label "Evd; 45" is none). */
const MIN_COLUMNS = 4;

const cellsOf = (line: string) => line.split(';');

/** A header: every cell names a column (a letter in it), none is only a number. */
const isHeader = (cells: string[]) =>
  cells.length >= MIN_COLUMNS && cells.every((cell) => /\p{L}/u.test(cell) && !/^\s*[0-9.,]+\s*$/.test(cell));

/** A data row: as many cells as the header, most of them holding a digit. */
const isDataRow = (cells: string[], columns: number) =>
  cells.length === columns && cells.filter((cell) => /[0-9]/.test(cell)).length * 2 > columns;

/** A units row: as many cells as the header, no digit but the square of "m2". */
const isUnitsRow = (cells: string[], columns: number) =>
  cells.length === columns && cells.every((cell) => !/[0-9]/.test(cell.replace(/m2/gi, '')));

/** A record kind's header behind a comment mark: its number, then its labels ("; 101: ID;Jahr;…"). */
const RECORD_HEADER = /^([\s;#*]*)(\d{2,4})\s?:\s?/;
/** How far below its header a logger's record may stand (other kinds' rows between). */
const RECORD_ROWS_BELOW = 12;

/** A header as the text's line it stands in: the labels' part, and the record number before it. */
const headerOf = (line: { start: number; end: number; text: string }) => {
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
    const labels = cellsOf(header.text);
    if (!isHeader(labels)) continue;
    if (record !== undefined && !labels.some((label) => /^\s*e\s?v\s?d\s*$/i.test(label))) continue;
    const below = lines.slice(index + 1, index + 1 + (record === undefined ? 3 : RECORD_ROWS_BELOW));
    const rows = below.filter(
      (row) =>
        isDataRow(cellsOf(row.text), labels.length) &&
        (record === undefined || cellsOf(row.text)[0]!.trim() === record),
    );
    if (rows.length !== 1) return tracked;
    const row = rows[0]!;
    const units = below.find((line) => line.start < row.start && isUnitsRow(cellsOf(line.text), labels.length));
    let text = tracked.text;
    const origin = [...tracked.origin];
    // Each cell's characters with where they stand in the text.
    const cellSpans = (line: { start: number; text: string }) => {
      let start = line.start;
      return cellsOf(line.text).map((cell) => {
        const span = { start, text: cell };
        start += cell.length + 1;
        return span;
      });
    };
    const [labelCells, valueCells, unitCells] = [cellSpans(header), cellSpans(row), units ? cellSpans(units) : []];
    const append = (part: string, from: number) => {
      text += part;
      for (let i = 0; i < part.length; i++) origin.push(tracked.origin[Math.min(from + i, tracked.origin.length - 1)]!);
    };
    const cellLabelled = (pattern: RegExp) => {
      const column = labelCells.findIndex((label) => pattern.test(label.text.trim()));
      return column < 0 ? undefined : valueCells[column];
    };
    const [year, day, clock] = [cellLabelled(YEAR), cellLabelled(DAY_OF_YEAR), cellLabelled(HHMM)];
    const date = year && day && !cellLabelled(MONTH) ? dateOfDay(year.text.trim(), day.text.trim()) : null;
    const time = clock && clockOfHhmm(clock.text.trim());
    for (const [column, label] of labelCells.entries()) {
      const value = valueCells[column]!;
      if (label.text.trim() === '' || value.text.trim() === '') continue;
      if ((date && (value === year || value === day)) || (time && value === clock)) continue;
      append('\n', value.start);
      append(label.text.trim(), label.start + label.text.indexOf(label.text.trim()));
      append(' ', value.start);
      append(value.text, value.start);
      const unit = unitCells[column];
      if (unit && unit.text.trim() !== '') {
        append(' ', value.start);
        append(unit.text.trim(), unit.start + unit.text.indexOf(unit.text.trim()));
      }
    }
    // The date and clock written out, each character standing for its day's or clock's cell.
    if (date) append(`\nDatum ${date}`, day!.start);
    if (time) append(`\nUhrzeit ${time}`, clock!.start);
    // The rows from the header to the data row are read only as the lines above.
    const blankFrom = line.start;
    const blankTo = row.end;
    const blanked = text.slice(blankFrom, blankTo).replace(/[^\n]/g, ' ');
    text = text.slice(0, blankFrom) + blanked + text.slice(blankTo);
    return { text, origin };
  }
  return tracked;
};
