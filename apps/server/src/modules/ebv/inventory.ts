// Inventory of piles (workflows.md "Inventory and delivery notes"): completed batches (by their
// analytic's class and soil group) minus delivery notes. PostgreSQL sums the tons per pile and
// stock key in numeric (exact), so no list loads its batches; the domain's `pileInventory` makes
// the entries from those sums (the same function the screens and unit tests use).
// processing-sums.test.ts proves the result equals `pileInventory` on the raw rows.
import { sql, type SQL } from 'drizzle-orm';
import { pileInventory, type InventoryEntry, type InventoryKey } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';

export type StockSum = InventoryKey & { source: 'batch' | 'note'; tons: string };

/**
 * The stock sums of one pile — `pileId` is a column of the outer query — as a JSON array: its
 * completed batches by their analytic's class and soil group, its delivery notes by theirs.
 */
export const stockSumsOf = (pileId: SQL) =>
  sql`(select coalesce(json_agg(sums), '[]') from (
      select 'batch' as source, analytic.grain_size_and_quality as "grainSizeAndQuality",
        analytic.soil_group as "soilGroup", sum(batch.amount_in_tons)::text as tons
      from breaking_batches batch join batch_analytics analytic on analytic.batch_id = batch.id
      where batch.wrecking_pile_id = ${pileId} and batch.analytic_status = 'completed'
      group by analytic.grain_size_and_quality, analytic.soil_group
      union all
      select 'note', note.grain_size_and_quality, note.soil_group, sum(note.quantity_in_tons)::text
      from delivery_notes note where note.wrecking_pile_id = ${pileId}
      group by note.grain_size_and_quality, note.soil_group) sums)`;

/** The inventory entries from a pile's stock sums. */
export const inventoryOf = (sums: readonly StockSum[]): InventoryEntry[] =>
  pileInventory(
    sums.filter((sum) => sum.source === 'batch').map((sum) => ({ ...sum, amountInTons: sum.tons })),
    sums.filter((sum) => sum.source === 'note').map((sum) => ({ ...sum, quantityInTons: sum.tons })),
  );

/** Inventory per pile id for the given piles, from one query. */
export async function loadInventories(
  db: Executor,
  pileIds: readonly string[],
): Promise<Map<string, InventoryEntry[]>> {
  if (pileIds.length === 0) return new Map();
  // Prepared (decision 0766): the inventory and a pile's stock read it on every visit.
  const rows = (await prepared(db, 'pile_stock_sums', (db) =>
    db
      .select({ pileId: sql`pile.id`, sums: stockSumsOf(sql`pile.id`) })
      .from(sql`wrecking_piles pile`)
      .where(sql`pile.id = any(${sql.placeholder('pileIds')})`),
  ).execute({ pileIds })) as { pileId: string; sums: StockSum[] }[];
  return new Map(rows.map((row) => [row.pileId, inventoryOf(row.sums)]));
}

export async function loadPileInventory(db: Executor, pileId: string): Promise<InventoryEntry[]> {
  return (await loadInventories(db, [pileId])).get(pileId) ?? [];
}
