// Points of a fitted load-settlement curve for diagrams (detail screen SVG, protocol PDF). The
// curve comes from the unrounded fit of the loading's points, so it passes through the measured
// points as closely as the calculation does; the rounded a0…a2 are for display only.
import type { StaticLoadingResult } from './calculation.js';
import { fitQuadratic, type LoadPoint } from './quadratic-fit.js';

/** `samples` evenly spaced points from the lowest to the highest stress; empty when not fittable. */
export const loadingCurve = (loading: Pick<StaticLoadingResult, 'points'>, samples = 40): LoadPoint[] => {
  const { points } = loading;
  if (points.length === 0 || samples < 2) return [];
  const fit = fitQuadratic(points);
  if (fit.isSingular) return [];
  const stresses = points.map((point) => point.stress);
  const from = Math.min(...stresses);
  const to = Math.max(...stresses);
  if (from === to) return [];
  return Array.from({ length: samples }, (_, index) => {
    const stress = from + ((to - from) * index) / (samples - 1);
    return { stress, settlement: fit.a0 + fit.a1 * stress + fit.a2 * stress * stress };
  });
};
