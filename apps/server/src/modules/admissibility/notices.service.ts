// The § 22 EBV notices of a project (decision 0262): whether a Voranzeige is required, the bulk
// densities, the Voranzeige and Abschlussanzeige PDFs and the day each went to the authority. Every
// change writes its history entry in the same transaction; a notice is replaced on regeneration
// until its send date is recorded, then it stays as sent.
import { and, eq, inArray } from 'drizzle-orm';
import {
  addDecimals,
  ebvNoticeLabels,
  ebvNoticeMessages,
  formatDecimalDe,
  historyEventTypes,
  materialShortName,
  noticeMaterial,
  siteDayOf,
  type EbvNoticeKind,
  type EbvNotices,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { ebvBulkDensities, ebvComplianceDocuments, files, projects } from '../../db/schema/index.js';
import { renderEbvCompletionNotice } from '../../documents/ebv-completion-notice.js';
import { renderEbvPriorNotice } from '../../documents/ebv-prior-notice.js';
import { regenerateDocument, withDocumentStorage } from '../../documents/store-document.js';
import { ApiError, unprocessable } from '../../lib/errors.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { toFileView } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { ebvFileName, loadEbvSiteData } from './ebv-site-data.js';
import { loadNoticeFacts } from '../../lib/ebv-notice-facts.js';

const noticeKinds: EbvNoticeKind[] = ['prior_notice', 'completion_notice'];

async function loadNoticeDocuments(db: Executor, projectId: string) {
  return db
    .select({ document: ebvComplianceDocuments, file: files })
    .from(ebvComplianceDocuments)
    .innerJoin(files, eq(files.id, ebvComplianceDocuments.fileId))
    .where(and(eq(ebvComplianceDocuments.projectId, projectId), inArray(ebvComplianceDocuments.kind, noticeKinds)));
}

/** GET …/ebv-notices: the requirement with its reasons, the densities and both notices. */
export async function readNotices(db: Executor, projectId: string): Promise<EbvNotices> {
  const [facts, documents] = await Promise.all([loadNoticeFacts(db, projectId), loadNoticeDocuments(db, projectId)]);
  const userName = await loadUserNames(
    db,
    documents.map((row) => row.document.generatedBy),
  );
  const view = (kind: EbvNoticeKind) => {
    const row = documents.find((candidate) => candidate.document.kind === kind);
    return row
      ? {
          generatedAt: row.document.generatedAt.toISOString(),
          generatedBy: userName(row.document.generatedBy),
          sentOn: row.document.sentOn,
          file: toFileView(row.file),
        }
      : null;
  };
  return {
    requirement: facts.requirement,
    amountBasis: facts.amountBasis,
    bulkDensities: facts.bulkDensities,
    plannedStart: facts.plannedStart,
    priorNoticeDueOn: facts.priorNoticeDueOn,
    needsCoverLayerDescription: facts.needsCoverLayerDescription,
    priorNotice: view('prior_notice'),
    completionNotice: view('completion_notice'),
  };
}

export async function updateBulkDensities(
  db: Database,
  access: ProjectAccess,
  bulkDensities: { materialClass: string; tonsPerCubicMeter: string }[],
) {
  if (bulkDensities.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { materialClass, tonsPerCubicMeter } of bulkDensities) {
      const values = { tonsPerCubicMeter, updatedAt: new Date(), updatedBy: access.user.id };
      await tx
        .insert(ebvBulkDensities)
        .values({ projectId: access.projectId, materialClass, ...values })
        .onConflictDoUpdate({ target: [ebvBulkDensities.projectId, ebvBulkDensities.materialClass], set: values });
    }
    await recordHistory(tx, {
      projectId: access.projectId,
      type: historyEventTypes.ebvBulkDensitiesUpdated,
      variables: {
        densities: bulkDensities
          .map((row) => `${materialShortName(row.materialClass)} ${formatDecimalDe(row.tonsPerCubicMeter)} t/m³`)
          .join(', '),
      },
      originatorId: access.user.id,
    });
  });
}

/** Locks the project row so two generations of one notice cannot interleave, and reads the current one. */
async function lockCurrentNotice(tx: Executor, projectId: string, kind: EbvNoticeKind) {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
  const [current] = await tx
    .select()
    .from(ebvComplianceDocuments)
    .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, kind)));
  return current ?? null;
}

type StoreNotice = {
  kind: EbvNoticeKind;
  fileKind: string;
  content: Buffer;
  project: Parameters<typeof ebvFileName>[1];
  previousFileId: string | null;
  coveredFileIds: string[];
};

async function storeNotice(
  tx: Executor,
  storage: FileStorage,
  access: ProjectAccess,
  track: Parameters<Parameters<typeof withDocumentStorage>[1]>[0],
  notice: StoreNotice,
) {
  await regenerateDocument(tx, storage, track, {
    projectId: access.projectId,
    userId: access.user.id,
    fileName: ebvFileName(notice.fileKind, notice.project),
    content: notice.content,
    previousFileId: notice.previousFileId,
    link: (fileId) =>
      tx.insert(ebvComplianceDocuments).values({
        projectId: access.projectId,
        kind: notice.kind,
        fileId,
        coveredFileIds: notice.coveredFileIds,
        generatedBy: access.user.id,
      }),
  });
  await recordHistory(tx, {
    projectId: access.projectId,
    type: historyEventTypes.ebvNoticeGenerated,
    variables: { noticeKind: notice.kind, noticeLabel: ebvNoticeLabels[notice.kind] },
    originatorId: access.user.id,
  });
}

const refuseWhenSent = (current: { sentOn: string | null } | null, kind: EbvNoticeKind) => {
  if (current?.sentOn) throw new ApiError(409, ebvNoticeMessages.alreadySent(ebvNoticeLabels[kind]));
};

export async function generatePriorNotice(
  db: Database,
  storage: FileStorage,
  access: ProjectAccess,
  coverLayerDescription: string | null,
) {
  const { projectId } = access;
  await withDocumentStorage(storage, (track) =>
    db.transaction(async (tx) => {
      const current = await lockCurrentNotice(tx, projectId, 'prior_notice');
      refuseWhenSent(current, 'prior_notice');
      const facts = await loadNoticeFacts(tx, projectId);
      if (!facts.requirement.required) throw new ApiError(409, ebvNoticeMessages.notRequired);
      if (facts.needsCoverLayerDescription && !coverLayerDescription) {
        throw unprocessable({ propertyPath: 'coverLayerDescription', title: ebvNoticeMessages.describeCoverLayers });
      }
      const { data: site } = await loadEbvSiteData(tx, projectId, access.user.id);
      const planned = new Map(facts.amounts.map((amount) => [amount.materialClass, amount.amountInTons]));
      const content = await renderEbvPriorNotice({
        ...site,
        reasons: facts.requirement.reasons,
        materials: facts.requirement.notifiableMaterialClasses.map((materialClass) =>
          noticeMaterial(materialClass, addDecimals([planned.get(materialClass) ?? '0']), facts.rawBulkDensities),
        ),
        coverLayerDescription: facts.needsCoverLayerDescription ? coverLayerDescription : null,
        plannedStart: facts.plannedStart,
        dueOn: facts.priorNoticeDueOn,
      });
      await storeNotice(tx, storage, access, track, {
        kind: 'prior_notice',
        fileKind: 'Voranzeige EBV',
        content,
        project: site.project,
        previousFileId: current?.fileId ?? null,
        coveredFileIds: [],
      });
    }),
  );
}

export async function generateCompletionNotice(db: Database, storage: FileStorage, access: ProjectAccess) {
  const { projectId } = access;
  await withDocumentStorage(storage, (track) =>
    db.transaction(async (tx) => {
      const current = await lockCurrentNotice(tx, projectId, 'completion_notice');
      refuseWhenSent(current, 'completion_notice');
      const facts = await loadNoticeFacts(tx, projectId);
      if (!facts.requirement.required) throw new ApiError(409, ebvNoticeMessages.notRequired);
      const [prior] = await tx
        .select()
        .from(ebvComplianceDocuments)
        .where(and(eq(ebvComplianceDocuments.projectId, projectId), eq(ebvComplianceDocuments.kind, 'prior_notice')));
      if (!prior) throw new ApiError(409, ebvNoticeMessages.priorNoticeFirst);
      const { data: site, deliveries } = await loadEbvSiteData(tx, projectId, access.user.id);
      const notifiable = new Set(facts.requirement.notifiableMaterialClasses);
      const installed = deliveries.filter((delivery) => notifiable.has(delivery.materialClass));
      if (installed.length === 0) throw new ApiError(409, ebvNoticeMessages.noDeliveries);
      const content = await renderEbvCompletionNotice({
        ...site,
        installed: facts.requirement.notifiableMaterialClasses
          .map((materialClass) => ({
            materialClass,
            deliveries: installed.filter((delivery) => delivery.materialClass === materialClass),
          }))
          .filter((group) => group.deliveries.length > 0)
          .map((group) =>
            noticeMaterial(
              group.materialClass,
              addDecimals(group.deliveries.map((delivery) => delivery.amountInTons)),
              facts.rawBulkDensities,
            ),
          ),
        deliveries: installed,
        priorNotice: { generatedAt: prior.generatedAt, sentOn: prior.sentOn },
      });
      await storeNotice(tx, storage, access, track, {
        kind: 'completion_notice',
        fileKind: 'Abschlussanzeige EBV',
        content,
        project: site.project,
        previousFileId: current?.fileId ?? null,
        coveredFileIds: installed.flatMap((delivery) => delivery.fileIds),
      });
    }),
  );
}

/** PUT …/{kind}/sent-on: the day the notice went to the authority (not before it was made). */
export async function recordNoticeSentOn(db: Database, access: ProjectAccess, kind: EbvNoticeKind, sentOn: string) {
  await db.transaction(async (tx) => {
    const current = await lockCurrentNotice(tx, access.projectId, kind);
    if (!current) throw new ApiError(409, ebvNoticeMessages.notGenerated(ebvNoticeLabels[kind]));
    if (sentOn < siteDayOf(current.generatedAt)) {
      throw unprocessable({ propertyPath: 'sentOn', title: ebvNoticeMessages.sentBeforeGenerated });
    }
    await tx.update(ebvComplianceDocuments).set({ sentOn }).where(eq(ebvComplianceDocuments.id, current.id));
    await recordHistory(tx, {
      projectId: access.projectId,
      type: historyEventTypes.ebvNoticeSent,
      variables: {
        noticeKind: kind,
        noticeLabel: ebvNoticeLabels[kind],
        sentOnAsDate: sentOn.split('-').reverse().join('.'),
      },
      originatorId: access.user.id,
    });
  });
}
