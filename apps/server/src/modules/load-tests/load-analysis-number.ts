// Consecutive test numbers per project and kind (dynamic, static). The counter row is upserted in
// the creating transaction: PostgreSQL makes concurrent creators wait on that row, so two tests
// never share a number, and a rolled-back creation leaves no gap (decision 0160). The unique
// constraint (project_id, number) on the analyses is the last line of defence.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loadAnalysisCounters, type LoadAnalysisKind } from '../../db/schema/index.js';

export async function nextLoadAnalysisNumber(tx: Executor, projectId: string, kind: LoadAnalysisKind): Promise<number> {
  const [row] = await tx
    .insert(loadAnalysisCounters)
    .values({ projectId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [loadAnalysisCounters.projectId, loadAnalysisCounters.kind],
      set: { lastNumber: sql`${loadAnalysisCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: loadAnalysisCounters.lastNumber });
  return row!.lastNumber;
}

/** Decimal input → numeric column text. JS prints the shortest exact form ("48.7", "1e-7"). */
export const toNumeric = (value: number): string => String(value);
export const toNumericOrNull = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
/** Coordinates keep 6 decimals (numeric(9,6)); the web sends them rounded so (spec part 3 §5). */
export const toCoordinate = (value: number): string => value.toFixed(6);
