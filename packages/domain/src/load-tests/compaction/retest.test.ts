import { describe, expect, it } from 'vitest';
import { retestOfSchema, testsToRetest, type RetestNode } from './retest.js';

const test = (
  number: number,
  result: 'passed' | 'failed' | 'notJudged',
  retestOf: number | null = null,
): RetestNode => ({
  id: `t${number}`,
  number,
  retestOfId: retestOf === null ? null : `t${retestOf}`,
  failed: result === 'failed',
  passed: result === 'passed',
});
const open = (tests: RetestNode[]) => testsToRetest(tests).map((node) => node.number);

describe('which failed tests ask for a re-test (issue 37, decision 0661)', () => {
  it('a failed test without a re-test is open; passed and not judged ones are not', () => {
    expect(open([test(1, 'failed'), test(2, 'passed'), test(3, 'notJudged'), test(4, 'failed')])).toEqual([1, 4]);
  });

  it('a passing re-test closes it, also further down the chain', () => {
    expect(open([test(1, 'failed'), test(2, 'passed', 1)])).toEqual([]);
    expect(open([test(1, 'failed'), test(2, 'failed', 1), test(3, 'passed', 2)])).toEqual([]);
    // Two re-tests of the same failed test: one passing is enough.
    expect(open([test(1, 'failed'), test(2, 'failed', 1), test(3, 'passed', 1)])).toEqual([]);
  });

  it('a failed re-test takes the task over; one not judged leaves it with the failed test', () => {
    expect(open([test(1, 'failed'), test(2, 'failed', 1)])).toEqual([2]);
    expect(open([test(1, 'failed'), test(2, 'notJudged', 1)])).toEqual([1]);
    expect(open([test(1, 'failed'), test(2, 'failed', 1), test(5, 'notJudged', 2)])).toEqual([2]);
  });

  it('a link to a test not in the list counts as no link', () => {
    expect(open([test(2, 'failed', 1)])).toEqual([2]);
  });

  it('the payload field is optional, null or a uuid', () => {
    expect(retestOfSchema.safeParse(undefined).success).toBe(true);
    expect(retestOfSchema.safeParse(null).success).toBe(true);
    expect(retestOfSchema.safeParse('2f6c1d5e-8c1b-4f7a-9a53-0d3e1f1b2c4d').success).toBe(true);
    expect(retestOfSchema.safeParse('Versuch 3').error?.issues[0]?.message).toBe('Ungültiger Wert');
  });
});
