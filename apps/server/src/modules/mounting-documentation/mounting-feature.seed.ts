// Demo seed: the soil-installation feature in "Gewerbepark Nord" (2026-014) with realistic
// settings, activated 30 days ago by the project manager through the same service as the API
// (decision 0226). Runs after the project seeder; does nothing when the project is missing.
import { eq } from 'drizzle-orm';
import { mountingFeatureSettingsSchema } from '@baustellendoku/domain';
import { actingAt, daysAgo, demoMemberAccess, servicesDb, withProjectFacts } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { projects, users } from '../../db/schema/index.js';
import { saveMountingFeature } from './mounting-feature.service.js';

export const mountingFeatureDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select().from(projects).where(eq(projects.number, '2026-014'));
  const [manager] = await tx.select().from(users).where(eq(users.email, 'projektleiter@demo.example'));
  if (!project || !manager) return;
  const member = demoMemberAccess(manager, project.id, 'project_manager', project.enabledFeatures);
  await saveMountingFeature(
    servicesDb(tx),
    actingAt(await withProjectFacts(app, tx, member), daysAgo(30, 9)),
    mountingFeatureSettingsSchema.parse({
      mountingMethods: ['ew_7', 'ew_8', 'ew_4'],
      groundwaterCoverLayerSoilType: 'guenstig_sand',
      groundwaterCoverLayerThicknessInMeter: 2.1,
      highestExpectedGroundwaterLevelInMeter: 21.4,
      waterProtectionArea: 'wsg_iii_b',
    }),
  );
};
