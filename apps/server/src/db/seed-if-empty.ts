// Start-up seeding (SEED_DEMO=auto): the demo seeders pull in PDF rendering (pdfkit, ~25 MB
// resident) for their demo documents, so they are imported only when the database is still empty,
// not on every start of a server that already has data.
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from './schema/index.js';

export async function seedDemoDataIfEmpty(app: FastifyInstance): Promise<void> {
  const [row] = await app.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return;
  const { seedDemoData } = await import('./seed.js');
  await seedDemoData(app);
}
