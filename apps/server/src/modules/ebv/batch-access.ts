// A batch (Charge) and the caller's access: loaded through its pile (404 unknown, in another pile
// or invisible), its rule asked with the batch's status, analytic status and amount.
import { and, eq } from 'drizzle-orm';
import { apiMessages, decimalToNumber, refusal, type RuleName } from '@baustellendoku/domain';
import type { Executor, Transaction } from '../../db/client.js';
import { batchAnalytics, breakingBatches } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { authorize, type ProjectAccess } from '../../plugins/authorize.js';
import { existingId, objectGuard } from '../../plugins/project-route.js';
import { findPileTarget, type PileTarget } from './pile-access.js';

export type BatchRow = typeof breakingBatches.$inferSelect;
export type BatchIds = { wreckingPileId: string; breakingBatchId: string };
/** `approvedObject` is the analytic's author: a review approves it (four-eyes). */
export type BatchTarget = PileTarget & { batch: BatchRow };
export type BatchAccess = BatchTarget & { access: ProjectAccess };

/** The batch with its pile's facts, or undefined; pile and batch locked when `lock`. */
export async function findBatchTarget(db: Executor, ids: BatchIds, lock = false): Promise<BatchTarget | undefined> {
  const target = await findPileTarget(db, existingId(ids.wreckingPileId), lock);
  if (!target) return undefined;
  const query = db
    .select()
    .from(breakingBatches)
    .where(
      and(eq(breakingBatches.id, existingId(ids.breakingBatchId)), eq(breakingBatches.wreckingPileId, target.pile.id)),
    );
  const [batch] = lock ? await query.for('update') : await query;
  if (!batch) return undefined;
  const [analytic] = await db
    .select({ createdBy: batchAnalytics.createdBy })
    .from(batchAnalytics)
    .where(eq(batchAnalytics.batchId, batch.id));
  return { ...target, batch, approvedObject: { createdBy: analytic?.createdBy } };
}

/** Access to the area, then `rule` on the batch (`read`: access alone). */
const checkBatch = (rule: RuleName | 'read') => (access: ProjectAccess, target: BatchTarget) => {
  authorize(access, 'accessWreckingPiles');
  if (rule === 'read') return;
  const reason = refusal(rule, {
    ...access,
    status: target.pile.status,
    wreckingPile: target.facts,
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

/** preValidation hook of a batch route: 401/404/403 before the body is judged. */
export const batchGuard = (db: Executor, rule: RuleName | 'read') =>
  objectGuard(
    db,
    'breakingBatchId',
    (tx, breakingBatchId, params) =>
      findBatchTarget(tx, { wreckingPileId: params.wreckingPileId ?? '', breakingBatchId }),
    checkBatch(rule),
  );

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
