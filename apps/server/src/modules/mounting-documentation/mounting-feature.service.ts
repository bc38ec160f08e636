// Soil-installation feature settings (spec part 3 §2 "Feature settings", §5): the first save
// activates the feature (adds it to projects.enabled_features), later saves update the settings.
import { eq } from 'drizzle-orm';
import { can, decimalToNumber, type MountingFeatureSettings, type MountingFeatureView } from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { mountingFeatureSettings, projects } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { saveFeatureSettings } from '../../lib/feature-activation.js';
import { checkRule, momentOf, type ProjectAccess } from '../../platform/access/index.js';

export const MOUNTING_FEATURE = 'mounting-documentation' as const;
const FEATURE_LABEL = 'Bodeneinbau-Dokumentationen';
export const projectDataIncompleteMessage =
  'Die Projektdaten sind noch nicht vollständig. Bitte vervollständigen Sie zuerst die Projekteinstellungen.';

/** The settings as saved now (the caller has checked `manageProjectFeatures`). */
export async function readMountingFeature(db: Executor, projectId: string): Promise<MountingFeatureView> {
  const [row] = await db.select().from(mountingFeatureSettings).where(eq(mountingFeatureSettings.projectId, projectId));
  const [project] = await db
    .select({ enabledFeatures: projects.enabledFeatures })
    .from(projects)
    .where(eq(projects.id, projectId));
  return {
    projectId,
    isActivated: row !== undefined && (project?.enabledFeatures.includes(MOUNTING_FEATURE) ?? false),
    mountingMethods: row?.mountingMethods ?? [],
    groundwaterCoverLayerSoilType: row?.groundwaterCoverLayerSoilType ?? null,
    groundwaterCoverLayerThicknessInMeter: row ? decimalToNumber(row.groundwaterCoverLayerThicknessInMeter) : null,
    highestExpectedGroundwaterLevelInMeter: decimalToNumber(row?.highestExpectedGroundwaterLevelInMeter ?? null),
    waterProtectionArea: row?.waterProtectionArea ?? null,
  };
}

/** The page is usable only with complete project data (spec part 3 §2): 403 with a clear message. */
function requireConfigurable(access: ProjectAccess) {
  checkRule(access, 'manageProjectFeatures');
  if (!can('configureMountingDocumentationFeature', access)) throw forbidden(projectDataIncompleteMessage);
}

/** Saves the settings; returns whether this save activated the feature. */
export async function saveMountingFeature(
  db: Database,
  access: ProjectAccess,
  settings: MountingFeatureSettings,
): Promise<{ activated: boolean }> {
  requireConfigurable(access);
  const { projectId } = access;
  const values = {
    mountingMethods: settings.mountingMethods,
    groundwaterCoverLayerSoilType: settings.groundwaterCoverLayerSoilType,
    groundwaterCoverLayerThicknessInMeter: String(settings.groundwaterCoverLayerThicknessInMeter),
    highestExpectedGroundwaterLevelInMeter:
      settings.highestExpectedGroundwaterLevelInMeter == null
        ? null
        : String(settings.highestExpectedGroundwaterLevelInMeter),
    waterProtectionArea: settings.waterProtectionArea ?? null,
  };
  return db.transaction((tx) =>
    saveFeatureSettings(tx, access, { feature: MOUNTING_FEATURE, featureLabel: FEATURE_LABEL }, async () => {
      await tx
        .insert(mountingFeatureSettings)
        .values({ projectId, ...values, createdAt: access.at, createdBy: access.user.id })
        .onConflictDoUpdate({
          target: mountingFeatureSettings.projectId,
          set: { ...values, updatedAt: momentOf(access), updatedBy: access.user.id },
        });
    }),
  );
}
