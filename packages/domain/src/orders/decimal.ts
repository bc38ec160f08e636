// Exact decimal amounts (tons) as strings. Floats would drift (0.1 + 0.2 ≠ 0.3), so amounts
// travel as plain decimal text and every sum is done by the database (numeric) or here on
// scaled bigints. Nothing in this file converts an amount to a float except `decimalToNumber`
// for JSON answers, which is exact for up to 15 significant digits (the schemas cap amounts so).

/** Largest amount accepted: 15 significant digits with 3 decimals round-trip through a double. */
export const MAX_TONS = '999999999.999';
export const TONS_SCALE = 3;

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

export const decimalMessages = {
  tooManyDecimals: (scale: number) => `Maximal ${scale} Nachkommastellen erlaubt`,
} as const;

/** A JSON number or numeric text as plain decimal text, or null when it is none. */
export function toPlainDecimal(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // toString gives the shortest text that round-trips, e.g. 0.1 → "0.1"; exponents are refused.
    const text = String(value);
    return PLAIN_DECIMAL.test(text) ? text : null;
  }
  if (typeof value === 'string') {
    const text = value.trim().replace(',', '.');
    return PLAIN_DECIMAL.test(text) ? text : null;
  }
  return null;
}

/** Scaled integer of a plain decimal (decimals beyond `scale` must not exist). */
function scaled(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

export const decimalPlaces = (text: string) => text.split('.')[1]?.length ?? 0;

/** Compares two plain decimals exactly: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(decimalPlaces(a), decimalPlaces(b));
  const difference = scaled(a, scale) - scaled(b, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Exact sum of plain decimals, normalised (no trailing zeros beyond `minScale`). */
export function addDecimals(values: readonly string[], minScale = 0): string {
  const scale = Math.max(minScale, ...values.map(decimalPlaces));
  const total = values.reduce((sum, value) => sum + scaled(value, scale), 0n);
  return formatScaled(total, scale, minScale);
}

/**
 * `a / b` rounded half away from zero to `scale` decimals, exactly (scaled integers, no float):
 * the Ev2/Ev1 ratio of a static load test. `a` ≥ 0 and `b` > 0 are plain decimals.
 */
export function divideDecimals(a: string, b: string, scale: number): string {
  const places = Math.max(decimalPlaces(a), decimalPlaces(b));
  const numerator = scaled(a, places) * 10n ** BigInt(scale);
  const denominator = scaled(b, places);
  if (denominator <= 0n || numerator < 0n) throw new RangeError('divideDecimals needs a ≥ 0 and b > 0');
  const quotient = numerator / denominator;
  const rounded = (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return formatScaled(rounded, scale, 0);
}

function formatScaled(value: bigint, scale: number, minScale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = scale > 0 ? digits.slice(digits.length - scale) : '';
  while (fraction.length > minScale && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Normalises database text such as "12.500" to "12.5". */
export function normalizeDecimal(text: string): string {
  return addDecimals([text]);
}

/** JSON number of a numeric column's text; exact for the capped amounts. */
export function decimalToNumber(text: string): number;
export function decimalToNumber(text: string | null): number | null;
export function decimalToNumber(text: string | null): number | null {
  return text === null ? null : Number(text);
}

/**
 * Progress in percent of delivered against declared tons, capped at 100 (spec part 3 §9),
 * computed exactly and rounded down to whole percent so 89.99 % never shows as 90 %.
 */
export function deliveryProgressPercent(delivered: string, declared: string): number {
  return Math.min(100, deliveredSharePercent(delivered, declared));
}

/**
 * Delivered share in whole percent, rounded down on exact decimals (89.999 of 100 t is 89 %), not
 * capped: a progress text may read "104 %". 0 without a declared quantity or for unreadable input.
 */
export function deliveredSharePercent(delivered: number | string, declared: number | string): number {
  const done = toPlainDecimal(delivered);
  const total = toPlainDecimal(declared);
  if (done === null || total === null || compareDecimals(total, '0') <= 0) return 0;
  const scale = Math.max(decimalPlaces(done), decimalPlaces(total));
  return Number((scaled(done, scale) * 100n) / scaled(total, scale));
}

/** German display of a plain decimal without float conversion: "12345.5" → "12.345,5". */
export function formatDecimalDe(text: string): string {
  const [whole = '0', fraction] = normalizeDecimal(text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}
