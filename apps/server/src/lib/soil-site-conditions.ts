// The soil-installation site of a project (Einbauweisen and site conditions of the feature
// settings), read by the admissibility verdicts, the EBV documents and the § 22 notice task.
import { eq } from 'drizzle-orm';
import { decimalToNumber, type SiteConditions } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { mountingFeatureSettings } from '../db/schema/index.js';

export type ProjectSite = { mountingMethods: string[]; site: SiteConditions };

export async function loadProjectSite(db: Executor, projectId: string): Promise<ProjectSite> {
  const [row] = await db.select().from(mountingFeatureSettings).where(eq(mountingFeatureSettings.projectId, projectId));
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
