// Least-squares fit of s = a0 + a1·σ0 + a2·σ0² (DIN 18134 load-settlement curve).
// The 3×3 normal equations are solved with Cramer's rule, as the spec prescribes, so the
// determinants can be shown next to the coefficients (detail screen: D, D2, D3).

/** |D| below this counts as singular (spec part 3 §9). */
export const SINGULAR_DETERMINANT = 1e-10;

export type LoadPoint = { stress: number; settlement: number };

export type QuadraticFit = {
  a0: number;
  a1: number;
  a2: number;
  /** D: determinant of the normal matrix N. */
  d0: number;
  /** D1: determinant of N with column 1 replaced by the right-hand side (a0 = D1 / D). */
  d1: number;
  /** D2: determinant of N with column 2 replaced by the right-hand side (a1 = D2 / D). */
  d2: number;
  /** D3: determinant of N with column 3 replaced by the right-hand side (a2 = D3 / D). */
  d3: number;
  isSingular: boolean;
};

type Matrix3 = [[number, number, number], [number, number, number], [number, number, number]];

const det3 = (m: Matrix3): number =>
  m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
  m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
  m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);

const withColumn = (m: Matrix3, column: 0 | 1 | 2, values: readonly [number, number, number]): Matrix3 =>
  m.map((row, i) => row.map((cell, j) => (j === column ? values[i]! : cell))) as Matrix3;

export const fitQuadratic = (points: readonly LoadPoint[]): QuadraticFit => {
  // Power sums Σσ^k (k = 0…4) and moments Σσ^k·s (k = 0…2).
  const sx = [0, 0, 0, 0, 0];
  const sxy = [0, 0, 0];
  for (const { stress, settlement } of points) {
    let power = 1;
    for (let k = 0; k <= 4; k++) {
      sx[k]! += power;
      if (k <= 2) sxy[k]! += power * settlement;
      power *= stress;
    }
  }
  const [s0, s1, s2, s3, s4] = sx as [number, number, number, number, number];
  const normal: Matrix3 = [
    [s0, s1, s2],
    [s1, s2, s3],
    [s2, s3, s4],
  ];
  const rhs = sxy as [number, number, number];
  const d0 = det3(normal);
  const d1 = det3(withColumn(normal, 0, rhs));
  const d2 = det3(withColumn(normal, 1, rhs));
  const d3 = det3(withColumn(normal, 2, rhs));
  if (!Number.isFinite(d0) || Math.abs(d0) < SINGULAR_DETERMINANT) {
    return { a0: NaN, a1: NaN, a2: NaN, d0, d1, d2, d3, isSingular: true };
  }
  return { a0: d1 / d0, a1: d2 / d0, a2: d3 / d0, d0, d1, d2, d3, isSingular: false };
};
