// Shared zod building blocks with the spec's German messages. Both the web forms and the server
// routes build their schemas from these, so a rule and its message exist exactly once.
import { z } from 'zod';
import { messages } from './messages.js';

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

/** A string schema that refuses what `isStorableText` refuses, with the German field message. */
export const storableString = (options: TextOptions & { error?: string } = {}) =>
  z
    .string({ error: options.error ?? messages.invalidValue })
    .refine((value) => isStorableText(value, options), { error: messages.invalidCharacters, abort: true });

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max = MAX_TEXT, required: string = messages.required, options: TextOptions = {}) =>
  storableString({ ...options, error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: messages.maxLength(max) });

/** Optional text: empty strings become undefined. */
export const optionalText = (max = MAX_TEXT, options: TextOptions = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    storableString(options)
      .trim()
      .max(max, { error: messages.maxLength(max) })
      .optional(),
  );

export const emailAddress = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(MAX_TEXT, { error: messages.maxLength(MAX_TEXT) })
    .pipe(z.email({ error: messages.invalidEmail }));

export const postalCode = () =>
  z.string({ error: messages.required }).trim().length(5, { error: messages.invalidPostalCode });

/** A required number (forms send null when the input was emptied). */
export const requiredNumber = (opts: { min?: number; max?: number; required?: string } = {}) => {
  const required = opts.required ?? messages.required;
  let schema = z.number({ error: (issue) => (issue.input == null ? required : messages.invalidNumber) });
  if (opts.min !== undefined) schema = schema.min(opts.min, { error: messages.minimum(opts.min) });
  if (opts.max !== undefined) schema = schema.max(opts.max, { error: messages.maximum(opts.max) });
  return schema;
};

export const optionalNumber = (opts: { min?: number; max?: number } = {}) => {
  let schema = z.number({ error: messages.invalidNumber });
  if (opts.min !== undefined) schema = schema.min(opts.min, { error: messages.minimum(opts.min) });
  if (opts.max !== undefined) schema = schema.max(opts.max, { error: messages.maximum(opts.max) });
  return schema.nullable().optional();
};

export const requiredBoolean = () => z.boolean({ error: messages.required });

/** Years a construction-site date may fall in (decision 0250). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
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
  return Number.isNaN(date.getTime()) ? null : berlinDay.format(date);
}

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

/** THE time-of-day schema of every time field: output is 'HH:mm' in 24 hours. */
export const timeOfDay = (required: string = messages.required) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value, ctx) => {
      const time = toTimeOfDay(value);
      if (time === null) ctx.addIssue({ code: 'custom', message: messages.invalidTime });
      return time ?? value;
    });

/** THE calendar-date schema of every date field: output is 'yyyy-MM-dd' of a real, plausible day. */
export const calendarDate = (required: string = messages.required) =>
  z
    .string({ error: (issue) => (issue.input == null ? required : messages.invalidDate) })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value, ctx) => {
      const day = toCalendarDay(value);
      if (day === null) ctx.addIssue({ code: 'custom', message: messages.invalidDate });
      else if (!isPlausibleDay(day)) ctx.addIssue({ code: 'custom', message: messages.dateOutOfRange });
      return day ?? value;
    })
    // For the OpenAPI description and schema-driven tests (the fuzz suite generates dates from it).
    .meta({ format: 'date', examples: ['2026-05-04'] });

/** A moment (date and time with offset) within the plausible years, e.g. analysedAt of a load test. */
export const timestamp = (error: string | z.core.$ZodErrorMap = messages.invalidDate) =>
  z.iso.datetime({ offset: true, error }).refine(
    (value) => {
      const day = toCalendarDay(value);
      return day !== null && isPlausibleDay(day);
    },
    { error: messages.dateOutOfRange },
  );

/** One of an option list's values. */
export const oneOf = <T extends string>(values: readonly [T, ...T[]], required: string = messages.required) =>
  z.enum(values, { error: (issue) => (issue.input == null || issue.input === '' ? required : messages.invalidChoice) });
