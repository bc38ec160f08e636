// The pile facts the rule table reads (permissions.ts), taken from the pile as the API returns
// it, so the web asks `can()` with exactly what the server checks.
import type { BatchFacts, RuleContext, WreckingPileFacts } from '../permissions.js';
import type { WreckingPile } from './responses.js';

export function wreckingPileFacts(
  pile: Pick<WreckingPile, 'acceptanceControl' | 'batches' | 'deliveryNoteCreationOnBehalfOfProjectManager'>,
): WreckingPileFacts {
  return {
    containsAsbestos: pile.acceptanceControl?.containsAsbestos ?? false,
    batchesWithoutLocationCount: pile.batches.filter((batch) => !batch.isLocationDocumented).length,
    deliveryNoteCreationOnBehalfOfProjectManager: pile.deliveryNoteCreationOnBehalfOfProjectManager,
  };
}

/** Rule context for a pile: the caller's context plus the pile's status and facts. */
export const wreckingPileRuleContext = (
  base: RuleContext,
  pile: Pick<WreckingPile, 'status' | 'acceptanceControl' | 'batches' | 'deliveryNoteCreationOnBehalfOfProjectManager'>,
): RuleContext => ({ ...base, status: pile.status, wreckingPile: wreckingPileFacts(pile) });

/** The batch facts the rule table reads (spec part 2 §6), from a batch as the API returns it. */
export const batchFacts = (
  batch: Pick<WreckingPile['batches'][number], 'status' | 'analyticStatus' | 'amountInTons'>,
): BatchFacts => ({ status: batch.status, analyticStatus: batch.analyticStatus, amountInTons: batch.amountInTons });
