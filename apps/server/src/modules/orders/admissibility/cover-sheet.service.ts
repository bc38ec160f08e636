// The Deckblatt of § 25 Abs. 3 EBV, generated from what the project holds: project and client,
// every delivery, the site conditions, the installation grid fields and the GeoJSON area. Each
// generation replaces the previous cover sheet (file and row) in one transaction with its history.
import { and, asc, desc, eq } from 'drizzle-orm';
import { deliveryNoteExemption, historyEventTypes, siteColumns } from '@baustellendoku/domain';
import type { Database, Executor } from '../../../db/client.js';
import {
  deliveries,
  ebvComplianceDocuments,
  files,
  mountingDocumentations,
  orders,
  organizations,
  projects,
} from '../../../db/schema/index.js';
import { renderEbvCoverSheet, type CoverSheetData } from '../../../documents/ebv-cover-sheet.js';
import { deleteDocumentRow, storeGeneratedPdf, withDocumentStorage } from '../../../documents/store-document.js';
import { loadUserNames } from '../../../lib/user-names.js';
import type { ProjectAccess } from '../../../plugins/authorize.js';
import type { FileStorage } from '../../../storage/storage.js';
import { toFileView } from '../../files/files.service.js';
import { recordHistory } from '../../history/history.service.js';
import { loadProjectSite } from '../../../lib/project-site-conditions.js';

async function coverSheetData(db: Executor, projectId: string, userId: string) {
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
  const gridRows = await db
    .selectDistinct({ gridField: mountingDocumentations.gridField })
    .from(mountingDocumentations)
    .where(eq(mountingDocumentations.projectId, projectId))
    .orderBy(asc(mountingDocumentations.gridField));
  const { mountingMethods, site } = await loadProjectSite(db, projectId);
  const userName = await loadUserNames(db, [userId]);
  const street = [project?.street, project?.houseNumber].filter(Boolean).join(' ');
  const town = [project?.postalCode, project?.city].filter(Boolean).join(' ');
  const data: CoverSheetData = {
    project: {
      name: project?.name ?? '',
      number: project?.number ?? null,
      client: project?.client ?? null,
      address: [street, town].filter(Boolean).join(', '),
      organization: project?.organization ?? '',
    },
    deliveries: deliveryRows,
    mountingMethods,
    soilType: site.groundwaterCoverLayerSoilType,
    thicknessInMeter: site.groundwaterCoverLayerThicknessInMeter?.toString() ?? null,
    highestExpectedGroundwaterLevelInMeter: site.highestExpectedGroundwaterLevelInMeter?.toString() ?? null,
    waterProtectionArea: site.waterProtectionArea,
    siteColumns: siteColumns(site),
    sketch: { geoJson: project?.geoJson ?? null, gridFields: gridRows.map((row) => row.gridField) },
    deliveryNoteExemption: deliveryNoteExemption(deliveryRows).text,
    generatedBy: userName(userId)?.name ?? 'Unbekannt',
    generatedAt: new Date(),
  };
  return { data, coveredFileIds: deliveryRows.flatMap((row) => row.fileIds) };
}

export async function generateCoverSheet(db: Database, storage: FileStorage, access: ProjectAccess) {
  const { projectId } = access;
  return withDocumentStorage(storage, (track) =>
    db.transaction(async (tx) => {
      const { data, coveredFileIds } = await coverSheetData(tx, projectId, access.user.id);
      const content = await renderEbvCoverSheet(data);
      const stored = await storeGeneratedPdf(tx, storage, {
        projectId,
        userId: access.user.id,
        fileName: `Deckblatt EBV ${data.project.number ?? data.project.name}.pdf`.replace(/[\\/]/g, '-'),
        content,
      });
      track.written(stored.storageKey);
      const previous = await tx
        .delete(ebvComplianceDocuments)
        .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, 'cover_sheet')))
        .returning({ fileId: ebvComplianceDocuments.fileId });
      for (const row of previous) track.replaced(await deleteDocumentRow(tx, row.fileId));
      await tx.insert(ebvComplianceDocuments).values({
        projectId,
        kind: 'cover_sheet',
        fileId: stored.fileId,
        coveredFileIds,
        generatedBy: access.user.id,
      });
      await recordHistory(tx, {
        projectId,
        type: historyEventTypes.ebvCoverSheetGenerated,
        variables: { deliveryCount: data.deliveries.length },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }),
  );
}

/** The current cover sheet with its file, or null before the first generation. */
export async function readCoverSheet(db: Executor, projectId: string) {
  const [row] = await db
    .select({ document: ebvComplianceDocuments, file: files })
    .from(ebvComplianceDocuments)
    .innerJoin(files, eq(files.id, ebvComplianceDocuments.fileId))
    .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, 'cover_sheet')))
    .orderBy(desc(ebvComplianceDocuments.generatedAt))
    .limit(1);
  if (!row) return { coverSheet: null };
  const userName = await loadUserNames(db, [row.document.generatedBy]);
  return {
    coverSheet: {
      generatedAt: row.document.generatedAt.toISOString(),
      generatedBy: userName(row.document.generatedBy),
      coveredFileCount: row.document.coveredFileIds.length,
      file: toFileView(row.file),
    },
  };
}
