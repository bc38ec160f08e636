// Test lots (Prüflose, issue 37 item 3): the appraiser groups the tests of one layer and area
// (grid fields) into a lot; the lot's summary and verdict follow from its tests' verdicts under
// the rule the appraiser chose. Computed on read like the tests' verdicts (decision 0670), exact
// on decimal text. No zod here: the lot screen reads the labels.
import { addDecimals, compareDecimals, divideDecimals, formatDecimalDe } from '../../orders/decimal.js';
import type { Verdict, VerdictResult } from './verdict.js';

export const lotRules = ['all', 'share'] as const;
export type LotRule = (typeof lotRules)[number];

export const lotRuleLabels: Record<LotRule, string> = {
  all: 'Jeder Versuch muss die Anforderung erfüllen',
  share: 'Mindestanteil erfüllter Versuche bei einer Mindestanzahl',
};

export const lotTestKinds = ['dynamic', 'static'] as const;
export type LotTestKind = (typeof lotTestKinds)[number];
export const lotTestKindLabels: Record<LotTestKind, string> = {
  dynamic: 'Dynamische Plattendruckversuche (Evd)',
  static: 'Statische Plattendruckversuche (Ev2)',
};
/** The figure a lot's minimum and mean are taken of. */
export const lotValueNames: Record<LotTestKind, string> = { dynamic: 'Evd', static: 'Ev2' };

export const lotReasons = {
  empty: 'Das Prüflos enthält keinen Versuch',
  tooFew: (count: number, minCount: number) => `Zu wenige Versuche: ${count} von mindestens ${minCount}`,
  notJudged: (count: number) =>
    count === 1 ? '1 Versuch ist nicht beurteilt' : `${count} Versuche sind nicht beurteilt`,
  failed: (count: number, total: number) => `${count} von ${total} Versuchen nicht erfüllt`,
  shareMissed: (share: string, minShare: number) =>
    `Anteil erfüllter Versuche ${formatDecimalDe(share)} % unter ${minShare} %`,
} as const;

/** The rule as stored: the share in whole percent and the minimum count only for `share`. */
export type LotRuleFigures = { rule: LotRule; minSharePercent: number | null; minCount: number | null };

/** The rule in words, as the lot screen and the report state it. */
export const lotRuleText = ({ rule, minSharePercent, minCount }: LotRuleFigures): string =>
  rule === 'share' ? `Mindestens ${minSharePercent} % erfüllt bei mindestens ${minCount} Versuchen` : lotRuleLabels.all;

/** One member test: its figure (Evd or Ev2, decimal text or null) and its verdict. */
export type LotMember = { value: string | null; verdict: Verdict };

export type LotSummary = {
  count: number;
  /** Of the tests with a figure; null when none has one. Decimal text in MN/m². */
  minimum: string | null;
  /** Arithmetic mean, rounded half away from zero to 2 decimals. */
  mean: string | null;
  passed: number;
  /** Share of passed tests in percent, 1 decimal; null for an empty lot. */
  sharePassed: string | null;
  verdict: { result: VerdictResult; reason: string | null };
};

export function summarizeLot(members: readonly LotMember[], rule: LotRuleFigures): LotSummary {
  const count = members.length;
  const values = members.flatMap((member) => (member.value === null ? [] : [member.value]));
  const minimum = values.reduce<string | null>(
    (low, value) => (low === null || compareDecimals(value, low) < 0 ? value : low),
    null,
  );
  const mean = values.length ? divideDecimals(addDecimals(values), String(values.length), 2) : null;
  const passed = members.filter((member) => member.verdict.result === 'passed').length;
  const failed = members.filter((member) => member.verdict.result === 'failed').length;
  const sharePassed = count ? divideDecimals(String(passed * 100), String(count), 1) : null;
  return {
    count,
    minimum,
    mean,
    passed,
    sharePassed,
    verdict: lotVerdict({ count, passed, failed, sharePassed }, rule),
  };
}

function lotVerdict(
  { count, passed, failed, sharePassed }: { count: number; passed: number; failed: number; sharePassed: string | null },
  { rule, minSharePercent, minCount }: LotRuleFigures,
): LotSummary['verdict'] {
  if (count === 0) return { result: 'notJudged', reason: lotReasons.empty };
  if (rule === 'all') {
    if (failed > 0) return { result: 'failed', reason: lotReasons.failed(failed, count) };
    if (passed < count) return { result: 'notJudged', reason: lotReasons.notJudged(count - passed) };
    return { result: 'passed', reason: null };
  }
  // A stated share with a minimum count: a test that is not judged never counts as passing.
  if (count < (minCount ?? 1)) return { result: 'notJudged', reason: lotReasons.tooFew(count, minCount ?? 1) };
  // passed / count ≥ share / 100, compared on integers: no rounding at the limit.
  if (passed * 100 >= (minSharePercent ?? 100) * count) return { result: 'passed', reason: null };
  return { result: 'failed', reason: lotReasons.shareMissed(sharePassed!, minSharePercent ?? 100) };
}
