// A data export's rows separated by semicolons, as a text editor or a spreadsheet shows a CSV file
// (decision 0760): a header row of labels ("Nr;Datum;Uhrzeit;…;Evd;Soll;Breite;Laenge") and the
// test's row below it ("67;28.01.2025;07:06:00;…;95,3;45,0;53,430554;11,243471"). The parsers read
// a label and its value on one line; here each column becomes such a line ("Datum 28.01.2025",
// "Evd 95,3"), so every field is read by its column's label, and the rows themselves are blanked
// (a units row between them too: ";;;mm;mm" read as "35 ; mm; …" is no value).
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

/**
 * The text with one export's header and its only data row turned into a line per column ("label
 * value unit"), appended after the text; the rows themselves blanked (same length). Unchanged when
 * no header with exactly one data row below it (within three lines) is found: several rows are
 * several tests, and none is taken by position.
 */
export const csvAsLabelled = (tracked: TrackedText): TrackedText => {
  const lines = linesOf(tracked.text);
  for (const [index, header] of lines.entries()) {
    const labels = cellsOf(header.text);
    if (!isHeader(labels)) continue;
    const below = lines.slice(index + 1, index + 4);
    const rows = below.filter((line) => isDataRow(cellsOf(line.text), labels.length));
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
    for (const [column, label] of labelCells.entries()) {
      const value = valueCells[column]!;
      if (label.text.trim() === '' || value.text.trim() === '') continue;
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
    // The rows from the header to the data row are read only as the lines above.
    const blankFrom = header.start;
    const blankTo = row.end;
    const blanked = text.slice(blankFrom, blankTo).replace(/[^\n]/g, ' ');
    text = text.slice(0, blankFrom) + blanked + text.slice(blankTo);
    return { text, origin };
  }
  return tracked;
};
