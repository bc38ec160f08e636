// Who may take which move on a pile: the rule of the move (ebv/pile-status.ts) asked with the
// pile's status and facts. Used by the route guard (before validation, on the current row) and
// again by the services on the locked row, so a move never passes on a stale status.
import { eq, sql } from 'drizzle-orm';
import type { FastifyContextConfig } from 'fastify';
import {
  apiMessages,
  can,
  decimalToNumber,
  refusal,
  ebvMessages,
  processingMessages,
  totalAvailable,
  wreckingPileMoves,
  type WreckingPileAction,
  type ObjectFacts,
  type WreckingPileFacts,
} from '@baustellendoku/domain';
import type { Executor, Transaction } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { acceptanceControls, breakingBatches, wreckingPiles } from '../../db/schema/index.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { loadPileInventory } from './inventory.js';
import { objectOf, checkRule, type ProjectAccess } from '../../platform/access/index.js';
import { findWreckingPile, type WreckingPileRow } from './wrecking-pile-views.js';

/** The pile with the facts its rules read. `approvedObject`: the authors of the acceptance control,
 * which a release or rejection approves (four-eyes). Facts are loaded for a move only: a read asks
 * access alone, and loading the pile's stock for every read is what made the pile screen slow. */
export type PileTarget = {
  projectId: string;
  pile: WreckingPileRow;
  facts: WreckingPileFacts;
  approvedObject: ObjectFacts;
};
export type PileAccess = PileTarget & { access: ProjectAccess };

/** The facts a move's rule reads besides the pile: selected with the pile in one statement. */
const factColumns = {
  containsAsbestos: acceptanceControls.containsAsbestos,
  createdBy: acceptanceControls.createdBy,
  updatedBy: acceptanceControls.updatedBy,
  withoutLocation: sql<number>`(select count(*)::int from ${breakingBatches}
    where ${breakingBatches.wreckingPileId} = ${wreckingPiles.id} and ${breakingBatches.locationDocumentedAt} is null)`,
};
/** Null where the pile has no acceptance control yet (left join). */
type FactRow = {
  containsAsbestos: boolean | null;
  createdBy: string | null;
  updatedBy: string | null;
  withoutLocation: number | null;
};

/** The moves whose rule reads the pile's available tons (permissions.ts: `createDeliveryNote`). */
const movesReadingStock: ReadonlySet<WreckingPileAction> = new Set(['createDeliveryNote']);

/**
 * The facts of a move from the pile's statement and, for a move whose rule reads it, the stock
 * through the inventory (one grouped query; a capture, the most frequent move, needs none).
 */
async function pileFacts(
  db: Executor,
  pile: WreckingPileRow,
  row: FactRow,
  action: WreckingPileAction,
): Promise<Pick<PileTarget, 'facts' | 'approvedObject'>> {
  const stock = movesReadingStock.has(action)
    ? { availableAmountInTons: decimalToNumber(totalAvailable(await loadPileInventory(db, pile.id))) }
    : {};
  return {
    facts: {
      containsAsbestos: row.containsAsbestos ?? false,
      batchesWithoutLocationCount: row.withoutLocation ?? 0,
      deliveryNoteCreationOnBehalfOfProjectManager: pile.deliveryNoteCreationOnBehalfOfProjectManager,
      ...stock,
    },
    approvedObject: { createdBy: row.createdBy, updatedBy: row.updatedBy },
  };
}

/** A read asks no move's rule, so it needs no facts. */
const noFacts: Pick<PileTarget, 'facts' | 'approvedObject'> = { facts: {}, approvedObject: {} };

/** Checks the move's rule; a four-eyes refusal and a release refused only for visible asbestos say so. */
export function authorizePileMove(target: PileAccess, action: WreckingPileAction): void {
  const move = wreckingPileMoves[action];
  const context = {
    ...target.access,
    status: target.pile.status,
    wreckingPile: target.facts,
    object: target.approvedObject,
  };
  const reason = refusal(move.rule, context);
  if (reason === null) return;
  if (reason === 'fourEyes') throw forbidden(apiMessages.fourEyes);
  if (
    action === 'release' &&
    can(move.rule, { ...context, wreckingPile: { ...target.facts, containsAsbestos: false } })
  )
    throw forbidden(ebvMessages.releaseRefusedAsbestos);
  // Capture refused only for undocumented locations: the form shows why (spec part 2 §2).
  if (
    action === 'captureBrokenMaterial' &&
    can(move.rule, { ...context, wreckingPile: { ...target.facts, batchesWithoutLocationCount: 0 } })
  )
    throw unprocessable({ propertyPath: 'amountInTons', title: processingMessages.documentLocations });
  throw forbidden();
}

/** The pile and the facts of `action`, or undefined; locked for the rest of the transaction when `lock`. */
export async function findPileTarget(
  db: Executor,
  pileId: string,
  action: WreckingPileAction | 'read',
  lock = false,
): Promise<PileTarget | undefined> {
  if (action === 'read') {
    // Read without a lock on every visit of a pile: the prepared statement of the pile (decision 0766).
    const pile = lock
      ? (await db.select().from(wreckingPiles).where(eq(wreckingPiles.id, pileId)).for('update'))[0]
      : ((await findWreckingPile(db, pileId)) ?? undefined);
    return pile && { projectId: pile.projectId, pile, ...noFacts };
  }
  // Locked first, then read in a statement of its own: under READ COMMITTED it sees the batches a
  // concurrent move committed while this one waited (a locking statement's subqueries would not).
  // Prepared (decision 0772): every capture runs both, the guard's read and the locked one.
  if (lock)
    await prepared(db, 'pile_lock', (db) =>
      db
        .select({ id: wreckingPiles.id })
        .from(wreckingPiles)
        .where(eq(wreckingPiles.id, sql.placeholder('pileId')))
        .for('update'),
    ).execute({ pileId });
  const [row] = (await prepared(db, 'pile_target', (db) =>
    db
      .select({ pile: wreckingPiles, ...factColumns })
      .from(wreckingPiles)
      .leftJoin(acceptanceControls, eq(acceptanceControls.wreckingPileId, wreckingPiles.id))
      .where(eq(wreckingPiles.id, sql.placeholder('pileId'))),
  ).execute({ pileId })) as ({ pile: WreckingPileRow } & FactRow)[];
  if (!row) return undefined;
  return { projectId: row.pile.projectId, pile: row.pile, ...(await pileFacts(db, row.pile, row, action)) };
}

/** Access to the area, then the move's rule on the pile (`read`: access alone). */
const checkPile = (action: WreckingPileAction | 'read') => (access: ProjectAccess, target: PileTarget) => {
  checkRule(access, 'accessWreckingPiles');
  if (action !== 'read') authorizePileMove({ ...target, access }, action);
};

/** The access declaration of a pile route: 401/404/403 before the body is judged. */
export const onPile = (action: WreckingPileAction | 'read'): FastifyContextConfig => ({
  access: {
    project: objectOf(wreckingPiles, 'wreckingPileId', (db, id) => findPileTarget(db, id, action)),
    rule: checkPile(action),
  },
});

/** Locks the pile and checks the move on the locked row (the guard's row may be stale). */
export async function lockPileFor(
  tx: Transaction,
  access: ProjectAccess,
  pileId: string,
  action: WreckingPileAction | 'read',
): Promise<PileAccess> {
  const target = await findPileTarget(tx, pileId, action, true);
  if (!target || target.projectId !== access.projectId) throw notFound();
  checkPile(action)(access, target);
  return { ...target, access };
}
