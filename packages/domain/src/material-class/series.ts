// § 10 (3): in the quality control of a plant, within five consecutive checks one exceedance of
// the same material value is tolerated when the measured value stays below the reference value
// (material value plus the permitted exceedance of Anlage 6). Two exceedances, or one at or above
// the reference value, are not; at the first external check (a series of one) nothing is.
// pH and conductivity are excluded, and soil is never judged this way (§ 15).
import { anlage6Rows } from './tables.generated.js';
import { compareDecimals } from '../orders/decimal.js';
import { multiplyDecimals } from './lab-decimal.js';
import { limitText, meets, type Requirement } from './requirements.js';
import type { ParameterKey } from './materials.js';

export type Anlage6Row = (typeof anlage6Rows)[number];

/** The Anlage 6 row for a material value; for PAK in mg/kg the row of the range the value lies in. */
export function anlage6RowOf(key: ParameterKey, materialValue: string): Anlage6Row | undefined {
  return anlage6Rows.find((row) => {
    if (!(row.keys as readonly string[]).includes(key)) return false;
    if ('rangeMax' in row) return compareDecimals(materialValue, row.rangeMax) <= 0;
    if ('rangeMinExclusive' in row) return compareDecimals(materialValue, row.rangeMinExclusive) > 0;
    return true;
  });
}

/** Reference value = material value × (100 + percent) / 100, exact. */
export const referenceValueOf = (materialValue: string, percent: string) =>
  multiplyDecimals(materialValue, String(100 + Number(percent)), 2);

export type ParameterVerdict = {
  key: ParameterKey;
  met: boolean;
  /** One exceedance tolerated under § 10 (3). */
  tolerated: boolean;
  /** The value that decided a failure (the latest exceeding one) and its limit. */
  failing?: { value: string; limit: string };
  /** Anlage 6 row whose reference value decided, when one did. */
  reference?: { row: Anlage6Row; value: string };
};

/**
 * One parameter over the checks of a series (oldest first); `perSample` holds each check's value
 * and requirement (absent where the requirement did not apply to that check).
 */
export function judgeSeries(
  key: ParameterKey,
  perSample: readonly ({ value: string; requirement: Requirement } | null)[],
): ParameterVerdict {
  const exceedances = perSample.filter(
    (entry): entry is { value: string; requirement: Requirement } =>
      entry !== null && !meets(entry.value, entry.requirement),
  );
  if (exceedances.length === 0) return { key, met: true, tolerated: false };
  const last = exceedances[exceedances.length - 1]!;
  const failing = { value: last.value, limit: limitText(last.requirement) };
  const max = last.requirement.max;
  const abovesMax = max !== undefined && compareDecimals(last.value, max) > 0;
  if (perSample.length < 2 || exceedances.length > 1 || !abovesMax)
    return { key, met: false, tolerated: false, failing };
  const row = anlage6RowOf(key, max);
  if (!row) return { key, met: false, tolerated: false, failing };
  const reference = { row, value: referenceValueOf(max, row.percent) };
  const below = compareDecimals(last.value, reference.value) < 0;
  return below
    ? { key, met: true, tolerated: true, reference }
    : { key, met: false, tolerated: false, failing: { value: last.value, limit: failing.limit }, reference };
}
