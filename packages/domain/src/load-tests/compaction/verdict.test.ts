import { describe, expect, it } from 'vitest';
import { divideDecimals } from '../../orders/decimal.js';
import { compactionRequirementInputSchema, loadTestLayerSchema } from './requirement-schema.js';
import {
  judgeLoadTest,
  requirementFor,
  requirementText,
  type RequirementFigures,
  type VerdictInput,
} from './verdict.js';

const requirement = (overrides: Partial<RequirementFigures> = {}): RequirementFigures => ({
  layer: 'Frostschutzschicht',
  testKind: 'both',
  minEv2: null,
  maxRatio: null,
  ratioFromEv2: null,
  minEvd: null,
  ...overrides,
});
const dynamicTest = (evd: string | null, layer: string | null = 'Frostschutzschicht'): VerdictInput['test'] => ({
  kind: 'dynamic',
  layer,
  evd,
});
const staticTest = (ev1: string | null, ev2: string | null, layer: string | null = 'Frostschutzschicht') =>
  ({ kind: 'static', layer, ev1, ev2 }) as const;
const judge = (test: VerdictInput['test'], figures: Partial<RequirementFigures>) =>
  judgeLoadTest({ test, requirement: requirement(figures), device: 'calibrated' });

describe('verdict on a load test (issue 37)', () => {
  it('minimum Evd: equal passes, 0.01 below fails, exactly on decimals', () => {
    expect(judge(dynamicTest('45'), { minEvd: '45' })).toEqual({ result: 'passed', reason: null });
    expect(judge(dynamicTest('45.00'), { minEvd: '45' }).result).toBe('passed');
    expect(judge(dynamicTest('44.99'), { minEvd: '45' })).toEqual({
      result: 'failed',
      reason: 'Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²',
    });
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; on decimals the limit holds exactly.
    expect(judge(dynamicTest('0.3'), { minEvd: '0.3' }).result).toBe('passed');
    expect(judge(dynamicTest('80.01'), { minEvd: '80.02' }).result).toBe('failed');
  });

  it('minimum Ev2: equal passes, 0.01 below fails', () => {
    expect(judge(staticTest('50', '120'), { minEv2: '120' }).result).toBe('passed');
    expect(judge(staticTest('50', '119.99'), { minEv2: '120' })).toEqual({
      result: 'failed',
      reason: 'Ev2 119,99 MN/m² unter dem Mindestwert 120 MN/m²',
    });
  });

  it('maximum Ev2/Ev1 on the ratio as the test shows it (2 decimals): equal passes, 0.01 above fails', () => {
    // 112.5 / 50 = 2.25 exactly.
    expect(judge(staticTest('50', '112.5'), { maxRatio: '2.25' }).result).toBe('passed');
    expect(judge(staticTest('50', '112.5'), { maxRatio: '2.24' })).toEqual({
      result: 'failed',
      reason: 'Ev2/Ev1 2,25 über dem Höchstwert 2,24',
    });
    // 100 / 43.5 = 2.2988… is shown as 2.30 and meets a maximum of 2.3.
    expect(divideDecimals('100', '43.5', 2)).toBe('2.3');
    expect(judge(staticTest('43.5', '100'), { maxRatio: '2.3' }).result).toBe('passed');
    // 100 / 43.47 = 2.30043… is 2.30 too; 100 / 43.2 = 2.3148… is 2.31 and fails.
    expect(judge(staticTest('43.47', '100'), { maxRatio: '2.3' }).result).toBe('passed');
    expect(judge(staticTest('43.2', '100'), { maxRatio: '2.3' }).result).toBe('failed');
    // Half away from zero: 2.245 → 2.25.
    expect(divideDecimals('4.49', '2', 2)).toBe('2.25');
    expect(divideDecimals('4.4899', '2', 2)).toBe('2.24');
  });

  it('the conditional ratio counts only from the given Ev2 on (at it: checked; 0.01 below: not)', () => {
    const figures = { maxRatio: '2.2', ratioFromEv2: '100' };
    expect(judge(staticTest('40', '100'), figures)).toEqual({
      result: 'failed',
      reason: 'Ev2/Ev1 2,5 über dem Höchstwert 2,2',
    });
    expect(judge(staticTest('40', '99.99'), figures)).toEqual({ result: 'passed', reason: null });
    // Both limits reported together.
    expect(judge(staticTest('40', '100'), { ...figures, minEv2: '120' }).reason).toBe(
      'Ev2 100 MN/m² unter dem Mindestwert 120 MN/m²; Ev2/Ev1 2,5 über dem Höchstwert 2,2',
    );
  });

  it('is not judged without a requirement for the layer, or for a kind it does not judge', () => {
    expect(judgeLoadTest({ test: dynamicTest('80'), requirement: undefined, device: 'calibrated' })).toEqual({
      result: 'notJudged',
      reason: 'Keine Anforderung für die Schicht',
    });
    expect(judge(dynamicTest('80'), { testKind: 'static', minEv2: '100' })).toEqual({
      result: 'notJudged',
      reason: 'Diese Versuchsart zählt für die Schicht nicht',
    });
    expect(judge(staticTest('50', '120'), { testKind: 'dynamic', minEvd: '40' }).result).toBe('notJudged');
    // "Both" with only a dynamic value: a static test has nothing to meet.
    expect(judge(staticTest('50', '120'), { minEvd: '40' }).reason).toBe('Keine Anforderung für die Schicht');
  });

  it('is not judged when the test is incomplete: no layer, or a figure missing or unusable', () => {
    expect(judge(dynamicTest('80', null), { minEvd: '40' })).toEqual({
      result: 'notJudged',
      reason: 'Versuch unvollständig: keine Schicht angegeben',
    });
    expect(judge(dynamicTest('80', '  '), { minEvd: '40' }).reason).toBe(
      'Versuch unvollständig: keine Schicht angegeben',
    );
    expect(judge(dynamicTest(null), { minEvd: '40' }).reason).toBe('Versuch unvollständig: kein gültiger Wert für Evd');
    expect(judge(staticTest('0', '120'), { maxRatio: '2.3' }).reason).toBe(
      'Versuch unvollständig: kein gültiger Wert für Ev1',
    );
    expect(judge(staticTest('50', '-3'), { minEv2: '45' }).reason).toBe(
      'Versuch unvollständig: kein gültiger Wert für Ev2',
    );
  });

  it('a test without a registered device, or with one not calibrated on the test day, is not judged', () => {
    const judgeWith = (device: VerdictInput['device'], evd = '80') =>
      judgeLoadTest({ test: dynamicTest(evd), requirement: requirement({ minEvd: '40' }), device });
    expect(judgeWith('notCalibrated')).toEqual({ result: 'notJudged', reason: 'Gerät nicht kalibriert am Prüfdatum' });
    expect(judgeWith('noDevice')).toEqual({ result: 'notJudged', reason: 'Kein registriertes Gerät angegeben' });
    // A failing figure of an uncalibrated device does not fail either: it is not judged.
    expect(judgeWith('notCalibrated', '10').result).toBe('notJudged');
    expect(judgeWith('calibrated').result).toBe('passed');
    expect(judgeWith('calibrated', '10').result).toBe('failed');
  });

  it('the reasons come in order: test incomplete, no requirement, then the device', () => {
    const noLayer = judgeLoadTest({ test: dynamicTest('80', null), requirement: undefined, device: 'noDevice' });
    expect(noLayer.reason).toBe('Versuch unvollständig: keine Schicht angegeben');
    const noRequirement = judgeLoadTest({ test: dynamicTest('80'), requirement: undefined, device: 'noDevice' });
    expect(noRequirement.reason).toBe('Keine Anforderung für die Schicht');
    const wrongKind = judgeLoadTest({
      test: dynamicTest('80'),
      requirement: requirement({ testKind: 'static', minEv2: '100' }),
      device: 'notCalibrated',
    });
    expect(wrongKind.reason).toBe('Diese Versuchsart zählt für die Schicht nicht');
    const noFigure = judgeLoadTest({
      test: dynamicTest(null),
      requirement: requirement({ minEvd: '40' }),
      device: 'notCalibrated',
    });
    expect(noFigure.reason).toBe('Versuch unvollständig: kein gültiger Wert für Evd');
  });

  it('finds the requirement of a layer regardless of case and spaces', () => {
    const requirements = [requirement({ layer: 'Planum' }), requirement({ layer: 'Frostschutzschicht' })];
    expect(requirementFor(requirements, '  frostschutzSCHICHT ')?.layer).toBe('Frostschutzschicht');
    expect(requirementFor(requirements, 'Schottertragschicht')).toBeUndefined();
    expect(requirementFor(requirements, null)).toBeUndefined();
  });
});

describe('the requirement as a protocol states it (decision 0662)', () => {
  it('names the limits of the test kind, with the Ev2 from which the ratio counts', () => {
    expect(requirementText(requirement({ minEvd: '45' }), 'dynamic')).toBe('Evd ≥ 45 MN/m²');
    expect(requirementText(requirement({ minEv2: '120', maxRatio: '2.3', ratioFromEv2: '100.5' }), 'static')).toBe(
      'Ev2 ≥ 120 MN/m²; Ev2/Ev1 ≤ 2,3 ab Ev2 ≥ 100,5 MN/m²',
    );
    expect(requirementText(requirement({ maxRatio: '2.5' }), 'static')).toBe('Ev2/Ev1 ≤ 2,5');
  });

  it('is null without a requirement, for a kind it does not judge, or without a limit of the kind', () => {
    expect(requirementText(undefined, 'dynamic')).toBeNull();
    expect(requirementText(requirement({ testKind: 'static', minEv2: '120' }), 'dynamic')).toBeNull();
    expect(requirementText(requirement({ minEvd: '45' }), 'static')).toBeNull();
  });
});

describe('requirement payload', () => {
  const issues = (value: unknown) =>
    (compactionRequirementInputSchema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('accepts the limits themselves and empty values as null', () => {
    expect(issues({ layer: 'Planum', testKind: 'static', minEv2: 0, maxRatio: 1, ratioFromEv2: 1000 })).toEqual([]);
    expect(issues({ layer: 'Planum', testKind: 'dynamic', minEvd: 1000 })).toEqual([]);
    expect(compactionRequirementInputSchema.parse({ layer: ' Planum ', testKind: 'dynamic', minEvd: 40 })).toEqual({
      layer: 'Planum',
      testKind: 'dynamic',
      minEv2: null,
      maxRatio: null,
      ratioFromEv2: null,
      minEvd: 40,
    });
  });

  it('refuses below zero, above 1,000 MN/m², a ratio below 1, more than 2 decimals, unknown kinds', () => {
    expect(issues({ layer: 'Planum', testKind: 'static', minEv2: -1 })).toEqual([
      ['minEv2', 'Der Wert muss mindestens 0 sein'],
    ]);
    expect(issues({ layer: 'Planum', testKind: 'dynamic', minEvd: 1000.01 })).toEqual([
      ['minEvd', 'Der Wert darf höchstens 1000 sein'],
    ]);
    expect(issues({ layer: 'Planum', testKind: 'static', maxRatio: 0.99 })).toEqual([
      ['maxRatio', 'Der Wert muss mindestens 1 sein'],
    ]);
    expect(issues({ layer: 'Planum', testKind: 'static', minEv2: 45.001 })).toEqual([
      ['minEv2', 'Maximal 2 Nachkommastellen erlaubt'],
    ]);
    expect(issues({ layer: 'Planum', testKind: 'beide', minEvd: 40 })).toEqual([
      ['testKind', 'Bitte wählen Sie einen gültigen Wert'],
    ]);
  });

  it('the optional layer of a test: absent, null and blank are no layer', () => {
    expect(loadTestLayerSchema.parse(undefined)).toBeUndefined();
    expect(loadTestLayerSchema.parse(null)).toBeUndefined();
    expect(loadTestLayerSchema.parse('  ')).toBeUndefined();
    expect(loadTestLayerSchema.parse(' Planum ')).toBe('Planum');
  });
});
