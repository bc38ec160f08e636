// Display of calculated values: NaN stays visible as 'NaN' (spec part 3 §8), numbers in de-DE.
const fixed2 = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const scientific = new Intl.NumberFormat('de-DE', { notation: 'scientific', maximumSignificantDigits: 4 });
const superscript: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};
const reading = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 5 });

/** Coefficients and moduli (already rounded to 2 decimals by the calculation). */
export const formatResult = (value: number): string => (Number.isFinite(value) ? fixed2.format(value) : 'NaN');
/**
 * Determinants are tiny for stresses in MN/m² ("0,0000214843"): one scientific format with four
 * significant digits reads the same for every value ("2,148 · 10⁻⁵"; issue "Built for the site").
 */
export function formatDeterminant(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  const parts = scientific.formatToParts(value);
  const mantissa = parts
    .filter((part) => !part.type.startsWith('exponent'))
    .map((part) => part.value)
    .join('');
  const exponent = parts
    .filter((part) => part.type === 'exponentMinusSign' || part.type === 'exponentInteger')
    .map((part) => part.value)
    .join('');
  if (exponent === '0' || exponent === '') return mantissa;
  return `${mantissa} · 10${[...exponent].map((char) => superscript[char] ?? char).join('')}`;
}
/** Sums of stresses and dial readings. */
export const formatReading = (value: number): string => (Number.isFinite(value) ? reading.format(value) : 'NaN');
