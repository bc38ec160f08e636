// What the § 22 EBV notices are computed from: the planned tons per material (orders), the project's
// bulk densities, the site (protection area, Einbauweisen) and the planned start (decision 0262).
// Read on every request, never stored: a new order or density changes the answer at once.
import { and, asc, eq, min, ne, sql } from 'drizzle-orm';
import {
  bulkDensityMaterialClasses,
  classThreeNoticeMaterialClasses,
  defaultBulkDensities,
  fourWeeksBefore,
  materialShortName,
  noticeRequirement,
  normalizeDecimal,
  type BulkDensities,
} from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { deliveries, ebvBulkDensities, orders, projects } from '../db/schema/index.js';
import { loadProjectSite } from './project-site-conditions.js';

export const AMOUNT_BASIS =
  'Geplante Mengen: je Bestellung die bestellte Menge, bei höherer Anlieferung die angelieferte; abgelehnte Bestellungen zählen nicht, deaktivierte nur mit ihren Anlieferungen.';

/** Planned tons per material class, summed exactly by the database (decision 0262). */
async function plannedTons(db: Executor, projectId: string) {
  const planned = sql<string>`sum(case when ${orders.status} = 'deactivated' then ${orders.deliveredAmountInTons}
    else greatest(${orders.declaredQuantityInTons}, ${orders.deliveredAmountInTons}) end)::text`;
  return (await prepared(db, 'planned_tons', (db) =>
    db
      .select({ materialClass: orders.materialClass, amountInTons: planned })
      .from(orders)
      .where(and(eq(orders.projectId, sql.placeholder('projectId')), ne(orders.status, 'rejected')))
      .groupBy(orders.materialClass)
      .orderBy(asc(orders.materialClass)),
  ).execute({ projectId })) as { materialClass: string; amountInTons: string }[];
}

export async function loadBulkDensities(db: Executor, projectId: string): Promise<BulkDensities> {
  const rows = (await prepared(db, 'bulk_densities', (db) =>
    db
      .select({ materialClass: ebvBulkDensities.materialClass, tonsPerCubicMeter: ebvBulkDensities.tonsPerCubicMeter })
      .from(ebvBulkDensities)
      .where(eq(ebvBulkDensities.projectId, sql.placeholder('projectId'))),
  ).execute({ projectId })) as { materialClass: string; tonsPerCubicMeter: string }[];
  return Object.fromEntries(rows.map((row) => [row.materialClass, normalizeDecimal(row.tonsPerCubicMeter)]));
}

/**
 * Project start date, else the first delivery; null when the project holds neither. One statement
 * (decision 0782): the first delivery's subquery runs only when the project has no start date.
 */
async function plannedStart(db: Executor, projectId: string) {
  const [project] = (await prepared(db, 'project_planned_start', (db) =>
    db
      .select({
        startDate: projects.startDate,
        firstDelivery: sql<string | null>`case when ${projects.startDate} is null then (${db
          .select({ date: min(deliveries.deliveryDate) })
          .from(deliveries)
          .where(eq(deliveries.projectId, projects.id))}) end`.mapWith(deliveries.deliveryDate),
      })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('projectId'))),
  ).execute({ projectId })) as { startDate: string | null; firstDelivery: string | null }[];
  if (project?.startDate) return { date: project.startDate, source: 'Projektbeginn laut Projektdaten' };
  if (project?.firstDelivery) {
    return { date: project.firstDelivery, source: 'erste erfasste Anlieferung (kein Projektbeginn hinterlegt)' };
  }
  return { date: null, source: 'Kein Projektbeginn und keine Anlieferung erfasst' };
}

/** § 22 Abs. 3 Nr. 6: a description of cover layers or safeguards for Einbauweisen 9, 10 and 16. */
export const COVER_LAYER_METHODS = ['ew_9', 'ew_10', 'ew_16'];

export async function loadNoticeFacts(db: Executor, projectId: string) {
  const [amounts, bulkDensities, projectSite, start] = await Promise.all([
    plannedTons(db, projectId),
    loadBulkDensities(db, projectId),
    loadProjectSite(db, projectId),
    plannedStart(db, projectId),
  ]);
  const requirement = noticeRequirement({
    amounts,
    bulkDensities,
    waterProtectionArea: projectSite.site.waterProtectionArea,
  });
  // The classes the project manager may adjust: the three orderable § 22 classes plus every
  // class of the project that has a density.
  const shown = new Set<string>([...classThreeNoticeMaterialClasses, ...amounts.map((amount) => amount.materialClass)]);
  const densities = bulkDensityMaterialClasses
    .filter((materialClass) => shown.has(materialClass))
    .map((materialClass) => ({
      materialClass,
      code: materialShortName(materialClass),
      tonsPerCubicMeter: bulkDensities[materialClass] ?? defaultBulkDensities[materialClass],
      isDefault: bulkDensities[materialClass] === undefined,
    }));
  return {
    amounts,
    projectSite,
    requirement,
    amountBasis: AMOUNT_BASIS,
    bulkDensities: densities,
    rawBulkDensities: bulkDensities,
    plannedStart: start,
    priorNoticeDueOn: start.date ? fourWeeksBefore(start.date) : null,
    needsCoverLayerDescription: projectSite.mountingMethods.some((method) => COVER_LAYER_METHODS.includes(method)),
  };
}
export type NoticeFacts = Awaited<ReturnType<typeof loadNoticeFacts>>;
