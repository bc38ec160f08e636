// CSV in the form German Excel opens with a double click (decision 0600): UTF-8 with a byte order
// mark (else Excel reads Windows-1252), `;` between cells (the German list separator), CRLF
// between lines, decimal comma without thousands separators, days as TT.MM.JJJJ and moments as
// TT.MM.JJJJ HH:MM on the site's clock. A text cell that starts with = + - @ (or a tab or carriage
// return) gets a leading apostrophe, so that Excel shows it as text instead of running a formula
// (CSV injection); numbers are never prefixed, so a negative temperature stays a number.
import { siteWallClock } from '../site-clock.js';
import { calendarDay, decimalText, momentOf, type CellValue, type ExportColumn } from './columns.js';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** A UTC-fields Date as TT.MM.JJJJ. */
const dayText = (day: Date) => `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;

/** One text cell: guarded against formulas, quoted when it holds a quote, the separator or a line break. */
export function csvText(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A cell's value as CSV text of its column's type; empty for no value. */
export function csvCell(type: ExportColumn<never>['type'], value: CellValue): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'number':
    case 'decimal':
      return (decimalText(value) ?? '').replace('.', ',');
    case 'date': {
      const day = calendarDay(value);
      return day ? dayText(day) : '';
    }
    case 'datetime': {
      const moment = momentOf(value);
      if (!moment) return '';
      const wall = siteWallClock(moment);
      return `${dayText(wall)} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
    }
    default:
      return csvText(typeof value === 'string' ? value : String(value));
  }
}

/** The header line with the columns' German titles. */
export const csvHeader = (columns: readonly ExportColumn<never>[]) =>
  columns.map((column) => csvText(column.title)).join(CSV_SEPARATOR) + LINE_END;

/** The lines of rows, each ended by CRLF. */
export function csvLines<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) {
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index]!;
      if (index > 0) text += CSV_SEPARATOR;
      text += csvCell(column.type, column.value(row));
    }
    text += LINE_END;
  }
  return text;
}
