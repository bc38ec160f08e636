// Grid field (Rasterfeld, spec part 3 §3/§5/§9): letters followed by a number without a leading
// zero (A12), plus an integer suffix from -99 to 99 sent with two digits: 'A12/05', 'B3/-07'.
import { messages } from '../messages.js';

export const gridFieldMessages = { invalidFormat: messages.invalidFormat } as const;

/** The field part the user types into the first input. */
export const GRID_FIELD_PART = /^[A-Za-z]+[1-9][0-9]*$/;
/** The combined value the API receives and stores. */
export const GRID_FIELD = /^([A-Za-z]+[1-9][0-9]*)\/(-?[0-9]{2})$/;
export const GRID_SUFFIX_MIN = -99;
export const GRID_SUFFIX_MAX = 99;

/** 'A12' + 5 → 'A12/05'; -7 → 'A12/-07'. */
export function combineGridField(field: string, suffix: number): string {
  const digits = String(Math.abs(Math.trunc(suffix))).padStart(2, '0');
  return `${field.trim()}/${suffix < 0 ? '-' : ''}${digits}`;
}

/** 'A12/05' → { field: 'A12', suffix: 5 }; null when the value is not a combined grid field. */
export function splitGridField(value: string): { field: string; suffix: number } | null {
  const match = GRID_FIELD.exec(value);
  return match ? { field: match[1]!, suffix: Number(match[2]) } : null;
}
