// The tons amount of the request schemas, on the decimal arithmetic of decimal.ts (kept apart so
// that screens which only show amounts load no zod).
import { z } from 'zod';
import { messages } from '../messages.js';
import {
  compareDecimals,
  decimalMessages,
  decimalPlaces,
  MAX_TONS,
  normalizeDecimal,
  TONS_SCALE,
  toPlainDecimal,
} from './decimal.js';

/**
 * A tons amount: a JSON number or numeric text, at most `scale` decimals, at least `min`,
 * at most MAX_TONS. Output is plain decimal text for a numeric column.
 */
export const tonsAmount = (opts: { min: number; required?: string; scale?: number }) => {
  const required = opts.required ?? messages.required;
  const scale = opts.scale ?? TONS_SCALE;
  return z.unknown().transform((value, ctx) => {
    if (value === null || value === undefined || value === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (typeof value === 'number' && Number.isFinite(value) && value < opts.min) {
      ctx.addIssue({ code: 'custom', message: messages.minimum(opts.min) });
      return z.NEVER;
    }
    const text = toPlainDecimal(value);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: messages.invalidNumber });
      return z.NEVER;
    }
    if (decimalPlaces(text) > scale) {
      ctx.addIssue({ code: 'custom', message: decimalMessages.tooManyDecimals(scale) });
      return z.NEVER;
    }
    if (compareDecimals(text, String(opts.min)) < 0) {
      ctx.addIssue({ code: 'custom', message: messages.minimum(opts.min) });
      return z.NEVER;
    }
    if (compareDecimals(text, MAX_TONS) > 0) {
      ctx.addIssue({ code: 'custom', message: messages.maximum(Number(MAX_TONS)) });
      return z.NEVER;
    }
    return normalizeDecimal(text);
  });
};
