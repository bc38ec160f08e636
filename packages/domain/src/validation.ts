// Shared zod building blocks with the spec's German messages. Both the web forms and the server
// routes build their schemas from these, so a rule and its message exist exactly once.
import { z } from 'zod';
import {
  isPlausibleDay,
  isStorableText,
  MAX_TEXT,
  toCalendarDay,
  toTimeOfDay,
  type TextOptions,
} from './input-checks.js';
import { messages } from './messages.js';

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

/**
 * Optional text that is stored as null when empty. The web sends its parsed form, in which an
 * emptied field is already null, so null is accepted like an empty string.
 */
export const clearableText = (max = MAX_TEXT, options: TextOptions = {}) =>
  optionalText(max, options)
    .nullable()
    .transform((value) => value ?? null);

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
