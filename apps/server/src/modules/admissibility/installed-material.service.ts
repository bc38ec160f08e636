// The rows of the register export (issue 36 item 3, decision 0621): the project and its site, the
// bulk densities of the notices, the orders with their deliveries and the installation records
// with their grid fields; the domain's `installedMaterial` turns them into features.
import { asc, eq, ne, and } from 'drizzle-orm';
import { installedMaterial, type InstalledMaterialCollection } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import {
  deliveries,
  mountingDocumentationOrders,
  mountingDocumentations,
  orders,
  projects,
} from '../../db/schema/index.js';
import { siteAddressOf } from '../../documents/ebv-document-parts.js';
import { loadBulkDensities } from '../../lib/ebv-notice-facts.js';
import { loadProjectSite } from '../../lib/project-site-conditions.js';

export async function loadInstalledMaterial(db: Executor, projectId: string): Promise<InstalledMaterialCollection> {
  const [[project], site, densities, orderRows, deliveryRows, documentationRows] = await Promise.all([
    db.select().from(projects).where(eq(projects.id, projectId)),
    loadProjectSite(db, projectId),
    loadBulkDensities(db, projectId),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        materialClass: orders.materialClass,
        deliveredAmountInTons: orders.deliveredAmountInTons,
      })
      .from(orders)
      .where(and(eq(orders.projectId, projectId), ne(orders.status, 'rejected'))),
    db
      .select({ orderId: deliveries.orderId, deliveryDate: deliveries.deliveryDate, reference: deliveries.reference })
      .from(deliveries)
      .where(eq(deliveries.projectId, projectId))
      .orderBy(asc(deliveries.deliveryDate)),
    db
      .select({
        id: mountingDocumentations.id,
        gridField: mountingDocumentations.gridField,
        mountingDate: mountingDocumentations.mountingDate,
        orderId: mountingDocumentationOrders.orderId,
      })
      .from(mountingDocumentations)
      .innerJoin(
        mountingDocumentationOrders,
        eq(mountingDocumentationOrders.mountingDocumentationId, mountingDocumentations.id),
      )
      .where(eq(mountingDocumentations.projectId, projectId))
      .orderBy(asc(mountingDocumentations.gridField), asc(mountingDocumentationOrders.position)),
  ]);
  const documentations = new Map<string, { gridField: string; mountingDate: string; orderIds: string[] }>();
  for (const row of documentationRows) {
    const documentation = documentations.get(row.id) ?? {
      gridField: row.gridField,
      mountingDate: row.mountingDate,
      orderIds: [],
    };
    documentation.orderIds.push(row.orderId);
    documentations.set(row.id, documentation);
  }
  return installedMaterial({
    project: {
      name: project?.name ?? '',
      number: project?.number ?? null,
      address: project ? siteAddressOf(project) : null,
      geoJson: project?.geoJson ?? null,
    },
    site: {
      mountingMethods: site.mountingMethods,
      coverLayerSoilType: site.site.groundwaterCoverLayerSoilType,
      coverLayerThicknessInMeters: site.site.groundwaterCoverLayerThicknessInMeter,
      highestGroundwaterLevelInMeters: site.site.highestExpectedGroundwaterLevelInMeter,
      waterProtectionArea: site.site.waterProtectionArea,
    },
    densities,
    orders: orderRows.map((order) => ({
      ...order,
      deliveries: deliveryRows.filter((delivery) => delivery.orderId === order.id),
    })),
    documentations: [...documentations.values()],
  });
}
