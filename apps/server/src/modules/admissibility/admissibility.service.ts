// Verdicts of EBV Anlage 2 for a project's Einbauweisen, computed from the current settings on
// every request (no stored verdict can go stale when the site conditions change).
import { eq, sql } from 'drizzle-orm';
import {
  admissibilityMessages,
  deliveryNoteExemption,
  isNotAdmissibleAnywhere,
  orderMaterialClass,
  siteColumns,
  verdictsFor,
  type Violation,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { deliveries, orders } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/errors.js';
import { loadProjectSite } from '../../lib/project-site-conditions.js';

export async function projectAdmissibility(db: Executor, projectId: string, materialClass: string) {
  return { items: verdictsFor(materialClass, await loadProjectSite(db, projectId)) };
}

/** Every order material class × the project's Einbauweisen, plus the column the site selects. */
export async function projectAdmissibilityOverview(db: Executor, projectId: string) {
  const projectSite = await loadProjectSite(db, projectId);
  // The delivered tons per material class, summed exactly by PostgreSQL (numeric): a row per class
  // instead of one per delivery (thousands on a busy site, on every visit of the orders page).
  const delivered = (await prepared(db, 'delivered_tons_by_class', (db) =>
    db
      .select({ materialClass: orders.materialClass, amountInTons: sql<string>`sum(${deliveries.amountInTons})::text` })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .where(eq(deliveries.projectId, sql.placeholder('projectId')))
      .groupBy(orders.materialClass),
  ).execute({ projectId })) as { materialClass: string; amountInTons: string }[];
  return {
    deliveryNoteExemption: deliveryNoteExemption(delivered),
    mountingMethods: projectSite.mountingMethods,
    siteConditions: projectSite.site,
    siteColumns: siteColumns(projectSite.site),
    materials: orderMaterialClass.map(({ value }) => {
      const items = verdictsFor(value, projectSite);
      return { materialClass: value, notAdmissibleAnywhere: isNotAdmissibleAnywhere(items), items };
    }),
  };
}

/**
 * Approving an order whose material is admissible in none of the project's Einbauweisen needs an
 * explicit confirmation and a comment (issue 15). Called after the route's guard checked the approve
 * rule, so a user without the right still gets 403 first; the state change stays in decideOrder.
 */
export async function requireApprovalConfirmation(
  db: Executor,
  order: { projectId: string; materialClass: string },
  body: { comment?: string | undefined; confirmNotAdmissible?: boolean | undefined } | undefined,
) {
  const verdicts = verdictsFor(order.materialClass, await loadProjectSite(db, order.projectId));
  if (!isNotAdmissibleAnywhere(verdicts)) return;
  const violations: Violation[] = [];
  if (body?.confirmNotAdmissible !== true) {
    violations.push({ propertyPath: 'confirmNotAdmissible', title: admissibilityMessages.confirmNotAdmissible });
  }
  if (!body?.comment) {
    violations.push({ propertyPath: 'comment', title: admissibilityMessages.commentRequiredWhenNotAdmissible });
  }
  if (violations.length > 0) throw unprocessable(violations);
}
