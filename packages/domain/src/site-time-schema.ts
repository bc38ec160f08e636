// The schema pieces of the site time (site-time.ts): the create requests' `recordedAt` and the
// answers' view of it.
import { z } from 'zod';
import { timestampSchema } from './response-parts.js';
import { siteTimeIssue, siteTimeMessages } from './site-time.js';

/** `recordedAt`: an ISO instant with offset, not in the future, not older than 7 days; a Date after parsing. */
export const recordedAtSchema = z.iso
  .datetime({ offset: true, error: siteTimeMessages.invalid })
  .transform((value, context) => {
    const moment = new Date(value);
    const issue = siteTimeIssue(moment);
    if (issue) context.addIssue({ code: 'custom', message: issue });
    return moment;
  })
  .meta({ format: 'date-time', examples: ['2026-05-04T10:42:00.000Z'] });

/** Spread into a field entry's create request: `{ ...siteTimeFields }`. Absent: the arrival is the site time. */
export const siteTimeFields = { recordedAt: recordedAtSchema.optional() };

/** What a service receives of it: the parsed moment, or nothing. */
export type SiteTime = { recordedAt?: Date | undefined };

/** Spread into a field entry's answer: when it was made on site (null: when it arrived). */
export const siteTimeView = { recordedAt: timestampSchema.nullable() };
