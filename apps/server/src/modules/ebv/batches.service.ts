// Batch workflow (workflows.md "Analytics per batch"): location photos, sampling confirmation,
// the project manager's review (re-check or dispose) and the batch's disposal proof (the
// appraiser's analytic is in analytic.service.ts). Each on the locked batch, with its history
// entry in the same transaction.
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  historyEventTypes,
  processingMessages,
  type BatchLocationInput,
  type DisposalDocumentationInput,
  type HistoryEventType,
  type RuleName,
} from '@baustellendoku/domain';
import type { Database, Transaction } from '../../db/client.js';
import { batchAnalytics, breakingBatches, files, wreckingPiles } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/errors.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import type { SuitabilityAdded } from '../../lib/suitability-hooks.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import { batchVariables, lockBatchFor, type BatchAccess, type BatchIds } from './batch-access.js';

type BatchChange = Partial<typeof breakingBatches.$inferInsert>;

/** Locks pile and batch, checks `rule`, applies `change` and records `event`. */
async function changeBatch(
  db: Database,
  access: ProjectAccess,
  ids: BatchIds,
  rule: RuleName,
  event: HistoryEventType,
  change: (tx: Transaction, target: BatchAccess) => Promise<BatchChange>,
  /** A field entry's site time (decision 0390). */
  recordedAt?: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockBatchFor(tx, access, ids, rule);
    const values = await change(tx, target);
    await tx.update(breakingBatches).set(values).where(eq(breakingBatches.id, target.batch.id));
    await recordHistory(tx, {
      projectId: target.pile.projectId,
      type: event,
      variables: batchVariables(target.pile, target.batch),
      originatorId: target.access.user.id,
      occurredAt: target.access.at,
      recordedAt,
    });
  });
}

const PHOTO_TYPES = ['image/png', 'image/jpeg'];

export function documentBatchLocation(db: Database, access: ProjectAccess, ids: BatchIds, input: BatchLocationInput) {
  return changeBatch(
    db,
    access,
    ids,
    'documentBatchLocation',
    historyEventTypes.batchLocationDocumented,
    async (tx, target) => {
      const photos = await tx
        .select({ id: files.id, contentType: files.contentType })
        .from(files)
        .where(inArray(files.id, input.locationImages));
      const notPhoto = input.locationImages.findIndex(
        (id) => !PHOTO_TYPES.includes(photos.find((photo) => photo.id === id)?.contentType ?? 'image/png'),
      );
      if (notPhoto >= 0)
        throw unprocessable({ propertyPath: `locationImages.${notPhoto}`, title: processingMessages.photosOnly });
      await attachFiles(tx, target.access.user, target.pile.projectId, input.locationImages, 'locationImages');
      return {
        locationImageFileIds: input.locationImages,
        locationDocumentedAt: new Date(),
        locationRecordedAt: input.recordedAt ?? null,
        locationDocumentedBy: target.access.user.id,
      };
    },
    input.recordedAt,
  );
}

export function confirmSampling(db: Database, access: ProjectAccess, ids: BatchIds) {
  return changeBatch(
    db,
    access,
    ids,
    'confirmSampling',
    historyEventTypes.batchSamplingConfirmed,
    async (_tx, target) => ({
      analyticStatus: 'taken',
      samplingConfirmedAt: new Date(),
      samplingConfirmedBy: target.access.user.id,
    }),
  );
}

export function restartAnalytic(db: Database, access: ProjectAccess, ids: BatchIds) {
  return changeBatch(db, access, ids, 'reviewAnalytic', historyEventTypes.batchRestarted, async () => ({
    analyticStatus: 'open',
  }));
}

export function disposeBatch(db: Database, access: ProjectAccess, ids: BatchIds) {
  return changeBatch(
    db,
    access,
    ids,
    'reviewAnalytic',
    historyEventTypes.batchMarkedForDisposal,
    async (_tx, target) => ({
      status: 'will_be_disposed',
      disposalDecidedAt: new Date(),
      disposalDecidedBy: target.access.user.id,
    }),
  );
}

export function documentBatchDisposal(
  db: Database,
  access: ProjectAccess,
  ids: BatchIds,
  input: DisposalDocumentationInput,
) {
  return changeBatch(
    db,
    access,
    ids,
    'editDisposalInformation',
    historyEventTypes.batchDisposalDocumented,
    async (tx, target) => {
      await attachFiles(tx, target.access.user, target.pile.projectId, input.disposalDocuments, 'disposalDocuments');
      return {
        disposalDocumentFileIds: input.disposalDocuments,
        disposalDocumentedAt: new Date(),
        disposalDocumentedBy: target.access.user.id,
      };
    },
  );
}

/**
 * A machine proven for a class completes every batch of its piles waiting in `check` for that class
 * (workflows.md), each with its history entry; runs in the suitability's transaction.
 */
export async function completeWaitingBatches(tx: Transaction, event: SuitabilityAdded): Promise<void> {
  const waiting = await tx
    .select({ batch: breakingBatches, pile: wreckingPiles })
    .from(breakingBatches)
    .innerJoin(wreckingPiles, eq(wreckingPiles.id, breakingBatches.wreckingPileId))
    .innerJoin(batchAnalytics, eq(batchAnalytics.batchId, breakingBatches.id))
    .where(
      and(
        eq(wreckingPiles.machineId, event.machineId),
        eq(breakingBatches.analyticStatus, 'check'),
        ne(breakingBatches.status, 'will_be_disposed'),
        eq(batchAnalytics.grainSizeAndQuality, event.grainSizeAndQuality),
      ),
    )
    .for('update');
  for (const { batch, pile } of waiting) {
    await tx.update(breakingBatches).set({ analyticStatus: 'completed' }).where(eq(breakingBatches.id, batch.id));
    await recordHistory(tx, {
      projectId: pile.projectId,
      type: historyEventTypes.batchConfirmed,
      variables: { ...batchVariables(pile, batch), machineName: event.machineName },
      originatorId: event.originatorId,
    });
  }
}
