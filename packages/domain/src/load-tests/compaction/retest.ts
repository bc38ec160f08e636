// Re-tests (issue 37 item 2, decision 0661): a plate load test that repeats a failed test of the
// same project and kind names it in `retestOf`. A failed test opens the project manager's task
// "Nachverdichten und erneut prüfen"; a passing re-test closes it. Only the link is stored; which
// task is open is computed from the verdicts whenever tasks are read.
import { z } from 'zod';
import { messages } from '../../messages.js';

export const retestMessages = {
  notFound: 'Der wiederholte Versuch wurde in diesem Projekt nicht gefunden',
  otherKind: {
    dynamic: 'Ein dynamischer Versuch kann nur einen dynamischen Versuch wiederholen',
    static: 'Ein statischer Versuch kann nur einen statischen Versuch wiederholen',
  },
  notFailed: 'Nur ein nicht erfüllter Versuch kann wiederholt werden',
  notEarlier: 'Ein Versuch kann nur einen früheren Versuch wiederholen',
} as const;

/**
 * `retestOf` of both payloads: the id of the failed test this one repeats. Optional, so the spec's
 * payloads stay valid; null removes the link; absent on a change keeps it (decision 0661).
 */
export const retestOfSchema = z.uuid({ error: messages.invalidValue }).nullable().optional();

/** `retestOf` of both answers: the repeated test, with its number for "Wiederholung von Versuch-Nr. …". */
export const retestOfViewSchema = z.object({ id: z.string(), number: z.number() }).nullable();

export type RetestNode = {
  id: string;
  number: number;
  retestOfId: string | null;
  failed: boolean;
  passed: boolean;
};

/**
 * The failed tests whose task is open: a failed test and its re-tests (their re-tests, …) form one
 * chain; while none of the chain has passed, the newest failed test of it carries the one task
 * (a failed re-test takes it over, a re-test not judged leaves it where it was).
 */
export function testsToRetest<T extends RetestNode>(tests: readonly T[]): T[] {
  const byId = new Map(tests.map((test) => [test.id, test]));
  const rootOf = (test: T): string => {
    let current = test;
    const seen = new Set<string>();
    while (current.retestOfId !== null && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.retestOfId);
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  const chains = new Map<string, T[]>();
  for (const test of tests) {
    const root = rootOf(test);
    chains.set(root, [...(chains.get(root) ?? []), test]);
  }
  const open: T[] = [];
  for (const chain of chains.values()) {
    if (chain.some((test) => test.passed)) continue;
    const failed = chain.filter((test) => test.failed);
    const newest = failed.reduce<T | undefined>((a, b) => (a === undefined || b.number > a.number ? b : a), undefined);
    if (newest) open.push(newest);
  }
  return open.sort((a, b) => a.number - b.number);
}
