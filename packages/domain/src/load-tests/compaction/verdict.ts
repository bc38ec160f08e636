// The verdict on a plate load test (issue 37 item 2): does it meet the requirement of its layer?
// Computed from the stored figures whenever a test is read, never stored, so a changed requirement
// re-judges every test. Every comparison is exact on decimal text (decimal.ts): a value equal to
// its limit passes, 0.01 short of it fails (decision 0660). No zod here: list screens read the
// labels and tones of this module.
import { compareDecimals, divideDecimals, formatDecimalDe, toPlainDecimal } from '../../orders/decimal.js';
import type { BadgeTone } from '../../status.js';
import type { DeviceCalibration } from '../../devices/calibration.js';
import { kindCounts, layerKey, type CompactionTestKind } from './layers.js';

export const verdictResults = ['passed', 'failed', 'notJudged'] as const;
export type VerdictResult = (typeof verdictResults)[number];

export const verdictLabels: Record<VerdictResult, string> = {
  passed: 'erfüllt',
  failed: 'nicht erfüllt',
  notJudged: 'nicht beurteilt',
};

/** Badge and map colours: green, red, grey. */
export const verdictTones: Record<VerdictResult, BadgeTone> = {
  passed: 'success',
  failed: 'danger',
  notJudged: 'neutral',
};

export const notJudgedReasons = {
  noRequirement: 'Keine Anforderung für die Schicht',
  noLayer: 'Versuch unvollständig: keine Schicht angegeben',
  invalidFigure: (name: string) => `Versuch unvollständig: kein gültiger Wert für ${name}`,
  kindNotCounted: 'Diese Versuchsart zählt für die Schicht nicht',
  deviceNotCalibrated: 'Gerät nicht kalibriert am Prüfdatum',
  noDevice: 'Kein registriertes Gerät angegeben',
} as const;

/** A requirement as stored: figures are plain decimal text (MN/m², the ratio without unit), or null. */
export type RequirementFigures = {
  layer: string;
  testKind: CompactionTestKind;
  minEv2: string | null;
  maxRatio: string | null;
  /** The ratio is checked only from this Ev2 on (Ev2 ≥ value); null: always. */
  ratioFromEv2: string | null;
  minEvd: string | null;
};

/** A test's stored figures (numeric text as the database gives it). */
export type LoadTestFigures = { layer: string | null } & (
  { kind: 'dynamic'; evd: string | null } | { kind: 'static'; ev1: string | null; ev2: string | null }
);

export type VerdictInput = {
  test: LoadTestFigures;
  /** The requirement of the test's layer in its project (`requirementFor`), if there is one. */
  requirement: RequirementFigures | undefined;
  /**
   * The test's device (issue 37 item 4, decision 0680): a registered device calibrated on the test
   * day, one that was not, or none named. Only a calibrated device's figures can pass or fail.
   */
  device: DeviceCalibration;
};

export type Verdict = { result: VerdictResult; reason: string | null };

/** The requirement of `layer` among a project's requirements (layer names compare by `layerKey`). */
export function requirementFor<R extends { layer: string }>(requirements: readonly R[], layer: string | null) {
  if (layer === null) return undefined;
  const key = layerKey(layer);
  return requirements.find((requirement) => layerKey(requirement.layer) === key);
}

const notJudged = (reason: string): Verdict => ({ result: 'notJudged', reason });
const unit = ' MN/m²';
const shown = (text: string) => formatDecimalDe(text);
/** A figure usable for judging: plain, non-negative decimal text, or null. */
const figure = (text: string | null) => (text === null ? null : toPlainDecimal(text));

export function judgeLoadTest({ test, requirement, device }: VerdictInput): Verdict {
  if (test.layer === null || test.layer.trim() === '') return notJudged(notJudgedReasons.noLayer);
  if (!requirement) return notJudged(notJudgedReasons.noRequirement);
  if (!kindCounts(requirement.testKind, test.kind)) return notJudged(notJudgedReasons.kindNotCounted);

  const failures: string[] = [];
  const atLeast = (name: string, value: string, limit: string) => {
    if (compareDecimals(value, limit) < 0)
      failures.push(`${name} ${shown(value)}${unit} unter dem Mindestwert ${shown(limit)}${unit}`);
  };

  if (test.kind === 'dynamic') {
    if (requirement.minEvd === null) return notJudged(notJudgedReasons.noRequirement);
    const evd = figure(test.evd);
    if (evd === null) return notJudged(notJudgedReasons.invalidFigure('Evd'));
    atLeast('Evd', evd, requirement.minEvd);
  } else {
    const { minEv2, maxRatio, ratioFromEv2 } = requirement;
    if (minEv2 === null && maxRatio === null) return notJudged(notJudgedReasons.noRequirement);
    const ev2 = figure(test.ev2);
    if (ev2 === null) return notJudged(notJudgedReasons.invalidFigure('Ev2'));
    if (minEv2 !== null) atLeast('Ev2', ev2, minEv2);
    if (maxRatio !== null && (ratioFromEv2 === null || compareDecimals(ev2, ratioFromEv2) >= 0)) {
      const ev1 = figure(test.ev1);
      if (ev1 === null || compareDecimals(ev1, '0') <= 0) return notJudged(notJudgedReasons.invalidFigure('Ev1'));
      // The ratio as the test shows it: Ev2/Ev1 rounded to 2 decimals (decision 0140).
      const ratio = divideDecimals(ev2, ev1, 2);
      if (compareDecimals(ratio, maxRatio) > 0)
        failures.push(`Ev2/Ev1 ${shown(ratio)} über dem Höchstwert ${shown(maxRatio)}`);
    }
  }
  // Reasons in order: test incomplete, no requirement, then the device (decision 0680). A figure of
  // a device not calibrated on the test day can neither pass nor fail.
  if (device === 'noDevice') return notJudged(notJudgedReasons.noDevice);
  if (device === 'notCalibrated') return notJudged(notJudgedReasons.deviceNotCalibrated);
  return failures.length > 0 ? { result: 'failed', reason: failures.join('; ') } : { result: 'passed', reason: null };
}

/**
 * The limits `requirement` sets for a test of `kind`, as a protocol states them ("Evd ≥ 45 MN/m²",
 * "Ev2 ≥ 120 MN/m²; Ev2/Ev1 ≤ 2,3 ab Ev2 ≥ 100 MN/m²"); null when it sets none for this kind.
 */
export function requirementText(
  requirement: RequirementFigures | undefined,
  kind: LoadTestFigures['kind'],
): string | null {
  if (!requirement || !kindCounts(requirement.testKind, kind)) return null;
  const { minEvd, minEv2, maxRatio, ratioFromEv2 } = requirement;
  const limits =
    kind === 'dynamic'
      ? [minEvd === null ? null : `Evd ≥ ${shown(minEvd)}${unit}`]
      : [
          minEv2 === null ? null : `Ev2 ≥ ${shown(minEv2)}${unit}`,
          maxRatio === null
            ? null
            : `Ev2/Ev1 ≤ ${shown(maxRatio)}${ratioFromEv2 === null ? '' : ` ab Ev2 ≥ ${shown(ratioFromEv2)}${unit}`}`,
        ];
  const text = limits.filter((limit) => limit !== null).join('; ');
  return text === '' ? null : text;
}
