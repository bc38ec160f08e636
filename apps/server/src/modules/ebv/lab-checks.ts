// The pile's earlier lab checks (§ 10 (3), decision 0282): the analytics of the pile's other
// batches in the order they were recorded, newest last. A recorded analytic without lab values
// ends the run — the series counts consecutive checks only, and that one cannot be read.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { MAX_SERIES, type MaterialClassRequest } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { batchAnalytics, breakingBatches } from '../../db/schema/index.js';

export type LabCheck = { batchNumber: number; sample: MaterialClassRequest['samples'][number] };

/** At most the four checks before a new analytic of `batchId` (its own previous analytic is replaced). */
export async function earlierLabChecks(db: Executor, wreckingPileId: string, batchId: string): Promise<LabCheck[]> {
  const rows = (await prepared(db, 'earlier_lab_checks', (db) =>
    db
      .select({ number: breakingBatches.number, request: batchAnalytics.labRequest })
      .from(batchAnalytics)
      .innerJoin(breakingBatches, eq(breakingBatches.id, batchAnalytics.batchId))
      .where(
        and(
          eq(breakingBatches.wreckingPileId, sql.placeholder('wreckingPileId')),
          ne(breakingBatches.id, sql.placeholder('batchId')),
        ),
      )
      .orderBy(asc(batchAnalytics.createdAt), asc(breakingBatches.number)),
  ).execute({ wreckingPileId, batchId })) as { number: number; request: MaterialClassRequest | null }[];
  const checks: LabCheck[] = [];
  for (const row of rows.reverse()) {
    const own = row.request?.samples.at(-1);
    if (!own || checks.length === MAX_SERIES - 1) break;
    checks.unshift({ batchNumber: row.number, sample: own });
  }
  return checks;
}
