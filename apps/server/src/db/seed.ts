// Demo data on the first start of an empty database (SEED_DEMO=auto). Areas add their demo content here.
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from './schema/index.js';

export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const [row] = await app.db.select({ value: count() }).from(organizations);
  if ((row?.value ?? 0) > 0) return;
  await app.db.transaction(async (tx) => {
    await tx.insert(organizations).values([{ name: 'Muster Bau GmbH – Niederlassung Nord' }, { name: 'Muster Bau GmbH – Niederlassung Süd' }]);
  });
  app.log.info('Demo-Daten angelegt');
}
