// The project facts every recycled-material document prints (the Baumaßnahme block).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { siteAddressOf, type ProjectSiteData } from '../../documents/ebv-document-parts.js';
import { notFound } from '../../lib/errors.js';

export async function loadProjectSite(
  db: Executor,
  projectId: string,
): Promise<ProjectSiteData & { layoutPlanFileIds: string[] }> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) throw notFound();
  return {
    name: row.name,
    number: row.number,
    client: row.client,
    siteAddress: siteAddressOf(row),
    startDate: row.startDate,
    layoutPlanFileIds: row.layoutPlanFileIds,
  };
}
