import { describe, expect, it } from 'vitest';
import { siteDayOf } from '../input-checks.js';
import { calibratedUntil, calibrationOf, calibrationRunsOut, isCalibratedAt } from './calibration.js';
import { createCertificateSchema } from './device-schemas.js';

const certificate = { issuedOn: '2026-03-02', validUntil: '2026-03-28' };

describe('calibration dates (valid until the end of the given day, Europe/Berlin)', () => {
  it('covers the whole last day in winter time (UTC+1), not a minute of the next', () => {
    // 28 March 2026, 23:59:59 in Berlin is 22:59:59Z; the next Berlin day starts at 23:00Z.
    expect(isCalibratedAt([certificate], '2026-03-28T22:59:59Z')).toBe(true);
    expect(isCalibratedAt([certificate], '2026-03-28T23:00:00Z')).toBe(false);
    expect(isCalibratedAt([certificate], '2026-03-29T00:30:00+01:00')).toBe(false);
  });

  it('covers the whole last day in summer time (UTC+2), across the switch to it', () => {
    const summer = { issuedOn: '2026-03-29', validUntil: '2026-07-15' };
    // 29 March 2026 switches to summer time at 02:00; the day starts at 23:00Z the evening before.
    expect(isCalibratedAt([summer], '2026-03-28T22:59:59Z')).toBe(false);
    expect(isCalibratedAt([summer], '2026-03-28T23:00:00Z')).toBe(true);
    expect(isCalibratedAt([summer], '2026-07-15T21:59:59Z')).toBe(true);
    expect(isCalibratedAt([summer], '2026-07-15T22:00:00Z')).toBe(false);
    expect(isCalibratedAt([summer], '2026-07-16T00:00:00+02:00')).toBe(false);
  });

  it('ends correctly on the day summer time ends (25 hours long)', () => {
    const autumn = { issuedOn: '2026-01-01', validUntil: '2026-10-25' };
    // 25 October 2026 runs from 22:00Z (24 Oct) to 23:00Z (25 Oct).
    expect(isCalibratedAt([autumn], '2026-10-25T22:59:59Z')).toBe(true);
    expect(isCalibratedAt([autumn], '2026-10-25T23:00:00Z')).toBe(false);
    expect(siteDayOf(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
  });

  it('starts on the certificate date (a test the day before is not covered)', () => {
    expect(isCalibratedAt([certificate], '2026-03-02T00:00:00+01:00')).toBe(true);
    expect(isCalibratedAt([certificate], '2026-03-01T23:59:59+01:00')).toBe(false);
  });

  it('any certificate of the device may cover the day; none, no device', () => {
    const later = { issuedOn: '2026-04-01', validUntil: '2027-03-31' };
    expect(calibrationOf({ certificates: [certificate, later] }, '2026-03-30T10:00:00+02:00')).toBe('notCalibrated');
    expect(calibrationOf({ certificates: [certificate, later] }, '2026-04-01T10:00:00+02:00')).toBe('calibrated');
    expect(calibrationOf({ certificates: [] }, '2026-04-01T10:00:00+02:00')).toBe('notCalibrated');
    expect(calibrationOf(null, '2026-04-01T10:00:00+02:00')).toBe('noDevice');
    expect(calibratedUntil([later, certificate])).toBe('2027-03-31');
    expect(calibratedUntil([])).toBeNull();
  });

  it('a certificate runs out within 30 days (or has run out) from the given day on', () => {
    expect(calibrationRunsOut('2026-12-29', '2026-11-29')).toBe(true);
    expect(calibrationRunsOut('2026-12-30', '2026-11-29')).toBe(false);
    expect(calibrationRunsOut('2026-11-28', '2026-11-29')).toBe(true);
    expect(calibrationRunsOut(null, '2026-11-29')).toBe(true);
  });

  it('refuses a certificate whose validity ends before its date, in German, on validUntil', () => {
    const parsed = createCertificateSchema.safeParse({
      issuedOn: '2026-05-04',
      validUntil: '2026-05-03',
      document: '00000000-0000-4000-8000-000000000000',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['validUntil', 'Die Gültigkeit darf nicht vor dem Datum des Kalibrierscheins enden'],
    ]);
    const sameDay = createCertificateSchema.safeParse({
      issuedOn: '2026-05-04',
      validUntil: '2026-05-04',
      // What the web sends: its parsed form (an empty issuer as null).
      issuer: null,
      document: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(sameDay.success).toBe(true);
    const missing = createCertificateSchema.safeParse({ issuedOn: '2026-05-04', validUntil: 'x' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['validUntil', 'Bitte geben Sie ein gültiges Datum ein'],
      ['document', 'Bitte laden Sie den Kalibrierschein hoch'],
    ]);
  });
});
