// Inventory of piles (workflows.md "Inventory and delivery notes"): completed batches (by their
// analytic's class and soil group) minus delivery notes, computed exactly by the domain.
import { and, eq, inArray } from 'drizzle-orm';
import { pileInventory, type InventoryEntry } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { batchAnalytics, breakingBatches, deliveryNotes } from '../../db/schema/index.js';

/** Inventory per pile id for the given piles (one query each for batches and notes). */
export async function loadInventories(
  db: Executor,
  pileIds: readonly string[],
): Promise<Map<string, InventoryEntry[]>> {
  const result = new Map<string, InventoryEntry[]>();
  if (pileIds.length === 0) return result;
  const completed = await db
    .select({
      wreckingPileId: breakingBatches.wreckingPileId,
      amountInTons: breakingBatches.amountInTons,
      grainSizeAndQuality: batchAnalytics.grainSizeAndQuality,
      soilGroup: batchAnalytics.soilGroup,
    })
    .from(breakingBatches)
    .innerJoin(batchAnalytics, eq(batchAnalytics.batchId, breakingBatches.id))
    .where(and(inArray(breakingBatches.wreckingPileId, [...pileIds]), eq(breakingBatches.analyticStatus, 'completed')));
  const notes = await db
    .select({
      wreckingPileId: deliveryNotes.wreckingPileId,
      quantityInTons: deliveryNotes.quantityInTons,
      grainSizeAndQuality: deliveryNotes.grainSizeAndQuality,
      soilGroup: deliveryNotes.soilGroup,
    })
    .from(deliveryNotes)
    .where(inArray(deliveryNotes.wreckingPileId, [...pileIds]));
  for (const pileId of pileIds) {
    result.set(
      pileId,
      pileInventory(
        completed.filter((batch) => batch.wreckingPileId === pileId),
        notes.filter((note) => note.wreckingPileId === pileId),
      ),
    );
  }
  return result;
}

export async function loadPileInventory(db: Executor, pileId: string): Promise<InventoryEntry[]> {
  return (await loadInventories(db, [pileId])).get(pileId) ?? [];
}
