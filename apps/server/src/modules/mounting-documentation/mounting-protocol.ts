// Generates and stores the protocol PDF of an installation documentation inside the caller's
// transaction; the previous protocol's row goes with it and its bytes after the commit
// (withDocumentStorage). Called on create, on update and by the demo seed.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  mountingDocumentationOrders,
  mountingDocumentations,
  mountingFeatureSettings,
  orders,
} from '../../db/schema/index.js';
import { renderMountingDocumentationProtocol } from '../../documents/mounting-documentation-protocol.js';
import {
  documentFileName,
  documentProject,
  regenerateDocument,
  type DocumentTracker,
} from '../../documents/store-document.js';
import type { FileStorage } from '../../storage/storage.js';
import { loadUserNames } from '../../lib/user-names.js';

export async function storeMountingProtocol(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  documentationId: string,
  userId: string,
) {
  const [documentation] = await tx
    .select()
    .from(mountingDocumentations)
    .where(eq(mountingDocumentations.id, documentationId));
  if (!documentation) throw new Error(`mounting documentation ${documentationId} missing`);
  const usedOrders = await tx
    .select({
      orderNumber: orders.orderNumber,
      materialClass: orders.materialClass,
      carrier: orders.carrier,
      materialOrigin: orders.materialOrigin,
      declaredQuantityInTons: orders.declaredQuantityInTons,
      deliveredAmountInTons: orders.deliveredAmountInTons,
      deliveryCount: orders.deliveryCount,
    })
    .from(mountingDocumentationOrders)
    .innerJoin(orders, eq(orders.id, mountingDocumentationOrders.orderId))
    .where(eq(mountingDocumentationOrders.mountingDocumentationId, documentationId))
    .orderBy(asc(mountingDocumentationOrders.position));
  const [settings] = await tx
    .select()
    .from(mountingFeatureSettings)
    .where(eq(mountingFeatureSettings.projectId, documentation.projectId));
  const userName = await loadUserNames(tx, [documentation.createdBy, documentation.updatedBy]);
  const content = await renderMountingDocumentationProtocol({
    project: await documentProject(tx, documentation.projectId),
    gridField: documentation.gridField,
    mountingDate: documentation.mountingDate,
    fillingHeightInMeters: documentation.fillingHeightInMeters,
    orders: usedOrders,
    liming: documentation.isLimed
      ? {
          limeAmountPerSquareMeterInKilograms: documentation.limeAmountPerSquareMeterInKilograms!,
          dateOfLiming: documentation.dateOfLiming!,
          dateOfSecondCompaction: documentation.dateOfSecondCompaction!,
          dateOfSecondStabilization: documentation.dateOfSecondStabilization!,
          limeAmountPerSquareMeterOfSecondStabilizationInKilograms:
            documentation.limeAmountPerSquareMeterOfSecondStabilizationInKilograms!,
        }
      : null,
    settings: settings ?? null,
    createdBy: userName(documentation.createdBy)?.name ?? 'Unbekannt',
    createdAt: documentation.createdAt,
    recordedAt: documentation.recordedAt,
    updatedBy: userName(documentation.updatedBy)?.name ?? null,
    updatedAt: documentation.updatedAt,
  });
  await regenerateDocument(tx, storage, track, {
    projectId: documentation.projectId,
    userId,
    fileName: documentFileName(['Bodeneinbau', documentation.gridField]),
    content,
    previousFileId: documentation.documentFileId,
    link: (fileId) =>
      tx
        .update(mountingDocumentations)
        .set({ documentFileId: fileId })
        .where(eq(mountingDocumentations.id, documentationId)),
  });
}
