// Saving a project feature's settings (spec part 1 §4 "Feature per project"): the first save
// activates the feature (adds it to projects.enabled_features), later saves update the settings;
// either way one history entry. The project row is locked so two first saves cannot both count
// as the activation.
import { eq } from 'drizzle-orm';
import { historyEventTypes, type Feature } from '@baustellendoku/domain';
import type { Transaction } from '../db/client.js';
import { projects } from '../db/schema/index.js';
import { recordHistory } from '../modules/history/index.js';
import type { ProjectAccess } from '../platform/access/index.js';
import { notFound } from './errors.js';

export async function saveFeatureSettings(
  tx: Transaction,
  access: ProjectAccess,
  save: { feature: Feature; featureLabel: string },
  writeSettings: () => Promise<void>,
): Promise<{ activated: boolean }> {
  const { projectId } = access;
  const [project] = await tx
    .select({ enabledFeatures: projects.enabledFeatures })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!project) throw notFound();
  await writeSettings();
  const activated = !project.enabledFeatures.includes(save.feature);
  if (activated) {
    await tx
      .update(projects)
      .set({ enabledFeatures: [...project.enabledFeatures, save.feature] })
      .where(eq(projects.id, projectId));
  }
  await recordHistory(tx, {
    projectId,
    type: activated ? historyEventTypes.featureActivated : historyEventTypes.featureUpdated,
    variables: { feature: save.feature, featureLabel: save.featureLabel },
    originatorId: access.user.id,
    occurredAt: access.at,
  });
  return { activated };
}
