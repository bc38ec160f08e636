import { describe, expect, it } from 'vitest';
import { compactionLotInputSchema } from './lot-schema.js';
import { summarizeLot, type LotMember, type LotRuleFigures } from './lots.js';

const passed = (value: string): LotMember => ({ value, verdict: { result: 'passed', reason: null } });
const failed = (value: string): LotMember => ({ value, verdict: { result: 'failed', reason: 'Evd zu klein' } });
const notJudged = (value: string | null): LotMember => ({ value, verdict: { result: 'notJudged', reason: 'x' } });
const all: LotRuleFigures = { rule: 'all', minSharePercent: null, minCount: null };
const share = (minSharePercent: number, minCount: number): LotRuleFigures => ({
  rule: 'share',
  minSharePercent,
  minCount,
});

describe('test lot summary and verdict (issue 37 item 3)', () => {
  it('takes minimum and mean exactly on decimals (mean rounded half away from zero to 2 decimals)', () => {
    const summary = summarizeLot([passed('50'), failed('44.99'), passed('45')], all);
    expect(summary).toMatchObject({ count: 3, minimum: '44.99', mean: '46.66', passed: 2, sharePassed: '66.7' });
    // 0.1 + 0.2 as decimals, not floats: mean 0.15 exactly.
    expect(summarizeLot([passed('0.1'), passed('0.2')], all).mean).toBe('0.15');
    expect(summarizeLot([passed('45.005'), passed('45')], all).mean).toBe('45');
    expect(summarizeLot([passed('45.01'), passed('45')], all).mean).toBe('45.01'); // 45.005 → 45.01
  });

  it('rule "every test": one failed test fails the lot, a test not judged leaves it not judged', () => {
    expect(summarizeLot([passed('50'), passed('45')], all).verdict).toEqual({ result: 'passed', reason: null });
    expect(summarizeLot([passed('50'), failed('44.99'), notJudged('40')], all).verdict).toEqual({
      result: 'failed',
      reason: '1 von 3 Versuchen nicht erfüllt',
    });
    expect(summarizeLot([passed('50'), notJudged(null)], all).verdict).toEqual({
      result: 'notJudged',
      reason: '1 Versuch ist nicht beurteilt',
    });
    expect(summarizeLot([], all)).toMatchObject({
      count: 0,
      minimum: null,
      mean: null,
      sharePassed: null,
      verdict: { result: 'notJudged', reason: 'Das Prüflos enthält keinen Versuch' },
    });
  });

  it('rule "share": the share equal to the limit passes, one test fewer fails; the minimum count', () => {
    const fourOfFive = [passed('50'), passed('50'), passed('50'), passed('50'), failed('40')];
    expect(summarizeLot(fourOfFive, share(80, 5)).verdict).toEqual({ result: 'passed', reason: null });
    expect(summarizeLot(fourOfFive, share(81, 5)).verdict).toEqual({
      result: 'failed',
      reason: 'Anteil erfüllter Versuche 80 % unter 81 %',
    });
    expect(summarizeLot(fourOfFive, share(80, 6)).verdict).toEqual({
      result: 'notJudged',
      reason: 'Zu wenige Versuche: 5 von mindestens 6',
    });
    // A test that is not judged never counts as passing: 3 of 4.
    const withUnjudged = [passed('50'), passed('50'), passed('50'), notJudged('50')];
    expect(summarizeLot(withUnjudged, share(75, 4)).verdict.result).toBe('passed');
    expect(summarizeLot(withUnjudged, share(76, 4)).verdict.result).toBe('failed');
  });

  it('the input: fields in capitals without repeats, the rule’s values only with the share rule', () => {
    const parsed = compactionLotInputSchema.parse({
      name: ' Los 1 ',
      testKind: 'dynamic',
      gridFields: ['b2', 'A1', 'a1'],
      rule: 'all',
    });
    expect(parsed).toEqual({
      name: 'Los 1',
      testKind: 'dynamic',
      gridFields: ['A1', 'B2'],
      rule: 'all',
      minSharePercent: null,
      minCount: null,
    });
    const share = compactionLotInputSchema.safeParse({
      name: 'Los',
      testKind: 'static',
      gridFields: ['A1'],
      rule: 'share',
      minSharePercent: 80.5,
    });
    expect(share.success ? [] : share.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['minSharePercent', 'Bitte geben Sie eine Zahl ein'],
    ]);
  });
});
