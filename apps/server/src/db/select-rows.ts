// Hand-written SELECTs (grouped sums, unions) that the query builder cannot express cleanly. Both
// drivers answer `execute` with `{ rows }`; column aliases give the row keys. Cast numeric sums to
// text in the SQL (exact decimals), counts to int.
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
