// Lab values as exact decimal text. Labs write German ("600,0") or English ("600.0") decimals;
// both become plain text ("600.0") compared without floats (compareDecimals), so "600,0" meets a
// limit of 600 and "600,01" does not. Thousands separators are refused: "1.234,5" has two
// separators and would be read differently by a German and an English reader, and so would
// "1.800" (German 1800, English 1.8).

export type LabDecimal =
  { ok: true; value: string } | { ok: false; error: 'negative' | 'separators' | 'thousands' | 'invalid' };

export const labDecimalMessages = {
  negative: 'Der Wert darf nicht negativ sein',
  separators: 'Bitte nur ein Dezimaltrennzeichen verwenden (z. B. 1234,5)',
  thousands:
    'Mehrdeutig: Tausenderpunkt oder Dezimalpunkt? Bitte ohne Tausenderpunkt (1800) oder mit Dezimalkomma (1,8)',
  invalid: 'Bitte geben Sie eine Zahl ein',
} as const;

export function parseLabDecimal(input: string): LabDecimal {
  const text = input.trim().replace(/\s/g, '');
  if (/^-\d*[.,]?\d+$/.test(text)) return { ok: false, error: 'negative' };
  if ((text.match(/[.,]/g) ?? []).length > 1 && /^[\d.,]+$/.test(text)) return { ok: false, error: 'separators' };
  if (!/^(\d+([.,]\d+)?|[.,]\d+)$/.test(text)) return { ok: false, error: 'invalid' };
  // A German spreadsheet copies 1800 as "1.800": a point before exactly three digits is not read as decimal.
  if (/^[1-9]\d{0,2}\.\d{3}$/.test(text)) return { ok: false, error: 'thousands' };
  const plain = text.replace(',', '.');
  return { ok: true, value: plain.startsWith('.') ? `0${plain}` : plain };
}

const places = (text: string) => text.split('.')[1]?.length ?? 0;
const digitsOf = (text: string) => BigInt(text.replace('.', ''));

/** Exact a × b / 10^shift for plain non-negative decimals (reference values, half limits). */
export function multiplyDecimals(a: string, b: string, shift = 0): string {
  const scale = places(a) + places(b) + shift;
  const digits = (digitsOf(a) * digitsOf(b)).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return fraction ? `${whole}.${fraction}` : whole;
}

/** German display of plain decimal text: "2500" → "2.500", "4.0" → "4,0" (no float rounding). */
export function formatLabDecimal(text: string): string {
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction !== undefined ? `${grouped},${fraction}` : grouped;
}

/** Every plain decimal inside a text in German notation: "6 – 13.5" → "6 – 13,5". */
export const germanDecimals = (text: string) => text.replace(/\d+(\.\d+)?/g, formatLabDecimal);
