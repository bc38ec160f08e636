// A batch (Charge) and the caller's access: loaded through its pile (404 unknown, in another pile
// or invisible), its rule asked with the batch's status, analytic status and amount.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can, decimalToNumber, type RuleName } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { breakingBatches } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { existingId } from '../../plugins/project-route.js';
import { loadPile, type PileAccess } from './pile-access.js';

export type BatchRow = typeof breakingBatches.$inferSelect;
export type BatchAccess = PileAccess & { batch: BatchRow };

export async function loadBatch(
  db: Executor,
  request: FastifyRequest,
  ids: { wreckingPileId: string; breakingBatchId: string },
  lock = false,
): Promise<BatchAccess> {
  const target = await loadPile(db, request, ids.wreckingPileId, lock);
  const query = db
    .select()
    .from(breakingBatches)
    .where(
      and(eq(breakingBatches.id, existingId(ids.breakingBatchId)), eq(breakingBatches.wreckingPileId, target.pile.id)),
    );
  const [batch] = lock ? await query.for('update') : await query;
  if (!batch) throw notFound();
  return { ...target, batch };
}

export function authorizeBatch(target: BatchAccess, rule: RuleName): void {
  const batch = {
    status: target.batch.status,
    analyticStatus: target.batch.analyticStatus,
    amountInTons: decimalToNumber(target.batch.amountInTons),
  };
  if (!can(rule, { ...target.access, status: target.pile.status, wreckingPile: target.facts, batch }))
    throw forbidden();
}

/** preValidation hook of a batch route: 401/404/403 before the body is judged. */
export const batchGuard = (db: Executor, rule: RuleName | 'read') => async (request: FastifyRequest) => {
  const params = request.params as { wreckingPileId: string; breakingBatchId: string };
  const target = await loadBatch(db, request, params);
  if (rule !== 'read') authorizeBatch(target, rule);
};

export const batchVariables = (pile: { id: string; name: string }, batch: { id: string; number: number }) => ({
  wreckingPileId: pile.id,
  wreckingPileName: pile.name,
  breakingBatchId: batch.id,
  batchNumber: batch.number,
});
