// Demo seed: a limed installation in grid field C4/02 of "Gewerbepark Nord" with material of the
// delivering demo order B-2026-001, its protocol PDF and history. Runs after the orders seeder;
// does nothing when the project or the order is missing.
import { and, eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import type { DemoSeeder } from '../../db/seed.js';
import {
  historyEvents,
  mountingDocumentationOrders,
  mountingDocumentations,
  orders,
  projects,
  users,
} from '../../db/schema/index.js';
import { storeMountingProtocol } from './mounting-protocol.js';

const daysAgo = (days: number, hour = 12) => {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};
const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);

export const mountingDocumentationDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.number, '2026-014'));
  const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'projektleiter@demo.example'));
  if (!project || !manager) return;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.projectId, project.id), eq(orders.orderNumber, 'B-2026-001')));
  if (!order) return;
  const [documentation] = await tx
    .insert(mountingDocumentations)
    .values({
      projectId: project.id,
      gridField: 'C4/02',
      mountingDate: day(13),
      fillingHeightInMeters: '23.850',
      isLimed: true,
      limeAmountPerSquareMeterInKilograms: '12.5',
      dateOfLiming: day(13),
      dateOfSecondCompaction: day(12),
      dateOfSecondStabilization: day(11),
      limeAmountPerSquareMeterOfSecondStabilizationInKilograms: '6',
      createdAt: daysAgo(13, 15),
      createdBy: manager.id,
    })
    .returning({ id: mountingDocumentations.id });
  await tx
    .insert(mountingDocumentationOrders)
    .values({ mountingDocumentationId: documentation!.id, orderId: order.id, position: 0 });
  await storeMountingProtocol(
    tx,
    app.storage,
    { written: () => undefined, replaced: () => undefined },
    documentation!.id,
    manager.id,
  );
  await tx.insert(historyEvents).values({
    projectId: project.id,
    type: historyEventTypes.mountingDocumentationCreated,
    variables: { mountingDocumentationId: documentation!.id, gridField: 'C4/02' },
    originatorId: manager.id,
    occurredAt: daysAgo(13, 15),
  });
};
