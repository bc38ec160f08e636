// Start-up seeding: the demo data goes into an empty database once; a database with users is left alone.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { createTestApp, createUser, type TestApp } from '../test/test-app.js';
import { projects, users } from './schema/index.js';
import { openDatabase } from './client.js';
import { seedDemoDataIfEmpty } from './seed-if-empty.js';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

/** The connection string of a test app's PostgreSQL database . */
async function databaseUrlOf(testApp: TestApp): Promise<string> {
  const result = (await testApp.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  const [row] = result.rows;
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${row!.name}`;
  return url.toString();
}

const userCount = async (testApp: TestApp) => (await testApp.db.select({ value: count() }).from(users))[0]!.value;

describe('seedDemoDataIfEmpty', () => {
  it('seeds the demo accounts into an empty database, and only once', async () => {
    app = await createTestApp();
    await seedDemoDataIfEmpty(app);
    const seeded = await userCount(app);
    expect(seeded).toBeGreaterThanOrEqual(7);
    await seedDemoDataIfEmpty(app);
    expect(await userCount(app)).toBe(seeded);
    // The whole demo (every area, its PDFs) is written through the services: 20–40 s on a busy 2-core machine.
  }, 120_000);

  it('seeds once when two instances start at the same moment on one empty database', async () => {
    app = await createTestApp();
    // A second app on the same database (its own pool on PostgreSQL, the same PGlite otherwise).
    const { database } = app;
    const second = await createTestApp({
      database:
        database.kind === 'postgres'
          ? await openDatabase({ databaseUrl: await databaseUrlOf(app) })
          : { ...database, close: async () => undefined },
    });
    try {
      // Both see an empty database before either has written anything.
      await Promise.all([seedDemoDataIfEmpty(app), seedDemoDataIfEmpty(second)]);
      const emails = (await app.db.select({ email: users.email }).from(users)).map((row) => row.email);
      expect(new Set(emails).size).toBe(emails.length);
      expect(emails).toContain('projektleiter@demo.example');
      expect(await app.db.select({ value: count() }).from(projects)).toEqual([{ value: 2 }]);
    } finally {
      await second.cleanup();
    }
  }, 180_000);

  it('leaves a database that already has users untouched', async () => {
    app = await createTestApp();
    await createUser(app, { isAdmin: true });
    await seedDemoDataIfEmpty(app);
    expect(await userCount(app)).toBe(1);
  });
});
