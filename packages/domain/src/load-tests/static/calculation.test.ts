import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculateStaticLoadTest, type StaticLoadCalculationInput } from './calculation.js';
import { loadingCurve } from './curve.js';
import { fitQuadratic } from './quadratic-fit.js';
import { toStoredStaticLoadTests } from './stored-shape.js';

type Row = [number, number];
type Vector = {
  id: string;
  plate_diameter_mm: number;
  lever_factor: number;
  first_loading: Row[];
  unloading: Row[];
  second_loading: Row[];
  expected: Record<string, number | string>;
};

// The product's own copy of the reference vectors (DIN 18134 method as spec part 3 describes it).
const copyFile = path.resolve(__dirname, 'static-load-test-vectors.json');
const vectors = (JSON.parse(readFileSync(copyFile, 'utf8')) as { examples: Vector[] }).examples;
const vector = (id: string) => vectors.find((example) => example.id.startsWith(id))!;

const inputOf = (example: Vector): StaticLoadCalculationInput => ({
  plateDiameter: example.plate_diameter_mm,
  liftingArm: example.lever_factor,
  initialSubsidence: { load: example.first_loading.map((r) => r[0]), unload: example.unloading.map((r) => r[0]) },
  initialCompressions: { load: example.first_loading.map((r) => r[1]), unload: example.unloading.map((r) => r[1]) },
  secondSubsidence: { load: example.second_loading.map((r) => r[0]) },
  secondCompressions: { load: example.second_loading.map((r) => r[1]) },
});

describe('static plate load calculation against the shared vectors', () => {
  it('S1: reproduces a0, a1, a2, Ev1, Ev2 and Ev2/Ev1 to 0.01', () => {
    const example = vector('S1');
    const { initial, second, evRatio, evRatioText, blockingMessages } = calculateStaticLoadTest(inputOf(example));
    const e = example.expected as Record<string, number>;
    expect(initial.a0).toBeCloseTo(e.a0_1!, 2);
    expect(initial.a1).toBeCloseTo(e.a1_1!, 2);
    expect(initial.a2).toBeCloseTo(e.a2_1!, 2);
    expect(second.a0).toBeCloseTo(e.a0_2!, 2);
    expect(second.a1).toBeCloseTo(e.a1_2!, 2);
    expect(second.a2).toBeCloseTo(e.a2_2!, 2);
    expect(initial.maxLoad).toBe(e.sigma0max_Ev1);
    expect(second.maxLoad).toBe(e.sigma0max_Ev2);
    expect(initial.ev).toBe(50);
    expect(second.ev).toBe(112.5);
    expect(evRatio).toBe(2.25);
    expect(evRatioText).toBe('2,25');
    expect(blockingMessages).toEqual({});
    // The [0, 0] row is ignored; the unload point joins the second loading (6 + 1 points).
    expect(initial.points).toHaveLength(7);
    expect(second.points).toHaveLength(7);
    expect(second.points[0]).toEqual({ stress: 0.01, settlement: 1.12196 });
  });

  it("S1: the determinants are those of Cramer's rule (a1 = D2/D, a2 = D3/D)", () => {
    const { initial } = calculateStaticLoadTest(inputOf(vector('S1')));
    expect(initial.d0).toBeGreaterThan(1e-10);
    expect(initial.d2 / initial.d0).toBeCloseTo(3.5, 4);
    expect(initial.d3 / initial.d0).toBeCloseTo(2.0, 4);
  });

  it('S1: the first two unloading points do not influence anything', () => {
    const example = vector('S1');
    const input = inputOf(example);
    const moved = { ...input, initialCompressions: { ...input.initialCompressions, unload: [9.9, 0.1, 1.12196] } };
    const a = calculateStaticLoadTest(input);
    const b = calculateStaticLoadTest(moved);
    expect(b.initial.ev).toBe(a.initial.ev);
    expect(b.second.ev).toBe(a.second.ev);
  });

  it('S4: a singular system gives NaN and blocks both loadings', () => {
    const result = calculateStaticLoadTest(inputOf(vector('S4')));
    for (const loading of [result.initial, result.second]) {
      expect(loading.error).toBeNull();
      expect(loading.a0).toBeNaN();
      expect(loading.a1).toBeNaN();
      expect(loading.a2).toBeNaN();
      expect(loading.ev).toBeNaN();
      expect(loading.isValid).toBe(false);
    }
    expect(result.evRatioText).toBe('NaN');
    expect(result.blockingMessages).toEqual({
      initial: 'Erstbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
      second: 'Zweitbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
    });
  });
});

describe('static plate load calculation edge cases', () => {
  const base = () => inputOf(vector('S1'));

  it('fitQuadratic flags |D| < 1e-10 as singular', () => {
    const fit = fitQuadratic([
      { stress: 0.1, settlement: 1 },
      { stress: 0.1, settlement: 2 },
      { stress: 0.1, settlement: 3 },
    ]);
    expect(fit.isSingular).toBe(true);
    expect(fit.a1).toBeNaN();
  });

  it('Ev1 = 0 (plate diameter 0) shows "Ungültige Eingabe" for the ratio', () => {
    const result = calculateStaticLoadTest({ ...base(), plateDiameter: 0 });
    expect(result.initial.ev).toBe(0);
    expect(result.evRatio).toBeNaN();
    expect(result.evRatioText).toBe('Ungültige Eingabe');
  });

  it('a missing plate diameter is an error result that blocks progress', () => {
    for (const plateDiameter of [null, undefined]) {
      const result = calculateStaticLoadTest({ ...base(), plateDiameter });
      expect(result.initial.error).toBe('missingPlateDiameter');
      expect(result.second.error).toBe('missingPlateDiameter');
      expect(result.initial.isValid).toBe(false);
      expect(result.blockingMessages.initial).toMatch(/^Erstbelastung enthält ungültige Werte/);
      expect(result.blockingMessages.second).toMatch(/^Zweitbelastung enthält ungültige Werte/);
    }
  });

  it('no valid loads (defaults only, dial readings empty) is an error result', () => {
    const input = base();
    const empty = {
      ...input,
      initialCompressions: { load: input.initialCompressions.load.map(() => null), unload: [null, null, null] },
      secondCompressions: { load: input.secondCompressions.load.map(() => null) },
    };
    const result = calculateStaticLoadTest(empty);
    expect(result.initial.error).toBe('noValidLoads');
    expect(result.second.error).toBe('noValidLoads');
    expect(result.initial.ev).toBeNaN();
    expect(result.blockingMessages.initial).toBeDefined();
  });

  it('the lever factor multiplies the dial readings: factor 2 on half readings gives the same moduli', () => {
    const input = base();
    const half = (values: readonly (number | null | undefined)[]) => values.map((v) => (v == null ? v : v / 2));
    const result = calculateStaticLoadTest({
      ...input,
      liftingArm: 2,
      initialCompressions: {
        load: half(input.initialCompressions.load),
        unload: half(input.initialCompressions.unload),
      },
      secondCompressions: { load: half(input.secondCompressions.load) },
    });
    expect(result.initial.ev).toBe(50);
    expect(result.second.ev).toBe(112.5);
    expect(result.initial.points[1]!.settlement).toBeCloseTo(0.6112, 10);
  });

  it('the lever factor changes Ev when the readings stay the same (factor 1.5 → Ev / 1.5)', () => {
    const result = calculateStaticLoadTest({ ...base(), liftingArm: 1.5 });
    expect(result.initial.ev).toBe(33.33);
    expect(result.second.ev).toBe(75);
    expect(result.evRatio).toBe(2.25);
  });

  it('an absent lever factor defaults to 1', () => {
    const { liftingArm: _ignored, ...withoutLever } = base();
    expect(calculateStaticLoadTest(withoutLever).initial.ev).toBe(50);
    expect(calculateStaticLoadTest({ ...base(), liftingArm: null }).initial.ev).toBe(50);
  });

  it('rows with both values 0 or missing are ignored; the optional 7th row may stay empty', () => {
    const input = base();
    const load = [...input.initialSubsidence.load];
    const readings = [...input.initialCompressions.load];
    // Drop σ = 0.5 (7th row, both empty) and add a zero row in the middle: σ0max becomes 0.45.
    load[7] = null;
    readings[7] = null;
    const withoutLast = {
      ...input,
      initialSubsidence: { ...input.initialSubsidence, load: [...load.slice(0, 3), 0, ...load.slice(3)] },
      initialCompressions: { ...input.initialCompressions, load: [...readings.slice(0, 3), 0, ...readings.slice(3)] },
    };
    const result = calculateStaticLoadTest(withoutLast);
    expect(result.initial.points).toHaveLength(6);
    expect(result.initial.maxLoad).toBe(0.45);
    // Same parabola, σ0max 0.45: 0.75·300 / (3.5 + 2·0.45) = 51.136…
    expect(result.initial.ev).toBe(51.14);
    expect(result.second.maxLoad).toBe(0.45);
  });

  it('a row with a settlement at stress 0 is a real point and is kept', () => {
    const input = base();
    const result = calculateStaticLoadTest({
      ...input,
      initialCompressions: { ...input.initialCompressions, load: [0.01, ...input.initialCompressions.load.slice(1)] },
    });
    expect(result.initial.points).toHaveLength(8);
    expect(result.initial.points[0]).toEqual({ stress: 0, settlement: 0.01 });
  });

  it('rounds results to 2 decimals, half away from zero, without -0', () => {
    const { initial, second } = calculateStaticLoadTest(base());
    expect(Object.is(initial.a0, -0)).toBe(false);
    expect(initial.a0).toBe(0);
    expect(second.a2).toBe(-0.4);
    // 0.75·300 / (3.5 + 2·0.45) = 51.1363… → 51.14 (above); 0.75·301/(4.5) = 50.1666… → 50.17
    expect(calculateStaticLoadTest({ ...base(), plateDiameter: 301 }).initial.ev).toBe(50.17);
  });

  it('stores raw rows and the computed values in the spec shape', () => {
    const input = base();
    const stored = toStoredStaticLoadTests(input, calculateStaticLoadTest(input));
    expect(stored.staticLoadTest.staticLoads).toHaveLength(8);
    expect(stored.staticLoadTest.staticUnloads[2]).toEqual({ subsidence: 0.01, compression: 1.12196 });
    expect(stored.staticLoadTest.ev).toBe(50);
    expect(stored.staticLoadTest.maxCompression).toBe(0.5);
    expect(stored.staticLoadRetest.ev).toBe(112.5);
    expect(stored.staticLoadRetest.staticLoads[5]).toEqual({ subsidence: 0.45, compression: 2.009 });
  });
});

describe('loadingCurve', () => {
  it('samples the fitted parabola of each loading between its lowest and highest stress', () => {
    const { initial, second } = calculateStaticLoadTest(inputOf(vector('S1')));
    const first = loadingCurve(initial, 5);
    expect(first.map((p) => p.stress)).toEqual([0.08, 0.185, 0.29, 0.395, 0.5].map((s) => expect.closeTo(s, 10)));
    for (const point of first) expect(point.settlement).toBeCloseTo(3.5 * point.stress + 2 * point.stress ** 2, 8);
    const reload = loadingCurve(second, 3);
    expect(reload[0]!.stress).toBe(0.01); // starts at the last unloading point
    expect(reload[2]!.settlement).toBeCloseTo(1.1 + 2.2 * 0.45 - 0.4 * 0.45 ** 2, 8);
  });

  it('is empty for a singular loading', () => {
    expect(loadingCurve(calculateStaticLoadTest(inputOf(vector('S4'))).initial)).toEqual([]);
  });
});
