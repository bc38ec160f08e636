// The registered devices plate load tests name (issue 37 item 4, decision 0680): read with their
// certificates for the verdict and the answers, and checked when a test names one.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  coveringCertificate,
  deviceMessages,
  deviceTypeOfTest,
  siteDayOf,
  type TestDeviceView,
} from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { deviceCertificates, devices } from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/errors.js';

export type RegisteredDevice = typeof devices.$inferSelect & {
  certificates: (typeof deviceCertificates.$inferSelect)[];
};
/** The registered devices tests name, with their certificates (oldest first), by id. */
export type TestDevices = ReadonlyMap<string, RegisteredDevice>;

/** The devices `rows` name, with their certificates: one query, none when no row names one. */
export async function testDevices(db: Executor, rows: readonly { deviceId: string | null }[]): Promise<TestDevices> {
  const ids = [...new Set(rows.flatMap((row) => (row.deviceId ? [row.deviceId] : [])))];
  const found = new Map<string, RegisteredDevice>();
  if (ids.length === 0) return found;
  const joined = await db
    .select({ device: devices, certificate: deviceCertificates })
    .from(devices)
    .leftJoin(deviceCertificates, eq(deviceCertificates.deviceId, devices.id))
    .where(inArray(devices.id, ids))
    .orderBy(asc(deviceCertificates.issuedOn), asc(deviceCertificates.createdAt));
  for (const { device, certificate } of joined) {
    const entry = found.get(device.id) ?? { ...device, certificates: [] };
    if (certificate) entry.certificates.push(certificate);
    found.set(device.id, entry);
  }
  return found;
}

/**
 * The answer's `device`: the test's device, whether a certificate covers the test day and which
 * (or the last one before it, to show when the calibration ran out); null without a device.
 */
export function testDeviceView(
  row: { deviceId: string | null; analysedAt: Date },
  devices: TestDevices,
): TestDeviceView {
  const device = row.deviceId ? devices.get(row.deviceId) : undefined;
  if (!device) return null;
  const covering = coveringCertificate(device.certificates, row.analysedAt);
  const day = siteDayOf(row.analysedAt);
  const earlier = device.certificates.filter((certificate) => certificate.issuedOn <= day).at(-1);
  const certificate = covering ?? earlier;
  return {
    deviceId: device.id,
    type: device.type,
    serialNumber: device.serialNumber,
    model: device.model,
    calibratedOnTestDay: covering !== undefined,
    certificate: certificate
      ? {
          certificateId: certificate.id,
          issuedOn: certificate.issuedOn,
          validUntil: certificate.validUntil,
          issuer: certificate.issuer,
        }
      : null,
  };
}

/**
 * The stored `device_id` for a payload's `deviceId`: absent keeps the current device (none for a
 * new test), null removes it; a named device must be registered and of the test's type (422).
 */
export async function resolveDeviceId(
  tx: Executor,
  kind: 'dynamic' | 'static',
  deviceId: string | null | undefined,
  current?: { deviceId: string | null },
): Promise<string | null> {
  if (deviceId === undefined) return current?.deviceId ?? null;
  if (deviceId === null) return null;
  const [device] = await tx.select({ type: devices.type }).from(devices).where(eq(devices.id, deviceId));
  if (!device) throw unprocessable({ propertyPath: 'deviceId', title: deviceMessages.deviceNotFound });
  if (device.type !== deviceTypeOfTest[kind])
    throw unprocessable({ propertyPath: 'deviceId', title: deviceMessages.wrongDeviceType[kind] });
  return deviceId;
}
