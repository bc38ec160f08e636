// Start-up seeding: the demo data goes into an empty database once; a database with users is left alone.
import { afterEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, createUser, type TestApp } from '../test/test-app.js';
import { users } from './schema/index.js';
import { seedDemoDataIfEmpty } from './seed-if-empty.js';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

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

  it('leaves a database that already has users untouched', async () => {
    app = await createTestApp();
    await createUser(app, { isAdmin: true });
    await seedDemoDataIfEmpty(app);
    expect(await userCount(app)).toBe(1);
  });
});
