// Demo data on the first start of an empty database (SEED_DEMO=auto). Each area contributes a
// seeder in its own module (e.g. modules/auth/auth.seed.ts) and is listed here in order; all run
// in one transaction, and only when no user exists yet.
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from './client.js';
import { users } from './schema/index.js';
import { authDemoSeeder } from '../modules/auth/auth.seed.js';
import { organizationsDemoSeeder } from '../modules/administration/organizations.seed.js';
import { machinesDemoSeeder } from '../modules/machines/machines.seed.js';
import { devicesDemoSeeder } from '../modules/devices/devices.seed.js';
import { projectsDemoSeeder } from '../modules/projects/projects.seed.js';
import { mountingFeatureDemoSeeder } from '../modules/mounting-documentation/mounting-feature.seed.js';
import { ordersDemoSeeder } from '../modules/orders/orders.seed.js';
import { mountingDocumentationDemoSeeder } from '../modules/mounting-documentation/mounting-documentation.seed.js';
import { dynamicLoadDemoSeeder } from '../modules/load-tests/dynamic/dynamic-load.seed.js';
import { staticLoadDemoSeeder } from '../modules/load-tests/static/static-load.seed.js';
import { ebvDemoSeeder } from '../modules/ebv/ebv.seed.js';
import { ebvProcessingDemoSeeder } from '../modules/ebv/processing.seed.js';

export type DemoSeedContext = {
  tx: Transaction;
  app: FastifyInstance;
  /** Shared between seeders: e.g. demo users by e-mail, the demo project id. */
  state: Map<string, unknown>;
};
export type DemoSeeder = (context: DemoSeedContext) => Promise<void>;

// The plate load tests stay last: they need the demo project and users (and the soil feature).
const seeders: DemoSeeder[] = [
  authDemoSeeder,
  organizationsDemoSeeder,
  machinesDemoSeeder,
  devicesDemoSeeder,
  projectsDemoSeeder,
  mountingFeatureDemoSeeder,
  ordersDemoSeeder,
  mountingDocumentationDemoSeeder,
  dynamicLoadDemoSeeder,
  staticLoadDemoSeeder,
  ebvDemoSeeder,
  ebvProcessingDemoSeeder,
];

// Several instances started at once on one empty database must seed it once (decision 0410).
const SEED_LOCK = 727_002;

export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const [row] = await app.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return;
  const seeded = await app.db.transaction(async (tx) => {
    // The second instance waits here, then finds the users of the first and leaves.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await tx.select({ value: count() }).from(users);
    if ((again?.value ?? 0) > 0) return false;
    const state = new Map<string, unknown>();
    for (const seeder of seeders) await seeder({ tx, app, state });
    return true;
  });
  if (seeded) app.log.info('Demo-Daten angelegt');
}
