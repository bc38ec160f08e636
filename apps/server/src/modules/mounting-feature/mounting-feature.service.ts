// Soil-installation feature settings (spec part 3 §2 "Feature settings", §5): the first save
// activates the feature (adds it to projects.enabled_features), later saves update the settings.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can, decimalToNumber, historyEventTypes, type MountingFeatureSettings } from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { mountingFeatureSettings, projects } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { authorize, loadProjectAccess, type ProjectAccess } from '../../plugins/authorize.js';
import { recordHistory } from '../history/history.service.js';

export const MOUNTING_FEATURE = 'mounting-documentation' as const;
const FEATURE_LABEL = 'Bodeneinbau-Dokumentationen';
export const projectDataIncompleteMessage =
  'Die Projektdaten sind noch nicht vollständig. Bitte vervollständigen Sie zuerst die Projekteinstellungen.';

export type MountingFeatureView = {
  projectId: string;
  /** false until the first save; the web shows "activate" then, "edit" afterwards (decision 0150). */
  isActivated: boolean;
  mountingMethods: string[];
  groundwaterCoverLayerSoilType: string | null;
  groundwaterCoverLayerThicknessInMeter: number | null;
  highestExpectedGroundwaterLevelInMeter: number | null;
  waterProtectionArea: string | null;
};

export async function readMountingFeature(
  db: Executor,
  request: FastifyRequest,
  projectId: string,
): Promise<MountingFeatureView> {
  const access = await loadProjectAccess(db, request, projectId);
  authorize(access, 'manageProjectFeatures');
  const [row] = await db.select().from(mountingFeatureSettings).where(eq(mountingFeatureSettings.projectId, projectId));
  return {
    projectId,
    isActivated: row !== undefined && access.project.enabledFeatures.includes(MOUNTING_FEATURE),
    mountingMethods: row?.mountingMethods ?? [],
    groundwaterCoverLayerSoilType: row?.groundwaterCoverLayerSoilType ?? null,
    groundwaterCoverLayerThicknessInMeter: row ? decimalToNumber(row.groundwaterCoverLayerThicknessInMeter) : null,
    highestExpectedGroundwaterLevelInMeter: decimalToNumber(row?.highestExpectedGroundwaterLevelInMeter ?? null),
    waterProtectionArea: row?.waterProtectionArea ?? null,
  };
}

/** The page is usable only with complete project data (spec part 3 §2): 403 with a clear message. */
function requireConfigurable(access: ProjectAccess) {
  authorize(access, 'manageProjectFeatures');
  if (!can('configureMountingDocumentationFeature', access)) throw forbidden(projectDataIncompleteMessage);
}

/** Saves the settings; returns whether this save activated the feature. */
export async function saveMountingFeature(
  db: Database,
  request: FastifyRequest,
  projectId: string,
  settings: MountingFeatureSettings,
): Promise<{ activated: boolean }> {
  return db.transaction(async (tx) => {
    // Lock the project so two first saves cannot both count as the activation.
    const [project] = await tx
      .select({ enabledFeatures: projects.enabledFeatures })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!project) throw notFound();
    const access = await loadProjectAccess(tx, request, projectId);
    requireConfigurable(access);
    const activated = !project.enabledFeatures.includes(MOUNTING_FEATURE);
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
    await tx
      .insert(mountingFeatureSettings)
      .values({ projectId, ...values, createdBy: access.user.id })
      .onConflictDoUpdate({
        target: mountingFeatureSettings.projectId,
        set: { ...values, updatedAt: new Date(), updatedBy: access.user.id },
      });
    if (activated) {
      await tx
        .update(projects)
        .set({ enabledFeatures: [...project.enabledFeatures, MOUNTING_FEATURE] })
        .where(eq(projects.id, projectId));
    }
    await recordHistory(tx, {
      projectId,
      type: activated ? historyEventTypes.featureActivated : historyEventTypes.featureUpdated,
      variables: { feature: MOUNTING_FEATURE, featureLabel: FEATURE_LABEL },
      originatorId: access.user.id,
    });
    return { activated };
  });
}
