// Who may take which move on a pile: the rule of the move (ebv/pile-status.ts) asked with the
// pile's status and facts. Used by the route guard (before validation, on the current row) and
// again by the services on the locked row, so a move never passes on a stale status.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  can,
  ebvMessages,
  wreckingPileMoves,
  type WreckingPileAction,
  type WreckingPileFacts,
} from '@baustellendoku/domain';
import type { Executor, Transaction } from '../../db/client.js';
import { acceptanceControls, wreckingPiles } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { authorize, loadProjectAccess, requireUser, type ProjectAccess } from '../../plugins/authorize.js';
import { existingId } from '../../plugins/project-route.js';
import type { WreckingPileRow } from './wrecking-pile-views.js';

export type PileAccess = { pile: WreckingPileRow; access: ProjectAccess; facts: WreckingPileFacts };

async function pileFacts(db: Executor, pileId: string): Promise<WreckingPileFacts> {
  const [control] = await db
    .select({ containsAsbestos: acceptanceControls.containsAsbestos })
    .from(acceptanceControls)
    .where(eq(acceptanceControls.wreckingPileId, pileId));
  // Batches arrive with the next issue; until then no batch lacks a location.
  return { containsAsbestos: control?.containsAsbestos ?? false, batchesWithoutLocationCount: 0 };
}

/** Checks the move's rule; a release refused only for visible asbestos says so. */
export function authorizePileMove(target: PileAccess, action: WreckingPileAction): void {
  const move = wreckingPileMoves[action];
  const context = { ...target.access, status: target.pile.status, wreckingPile: target.facts };
  if (can(move.rule, context)) return;
  if (
    action === 'release' &&
    can(move.rule, { ...context, wreckingPile: { ...target.facts, containsAsbestos: false } })
  )
    throw forbidden(ebvMessages.releaseRefusedAsbestos);
  throw forbidden();
}

/** The pile and the caller's access (404 unknown or invisible, 403 without access to piles). */
export async function loadPile(
  db: Executor,
  request: FastifyRequest,
  pileId: string,
  lock = false,
): Promise<PileAccess> {
  requireUser(request);
  const query = db
    .select()
    .from(wreckingPiles)
    .where(eq(wreckingPiles.id, existingId(pileId)));
  const [pile] = lock ? await query.for('update') : await query;
  if (!pile) throw notFound();
  const access = await loadProjectAccess(db, request, pile.projectId);
  authorize(access, 'accessWreckingPiles');
  return { pile, access, facts: await pileFacts(db, pile.id) };
}

/** Locks the pile for the rest of the transaction and checks the move on the locked row. */
export async function lockPileFor(
  tx: Transaction,
  request: FastifyRequest,
  pileId: string,
  action: WreckingPileAction,
): Promise<PileAccess> {
  const target = await loadPile(tx, request, pileId, true);
  authorizePileMove(target, action);
  return target;
}

/** preValidation hook of a pile route: 401/404/403 before the body is judged. */
export const pileGuard = (db: Executor, action: WreckingPileAction | 'read') => async (request: FastifyRequest) => {
  const { wreckingPileId } = request.params as { wreckingPileId: string };
  const target = await loadPile(db, request, wreckingPileId);
  if (action !== 'read') authorizePileMove(target, action);
};
