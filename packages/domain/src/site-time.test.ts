import { describe, expect, it } from 'vitest';
import { recordedAtSchema } from './site-time-schema.js';
import { siteTimeIssue, siteTimeMessages, siteTimeText } from './site-time.js';

const now = new Date('2026-05-08T10:00:00Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
const format = (moment: Date) => moment.toISOString().slice(11, 16);

describe('site time', () => {
  it('is not in the future (beyond five minutes of clock skew) and not older than 7 days', () => {
    expect(siteTimeIssue(minutes(4), now)).toBeNull();
    expect(siteTimeIssue(minutes(6), now)).toBe(siteTimeMessages.future);
    expect(siteTimeIssue(minutes(-7 * 24 * 60 + 1), now)).toBeNull();
    expect(siteTimeIssue(minutes(-7 * 24 * 60 - 1), now)).toBe(siteTimeMessages.tooOld);
  });

  it('parses an ISO instant with offset into a Date and refuses anything else', () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    expect(recordedAtSchema.parse(recent)).toEqual(new Date(recent));
    expect(recordedAtSchema.safeParse('2026-05-08 10:00').error?.issues[0]?.message).toBe(siteTimeMessages.invalid);
  });

  it('shows the arrival as well only where it differs by more than five minutes', () => {
    expect(siteTimeText(minutes(-20), now, format)).toBe('09:40 (eingegangen 10:00)');
    expect(siteTimeText(minutes(-5), now, format)).toBe('09:55');
    expect(siteTimeText(null, now, format)).toBe('10:00');
  });
});
