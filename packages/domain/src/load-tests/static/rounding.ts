// Rounding of displayed results, half away from zero. The scaled value is first cut to 15
// significant digits so 1.005 becomes 1.01 (1.005 * 100 is 100.49999… in binary floating point).

export const roundTo = (value: number, decimals: number): number => {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (sign * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded; // no "-0" on screen
};

/** Results are rounded to 2 decimals (spec part 3 §5). */
export const round2 = (value: number): number => roundTo(value, 2);

/**
 * Determinants are tiny for stresses in MN/m² (D ≈ 1e-3), so 2 decimals would show 0.00;
 * they keep 6 significant digits instead (decision 0140).
 */
export const roundSignificant = (value: number, digits = 6): number => {
  if (!Number.isFinite(value) || value === 0) return value;
  const rounded = Number(value.toPrecision(digits));
  return rounded === 0 ? 0 : rounded;
};
