// What every EBV document of the project starts from (cover sheet, Voranzeige, Abschlussanzeige):
// project and parties, every delivery, the site conditions, the Rasterfelder and the GeoJSON area.
import { asc, eq } from 'drizzle-orm';
import { siteColumns } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { deliveries, orders, organizations, projects } from '../../db/schema/index.js';
import { loadGridFields } from '../../lib/grid-fields.js';
import type { EbvSiteData } from '../../documents/ebv-site-parts.js';
import { siteAddressOf } from '../../documents/ebv-document-parts.js';
import { loadUserNames } from '../../lib/user-names.js';
import { loadProjectSite } from '../../lib/project-site-conditions.js';

export async function loadEbvSiteData(db: Executor, projectId: string, userId: string) {
  const [project] = await db
    .select({
      name: projects.name,
      number: projects.number,
      client: projects.client,
      street: projects.street,
      houseNumber: projects.houseNumber,
      postalCode: projects.postalCode,
      city: projects.city,
      geoJson: projects.geoJson,
      organization: organizations.name,
    })
    .from(projects)
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(eq(projects.id, projectId));
  const deliveryRows = await db
    .select({
      deliveryDate: deliveries.deliveryDate,
      orderNumber: orders.orderNumber,
      number: deliveries.number,
      materialClass: orders.materialClass,
      amountInTons: deliveries.amountInTons,
      reference: deliveries.reference,
      fileIds: deliveries.attachmentFileIds,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(eq(deliveries.projectId, projectId))
    .orderBy(asc(deliveries.deliveryDate), asc(orders.orderNumber), asc(deliveries.number));
  const gridFields = await loadGridFields(db, projectId);
  const { mountingMethods, site } = await loadProjectSite(db, projectId);
  const userName = await loadUserNames(db, [userId]);
  const data: EbvSiteData = {
    project: {
      name: project?.name ?? '',
      number: project?.number ?? null,
      client: project?.client ?? null,
      address: project ? (siteAddressOf(project) ?? '') : '',
      organization: project?.organization ?? '',
    },
    mountingMethods,
    soilType: site.groundwaterCoverLayerSoilType,
    thicknessInMeter: site.groundwaterCoverLayerThicknessInMeter?.toString() ?? null,
    highestExpectedGroundwaterLevelInMeter: site.highestExpectedGroundwaterLevelInMeter?.toString() ?? null,
    waterProtectionArea: site.waterProtectionArea,
    siteColumns: siteColumns(site),
    sketch: { geoJson: project?.geoJson ?? null, gridFields },
    generatedBy: userName(userId)?.name ?? 'Unbekannt',
    generatedAt: new Date(),
  };
  return { data, deliveries: deliveryRows };
}

/** "Deckblatt EBV 2026-099.pdf": no path separators in file names. */
export const ebvFileName = (kind: string, project: EbvSiteData['project']) =>
  `${kind} ${project.number ?? project.name}.pdf`.replace(/[\\/]/g, '-');
