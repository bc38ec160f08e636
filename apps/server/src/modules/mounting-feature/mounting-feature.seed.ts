// Demo seed: the soil-installation feature in "Gewerbepark Nord" (2026-014) with realistic
// settings. Runs after the project seeder; does nothing when the project is missing.
import { eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import type { DemoSeeder } from '../../db/seed.js';
import { historyEvents, mountingFeatureSettings, projects, users } from '../../db/schema/index.js';
import { MOUNTING_FEATURE } from './mounting-feature.service.js';

export const mountingFeatureDemoSeeder: DemoSeeder = async ({ tx }) => {
  const [project] = await tx
    .select({ id: projects.id, enabledFeatures: projects.enabledFeatures })
    .from(projects)
    .where(eq(projects.number, '2026-014'));
  const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'projektleiter@demo.example'));
  if (!project || !manager) return;
  const activatedAt = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  await tx.insert(mountingFeatureSettings).values({
    projectId: project.id,
    mountingMethods: ['ew_7', 'ew_8', 'ew_4'],
    groundwaterCoverLayerSoilType: 'guenstig_sand',
    groundwaterCoverLayerThicknessInMeter: '2.1',
    highestExpectedGroundwaterLevelInMeter: '21.4',
    waterProtectionArea: 'wsg_iii_b',
    createdBy: manager.id,
    createdAt: activatedAt,
  });
  if (!project.enabledFeatures.includes(MOUNTING_FEATURE)) {
    await tx
      .update(projects)
      .set({ enabledFeatures: [...project.enabledFeatures, MOUNTING_FEATURE] })
      .where(eq(projects.id, project.id));
  }
  await tx.insert(historyEvents).values({
    projectId: project.id,
    type: historyEventTypes.featureActivated,
    variables: { feature: MOUNTING_FEATURE, featureLabel: 'Bodeneinbau-Dokumentationen' },
    originatorId: manager.id,
    occurredAt: activatedAt,
  });
};
