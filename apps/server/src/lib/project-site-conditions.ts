// The site data the compliance assistant judges with (EBV Anlage 2, decision 0260): the project's
// Einbauweisen and cover layer from the soil-installation settings. Read by the admissibility of
// orders and of recycled-material batches alike.
import { eq, sql } from 'drizzle-orm';
import { decimalToNumber, type SiteConditions } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { mountingFeatureSettings } from '../db/schema/index.js';

export type ProjectSite = { mountingMethods: string[]; site: SiteConditions };

export async function loadProjectSite(db: Executor, projectId: string): Promise<ProjectSite> {
  // Prepared (decision 0766): the tasks, the admissibility overview and a batch read it on every visit.
  const [row] = (await prepared(db, 'project_site', (db) =>
    db
      .select()
      .from(mountingFeatureSettings)
      .where(eq(mountingFeatureSettings.projectId, sql.placeholder('projectId'))),
  ).execute({ projectId })) as (typeof mountingFeatureSettings.$inferSelect)[];
  return {
    mountingMethods: row?.mountingMethods ?? [],
    site: {
      groundwaterCoverLayerSoilType: row?.groundwaterCoverLayerSoilType ?? null,
      groundwaterCoverLayerThicknessInMeter: decimalToNumber(row?.groundwaterCoverLayerThicknessInMeter ?? null),
      highestExpectedGroundwaterLevelInMeter: decimalToNumber(row?.highestExpectedGroundwaterLevelInMeter ?? null),
      waterProtectionArea: row?.waterProtectionArea ?? null,
    },
  };
}
