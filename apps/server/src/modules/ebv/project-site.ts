// The project facts every recycled-material document prints (the Baumaßnahme block).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { siteAddressOf, type ProjectSiteData } from '../../documents/ebv-document-parts.js';
import { notFound } from '../../lib/errors.js';

/** The site address in its parts (the UBL delivery note writes them as a postal address). */
export type ProjectAddress = { street: string; houseNumber: string; postalCode: string; city: string };

export async function loadProjectSite(
  db: Executor,
  projectId: string,
): Promise<ProjectSiteData & { address: ProjectAddress | null; layoutPlanFileIds: string[] }> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) throw notFound();
  return {
    name: row.name,
    number: row.number,
    client: row.client,
    siteAddress: siteAddressOf(row),
    address: siteAddressOf(row)
      ? {
          street: row.street ?? '',
          houseNumber: row.houseNumber ?? '',
          postalCode: row.postalCode ?? '',
          city: row.city ?? '',
        }
      : null,
    startDate: row.startDate,
    layoutPlanFileIds: row.layoutPlanFileIds,
  };
}
