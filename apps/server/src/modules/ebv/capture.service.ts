// Capture of processed material (workflows.md "Batches and capture"): on the locked pile, the
// capture is booked on the breaking batch or opens the next one (size = the sampling interval
// now), closes it when full, moves the pile to `breaking` on the first capture, and writes its
// history entry — all in one transaction, so concurrent captures sum exactly.
import { eq, sql, type ColumnsSelection } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import {
  bookCapture,
  historyEventTypes,
  wreckingPileMoves,
  type CaptureBrokenMaterialInput,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { breakingBatches, brokenMaterialCaptures, ebvFeatureSettings, wreckingPiles } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { recordHistory } from '../history/index.js';
import { batchVariables } from './batch-access.js';
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
    const value = (name: string) => sql.placeholder(name);
    // The project's EBV settings and the pile's last batch in one statement, after the pile's lock
    // (decision 0782); prepared, like every statement of the capture (decision 0772).
    const [found] = (await prepared(tx, 'capture_settings_last_batch', (tx) =>
      tx
        .select({ settings: ebvFeatureSettings, last: breakingBatches })
        .from(sql`(select 1) as one`)
        .leftJoin(ebvFeatureSettings, eq(ebvFeatureSettings.projectId, value('projectId')))
        .leftJoin(
          breakingBatches,
          eq(
            breakingBatches.id,
            sql`(select id from ${breakingBatches} where ${breakingBatches.wreckingPileId} = ${value('pileId')}
              order by ${breakingBatches.number} desc limit 1)`,
          ),
        ),
    ).execute({ projectId: pile.projectId, pileId: pile.id })) as {
      settings: typeof ebvFeatureSettings.$inferSelect | null;
      last: typeof breakingBatches.$inferSelect | null;
    }[];
    const settings = found?.settings;
    if (!settings) throw forbidden();
    const last = found.last;
    const openBatch = last?.status === 'is_breaking' ? last : null;
    const { batch, closesBatch } = bookCapture({
      openBatch,
      lastBatchNumber: last?.number ?? 0,
      samplingIntervalInTons: String(settings.samplingIntervalInTons),
      amountInTons: input.amountInTons,
    });
    const status = closesBatch ? 'completely_broken' : 'is_breaking';
    // The batch's update (or the next batch) and the capture in one statement (decision 0782): the
    // batch's write as `written`, the capture on its id, the batch's row as the answer.
    const withCapture = (tx: Executor, write: TypedQueryBuilder<ColumnsSelection>) => {
      const written = tx.$with('written').as(write);
      const booked = tx.$with('booked').as(
        tx
          .insert(brokenMaterialCaptures)
          .values({
            batchId: sql`(select id from ${written})`,
            amountInTons: value('captureAmountInTons'),
            createdBy: value('createdBy'),
            // Null when not sent (the column's default): not through the encoder, which needs a Date.
            recordedAt: sql`${value('recordedAt')}`,
          })
          .returning({ id: brokenMaterialCaptures.id }),
      );
      return tx.with(written, booked).select().from(written);
    };
    const captureValues = {
      captureAmountInTons: input.amountInTons,
      createdBy: access.user.id,
      recordedAt: input.recordedAt?.toISOString() ?? null,
    };
    const [row] = (
      openBatch
        ? await prepared(tx, 'capture_batch_update', (tx) =>
            withCapture(
              tx,
              tx
                .update(breakingBatches)
                .set({ amountInTons: sql`${value('amountInTons')}`, status: sql`${value('status')}` })
                .where(eq(breakingBatches.id, value('batchId')))
                .returning(),
            ),
          ).execute({ amountInTons: batch.amountInTons, status, batchId: openBatch.id, ...captureValues })
        : await prepared(tx, 'capture_batch_insert', (tx) =>
            withCapture(
              tx,
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
            ),
          ).execute({
            pileId: pile.id,
            number: batch.number,
            sizeInTons: batch.sizeInTons,
            amountInTons: batch.amountInTons,
            status,
            ...captureValues,
          })
    ) as (typeof breakingBatches.$inferSelect)[];
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
