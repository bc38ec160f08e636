// German formatting (spec part 1 §9): dates dd.MM.yyyy, times "HH:mm Uhr", numbers de-DE with
// 0 decimals unless asked, units t and m. Decimal strings (tons from numeric columns) are formatted
// from their text so no float rounding creeps in.
import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';

export const WEEK_STARTS_ON = 1 as const;
export const dateFnsOptions = { locale: de, weekStartsOn: WEEK_STARTS_ON } as const;

export type DateInput = Date | string | number | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : null;
}

/** dd.MM.yyyy, or '' for no/invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? formatWithPattern(date, 'dd.MM.yyyy', dateFnsOptions) : '';
}

/** HH:mm Uhr */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatWithPattern(date, 'HH:mm', dateFnsOptions)} Uhr` : '';
}

/** dd.MM.yyyy, HH:mm Uhr */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)}, ${formatTime(date)}` : '';
}

/** A calendar date as yyyy-MM-dd (what date fields send to the server). */
export function toIsoDate(date: Date): string {
  return formatWithPattern(date, 'yyyy-MM-dd');
}

export type NumberUnit = 't' | 'm' | 'cm' | 'mm' | '%' | 'MN/m²' | '°C';

export type NumberFormatOptions = {
  /** Fixed number of decimals (default 0). */
  decimals?: number;
  /** Suffix after a non-breaking space, e.g. "12 t". */
  unit?: NumberUnit;
};

const formatters = new Map<number, Intl.NumberFormat>();
function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal as de-DE writes it ("1.234,50"), rounded half away from zero on its decimal digits as
 * Intl does, without Intl: a page's first Intl.NumberFormat loads the locale's data, 60–90 ms on
 * the site phone (4× CPU), and on the second visit of the orders and the dynamic tests a count or
 * an Evd was the only number before the first row (docs/performance.md). Null for what Intl must
 * write (exponent notation, negative zero). The unit test compares it with Intl.
 */
function formatPlainDecimal(text: string, decimals: number): string | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  let scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const wholePart = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${wholePart}${decimals > 0 ? `,${digits.slice(digits.length - decimals)}` : ''}`;
}

/** 1234.5 → "1.235" (0 decimals), with decimals 2 → "1.234,50", with unit t → "1.235 t". */
export function formatNumber(value: number | string | null | undefined, options: NumberFormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const decimals = options.decimals ?? 0;
  const text = typeof value === 'string' ? value.trim() : value;
  if (typeof text === 'string' && !PLAIN_DECIMAL.test(text)) return '';
  if (typeof text === 'number' && !Number.isFinite(text)) return '';
  // A decimal string is formatted from its digits (no binary float in between); so is a number,
  // from the shortest digits that name it, as Intl does.
  const plain = typeof text === 'number' && Object.is(text, -0) ? null : formatPlainDecimal(String(text), decimals);
  const formatted = plain ?? formatterFor(decimals).format(text as number);
  return options.unit ? `${formatted}\u00a0${options.unit}` : formatted;
}

export const formatTons = (value: number | string | null | undefined, decimals = 0) =>
  formatNumber(value, { decimals, unit: 't' });
/** Tons to the kilogram, without trailing zeros: "1.234,5 t", "40 t", "0,125 t" (stock and delivery notes). */
export const formatTonsToKg = (value: number | string | null | undefined) =>
  formatNumber(value, { decimals: 3, unit: 't' })
    .replace(/(,\d*?)0+(?=\u00a0t$)/, '$1')
    .replace(/,(?=\u00a0t$)/, '');
/** A deformation modulus (Evd, Ev1, Ev2): "45,00 MN/m²". */
export const formatModulus = (value: number | string | null | undefined) =>
  formatNumber(value, { decimals: 2, unit: 'MN/m²' });
export const formatMeters = (value: number | string | null | undefined, decimals = 0) =>
  formatNumber(value, { decimals, unit: 'm' });

/** "Max Mustermann" from a name object; tolerant to partial data. */
export function formatName(name: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  if (!name) return '';
  return [name.firstName, name.lastName].filter(Boolean).join(' ');
}
