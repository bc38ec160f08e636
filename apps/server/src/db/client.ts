// The database: embedded PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL otherwise.
// Both are driven through the same Drizzle API; only SQL that PostgreSQL 15 and PGlite (18) accept.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services take `Database | Transaction` as `Executor`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

// numeric columns come back as strings from both drivers; keep them so (exact decimals).

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** PGlite data lives in `<dataDir>/pglite`; without a dataDir the database is in memory. */
  dataDir?: string | undefined;
  /** Tests: a PGlite data-dir dump to start from (in memory). */
  loadDataDir?: Blob | undefined;
  /** Tests: an already created PGlite instance. */
  pglite?: PGlite | undefined;
  /** Told when a pooled connection breaks outside a query (e.g. PostgreSQL restarts); the pool replaces it. */
  onConnectionError?: ((error: Error) => void) | undefined;
}): Promise<DatabaseHandle> {
  // Only the driver in use is imported (decision 0210): pg is ~14 MB resident, PGlite's module ~5 MB.
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // Outages (decision 0410): a connection that cannot be made, or a free one not handed out, within
    // 10 s fails the request (503) instead of letting it hang (a refused connection fails at once);
    // TCP keep-alive notices a vanished server.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      // Plans for data on SSD or in memory (decision 0460): PostgreSQL's default of 4 prices an
      // index lookup as if read from a spinning disk, so the session statement of every request
      // seq-scanned users and projects (0.10 ms) instead of making three index lookups (0.04 ms).
      // Set per connection before it is handed out; a failure fails that connection.
      onConnect: async (client) => {
        await client.query('set random_page_cost = 1.1');
      },
    });
    // A connection closed by the server (restart) outside a running query emits 'error': on the pool
    // when idle, on the client when checked out (a transaction between two statements). Without
    // these listeners the process would crash; the transaction's next statement fails instead (503).
    const onError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir && !options.loadDataDir ? path.join(options.dataDir, 'pglite') : undefined;
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => pglite.close() };
}
