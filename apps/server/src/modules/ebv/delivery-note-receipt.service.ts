// „Übergabe quittieren“ of a recycled-material delivery note (issue 34 item 3, decision 0691): the
// receiver (and the driver, if asked) signs the handover on the phone, once. In one transaction on
// the locked note: the signatures are stored, the UBL ReceiptAdvice is written from the note's own
// DespatchAdvice (so it refers to it and names the same parties), the note's PDF gets the receipt
// page (its pages and attached XML unchanged), and the history entry names every new file.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  formatDecimalDe,
  historyEventTypes,
  signatureRoleLabels,
  type DeliveryNoteReceiptInput,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { deliveryNotes, files, wreckingPiles } from '../../db/schema/index.js';
import {
  documentFileName,
  readStoredFile,
  regenerateDocument,
  storeGeneratedFile,
  withDocumentStorage,
} from '../../documents/store-document.js';
import { ApiError, notFound } from '../../lib/errors.js';
import { checkSignatures, storeSignatures } from '../../lib/receipt-signatures.js';
import { loadUserNames } from '../../lib/user-names.js';
import { checkRule, momentOf, type ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { recordHistory } from '../history/index.js';
import { pileVariables } from './wrecking-piles.service.js';

export const receiptMessages = {
  alreadyReceived: 'Die Übergabe dieses Lieferscheins ist bereits quittiert. Eine Quittung wird nicht geändert.',
  noUbl:
    'Dieser Lieferschein wurde vor der UBL-Fassung erstellt; seine Übergabe kann nicht elektronisch quittiert werden.',
  notReceived: 'Die Übergabe dieses Lieferscheins ist noch nicht quittiert.',
} as const;

async function storedBytes(tx: Executor, storage: FileStorage, fileId: string) {
  const [file] = await tx.select().from(files).where(eq(files.id, fileId));
  if (!file) throw notFound();
  return readStoredFile(storage, file.storageKey);
}

export async function receiptDeliveryNote(
  deps: { db: Database; storage: FileStorage },
  access: ProjectAccess,
  deliveryNoteId: string,
  input: DeliveryNoteReceiptInput,
): Promise<void> {
  const signatures = await checkSignatures(input.signatures);
  // xmlbuilder2 and pdf-lib (~12 MB resident) only with the first receipt, and before the note is
  // locked: the server's memory budget (decision 0210).
  const [{ writeReceiptAdviceUbl }, { appendDeliveryNoteReceipt }] = await Promise.all([
    import('../../documents/receipt-advice-ubl.js'),
    import('../../documents/delivery-note-receipt.js'),
  ]);
  await withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const [note] = await tx.select().from(deliveryNotes).where(eq(deliveryNotes.id, deliveryNoteId)).for('update');
      if (!note || note.projectId !== access.projectId) throw notFound();
      checkRule(access, 'receiptDeliveryNote');
      // Signed once: the first receipt stands (a repeated request with its key gets its answer).
      if (note.receivedAt) throw new ApiError(409, receiptMessages.alreadyReceived);
      if (!note.ublFileId || !note.documentFileId) throw new ApiError(409, receiptMessages.noUbl);
      const [pile] = await tx.select().from(wreckingPiles).where(eq(wreckingPiles.id, note.wreckingPileId));
      // Signed offline: the handover happened when it was signed on site (decision 0390).
      const receivedAt = input.recordedAt ?? momentOf(access);
      const receivedBy = (await loadUserNames(tx, [access.user.id]))(access.user.id)?.name ?? 'Unbekannt';
      const receivedQuantityInTons = input.receivedQuantityInTons ?? note.quantityInTons;
      const document = { projectId: note.projectId, userId: access.user.id };

      const fileLabel = `Lieferschein ${note.number}`;
      await storeSignatures(
        tx,
        deps.storage,
        track,
        { record: { deliveryNoteId }, fileLabel, ...document, at: receivedAt },
        signatures,
      );
      const pictured = signatures.map((signature) => ({
        role: signature.role,
        signerName: signature.signerName,
        signedAt: new Date(signature.signedAt),
        position: signature.position
          ? {
              latitude: String(signature.position.latitude),
              longitude: String(signature.position.longitude),
              accuracyInMeters:
                signature.position.accuracyInMeters != null ? String(signature.position.accuracyInMeters) : null,
            }
          : null,
        png: signature.png,
        fileName: documentFileName([`Unterschrift ${signatureRoleLabels[signature.role]} ${fileLabel}`], 'png'),
      }));
      const nameParts = ['Empfangsbestätigung', fileLabel, pile?.name ?? ''].filter(Boolean);
      const receiptAdvice = {
        fileName: documentFileName(nameParts, 'xml'),
        content: writeReceiptAdviceUbl({
          receiptId: randomUUID(),
          despatchAdvice: await storedBytes(tx, deps.storage, note.ublFileId),
          receivedQuantityInTons,
          receivedAt,
          receivedBy,
          signatures: pictured,
        }),
      };
      const storedAdvice = await storeGeneratedFile(tx, deps.storage, {
        ...document,
        ...receiptAdvice,
        contentType: 'application/xml',
      });
      track.written(storedAdvice.storageKey);

      const notePdf = await storedBytes(tx, deps.storage, note.documentFileId);
      const [previous] = await tx
        .select({ fileName: files.fileName })
        .from(files)
        .where(eq(files.id, note.documentFileId));
      await regenerateDocument(tx, deps.storage, track, {
        ...document,
        fileName: previous?.fileName ?? documentFileName(['Lieferschein', String(note.number)]),
        content: await appendDeliveryNoteReceipt(notePdf, {
          number: note.number,
          quantityInTons: note.quantityInTons,
          receivedQuantityInTons,
          receivedAt,
          receivedBy,
          receiptAdviceFileName: receiptAdvice.fileName,
          signatures: pictured,
        }),
        previousFileId: note.documentFileId,
        link: (fileId) =>
          tx
            .update(deliveryNotes)
            .set({
              documentFileId: fileId,
              receivedQuantityInTons,
              receivedAt,
              receivedBy: access.user.id,
              receiptAdviceFileId: storedAdvice.fileId,
            })
            .where(eq(deliveryNotes.id, deliveryNoteId)),
      });
      const receiver = signatures.find((signature) => signature.role === 'receiver')!;
      await recordHistory(tx, {
        projectId: note.projectId,
        type: historyEventTypes.deliveryNoteReceived,
        variables: {
          ...(pile ? pileVariables(pile) : {}),
          deliveryNoteId,
          deliveryNoteNumber: note.number,
          amountInTons: formatDecimalDe(receivedQuantityInTons),
          signerName: receiver.signerName,
        },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }),
  );
}

/** The stored ReceiptAdvice of a received note, or a German 404. */
export async function receiptAdviceFile(
  db: Executor,
  note: Pick<typeof deliveryNotes.$inferSelect, 'receiptAdviceFileId'>,
) {
  if (!note.receiptAdviceFileId) throw notFound(receiptMessages.notReceived);
  const [file] = await db.select().from(files).where(eq(files.id, note.receiptAdviceFileId));
  if (!file) throw notFound(receiptMessages.notReceived);
  return file;
}
