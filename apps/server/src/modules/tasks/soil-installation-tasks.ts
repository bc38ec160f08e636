// Open tasks of soil installation (issue "Built for the site"): the appraiser sees how many orders
// wait for the check and approval, the foreman a shortcut to record a delivery on the orders that
// accept deliveries (one order: straight to its delivery form). The states come from the order
// moves the rule table reads. Computed only while the feature is on.
import { eq, inArray, sql } from 'drizzle-orm';
import { orderMoves } from '@baustellendoku/domain';
import { prepared } from '../../db/prepared.js';
import { orders } from '../../db/schema/index.js';
import { anyTaskFor } from './task-filter.js';
import type { TaskCandidate, TaskProvider } from './task-providers.js';

export const soilInstallationTasks: TaskProvider = async ({ db, projectId, project, roles }) => {
  if (!project.enabledFeatures.includes('mounting-documentation')) return [];
  if (!anyTaskFor(['order-approve', 'order-create_delivery'], roles)) return [];
  const approvable = inArray(orders.status, [...orderMoves.approve.from]);
  const deliverable = inArray(orders.status, [...orderMoves.createDelivery.from]);
  const [counts] = (await prepared(db, 'order_task_counts', (db) =>
    db
      .select({
        toApprove: sql<number>`count(*) filter (where ${approvable})::int`,
        toDeliver: sql<number>`count(*) filter (where ${deliverable})::int`,
        someDeliverable: sql<string | null>`min(${orders.id}::text) filter (where ${deliverable})`,
      })
      .from(orders)
      .where(eq(orders.projectId, sql.placeholder('projectId'))),
  ).execute({ projectId })) as { toApprove: number; toDeliver: number; someDeliverable: string | null }[];
  const tasks: TaskCandidate[] = [];
  if (counts && counts.toApprove > 0) tasks.push({ type: 'order-approve', count: counts.toApprove });
  if (counts && counts.toDeliver > 0)
    tasks.push({
      type: 'order-create_delivery',
      count: counts.toDeliver,
      variables: counts.toDeliver === 1 && counts.someDeliverable ? { orderId: counts.someDeliverable } : {},
    });
  return tasks;
};
