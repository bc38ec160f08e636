// Display of calculated values: NaN stays visible as 'NaN' (spec part 3 §8), numbers in de-DE.
const fixed2 = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const significant = new Intl.NumberFormat('de-DE', { maximumSignificantDigits: 6 });
const reading = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 5 });

/** Coefficients and moduli (already rounded to 2 decimals by the calculation). */
export const formatResult = (value: number): string => (Number.isFinite(value) ? fixed2.format(value) : 'NaN');
/** Determinants keep 6 significant digits (tiny for stresses in MN/m²). */
export const formatDeterminant = (value: number): string =>
  Number.isFinite(value) ? significant.format(value) : 'NaN';
/** Sums of stresses and dial readings. */
export const formatReading = (value: number): string => (Number.isFinite(value) ? reading.format(value) : 'NaN');
