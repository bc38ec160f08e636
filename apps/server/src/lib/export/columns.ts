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

const SITE_TIME_ZONE = 'Europe/Berlin';
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: a zone changes its offset at most on the hour, and 100,000 rows share few hours. */
const offsets = new Map<number, number>();

/** Milliseconds the site's clock is ahead of UTC at `moment` (3,600,000 in winter, 7,200,000 in summer). */
export function siteOffsetMs(moment: Date): number {
  const hour = Math.floor(moment.getTime() / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = new Date(hour * HOUR_MS);
    const part = Object.fromEntries(offsetFormat.formatToParts(at).map((entry) => [entry.type, entry.value]));
    const wall = Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
      Number(part.second),
    );
    offset = wall - at.getTime();
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The site's wall-clock time of `moment` as a Date whose UTC fields show it: what Excel stores
 * (a spreadsheet has no time zones) and what the CSV writes.
 */
export const siteWallClock = (moment: Date) => new Date(moment.getTime() + siteOffsetMs(moment));

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
