// The data versions the answer cache keys on (plugins/answer-cache.ts): every project's and the
// global one, as one string that changes whenever any of them is raised.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../db/select-rows.js';

export async function dataVersions(app: FastifyInstance): Promise<string> {
  const [row] = await selectRows<{ versions: string }>(
    app.db,
    sql`select (select coalesce(sum(data_version), 0) from projects)::text || '/' ||
      coalesce((select version from global_data_version where id = 1), 0)::text as versions`,
  );
  return row!.versions;
}
