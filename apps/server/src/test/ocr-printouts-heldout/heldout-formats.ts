// The printed forms every batch of held-out layouts writes its values in: dates after the fresh
// batch's styles, Evd with a decimal comma, positions in decimal degrees, degrees and minutes, or
// degrees, minutes and seconds. Batches 1–16 keep their own copies of these one-liners (written
// blind, each on its own); later batches import them from here.
import { fixed, type HeldoutTruth } from './heldout-layouts.js';
import { decimalDegrees, degreesMinutes, degreesMinutesSeconds, freshDateText } from './fresh-heldout-layouts.js';

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
