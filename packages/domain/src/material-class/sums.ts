// Sum parameters from their single substances (§ 10 (4), for soil via § 15 sentence 2): below the
// detection limit a substance counts 0, between detection and quantification limit half the
// quantification limit, above it its measured value. Exact decimal arithmetic throughout.
import { addDecimals } from '../orders/decimal.js';
import { multiplyDecimals } from './lab-decimal.js';
import type { ParameterKey } from './materials.js';
import type { SingleSubstance } from './schemas.js';

export type CountedSubstance = { name: string; counted: string; basis: 'value' | 'detection' | 'quantification' };
export type ComputedSum = { parameter: ParameterKey; value: string; substances: CountedSubstance[] };

export function countSubstance(entry: SingleSubstance): CountedSubstance {
  if (entry.value !== undefined) return { name: entry.name, counted: entry.value, basis: 'value' };
  if (entry.below === 'quantification')
    return { name: entry.name, counted: multiplyDecimals(entry.quantificationLimit!, '5', 1), basis: 'quantification' };
  return { name: entry.name, counted: '0', basis: 'detection' };
}

export function sumOfSingleSubstances(parameter: ParameterKey, entries: readonly SingleSubstance[]): ComputedSum {
  const substances = entries.map(countSubstance);
  return { parameter, value: addDecimals(substances.map((substance) => substance.counted)), substances };
}
