// Inventory of piles (workflows.md "Inventory and delivery notes"): completed batches (by their
// analytic's class and soil group) minus delivery notes. PostgreSQL sums the tons per pile and
// stock key in numeric (exact), so no list loads its batches; the domain's `pileInventory` makes
// the entries from those sums (the same function the screens and unit tests use).
// processing-sums.test.ts proves the result equals `pileInventory` on the raw rows.
import { sql } from 'drizzle-orm';
import { pileInventory, type InventoryEntry, type InventoryKey } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { selectRows, uuidArray } from '../../db/select-rows.js';

type StockSum = InventoryKey & { pileId: string; source: 'batch' | 'note'; tons: string };

/** Inventory per pile id for the given piles, from one grouped query. */
export async function loadInventories(
  db: Executor,
  pileIds: readonly string[],
): Promise<Map<string, InventoryEntry[]>> {
  if (pileIds.length === 0) return new Map();
  const ids = uuidArray(pileIds);
  const sums = await selectRows<StockSum>(
    db,
    sql`select batch.wrecking_pile_id as "pileId", 'batch' as source,
        analytic.grain_size_and_quality as "grainSizeAndQuality", analytic.soil_group as "soilGroup",
        sum(batch.amount_in_tons)::text as tons
      from breaking_batches batch join batch_analytics analytic on analytic.batch_id = batch.id
      where batch.wrecking_pile_id = any(${ids}) and batch.analytic_status = 'completed'
      group by batch.wrecking_pile_id, analytic.grain_size_and_quality, analytic.soil_group
      union all
      select wrecking_pile_id, 'note', grain_size_and_quality, soil_group, sum(quantity_in_tons)::text
      from delivery_notes where wrecking_pile_id = any(${ids})
      group by wrecking_pile_id, grain_size_and_quality, soil_group`,
  );
  const byPile = new Map(pileIds.map((id) => [id, { batches: [] as StockSum[], notes: [] as StockSum[] }]));
  for (const sum of sums) byPile.get(sum.pileId)?.[sum.source === 'batch' ? 'batches' : 'notes'].push(sum);
  return new Map(
    [...byPile].map(([pileId, { batches, notes }]) => [
      pileId,
      pileInventory(
        batches.map((sum) => ({ ...sum, amountInTons: sum.tons })),
        notes.map((sum) => ({ ...sum, quantityInTons: sum.tons })),
      ),
    ]),
  );
}

export async function loadPileInventory(db: Executor, pileId: string): Promise<InventoryEntry[]> {
  return (await loadInventories(db, [pileId])).get(pileId) ?? [];
}
