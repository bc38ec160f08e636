// Deliveries (Anlieferungen): consecutive numbers per order, even under concurrent requests — the
// order row is locked (SELECT … FOR UPDATE) before the next number is taken, and a unique
// (order, number) constraint backs it up. Tons are added by the database (numeric), never as floats.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  attachmentId,
  formatDecimalDe,
  historyEventTypes,
  optionLabel,
  orderMoves,
  type DeliveryCorrectionInput,
  type DeliveryInput,
} from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { deliveries, deliveryVersions, files, orders } from '../../db/schema/index.js';
import { renderDeliveryReceipt, type ReceiptSignature } from '../../documents/delivery-receipt.js';
import {
  documentFileName,
  documentProject,
  readStoredFile,
  withDocumentStorage,
} from '../../documents/store-document.js';
import { notFound } from '../../lib/errors.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { attachFiles, userNamesAndFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import type { DeliveryRow, OrderRow } from './order-views.js';
import { lockOrder, orderVariables } from './orders.service.js';
import { checkSignatures, storeSignatures } from '../../lib/receipt-signatures.js';

type Deps = { db: Database; storage: FileStorage };

export async function createDelivery(
  deps: Deps,
  access: ProjectAccess,
  orderId: string,
  input: DeliveryInput,
): Promise<string> {
  const deliveryDate = input.deliveryDate;
  // Decoded before the transaction: an empty drawing is refused before anything is locked.
  const signatures = await checkSignatures(input.signatures);
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, access, orderId, orderMoves.createDelivery.rule);
      const attached = await attachFiles(
        tx,
        access.user,
        order.projectId,
        input.attachmentDocuments.map(attachmentId),
        'attachmentDocuments',
      );
      const number = order.deliveryCount + 1;
      // The delivery and its order's new figures in one statement (decision 0782). 90 % reached for
      // the first time: marked in the statement that adds the tons, so the event is written once
      // even if later deliveries pass the threshold again. The order is locked: its row (`order`)
      // tells whether the mark was unset before.
      const created = tx.$with('created_delivery').as(
        tx
          .insert(deliveries)
          .values({
            orderId,
            projectId: order.projectId,
            number,
            amountInTons: input.amountInTons,
            deliveryDate,
            comment: input.comment ?? null,
            reference: input.reference ?? null,
            attachmentFileIds: attached.map((file) => file.id),
            createdAt: access.at,
            recordedAt: input.recordedAt,
            createdBy: access.user.id,
          })
          .returning({ id: deliveries.id }),
      );
      const deliveredAmount = sql`${orders.deliveredAmountInTons} + ${input.amountInTons}::numeric`;
      const [updated] = await tx
        .with(created)
        .update(orders)
        .set({
          deliveryCount: number,
          deliveredAmountInTons: deliveredAmount,
          status: orderMoves.createDelivery.nextStatus(order),
          almostFullyDeliveredAt: sql`case when ${orders.almostFullyDeliveredAt} is null
            and (${deliveredAmount}) * 10 >= ${orders.declaredQuantityInTons} * 9
            then ${momentOf(access).toISOString()}::timestamptz else ${orders.almostFullyDeliveredAt} end`,
        })
        .from(created)
        .where(eq(orders.id, orderId))
        .returning({
          deliveryId: created.id,
          deliveredAmountInTons: orders.deliveredAmountInTons,
          almostFullyDeliveredAt: orders.almostFullyDeliveredAt,
        });
      const deliveryId = updated!.deliveryId;
      // Stored before the history entry, which names the images' digests (decision 0620).
      await storeSignatures(
        tx,
        deps.storage,
        track,
        {
          record: { deliveryId, version: 1 },
          fileLabel: `Charge ${number} Version 1`,
          projectId: order.projectId,
          userId: access.user.id,
          at: momentOf(access),
        },
        signatures,
      );
      const reached = order.almostFullyDeliveredAt === null && updated!.almostFullyDeliveredAt !== null;
      const variables = {
        ...orderVariables(order),
        deliveryId,
        number,
        amountInTons: formatDecimalDe(input.amountInTons),
      };
      await recordHistory(tx, {
        projectId: order.projectId,
        type: historyEventTypes.deliveryRecorded,
        variables,
        originatorId: access.user.id,
        occurredAt: access.at,
        recordedAt: input.recordedAt,
      });
      if (reached) {
        await recordHistory(tx, {
          projectId: order.projectId,
          type: historyEventTypes.orderAlmostFullyDelivered,
          variables: {
            ...orderVariables(order),
            deliveredAmountInTons: updated!.deliveredAmountInTons,
            declaredQuantityInTons: order.declaredQuantityInTons,
          },
          originatorId: access.user.id,
          occurredAt: access.at,
        });
      }
      return deliveryId;
    }),
  );
}

/**
 * A correction (decision 0690): the delivery's current version moves to delivery_versions unchanged
 * (with its signatures, which stay on their version), the row takes the corrected fields as the next
 * version with the reason, and the order's delivered tons change by the difference, exactly.
 */
export async function correctDelivery(
  deps: Deps,
  access: ProjectAccess,
  orderId: string,
  deliveryId: string,
  input: DeliveryCorrectionInput,
): Promise<void> {
  const signatures = await checkSignatures(input.signatures);
  await withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, access, orderId, 'correctDelivery');
      const [current] = await tx
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.orderId, orderId)))
        .for('update');
      if (!current) throw notFound();
      const attached = await attachFiles(
        tx,
        access.user,
        order.projectId,
        input.attachmentDocuments.map(attachmentId),
        'attachmentDocuments',
      );
      await tx.insert(deliveryVersions).values({
        deliveryId,
        version: current.version,
        amountInTons: current.amountInTons,
        deliveryDate: current.deliveryDate,
        comment: current.comment,
        reference: current.reference,
        attachmentFileIds: current.attachmentFileIds,
        correctionReason: current.correctionReason,
        correctedAt: current.correctedAt,
        correctedBy: current.correctedBy,
      });
      const version = current.version + 1;
      await tx
        .update(deliveries)
        .set({
          version,
          amountInTons: input.amountInTons,
          deliveryDate: input.deliveryDate,
          comment: input.comment ?? null,
          reference: input.reference ?? null,
          attachmentFileIds: attached.map((file) => file.id),
          correctionReason: input.reason,
          correctedAt: momentOf(access),
          correctedBy: access.user.id,
        })
        .where(eq(deliveries.id, deliveryId));
      await tx
        .update(orders)
        .set({
          deliveredAmountInTons: sql`${orders.deliveredAmountInTons} - ${current.amountInTons}::numeric + ${input.amountInTons}::numeric`,
        })
        .where(eq(orders.id, orderId));
      const target = {
        record: { deliveryId, version },
        fileLabel: `Charge ${current.number} Version ${version}`,
        projectId: order.projectId,
        userId: access.user.id,
        at: momentOf(access),
      };
      await storeSignatures(tx, deps.storage, track, target, signatures);
      await recordHistory(tx, {
        projectId: order.projectId,
        type: historyEventTypes.deliveryCorrected,
        variables: {
          ...orderVariables(order),
          deliveryId,
          number: current.number,
          version,
          reason: input.reason,
          amountInTons: formatDecimalDe(input.amountInTons),
        },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }),
  );
}

/** The receipt PDF of a delivery (decision 0690), rendered when asked: every version, every signature. */
export async function deliveryReceipt(
  deps: Deps,
  order: OrderRow,
  delivery: DeliveryRow,
): Promise<{ fileName: string; content: Buffer }> {
  const signatures = delivery.signatureParts;
  const versions = delivery.versionParts;
  const [project, images, { userName }] = await Promise.all([
    documentProject(deps.db, order.projectId),
    signatures.length === 0
      ? []
      : deps.db
          .select({ id: files.id, storageKey: files.storageKey })
          .from(files)
          .where(inArray(files.id, [...new Set(signatures.map((signature) => signature.imageFileId))])),
    userNamesAndFiles(
      deps.db,
      [delivery.createdBy, delivery.correctedBy, ...versions.map((version) => version.correctedBy)],
      [],
    ),
  ]);
  const pngs = new Map(
    await Promise.all(
      images.map(async (image) => [image.id, await readStoredFile(deps.storage, image.storageKey)] as const),
    ),
  );
  const nameOf = (id: string | null) => userName(id)?.name ?? 'Unbekannt';
  const signaturesOf = (version: number): ReceiptSignature[] =>
    signatures
      .filter((signature) => signature.version === version && pngs.has(signature.imageFileId))
      .map((signature) => ({
        role: signature.role,
        signerName: signature.signerName,
        signedAt: new Date(signature.signedAt),
        position:
          signature.latitude !== null && signature.longitude !== null
            ? {
                latitude: signature.latitude,
                longitude: signature.longitude,
                accuracyInMeters: signature.accuracyInMeters,
              }
            : null,
        png: pngs.get(signature.imageFileId)!,
      }));
  const correction = (reason: string | null, at: Date | string | null, by: string | null) =>
    reason !== null && at !== null ? { reason, correctedAt: new Date(at), correctedBy: nameOf(by) } : null;
  const content = await renderDeliveryReceipt({
    project,
    order: {
      orderNumber: order.orderNumber,
      carrier: order.carrier,
      materialClass: optionLabel('orderMaterialClass', order.materialClass) ?? order.materialClass,
      materialOrigin: order.materialOrigin,
    },
    number: delivery.number,
    recordedBy: nameOf(delivery.createdBy),
    recordedAt: delivery.recordedAt ?? delivery.createdAt,
    versions: [
      {
        version: delivery.version,
        amountInTons: delivery.amountInTons,
        deliveryDate: delivery.deliveryDate,
        reference: delivery.reference,
        comment: delivery.comment,
        correction: correction(delivery.correctionReason, delivery.correctedAt, delivery.correctedBy),
        signatures: signaturesOf(delivery.version),
      },
      ...versions.map((version) => ({
        version: version.version,
        amountInTons: version.amountInTons,
        deliveryDate: version.deliveryDate,
        reference: version.reference,
        comment: version.comment,
        correction: correction(version.correctionReason, version.correctedAt, version.correctedBy),
        signatures: signaturesOf(version.version),
      })),
    ],
  });
  return { fileName: documentFileName([`Anlieferungsbeleg ${order.orderNumber} Charge ${delivery.number}`]), content };
}
