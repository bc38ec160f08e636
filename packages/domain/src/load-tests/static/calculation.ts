// DIN 18134 static plate load test: Ev1 from the first loading, Ev2 from the second, and Ev2/Ev1
// (spec part 3 §5 "Calculation rules"). Pure: the web recalculates while typing, the server
// recalculates on save and stores what it computed — it never trusts numbers sent by a client.
import { DEFAULT_LIFTING_ARM, staticLoadMessages } from './defaults.js';
import { fitQuadratic, type LoadPoint } from './quadratic-fit.js';
import { round2, roundSignificant } from './rounding.js';

/** A reading as the form holds it: number inputs give null when emptied. */
export type StaticReading = number | null | undefined;

export type StaticLoadCalculationInput = {
  /** Plate diameter in mm. */
  plateDiameter: StaticReading;
  /** Lever-arm factor applied to the dial readings; default 1. */
  liftingArm?: StaticReading;
  /** Normal stress stages σ0 in MN/m². */
  initialSubsidence: { load: readonly StaticReading[]; unload: readonly StaticReading[] };
  /** Dial gauge readings in mm. */
  initialCompressions: { load: readonly StaticReading[]; unload: readonly StaticReading[] };
  secondSubsidence: { load: readonly StaticReading[] };
  secondCompressions: { load: readonly StaticReading[] };
};

export type StaticLoadingError = 'noValidLoads' | 'missingPlateDiameter';

export type StaticLoadingResult = {
  /** Set when the loading could not be calculated at all; all numbers are then NaN. */
  error: StaticLoadingError | null;
  a0: number;
  a1: number;
  a2: number;
  /** Determinants of Cramer's rule: D (normal matrix), D2 (→ a1 = D2/D), D3 (→ a2 = D3/D). */
  d0: number;
  d2: number;
  d3: number;
  /** Deformation modulus in MN/m² (Ev1 or Ev2). */
  ev: number;
  /** σ0max in MN/m²: the highest stress of the first loading, used for both moduli. */
  maxLoad: number;
  /** The points that entered the fit (settlement already multiplied by the lever factor). */
  points: LoadPoint[];
  /** False when any computed value is NaN or infinite, or the loading has an error. */
  isValid: boolean;
};

export type StaticLoadCalculation = {
  initial: StaticLoadingResult;
  second: StaticLoadingResult;
  /** Ev2/Ev1 from the rounded moduli; NaN when it cannot be formed. */
  evRatio: number;
  /** What the screens and the protocol show for Ev2/Ev1 ('Ungültige Eingabe' when Ev1 is 0). */
  evRatioText: string;
  /** The blocking messages of spec part 3 §5, present only for an invalid loading. */
  blockingMessages: { initial?: string; second?: string };
};

const isMissingOrZero = (value: StaticReading) => value === null || value === undefined || value === 0;
const isUsable = (value: StaticReading): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Pairs stress and dial reading row by row. Rows where both are 0 or missing are ignored (spec);
 * a row with only one value cannot be a point either — the form's required rules report it.
 */
export const toLoadPoints = (
  stresses: readonly StaticReading[],
  readings: readonly StaticReading[],
  leverFactor: number,
): LoadPoint[] => {
  const points: LoadPoint[] = [];
  const rows = Math.max(stresses.length, readings.length);
  for (let row = 0; row < rows; row++) {
    const stress = stresses[row];
    const reading = readings[row];
    if (isMissingOrZero(stress) && isMissingOrZero(reading)) continue;
    if (!isUsable(stress) || !isUsable(reading)) continue;
    points.push({ stress, settlement: reading * leverFactor });
  }
  return points;
};

const failed = (error: StaticLoadingError, points: LoadPoint[], maxLoad = NaN): StaticLoadingResult => ({
  error,
  a0: NaN,
  a1: NaN,
  a2: NaN,
  d0: NaN,
  d2: NaN,
  d3: NaN,
  ev: NaN,
  maxLoad,
  points,
  isValid: false,
});

const calculateLoading = (points: LoadPoint[], plateDiameter: StaticReading, maxLoad: number): StaticLoadingResult => {
  if (points.length === 0 || !Number.isFinite(maxLoad)) return failed('noValidLoads', points, maxLoad);
  if (!isUsable(plateDiameter)) return failed('missingPlateDiameter', points, maxLoad);
  const fit = fitQuadratic(points);
  // Ev = 1.5·r / (a1 + a2·σ0max) = 0.75·d / (a1 + a2·σ0max): mm / (mm per MN/m²) = MN/m².
  const ev = (0.75 * plateDiameter) / (fit.a1 + fit.a2 * maxLoad);
  const result = {
    error: null,
    a0: round2(fit.a0),
    a1: round2(fit.a1),
    a2: round2(fit.a2),
    d0: roundSignificant(fit.d0),
    d2: roundSignificant(fit.d2),
    d3: roundSignificant(fit.d3),
    ev: round2(ev),
    maxLoad,
    points,
  };
  const isValid = [result.a0, result.a1, result.a2, result.d0, result.d2, result.d3, result.ev].every(Number.isFinite);
  return { ...result, isValid };
};

const ratioFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const calculateStaticLoadTest = (input: StaticLoadCalculationInput): StaticLoadCalculation => {
  const leverFactor = isUsable(input.liftingArm) && input.liftingArm !== 0 ? input.liftingArm : DEFAULT_LIFTING_ARM;
  const firstPoints = toLoadPoints(input.initialSubsidence.load, input.initialCompressions.load, leverFactor);
  const maxLoad = firstPoints.length > 0 ? Math.max(...firstPoints.map((point) => point.stress)) : NaN;
  const initial = calculateLoading(firstPoints, input.plateDiameter, maxLoad);

  // The second loading starts where the unloading ended: its last point joins the fit.
  const unloadPoints = toLoadPoints(
    input.initialSubsidence.unload.slice(-1),
    input.initialCompressions.unload.slice(-1),
    leverFactor,
  );
  const reloadPoints = toLoadPoints(input.secondSubsidence.load, input.secondCompressions.load, leverFactor);
  const second =
    reloadPoints.length === 0
      ? failed('noValidLoads', [...unloadPoints], maxLoad)
      : calculateLoading([...unloadPoints, ...reloadPoints], input.plateDiameter, maxLoad);

  const evRatio = initial.isValid && second.isValid && initial.ev !== 0 ? round2(second.ev / initial.ev) : NaN;
  const evRatioText =
    initial.isValid && initial.ev === 0
      ? staticLoadMessages.invalidRatio
      : Number.isFinite(evRatio)
        ? ratioFormat.format(evRatio)
        : 'NaN';

  const blockingMessages: StaticLoadCalculation['blockingMessages'] = {};
  if (!initial.isValid) blockingMessages.initial = staticLoadMessages.invalidInitialLoading;
  if (!second.isValid) blockingMessages.second = staticLoadMessages.invalidSecondLoading;
  return { initial, second, evRatio, evRatioText, blockingMessages };
};

/** Message for a loading's error result (shown next to the blocking message). */
export const staticLoadingErrorMessage = (error: StaticLoadingError): string =>
  error === 'noValidLoads' ? staticLoadMessages.noValidLoads : staticLoadMessages.missingPlateDiameter;
