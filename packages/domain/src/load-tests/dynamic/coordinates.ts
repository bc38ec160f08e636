// Coordinates of dynamic tests (spec part 3 §5 "Coordinate handling"): entered as degrees plus
// decimal minutes, sent as decimal degrees with 6 decimals, shown on the map with 5 decimals.
import { roundTo } from '../static/rounding.js';

export const COORDINATE_DECIMALS = 6;
export const MARKER_DECIMALS = 5;
export const MAX_MINUTES = 59.9999;

/**
 * Degrees + minutes/60, rounded to 6 decimals. The sign of the degrees applies to the minutes too
 * (−13° 30′ is −13.5), since a western or southern position is written with negative degrees.
 */
export const toDecimalDegrees = (degrees: number, minutes: number): number => {
  const sign = degrees < 0 || Object.is(degrees, -0) ? -1 : 1;
  return roundTo(sign * (Math.abs(degrees) + minutes / 60), COORDINATE_DECIMALS);
};

/** The inverse for edit forms: whole degrees and minutes with 4 decimals. */
export const fromDecimalDegrees = (decimal: number): { degrees: number; minutes: number } => {
  const sign = decimal < 0 ? -1 : 1;
  const absolute = Math.abs(decimal);
  let degrees = Math.floor(absolute);
  let minutes = roundTo((absolute - degrees) * 60, 4);
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  return { degrees: sign * degrees, minutes };
};

/** Marker position on the map (5 decimals). */
export const toMarkerCoordinate = (decimal: number): number => roundTo(decimal, MARKER_DECIMALS);
