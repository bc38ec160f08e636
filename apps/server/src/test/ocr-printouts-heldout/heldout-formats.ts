// The printed forms every batch of held-out layouts writes its values in: dates after the fresh
// batch's styles, Evd with a decimal comma, positions in decimal degrees, degrees and minutes, or
// degrees, minutes and seconds. Batches 1–16 keep their own copies of these one-liners (written
// blind, each on its own); later batches import them from here.
import { at, fixed, type Cell, type HeldoutTruth } from './heldout-layouts.js';
import {
  decimalDegrees,
  degreesMinutes,
  degreesMinutesSeconds,
  freshDateText,
  testNumber,
} from './fresh-heldout-layouts.js';

export const german = (t: HeldoutTruth) => freshDateText(t, 'german');
export const iso = (t: HeldoutTruth) => freshDateText(t, 'iso');
export const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
export const comma = (text: string) => text.replace('.', ',');
export const minutes3 = (value: number) => degreesMinutes(value, 3);
export const minutes4 = (value: number) => degreesMinutes(value, 4);
export const seconds1 = (value: number) => degreesMinutesSeconds(value, 1);
export const degrees5 = (value: number) => decimalDegrees(value, 5);
export const degrees5Comma = (value: number) => decimalDegrees(value, 5, true);
export const degrees6 = (value: number) => decimalDegrees(value, 6);
export const degrees6Comma = (value: number) => decimalDegrees(value, 6, true);

// The one-liners batches 19–21 share: a space no line is broken at (a value kept with its unit,
// hemisphere or clock where text wraps), Evd with a decimal point, the test point's number, a grey
// caption, the three settlements.
export const NBSP = '\u00a0';
export const evdPoint = (t: HeldoutTruth) => fixed(t.evd, 1, false);
export const point = (t: HeldoutTruth) => Number(testNumber(t));
export const grey = (text: string, x: number, anchor?: 'end'): Cell => ({
  ...at(text, x, anchor),
  ink: 'rgb(110,112,120)',
});
export const settlements = (t: HeldoutTruth, decimalComma: boolean, separator = ' / ') =>
  t.drops.map((drop) => fixed(drop, 3, decimalComma)).join(separator);
