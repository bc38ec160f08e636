// Shared zod building blocks with the spec's German messages. Both the web forms and the server
// routes build their schemas from these, so a rule and its message exist exactly once.
import { z } from 'zod';
import { messages } from './messages.js';

export const MAX_TEXT = 200;

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max = MAX_TEXT, required: string = messages.required) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: messages.maxLength(max) });

/** Optional text: empty strings become undefined. */
export const optionalText = (max = MAX_TEXT) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
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

/** A calendar date as ISO string (yyyy-MM-dd or a full ISO timestamp). */
export const isoDate = (required: string = messages.required) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: messages.invalidDate });

/** One of an option list's values. */
export const oneOf = <T extends string>(values: readonly [T, ...T[]], required: string = messages.required) =>
  z.enum(values, { error: (issue) => (issue.input == null || issue.input === '' ? required : messages.invalidChoice) });

/** Reference to an uploaded file, as the web sends it after POST /file. */
export const fileReference = z.object({
  id: z.string().uuid({ error: messages.invalidValue }),
  fileName: z.string().optional(),
  url: z.string().optional(),
});
export type FileReference = z.infer<typeof fileReference>;
