// A batch (Charge) and the caller's access: loaded through its pile (404 unknown, in another pile
// or invisible), its rule asked with the batch's status, analytic status and amount.
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyContextConfig } from 'fastify';
import { apiMessages, decimalToNumber, refusal, type ObjectFacts, type RuleName } from '@baustellendoku/domain';
import type { Executor, Transaction } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { batchAnalytics, breakingBatches, wreckingPiles } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { objectOf, existingId, checkRule, type ProjectAccess } from '../../platform/access/index.js';
import type { WreckingPileRow } from './wrecking-pile-views.js';

export type BatchRow = typeof breakingBatches.$inferSelect;
export type AnalyticRow = typeof batchAnalytics.$inferSelect;
export type BatchIds = { wreckingPileId: string; breakingBatchId: string };
/** `approvedObject` is the analytic's author: a review approves it (four-eyes). No batch rule reads
 * the pile's facts, so none are loaded. */
export type BatchTarget = {
  projectId: string;
  pile: WreckingPileRow;
  batch: BatchRow;
  /** The batch's analytic, if any (the batch detail shows it). */
  analytic: AnalyticRow | null;
  approvedObject: ObjectFacts;
};
export type BatchAccess = BatchTarget & { access: ProjectAccess };

/** The batch with its pile and analytic, or undefined: one query; when `lock`, the pile is locked first, then the batch. */
export async function findBatchTarget(db: Executor, ids: BatchIds, lock = false): Promise<BatchTarget | undefined> {
  const pileId = existingId(ids.wreckingPileId);
  const batchId = existingId(ids.breakingBatchId);
  if (lock)
    await db.select({ id: wreckingPiles.id }).from(wreckingPiles).where(eq(wreckingPiles.id, pileId)).for('update');
  const query = (db: Executor, batchId: string | Placeholder, pileId: string | Placeholder) =>
    db
      .select({ pile: wreckingPiles, batch: breakingBatches, analytic: batchAnalytics })
      .from(breakingBatches)
      .innerJoin(wreckingPiles, eq(wreckingPiles.id, breakingBatches.wreckingPileId))
      .leftJoin(batchAnalytics, eq(batchAnalytics.batchId, breakingBatches.id))
      .where(and(eq(breakingBatches.id, batchId), eq(breakingBatches.wreckingPileId, pileId)));
  // Read without a lock on every visit of a batch: prepared (decision 0766).
  const [row] = lock
    ? await query(db, batchId, pileId).for('update', { of: breakingBatches })
    : ((await prepared(db, 'batch_target', (db) =>
        query(db, sql.placeholder('batchId'), sql.placeholder('pileId')),
      ).execute({ batchId, pileId })) as Awaited<ReturnType<typeof query>>);
  if (!row) return undefined;
  return {
    projectId: row.pile.projectId,
    pile: row.pile,
    batch: row.batch,
    analytic: row.analytic,
    approvedObject: { createdBy: row.analytic?.createdBy },
  };
}

/** Access to the area, then `rule` on the batch (`read`: access alone). */
const checkBatch = (rule: RuleName | 'read') => (access: ProjectAccess, target: BatchTarget) => {
  checkRule(access, 'accessWreckingPiles');
  if (rule === 'read') return;
  const reason = refusal(rule, {
    ...access,
    status: target.pile.status,
    batch: {
      status: target.batch.status,
      analyticStatus: target.batch.analyticStatus,
      amountInTons: decimalToNumber(target.batch.amountInTons),
    },
    object: target.approvedObject,
  });
  if (reason === 'fourEyes') throw forbidden(apiMessages.fourEyes);
  if (reason) throw forbidden();
};

/** The access declaration of a batch route: 401/404/403 before the body is judged. */
export const onBatch = (rule: RuleName | 'read'): FastifyContextConfig => ({
  access: {
    project: objectOf(wreckingPiles, 'wreckingPileId', (db, wreckingPileId, params) =>
      findBatchTarget(db, { wreckingPileId, breakingBatchId: params.breakingBatchId ?? '' }),
    ),
    rule: checkBatch(rule),
  },
});

/** Locks pile and batch and checks `rule` on the locked rows (the guard's may be stale). */
export async function lockBatchFor(
  tx: Transaction,
  access: ProjectAccess,
  ids: BatchIds,
  rule: RuleName,
): Promise<BatchAccess> {
  const target = await findBatchTarget(tx, ids, true);
  if (!target || target.projectId !== access.projectId) throw notFound();
  checkBatch(rule)(access, target);
  return { ...target, access };
}

export const batchVariables = (pile: { id: string; name: string }, batch: { id: string; number: number }) => ({
  wreckingPileId: pile.id,
  wreckingPileName: pile.name,
  breakingBatchId: batch.id,
  batchNumber: batch.number,
});
