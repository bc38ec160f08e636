// Demo seed: a limed installation in grid field C4/02 of "Gewerbepark Nord" with material of the
// delivering demo order B-2026-001, recorded 13 days ago through the same service as the API
// (protocol PDF and history are real; decision 0226). Runs after the orders seeder; does nothing
// when the project or the order is missing.
import { and, eq } from 'drizzle-orm';
import { mountingDocumentationFieldsSchema } from '@baustellendoku/domain';
import { actingAt, dayAgo, daysAgo, demoMemberAccess, servicesDb, withProjectFacts } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { orders, projects, users } from '../../db/schema/index.js';
import { createMountingDocumentation } from './mounting-documentation.service.js';

export const mountingDocumentationDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select().from(projects).where(eq(projects.number, '2026-014'));
  const [manager] = await tx.select().from(users).where(eq(users.email, 'projektleiter@demo.example'));
  if (!project || !manager) return;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.projectId, project.id), eq(orders.orderNumber, 'B-2026-001')));
  if (!order) return;
  const member = demoMemberAccess(manager, project.id, 'project_manager', project.enabledFeatures);
  const access = await withProjectFacts(app, tx, member);
  await createMountingDocumentation(
    servicesDb(tx),
    app.storage,
    actingAt(access, daysAgo(13, 15)),
    mountingDocumentationFieldsSchema.parse({
      gridField: 'C4/02',
      orders: [order.id],
      mountingDate: dayAgo(13),
      fillingHeightInMeters: 23.85,
      limingInformation: {
        limeAmountPerSquareMeterInKilograms: 12.5,
        dateOfLiming: dayAgo(13),
        dateOfSecondCompaction: dayAgo(12),
        dateOfSecondStabilization: dayAgo(11),
        limeAmountPerSquareMeterOfSecondStabilizationInKilograms: 6,
      },
    }),
  );
};
