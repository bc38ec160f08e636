// Capture of processed material (workflows.md "Batches and capture"): on the locked pile, the
// capture is booked on the breaking batch or opens the next one (size = the sampling interval
// now), closes it when full, moves the pile to `breaking` on the first capture, and writes its
// history entry — all in one transaction, so concurrent captures sum exactly.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  bookCapture,
  historyEventTypes,
  wreckingPileMoves,
  type CaptureBrokenMaterialInput,
} from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
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
    const [last] = (await prepared(tx, 'capture_last_batch', (tx) =>
      tx
        .select()
        .from(breakingBatches)
        .where(eq(breakingBatches.wreckingPileId, sql.placeholder('pileId')))
        .orderBy(desc(breakingBatches.number))
        .limit(1),
    ).execute({ pileId: pile.id })) as (typeof breakingBatches.$inferSelect)[];
    const openBatch = last?.status === 'is_breaking' ? last : null;
    const { batch, closesBatch } = bookCapture({
      openBatch,
      lastBatchNumber: last?.number ?? 0,
      samplingIntervalInTons: String(settings.samplingIntervalInTons),
      amountInTons: input.amountInTons,
    });
    const status = closesBatch ? 'completely_broken' : 'is_breaking';
    // Prepared (decision 0772), like the reads above: the capture is the day's most frequent write.
    const value = (name: string) => sql.placeholder(name);
    const [row] = (
      openBatch
        ? await prepared(tx, 'capture_batch_update', (tx) =>
            tx
              .update(breakingBatches)
              .set({ amountInTons: sql`${value('amountInTons')}`, status: sql`${value('status')}` })
              .where(and(eq(breakingBatches.id, value('batchId'))))
              .returning(),
          ).execute({ amountInTons: batch.amountInTons, status, batchId: openBatch.id })
        : await prepared(tx, 'capture_batch_insert', (tx) =>
            tx
              .insert(breakingBatches)
              .values({
                wreckingPileId: value('pileId'),
                number: value('number'),
                sizeInTons: value('sizeInTons'),
                amountInTons: value('amountInTons'),
                status: value('status'),
              })
              .returning(),
          ).execute({
            pileId: pile.id,
            number: batch.number,
            sizeInTons: batch.sizeInTons,
            amountInTons: batch.amountInTons,
            status,
          })
    ) as (typeof breakingBatches.$inferSelect)[];
    await prepared(tx, 'capture_insert', (tx) =>
      tx.insert(brokenMaterialCaptures).values({
        batchId: value('batchId'),
        amountInTons: value('amountInTons'),
        createdBy: value('createdBy'),
        // Null when not sent (the column's default): not through the encoder, which needs a Date.
        recordedAt: sql`${value('recordedAt')}`,
      }),
    ).execute({
      batchId: row!.id,
      amountInTons: input.amountInTons,
      createdBy: access.user.id,
      recordedAt: input.recordedAt?.toISOString() ?? null,
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
