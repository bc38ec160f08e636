// The app's PostgreSQL connections plan for data on SSD or in memory (decision 0460).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { createPostgresTestDatabase } from '../test/test-app.js';

describe.runIf(inject('postgresUrl'))('planner settings of the pooled connections', () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('prices an index lookup for a fast disk on every connection (random_page_cost 1.1)', async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    handle = await openDatabase({ databaseUrl: database.url });
    const db = handle.db;
    // Several at once: each statement may get a connection of its own.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.execute<{ value: string }>(sql`select current_setting('random_page_cost') as value`),
      ),
    );
    expect(settings.map((result) => (result as unknown as { rows: { value: string }[] }).rows[0])).toEqual(
      Array(4).fill({ value: '1.1' }),
    );
  });
});
