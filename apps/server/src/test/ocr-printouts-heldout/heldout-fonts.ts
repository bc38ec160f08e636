// The typefaces the held-out drawings print in, one name each. Every batch imports them under the
// short names its layouts use (SANS, MONO, SERIF …); which typeface "SERIF" is differs between
// batches (DejaVu Serif in some, Liberation Serif in others), so each file's import says it.
export const DEJAVU_SANS = 'DejaVu Sans';
export const DEJAVU_SANS_CONDENSED = 'DejaVu Sans Condensed';
export const DEJAVU_SANS_MONO = 'DejaVu Sans Mono';
export const DEJAVU_SERIF = 'DejaVu Serif';
export const DEJAVU_SERIF_CONDENSED = 'DejaVu Serif Condensed';
export const LIBERATION_SANS = 'Liberation Sans';
export const LIBERATION_SANS_NARROW = 'Liberation Sans Narrow';
export const LIBERATION_SERIF = 'Liberation Serif';
export const LIBERATION_MONO = 'Liberation Mono';
