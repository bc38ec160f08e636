// Calibrated devices (issue 37 item 4): whether a plate load test's device was calibrated on the
// test date. A certificate covers the days from its date to the end of its `valid until` day, both
// as calendar days on the site (Europe/Berlin), so a test at 23:59 on the last day counts and one
// at 00:00 the next day does not, whatever the offset (decision 0680). No zod here: list screens
// read the labels of this module.
import { siteDayOf } from '../input-checks.js';

export const deviceTypes = ['light_drop_weight', 'static_plate_load'] as const;
export type DeviceType = (typeof deviceTypes)[number];

export const deviceTypeLabels: Record<DeviceType, string> = {
  light_drop_weight: 'Leichtes Fallgewichtsgerät',
  static_plate_load: 'Statisches Plattendruckgerät',
};

/** The device type a test of this kind is made with. */
export const deviceTypeOfTest = { dynamic: 'light_drop_weight', static: 'static_plate_load' } as const satisfies Record<
  'dynamic' | 'static',
  DeviceType
>;

/** A certificate's validity as stored: calendar days 'yyyy-MM-dd'. */
export type CertificateDays = { issuedOn: string; validUntil: string };

/** The certificate covering the site day of `testedAt` (from its date to the end of its last day), if any. */
export function coveringCertificate<C extends CertificateDays>(
  certificates: readonly C[],
  testedAt: Date | string,
): C | undefined {
  const day = siteDayOf(testedAt);
  // 'yyyy-MM-dd' compares as text in calendar order.
  return certificates.find((certificate) => certificate.issuedOn <= day && day <= certificate.validUntil);
}

export const isCalibratedAt = (certificates: readonly CertificateDays[], testedAt: Date | string): boolean =>
  coveringCertificate(certificates, testedAt) !== undefined;

/** What a verdict knows of a test's device: none named, not calibrated on the test day, or calibrated. */
export type DeviceCalibration = 'calibrated' | 'notCalibrated' | 'noDevice';

export function calibrationOf(
  device: { certificates: readonly CertificateDays[] } | null | undefined,
  testedAt: Date | string,
): DeviceCalibration {
  if (!device) return 'noDevice';
  return isCalibratedAt(device.certificates, testedAt) ? 'calibrated' : 'notCalibrated';
}

/** The last day any certificate covers, or null without one. */
export const calibratedUntil = (certificates: readonly CertificateDays[]): string | null =>
  certificates.reduce<string | null>(
    (latest, certificate) => (latest === null || certificate.validUntil > latest ? certificate.validUntil : latest),
    null,
  );

/** Days from `fromDay` to `toDay` (both 'yyyy-MM-dd'); negative when `toDay` lies before. */
export const daysBetween = (fromDay: string, toDay: string): number =>
  Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);

/** A certificate running out within this many days opens the register managers' task. */
export const CALIBRATION_WARNING_DAYS = 30;

/**
 * Whether a device whose calibration ends on `until` (null: never calibrated) needs a new
 * certificate as of `today`: it ran out, or it runs out within CALIBRATION_WARNING_DAYS.
 */
export const calibrationRunsOut = (until: string | null, today: string): boolean =>
  until === null || daysBetween(today, until) <= CALIBRATION_WARNING_DAYS;
