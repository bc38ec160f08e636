// Capture of processed material (workflows.md "Batches and capture"): on the locked pile, the
// capture is booked on the breaking batch or opens the next one (size = the sampling interval
// now), closes it when full, moves the pile to `breaking` on the first capture, and writes its
// history entry — all in one transaction, so concurrent captures sum exactly.
import { and, desc, eq } from 'drizzle-orm';
import {
  bookCapture,
  historyEventTypes,
  wreckingPileMoves,
  type CaptureBrokenMaterialInput,
} from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { breakingBatches, brokenMaterialCaptures, wreckingPiles } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { recordHistory } from '../history/index.js';
import { batchVariables } from './batch-access.js';
import { findEbvSettings } from './ebv-feature.service.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import { lockPileFor } from './pile-access.js';

export async function captureBrokenMaterial(
  db: Database,
  access: ProjectAccess,
  pileId: string,
  input: CaptureBrokenMaterialInput,
): Promise<{ breakingBatchId: string }> {
  return db.transaction(async (tx) => {
    const { pile } = await lockPileFor(tx, access, pileId, 'captureBrokenMaterial');
    const settings = await findEbvSettings(tx, pile.projectId);
    if (!settings) throw forbidden();
    const [last] = await tx
      .select()
      .from(breakingBatches)
      .where(eq(breakingBatches.wreckingPileId, pile.id))
      .orderBy(desc(breakingBatches.number))
      .limit(1);
    const openBatch = last?.status === 'is_breaking' ? last : null;
    const { batch, closesBatch } = bookCapture({
      openBatch,
      lastBatchNumber: last?.number ?? 0,
      samplingIntervalInTons: String(settings.samplingIntervalInTons),
      amountInTons: input.amountInTons,
    });
    const status = closesBatch ? 'completely_broken' : 'is_breaking';
    const [row] = openBatch
      ? await tx
          .update(breakingBatches)
          .set({ amountInTons: batch.amountInTons, status })
          .where(and(eq(breakingBatches.id, openBatch.id)))
          .returning()
      : await tx
          .insert(breakingBatches)
          .values({
            wreckingPileId: pile.id,
            number: batch.number,
            sizeInTons: batch.sizeInTons,
            amountInTons: batch.amountInTons,
            status,
          })
          .returning();
    await tx.insert(brokenMaterialCaptures).values({
      batchId: row!.id,
      amountInTons: input.amountInTons,
      createdBy: access.user.id,
      recordedAt: input.recordedAt,
    });
    if (pile.status !== wreckingPileMoves.captureBrokenMaterial.to) {
      await tx
        .update(wreckingPiles)
        .set({ status: wreckingPileMoves.captureBrokenMaterial.to })
        .where(eq(wreckingPiles.id, pile.id));
    }
    await recordHistory(tx, {
      projectId: pile.projectId,
      type: historyEventTypes.processedMaterialCaptured,
      variables: { ...batchVariables(pile, row!), amountInTons: input.amountInTons, batchCompleted: closesBatch },
      originatorId: access.user.id,
      occurredAt: access.at,
      recordedAt: input.recordedAt,
    });
    return { breakingBatchId: row!.id };
  });
}
