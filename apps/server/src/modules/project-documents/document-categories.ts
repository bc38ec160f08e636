// The categories of GET /project-documentation/{projectId}. Each category is one provider that
// lists the project's files it knows about; adding a category (e.g. the recycled-material
// documents) is one more provider in `documentCategoryProviders` — nothing else changes.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  deliveries,
  dynamicLoadAnalyses,
  mountingDocumentations,
  orders,
  projects,
  staticLoadAnalyses,
} from '../../db/schema/index.js';
import { ebvDocuments } from './ebv-documents.js';

/** A file in a category; `folder` adds path segments inside the subcategory's ZIP folder. */
export type DocumentEntry = { fileId: string; label?: string; folder?: string[] };
export type DocumentSubCategory = { label: string; entries: DocumentEntry[] };
export type DocumentCategory = { label: string; subCategories: DocumentSubCategory[] };
export type DocumentCategoryProvider = (db: Executor, projectId: string) => Promise<DocumentCategory>;

const layoutPlans: DocumentCategoryProvider = async (db, projectId) => {
  const [project] = await db
    .select({ fileIds: projects.layoutPlanFileIds })
    .from(projects)
    .where(eq(projects.id, projectId));
  return {
    label: 'Projektpläne',
    subCategories: [{ label: 'Lagepläne', entries: (project?.fileIds ?? []).map((fileId) => ({ fileId })) }],
  };
};

/** One subcategory per order: its own attachments, then each delivery's in a "Charge n" folder. */
const ordersAndDeliveries: DocumentCategoryProvider = async (db, projectId) => {
  const orderRows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, fileIds: orders.attachmentFileIds })
    .from(orders)
    .where(eq(orders.projectId, projectId))
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
  const deliveryRows = orderRows.length
    ? await db
        .select({ orderId: deliveries.orderId, number: deliveries.number, fileIds: deliveries.attachmentFileIds })
        .from(deliveries)
        .where(
          inArray(
            deliveries.orderId,
            orderRows.map((order) => order.id),
          ),
        )
        .orderBy(asc(deliveries.number))
    : [];
  return {
    label: 'Bestellungen & Anlieferungen',
    subCategories: orderRows.map((order) => ({
      label: `Bestellung ${order.orderNumber}`,
      entries: [
        ...order.fileIds.map((fileId) => ({ fileId })),
        ...deliveryRows
          .filter((delivery) => delivery.orderId === order.id)
          .flatMap((delivery) =>
            delivery.fileIds.map((fileId) => ({
              fileId,
              label: `Anlieferung Charge ${delivery.number}`,
              folder: [`Charge ${delivery.number}`],
            })),
          ),
      ],
    })),
  };
};

/** The generated protocol of each installation, newest installation first. */
const installationDocumentation: DocumentCategoryProvider = async (db, projectId) => {
  const rows = await db
    .select({ gridField: mountingDocumentations.gridField, fileId: mountingDocumentations.documentFileId })
    .from(mountingDocumentations)
    .where(eq(mountingDocumentations.projectId, projectId))
    .orderBy(desc(mountingDocumentations.mountingDate), asc(mountingDocumentations.gridField));
  return {
    label: 'Bodeneinbau-Dokumentationen',
    subCategories: [
      {
        label: 'Protokolle',
        entries: rows.flatMap((row) =>
          row.fileId ? [{ fileId: row.fileId, label: `Bodeneinbau in ${row.gridField}` }] : [],
        ),
      },
    ],
  };
};

const plateLoadTests: DocumentCategoryProvider = async (db, projectId) => {
  const dynamic = await db
    .select({
      number: dynamicLoadAnalyses.number,
      resultId: dynamicLoadAnalyses.analysisResultFileId,
      documentId: dynamicLoadAnalyses.documentFileId,
    })
    .from(dynamicLoadAnalyses)
    .where(eq(dynamicLoadAnalyses.projectId, projectId))
    .orderBy(asc(dynamicLoadAnalyses.number));
  const statics = await db
    .select({ number: staticLoadAnalyses.number, documentId: staticLoadAnalyses.documentFileId })
    .from(staticLoadAnalyses)
    .where(eq(staticLoadAnalyses.projectId, projectId))
    .orderBy(asc(staticLoadAnalyses.number));
  return {
    label: 'Plattendruckversuche',
    subCategories: [
      {
        label: 'Dynamische Plattendruckversuche',
        entries: dynamic.flatMap((test) => [
          ...(test.documentId ? [{ fileId: test.documentId, label: `Versuch ${test.number} – Protokoll` }] : []),
          { fileId: test.resultId, label: `Versuch ${test.number} – Analyseergebnis` },
        ]),
      },
      {
        label: 'Statische Plattendruckversuche',
        entries: statics.flatMap((test) =>
          test.documentId ? [{ fileId: test.documentId, label: `Versuch ${test.number} – Protokoll` }] : [],
        ),
      },
    ],
  };
};

export const documentCategoryProviders: DocumentCategoryProvider[] = [
  layoutPlans,
  ordersAndDeliveries,
  installationDocumentation,
  plateLoadTests,
  ebvDocuments,
];
