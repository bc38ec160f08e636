// The grid field's schemas (grid-field.ts has the format), apart so that screens which only show
// grid fields load no zod.
import { z } from 'zod';
import { messages } from '../messages.js';
import { GRID_FIELD, GRID_FIELD_PART, GRID_SUFFIX_MAX, GRID_SUFFIX_MIN } from './grid-field.js';

/** First form input: letters + number. */
export const gridFieldPartSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .regex(GRID_FIELD_PART, { error: messages.invalidFormat });

/** Second form input: the integer suffix. */
export const gridFieldSuffixSchema = z
  .number({ error: (issue) => (issue.input == null ? messages.required : messages.invalidNumber) })
  .int({ error: messages.invalidNumber })
  .min(GRID_SUFFIX_MIN, { error: messages.minimum(GRID_SUFFIX_MIN) })
  .max(GRID_SUFFIX_MAX, { error: messages.maximum(GRID_SUFFIX_MAX) });

/** The combined value as the API receives it. */
export const gridFieldSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .regex(GRID_FIELD, { error: messages.invalidFormat });
