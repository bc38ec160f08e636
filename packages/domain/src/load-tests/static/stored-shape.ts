// The stored/returned shape of the calculation (spec part 3 §3: staticLoadTest, staticLoadRetest).
// NaN cannot travel in JSON; the server only stores valid calculations, so every number is finite.
import type { z } from 'zod';
import type { StaticLoadCalculation, StaticLoadCalculationInput, StaticReading } from './calculation.js';
import type { staticLoadEntrySchema } from './responses.js';

export type StaticLoadEntry = z.infer<typeof staticLoadEntrySchema>;

export type StaticLoadTest = {
  staticLoads: StaticLoadEntry[];
  staticUnloads: StaticLoadEntry[];
  a0: number;
  a1: number;
  a2: number;
  d0: number;
  d2: number;
  d3: number;
  ev: number;
  /** σ0max of the first loading in MN/m² — the "max load" of the first summary (decision 0140). */
  maxCompression: number;
};

export type StaticLoadRetest = Omit<StaticLoadTest, 'staticUnloads' | 'maxCompression'>;

const entries = (stresses: readonly StaticReading[], readings: readonly StaticReading[]): StaticLoadEntry[] =>
  Array.from({ length: Math.max(stresses.length, readings.length) }, (_, row) => ({
    subsidence: stresses[row] ?? null,
    compression: readings[row] ?? null,
  }));

export const toStoredStaticLoadTests = (
  input: StaticLoadCalculationInput,
  calculation: StaticLoadCalculation,
): { staticLoadTest: StaticLoadTest; staticLoadRetest: StaticLoadRetest } => {
  const { initial, second } = calculation;
  return {
    staticLoadTest: {
      staticLoads: entries(input.initialSubsidence.load, input.initialCompressions.load),
      staticUnloads: entries(input.initialSubsidence.unload, input.initialCompressions.unload),
      a0: initial.a0,
      a1: initial.a1,
      a2: initial.a2,
      d0: initial.d0,
      d2: initial.d2,
      d3: initial.d3,
      ev: initial.ev,
      maxCompression: initial.maxLoad,
    },
    staticLoadRetest: {
      staticLoads: entries(input.secondSubsidence.load, input.secondCompressions.load),
      a0: second.a0,
      a1: second.a1,
      a2: second.a2,
      d0: second.d0,
      d2: second.d2,
      d3: second.d3,
      ev: second.ev,
    },
  };
};
