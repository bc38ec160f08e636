// The documents of a project's load tests on given layers, written again when the requirement of
// those layers is set, changed or deleted (decision 0662): a protocol states the verdict, and a
// verdict is never kept stale. Runs inside the requirement's transaction, before its history
// entry, which then names the new documents (decision 0620).
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { deviceTypeLabels, historyEventTypes, layerKey, siteDayOf } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';
import type { DocumentTracker } from '../../documents/store-document.js';
import { recordHistory } from '../history/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { dynamicVariant } from './dynamic/dynamic-load.service.js';
import { attachDocument, tableOf, type LoadTestRow } from './load-test-records.js';
import { staticVariant } from './static/static-load.service.js';

export type LayerChange = { projectId: string; layerKeys: string[]; userId: string };

export async function rewriteLayerDocuments(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  { projectId, layerKeys, userId }: LayerChange,
): Promise<void> {
  for (const variant of [dynamicVariant, staticVariant] as const) {
    const table = tableOf(variant.kind);
    // Layers match by their key (case, spaces), which SQL's lower() would not match exactly.
    const layers = await tx
      .select({ id: table.id, layer: table.layer })
      .from(table)
      .where(and(eq(table.projectId, projectId), isNotNull(table.layer)));
    const ids = layers.filter((test) => layerKeys.includes(layerKey(test.layer!))).map((test) => test.id);
    if (ids.length === 0) continue;
    const rows = await tx.select().from(table).where(inArray(table.id, ids));
    for (const row of rows)
      await attachDocument(tx, storage, track, variant as typeof dynamicVariant, row as LoadTestRow<'dynamic'>, userId);
  }
}

/** A device change: its tests (those tested from `from` to `to`, site days; null: all) get new protocols. */
export type DeviceChange = {
  deviceId: string;
  days: { from: string; to: string } | null;
  userId: string;
  /** The history entry's words for the change ("Kalibrierschein bis 31.03.2027 hinzugefügt"). */
  change: string;
  /** Unset: the transaction's now(). */
  occurredAt?: Date;
};

/**
 * The protocols of the tests made with a device, written again after its data or certificates
 * changed (decision 0680): they state the device, its calibration and the verdict that follows.
 * A certificate touches only the tests of its days; per project one history entry names the new
 * documents. Runs in the device change's transaction. Returns the number of protocols written.
 */
export async function rewriteDeviceDocuments(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  { deviceId, days, userId, change, occurredAt }: DeviceChange,
): Promise<number> {
  const [device] = await tx.select().from(devices).where(eq(devices.id, deviceId));
  if (!device) return 0;
  const byProject = new Map<string, number>();
  for (const variant of [dynamicVariant, staticVariant] as const) {
    const table = tableOf(variant.kind);
    const named = await tx
      .select({ id: table.id, analysedAt: table.analysedAt })
      .from(table)
      .where(eq(table.deviceId, deviceId));
    // Site days (Europe/Berlin) are compared here, not in SQL.
    const ids = named
      .filter(
        (test) => days === null || (days.from <= siteDayOf(test.analysedAt) && siteDayOf(test.analysedAt) <= days.to),
      )
      .map((test) => test.id);
    if (ids.length === 0) continue;
    const rows = await tx.select().from(table).where(inArray(table.id, ids)).orderBy(asc(table.projectId));
    for (const row of rows) {
      await attachDocument(tx, storage, track, variant as typeof dynamicVariant, row as LoadTestRow<'dynamic'>, userId);
      byProject.set(row.projectId, (byProject.get(row.projectId) ?? 0) + 1);
    }
  }
  for (const [projectId, count] of byProject)
    await recordHistory(tx, {
      projectId,
      type: historyEventTypes.loadTestDeviceChanged,
      variables: {
        deviceId,
        deviceType: deviceTypeLabels[device.type],
        serialNumber: device.serialNumber,
        change,
        count,
      },
      originatorId: userId,
      occurredAt,
    });
  return [...byProject.values()].reduce((sum, count) => sum + count, 0);
}
