// Delivery notes (workflows.md "Inventory and delivery notes"): on the locked pile, the quantity
// must fit into what the (class, soil group) stock still holds — the pile lock serializes notes,
// so concurrent requests never over-draw it —, the note gets the next number of the project
// (locked project row: gap-free) and its PDF, and the history entry, all in one transaction.
// The PDF carries the note's UBL DespatchAdvice as an attached file; the same bytes are stored
// beside it as a file of the project (decision 0640).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, max } from 'drizzle-orm';
import {
  compareDecimals,
  fitsInventory,
  formatDecimalDe,
  historyEventTypes,
  processingMessages,
  type DeliveryNoteInput,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import {
  batchAnalytics,
  breakingBatches,
  deliveryNotes,
  files,
  projects,
  wreckingPiles,
} from '../../db/schema/index.js';
import { renderDeliveryNote, type DeliveryNoteData } from '../../documents/delivery-note.js';
import {
  documentFileName,
  storeGeneratedFile,
  storeGeneratedPdf,
  withDocumentStorage,
} from '../../documents/store-document.js';
import { unprocessable } from '../../lib/errors.js';
import { checkRule, type ProjectAccess } from '../../platform/access/index.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { FileStorage } from '../../storage/storage.js';
import { fileViews } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { loadPileInventory } from './inventory.js';
import { lockPileFor } from './pile-access.js';
import { loadPlantMachines } from './plant-machines.js';
import { loadProjectSite } from './project-site.js';
import { pileVariables } from './wrecking-piles.service.js';

export async function createDeliveryNote(
  deps: { db: Database; storage: FileStorage },
  access: ProjectAccess,
  pileId: string,
  input: DeliveryNoteInput,
): Promise<string> {
  // xmlbuilder2 (~5 MB resident) only with the first delivery note, and before the pile is locked:
  // the server's memory budget (decision 0210).
  const { writeDeliveryNoteUbl } = await import('../../documents/delivery-note-ubl.js');
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const { pile } = await lockPileFor(tx, access, pileId, 'createDeliveryNote');
      const soilGroup = input.soilGroup ?? null;
      const stock = (await loadPileInventory(tx, pile.id)).find(
        (entry) => entry.grainSizeAndQuality === input.grainSizeAndQuality && entry.soilGroup === soilGroup,
      );
      if (!stock || compareDecimals(stock.availableAmountInTons, '0') <= 0) {
        throw unprocessable({ propertyPath: 'grainSizeAndQuality', title: processingMessages.noStock });
      }
      if (!fitsInventory(stock.availableAmountInTons, input.quantityInTons)) {
        throw unprocessable({
          propertyPath: 'quantityInTons',
          title: processingMessages.moreThanAvailable(formatDecimalDe(stock.availableAmountInTons)),
        });
      }
      // Numbers per project: the project row is the lock that keeps them gap-free.
      await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, pile.projectId)).for('update');
      const [last] = await tx
        .select({ number: max(deliveryNotes.number) })
        .from(deliveryNotes)
        .where(eq(deliveryNotes.projectId, pile.projectId));
      const number = (last?.number ?? 0) + 1;

      const analytics = await tx
        .select({ number: breakingBatches.number, analytic: batchAnalytics })
        .from(breakingBatches)
        .innerJoin(batchAnalytics, eq(batchAnalytics.batchId, breakingBatches.id))
        .where(
          and(
            eq(breakingBatches.wreckingPileId, pile.id),
            eq(breakingBatches.analyticStatus, 'completed'),
            eq(batchAnalytics.grainSizeAndQuality, input.grainSizeAndQuality),
          ),
        )
        .orderBy(asc(breakingBatches.number));
      const sameStock = analytics.filter((row) => (row.analytic.soilGroup ?? null) === soilGroup);
      const reportNames = new Map(
        (
          await fileViews(
            tx,
            sameStock.flatMap((row) => row.analytic.reportFileIds),
          )
        ).map((file) => [file.id, file.fileName]),
      );
      const [machine] = await loadPlantMachines(tx, [pile.machineId]);
      const createdAt = new Date();
      const createdBy = (await loadUserNames(tx, [access.user.id]))(access.user.id)?.name ?? 'Unbekannt';
      const deliveryNoteId = randomUUID();
      const data: DeliveryNoteData = {
        deliveryNoteId,
        project: await loadProjectSite(tx, pile.projectId),
        number,
        issuer: {
          name: machine?.owner ?? createdBy,
          machineName: machine?.name ?? '–',
          machineOwner: machine?.owner ?? null,
        },
        pile: { name: pile.name, disposalCode: pile.disposalCode },
        batches: sameStock.map((row) => ({
          number: row.number,
          samplingDate: row.analytic.samplingDate,
          analysedAt: row.analytic.createdAt,
          reports: row.analytic.reportFileIds.flatMap((id) => reportNames.get(id) ?? []),
        })),
        grainSizeAndQuality: input.grainSizeAndQuality,
        soilGroup,
        materialClassFootnotes: [...new Set(sameStock.flatMap((row) => row.analytic.materialClassFootnotes))].sort(),
        quantityInTons: input.quantityInTons,
        deliveryDate: input.deliveryDate,
        carrier: input.carrier,
        createdBy,
        createdAt,
      };
      const nameParts = ['Lieferschein', String(number), pile.name];
      const ubl = { fileName: documentFileName(nameParts, 'xml'), content: writeDeliveryNoteUbl(data) };
      const document = { projectId: pile.projectId, userId: access.user.id };
      const storedUbl = await storeGeneratedFile(tx, deps.storage, {
        ...document,
        ...ubl,
        contentType: 'application/xml',
      });
      track.written(storedUbl.storageKey);
      const stored = await storeGeneratedPdf(tx, deps.storage, {
        ...document,
        fileName: documentFileName(nameParts),
        content: await renderDeliveryNote(data, ubl),
      });
      track.written(stored.storageKey);
      const [note] = await tx
        .insert(deliveryNotes)
        .values({
          id: deliveryNoteId,
          projectId: pile.projectId,
          wreckingPileId: pile.id,
          number,
          quantityInTons: input.quantityInTons,
          deliveryDate: input.deliveryDate,
          grainSizeAndQuality: input.grainSizeAndQuality,
          soilGroup,
          carrier: input.carrier,
          documentFileId: stored.fileId,
          ublFileId: storedUbl.fileId,
          createdAt,
          createdBy: access.user.id,
        })
        .returning({ id: deliveryNotes.id });
      await recordHistory(tx, {
        projectId: pile.projectId,
        type: historyEventTypes.deliveryNoteCreated,
        variables: {
          ...pileVariables(pile),
          deliveryNoteId: note!.id,
          deliveryNoteNumber: number,
          amountInTons: input.quantityInTons,
        },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
      return note!.id;
    }),
  );
}

/** Allows (true) or revokes machinists' delivery notes on behalf of the project manager. */
export async function setDeliveryNoteDelegation(
  db: Database,
  access: ProjectAccess,
  pileId: string,
  allowed: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { pile } = await lockPileFor(tx, access, pileId, 'read');
    checkRule(access, 'allowDeliveryNoteCreationOnBehalfOfProjectManager', pile.status);
    await tx
      .update(wreckingPiles)
      .set({ deliveryNoteCreationOnBehalfOfProjectManager: allowed })
      .where(eq(wreckingPiles.id, pile.id));
  });
}

/** The stored PDF or UBL XML of a note (decision 0640); undefined when the note has none. */
export async function deliveryNoteFile(
  db: Executor,
  note: Pick<typeof deliveryNotes.$inferSelect, 'documentFileId' | 'ublFileId'>,
  form: 'pdf' | 'xml',
) {
  const fileId = form === 'xml' ? note.ublFileId : note.documentFileId;
  if (!fileId) return undefined;
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  return file;
}
