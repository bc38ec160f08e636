// The checks behind the schemas of validation.ts, without zod: screens that only show data use
// them too, and so load no zod (the build groups zod with the forms).
export const MAX_TEXT = 200;

// Text the database and JSON can store and a person can have typed: no control characters (NUL
// breaks PostgreSQL text, the others are invisible), tab and line breaks only in multi-line
// fields, and no lone UTF-16 surrogates (they are not valid Unicode and break jsonb).
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
const CONTROL_CHARACTER_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextOptions = { multiline?: boolean };

/** True when the text holds only characters a text field may store (see above). */
export const isStorableText = (value: string, options: TextOptions = {}): boolean =>
  !(options.multiline ? CONTROL_CHARACTER_MULTILINE : CONTROL_CHARACTER).test(value) && !LONE_SURROGATE.test(value);

/** Years a construction-site date may fall in (decision 0250). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** The site's time zone: every calendar day and wall-clock time of the product is the site's (Germany). */
export const SITE_TIME_ZONE = 'Europe/Berlin';

const siteDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The calendar day 'yyyy-MM-dd' a value names, or null. Strict: 'yyyy-MM-dd' of a real day, or
 * (after a Date round trip in a browser) a full ISO timestamp, read as the day it names on the
 * site (Europe/Berlin), so local midnight stays that day. Nothing else ('1', '-000001-01-01').
 */
export function toCalendarDay(value: string): string | null {
  if (ISO_DAY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
  }
  if (!ISO_TIMESTAMP.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : siteDayFormat.format(date);
}

/** The site's calendar day 'yyyy-MM-dd' of a moment, whatever the zone of the machine running this. */
export const siteDayOf = (moment: Date | string): string =>
  toCalendarDay(typeof moment === 'string' ? moment : moment.toISOString()) ?? '';

/** True when a 'yyyy-MM-dd' day lies within MIN_YEAR … MAX_YEAR. */
export const isPlausibleDay = (day: string): boolean => {
  const year = Number(day.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/**
 * "1430", "14.30", "9:05" → "14:30", "09:05": what people type into a 24-hour time field; null
 * when it is no time of day.
 */
export function toTimeOfDay(text: string): string | null {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
