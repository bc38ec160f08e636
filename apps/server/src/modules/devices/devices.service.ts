// The device register (issue 37 item 4, decision 0680): light drop-weight and static plate load
// devices with their calibration certificates, organization-wide like the machine files. A change
// re-judges every test at once (verdicts are computed on read); the protocols of the tests it
// touches are written again in its transaction (rewriteDeviceDocuments, one history entry per project).
import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  deviceMessages,
  serialNumberKey,
  type CertificateView,
  type DeviceListItem,
  type DeviceRequest,
  type DeviceView,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { deviceCertificates, devices, dynamicLoadAnalyses, files, staticLoadAnalyses } from '../../db/schema/index.js';
import { withDocumentStorage } from '../../documents/store-document.js';
import { ApiError, notFound, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { attachDeviceFiles, FILE_NOT_FOUND, toFileView } from '../files/files.service.js';
import { rewriteDeviceDocuments } from '../load-tests/index.js';

export type DeviceDeps = { db: Database; storage: FileStorage };
type DeviceRow = typeof devices.$inferSelect;
type CertificateRow = typeof deviceCertificates.$inferSelect;

const listItemOf = (row: DeviceRow, calibratedUntil: string | null): DeviceListItem => ({
  deviceId: row.id,
  type: row.type,
  serialNumber: row.serialNumber,
  model: row.model,
  calibratedUntil,
});

/** Every device, by type and serial number, with the last day a certificate covers. */
export async function listDevices(db: Executor): Promise<DeviceListItem[]> {
  const rows = await db
    .select({ device: devices, calibratedUntil: max(deviceCertificates.validUntil) })
    .from(devices)
    .leftJoin(deviceCertificates, eq(deviceCertificates.deviceId, devices.id))
    .groupBy(devices.id)
    .orderBy(asc(devices.type), asc(devices.serialNumberKey));
  return rows.map((row) => listItemOf(row.device, row.calibratedUntil));
}

async function findDeviceRow(db: Executor, deviceId: string, lock = false): Promise<DeviceRow> {
  const query = db.select().from(devices).where(eq(devices.id, deviceId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getDevice(db: Executor, deviceId: string): Promise<DeviceView> {
  const row = await findDeviceRow(db, deviceId);
  const certificates = await db
    .select({ certificate: deviceCertificates, file: { id: files.id, fileName: files.fileName } })
    .from(deviceCertificates)
    .leftJoin(files, eq(files.id, deviceCertificates.fileId))
    .where(eq(deviceCertificates.deviceId, deviceId))
    .orderBy(asc(deviceCertificates.issuedOn), asc(deviceCertificates.createdAt));
  const views: CertificateView[] = certificates.map(({ certificate, file }) => ({
    certificateId: certificate.id,
    issuedOn: certificate.issuedOn,
    validUntil: certificate.validUntil,
    issuer: certificate.issuer,
    document: file ? toFileView(file) : null,
  }));
  const calibratedUntil = views.reduce<string | null>(
    (latest, view) => (latest === null || view.validUntil > latest ? view.validUntil : latest),
    null,
  );
  return { ...listItemOf(row, calibratedUntil), certificates: views };
}

const serialTaken = () => unprocessable({ propertyPath: 'serialNumber', title: deviceMessages.serialNumberTaken });
const columnsOf = (input: DeviceRequest) => ({
  type: input.type,
  serialNumber: input.serialNumber,
  serialNumberKey: serialNumberKey(input.serialNumber),
  model: input.model,
});

export async function createDevice(db: Executor, input: DeviceRequest): Promise<{ deviceId: string }> {
  // The unique index (type, serial number) decides under concurrency.
  const [row] = await db.insert(devices).values(columnsOf(input)).onConflictDoNothing().returning({ id: devices.id });
  if (!row) throw serialTaken();
  return { deviceId: row.id };
}

/** True when a test of either kind names the device. */
async function isNamedByTests(tx: Executor, deviceId: string): Promise<boolean> {
  for (const table of [dynamicLoadAnalyses, staticLoadAnalyses] as const) {
    const [named] = await tx.select({ id: table.id }).from(table).where(eq(table.deviceId, deviceId)).limit(1);
    if (named) return true;
  }
  return false;
}

const dayDe = (day: string) => day.split('-').reverse().join('.');

/**
 * One transaction for a device change: `write` changes the device or its certificates and says
 * which test days it touches; those tests' protocols are written again (decision 0680).
 */
function changeDevice<T>(
  deps: DeviceDeps,
  user: SessionUser,
  deviceId: string,
  write: (
    tx: Executor,
    device: DeviceRow,
  ) => Promise<{ result: T; days: { from: string; to: string } | null; change: string } | null>,
): Promise<T> {
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const device = await findDeviceRow(tx, deviceId, true);
      const written = await write(tx, device);
      if (written === null) return undefined as T;
      await rewriteDeviceDocuments(tx, deps.storage, track, {
        deviceId,
        days: written.days,
        userId: user.id,
        change: written.change,
      });
      return written.result;
    }),
  );
}

export async function updateDevice(
  deps: DeviceDeps,
  user: SessionUser,
  deviceId: string,
  input: DeviceRequest,
): Promise<DeviceView> {
  await changeDevice(deps, user, deviceId, async (tx, current) => {
    const columns = columnsOf(input);
    // A test's device is of its kind: the type stays while tests name the device.
    if (columns.type !== current.type && (await isNamedByTests(tx, deviceId)))
      throw unprocessable({ propertyPath: 'type', title: deviceMessages.typeInUse });
    // Writers of one serial number wait for each other, so the check below sees a settled register.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`device:${columns.type}:${columns.serialNumberKey}`}))`,
    );
    const [taken] = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.type, columns.type), eq(devices.serialNumberKey, columns.serialNumberKey)));
    if (taken && taken.id !== deviceId) throw serialTaken();
    await tx
      .update(devices)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(devices.id, deviceId));
    const unchanged =
      columns.type === current.type && columns.serialNumber === current.serialNumber && columns.model === current.model;
    return unchanged ? null : { result: undefined, days: null, change: 'Angaben zum Gerät' };
  });
  return getDevice(deps.db, deviceId);
}

export async function addCertificate(
  deps: DeviceDeps,
  user: SessionUser,
  deviceId: string,
  input: { issuedOn: string; validUntil: string; issuer: string | null; document: string | null },
): Promise<CertificateView> {
  const certificateId = await changeDevice(deps, user, deviceId, async (tx) => {
    const [file] = await attachDeviceFiles(tx, user, deviceId, [input.document!], 'document').catch((error) => {
      // attachTo reports list positions ('document.0'); this field holds a single file.
      if (error instanceof ApiError && error.statusCode === 422)
        throw unprocessable({ propertyPath: 'document', title: FILE_NOT_FOUND });
      throw error;
    });
    const [certificate] = await tx
      .insert(deviceCertificates)
      .values({
        deviceId,
        issuedOn: input.issuedOn,
        validUntil: input.validUntil,
        issuer: input.issuer,
        fileId: file!.id,
        createdBy: user.id,
      })
      .returning();
    return {
      result: certificate!.id,
      days: { from: input.issuedOn, to: input.validUntil },
      change: `Kalibrierschein ${dayDe(input.issuedOn)} bis ${dayDe(input.validUntil)} hinzugefügt`,
    };
  });
  return (await getDevice(deps.db, deviceId)).certificates.find((view) => view.certificateId === certificateId)!;
}

export async function deleteCertificate(
  deps: DeviceDeps,
  user: SessionUser,
  deviceId: string,
  certificateId: string,
): Promise<void> {
  await changeDevice(deps, user, deviceId, async (tx) => {
    const [deleted]: CertificateRow[] = await tx
      .delete(deviceCertificates)
      .where(and(eq(deviceCertificates.id, certificateId), eq(deviceCertificates.deviceId, deviceId)))
      .returning();
    if (!deleted) throw notFound();
    return {
      result: undefined,
      days: { from: deleted.issuedOn, to: deleted.validUntil },
      change: `Kalibrierschein ${dayDe(deleted.issuedOn)} bis ${dayDe(deleted.validUntil)} gelöscht`,
    };
  });
}
