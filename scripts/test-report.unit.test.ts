import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testsOf } from './test-report.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'test-report-'));
/** A report in the shape vitest's JSON reporter writes (vitest 4). */
const reportWith = (testResults: unknown[]) => {
  const file = path.join(folder, `${testResults.length}-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify({ testResults }));
  return file;
};
const test = (fullName: string, status: string, failureMessages: string[] = []) => ({
  fullName,
  status,
  failureMessages,
});

describe('testsOf: the failed and retried tests of a vitest step', () => {
  it('names a failed test with its file and the first line of its failure', () => {
    const report = reportWith([
      {
        name: '/repo/e2e/orders.e2e.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          test('shows the orders', 'passed'),
          test('books a delivery', 'failed', ['AssertionError: expected 1 to be 2\n    at orders.e2e.ts:3:1']),
        ],
      },
    ]);
    expect(testsOf(report, '/repo')).toEqual({
      failed: ['  e2e/orders.e2e.ts › books a delivery: AssertionError: expected 1 to be 2'],
      retried: [],
    });
  });

  it('lists a test that passed only on its second try (a passed test with a failure message)', () => {
    const report = reportWith([
      {
        name: '/repo/e2e/offline.e2e.ts',
        status: 'passed',
        message: '',
        assertionResults: [test('shows the banner', 'passed', ['TimeoutError: waiting for text'])],
      },
    ]);
    expect(testsOf(report, '/repo')).toEqual({
      failed: [],
      retried: ['  e2e/offline.e2e.ts › shows the banner: TimeoutError: waiting for text'],
    });
  });

  it('names a file that failed outside its tests by its own error, and reads nothing from a missing report', () => {
    const report = reportWith([
      { name: '/repo/e2e/map.e2e.ts', status: 'failed', message: 'Hook timed out\nin beforeAll', assertionResults: [] },
    ]);
    expect(testsOf(report, '/repo').failed).toEqual(['  e2e/map.e2e.ts: Hook timed out']);
    expect(testsOf(path.join(folder, 'none.json'))).toEqual({ failed: [], retried: [] });
  });
});
