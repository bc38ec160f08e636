// What an exported list consists of (issue 35 item 4, decision 0600): its columns with German
// titles and a cell type, and the values of one row. The writers (csv.ts, xlsx.ts) turn the types
// into what German Excel expects; an area only says which value goes into which column.
import { normalizeDecimal } from '@baustellendoku/domain';

/**
 * - `text`: a string as it is (guarded against formulas in CSV)
 * - `number`: an integer
 * - `decimal`: exact numeric text ("12.345") or a number; shown with `decimals` places in XLSX
 * - `date`: a calendar day "yyyy-MM-dd" (no time zone)
 * - `datetime`: a moment, shown as the site's wall-clock time (Europe/Berlin)
 */
export type CellType = 'text' | 'number' | 'decimal' | 'date' | 'datetime';

export type CellValue = string | number | boolean | Date | null | undefined;

export type ExportColumn<Row> = {
  title: string;
  type: CellType;
  // A method (bivariant): a list of lines of several kinds is one ListExport of their union.
  value(row: Row): CellValue;
  /** Characters of the XLSX column (a sensible default per type otherwise). */
  width?: number;
  /** Places after the comma of a `decimal` in XLSX (3: tons). */
  decimals?: number;
};

/** A column definition with its row type checked once, where the list is declared. */
export const columns = <Row>(list: ExportColumn<Row>[]) => list;

/** "Ja"/"Nein" for a yes-no column (a text column: Excel has no boolean cells in German CSV). */
export const yesNo = (value: boolean | null | undefined) => (value == null ? null : value ? 'Ja' : 'Nein');

/** The exact decimal text of a value ("12.5"), or null. */
export function decimalText(value: CellValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    // Exponents ("1e-7") only for values no site measures; fixed places keep them readable.
    return /e/i.test(text) ? normalizeDecimal(value.toFixed(6)) : text;
  }
  return normalizeDecimal(String(value));
}

/** "yyyy-MM-dd" (or a Date) → the day as a UTC-midnight Date. */
export function calendarDay(value: CellValue): Date | null {
  if (value instanceof Date) return new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()));
  if (typeof value !== 'string' || value === '') return null;
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** A moment given as Date or ISO text. */
export function momentOf(value: CellValue): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value === '') return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
