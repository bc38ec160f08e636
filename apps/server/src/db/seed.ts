// Demo data on the first start of an empty database (SEED_DEMO=auto). Each area contributes a
// seeder in its own module (e.g. modules/auth/auth.seed.ts) and is listed here in order; all run
// in one transaction, and only when no user exists yet.
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from './client.js';
import { users } from './schema/index.js';
import { authDemoSeeder } from '../modules/auth/auth.seed.js';
import { organizationsDemoSeeder } from '../modules/organizations/organizations.seed.js';
import { machinesDemoSeeder } from '../modules/machines/machines.seed.js';
import { projectsDemoSeeder } from '../modules/projects/projects.seed.js';
import { mountingFeatureDemoSeeder } from '../modules/mounting-feature/mounting-feature.seed.js';
import { ordersDemoSeeder } from '../modules/orders/orders.seed.js';
import { mountingDocumentationDemoSeeder } from '../modules/mounting-documentation/mounting-documentation.seed.js';
import { dynamicLoadDemoSeeder } from '../modules/dynamic-load/dynamic-load.seed.js';
import { staticLoadDemoSeeder } from '../modules/static-load/static-load.seed.js';
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
  projectsDemoSeeder,
  mountingFeatureDemoSeeder,
  ordersDemoSeeder,
  mountingDocumentationDemoSeeder,
  dynamicLoadDemoSeeder,
  staticLoadDemoSeeder,
  ebvDemoSeeder,
  ebvProcessingDemoSeeder,
];

export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const [row] = await app.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return;
  await app.db.transaction(async (tx) => {
    const state = new Map<string, unknown>();
    for (const seeder of seeders) await seeder({ tx, app, state });
  });
  app.log.info('Demo-Daten angelegt');
}
