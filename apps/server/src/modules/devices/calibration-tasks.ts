// The devices a project tests with whose calibration runs out (decision 0680): named by one of the
// project's plate load tests of the last DEVICE_IN_USE_DAYS days, and without a certificate
// covering more than the next 30 days (or none left at all). One query per kind, one for the
// devices; computed whenever tasks are read.
import { and, eq, gte, inArray, isNotNull, max } from 'drizzle-orm';
import { calibrationRunsOut, siteDayOf, type DeviceType } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { deviceCertificates, devices, dynamicLoadAnalyses, staticLoadAnalyses } from '../../db/schema/index.js';

/** A device counts as in use on a site while one of its tests there is at most this old. */
export const DEVICE_IN_USE_DAYS = 90;

export type DeviceRunningOut = {
  deviceId: string;
  type: DeviceType;
  serialNumber: string;
  /** The last day a certificate covers, or null without one. */
  calibratedUntil: string | null;
};

export async function devicesRunningOut(db: Executor, projectId: string, now: Date): Promise<DeviceRunningOut[]> {
  const since = new Date(now.getTime() - DEVICE_IN_USE_DAYS * 86_400_000);
  const ids = new Set<string>();
  for (const table of [dynamicLoadAnalyses, staticLoadAnalyses] as const) {
    const rows = await db
      .selectDistinct({ deviceId: table.deviceId })
      .from(table)
      .where(and(eq(table.projectId, projectId), isNotNull(table.deviceId), gte(table.analysedAt, since)));
    for (const row of rows) ids.add(row.deviceId!);
  }
  if (ids.size === 0) return [];
  const rows = await db
    .select({
      deviceId: devices.id,
      type: devices.type,
      serialNumber: devices.serialNumber,
      calibratedUntil: max(deviceCertificates.validUntil),
    })
    .from(devices)
    .leftJoin(deviceCertificates, eq(deviceCertificates.deviceId, devices.id))
    .where(inArray(devices.id, [...ids]))
    .groupBy(devices.id)
    .orderBy(devices.serialNumberKey);
  const today = siteDayOf(now);
  return rows.filter((row) => calibrationRunsOut(row.calibratedUntil, today));
}

/** The task's words for the state of the calibration ("läuft am 12.12.2026 ab"). */
export function calibrationState(device: DeviceRunningOut, now: Date): string {
  const until = device.calibratedUntil;
  if (until === null) return 'ist nicht nachgewiesen (kein Kalibrierschein)';
  const shown = until.split('-').reverse().join('.');
  return until < siteDayOf(now) ? `ist am ${shown} abgelaufen` : `läuft am ${shown} ab`;
}
