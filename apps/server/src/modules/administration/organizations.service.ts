// Organizations: the company's units that own projects. Created by operators on the command line
// (npm run organizations -- add "Name"), read by the create-project form.
import { asc } from 'drizzle-orm';
import type { Organization } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';

export async function listOrganizations(db: Executor): Promise<Organization[]> {
  const rows = await db.select().from(organizations).orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map((row) => ({ organizationId: row.id, name: row.name }));
}

export async function createOrganization(db: Executor, name: string): Promise<Organization> {
  const [row] = await db.insert(organizations).values({ name }).returning();
  return { organizationId: row!.id, name: row!.name };
}
