// Site announcements (spec part 2 §2, §4; workflows.md "Announcements and asbestos"): creating one
// generates its PDF with status "Versand offen"; confirming sending sets "Versendet" and makes the
// project's hasConfirmedAnnouncement true. Each change and its history entry in one transaction.
import { and, eq, max, sql } from 'drizzle-orm';
import { ebvMessages, historyEventTypes, type Announcement } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { projectAnnouncements, projects } from '../../db/schema/index.js';
import { renderSiteAnnouncement } from '../../documents/site-announcement.js';
import { documentFileName, storeGeneratedPdf, withDocumentStorage } from '../../documents/store-document.js';
import { ApiError, notFound } from '../../lib/errors.js';
import { announcementRows, announcementView } from '../../lib/project-announcements.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { fileViews } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { findEbvSettings } from './ebv-feature.service.js';
import { loadPlantMachines } from './plant-machines.js';
import { loadProjectSite } from './project-site.js';

async function findAnnouncement(db: Executor, projectId: string, announcementId: string) {
  const [row] = await announcementRows(db).where(
    and(eq(projectAnnouncements.id, announcementId), eq(projectAnnouncements.projectId, projectId)),
  );
  if (!row) throw notFound();
  return announcementView(row);
}

const fileNames = async (db: Executor, ids: readonly string[]) =>
  (await fileViews(db, ids)).map((file) => file.fileName);

export async function createAnnouncement(
  db: Executor,
  storage: FileStorage,
  access: ProjectAccess,
): Promise<Announcement> {
  const { projectId } = access;
  const id = await withDocumentStorage(storage, (track) =>
    db.transaction(async (tx) => {
      // The project row lock keeps the running number unique under concurrent creates.
      await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
      const [last] = await tx
        .select({ value: max(projectAnnouncements.number) })
        .from(projectAnnouncements)
        .where(eq(projectAnnouncements.projectId, projectId));
      const number = (last?.value ?? 0) + 1;
      const settings = await findEbvSettings(tx, projectId);
      const project = await loadProjectSite(tx, projectId);
      const createdAt = momentOf(access);
      const createdBy = `${access.user.firstName} ${access.user.lastName}`;
      const content = await renderSiteAnnouncement({
        number,
        project,
        machines: (await loadPlantMachines(tx, settings?.machineIds ?? [])).map((machine) => ({
          name: machine.name,
          owner: machine.owner,
          suitabilities: machine.proofs,
        })),
        grainSizeAndQualities: settings?.grainSizeAndQualities ?? [],
        expectedQuantityInTons: settings?.expectedQuantityInTons ?? '0',
        samplingIntervalInTons: settings?.samplingIntervalInTons ?? 0,
        sitePlans: {
          constructionWaste: await fileNames(tx, settings?.sitePlanConstructionWasteFileIds ?? []),
          rcMaterial: await fileNames(tx, settings?.sitePlanRcMaterialFileIds ?? []),
          layoutPlan: await fileNames(tx, project.layoutPlanFileIds),
        },
        createdBy,
        createdAt,
      });
      const stored = await storeGeneratedPdf(tx, storage, {
        projectId,
        userId: access.user.id,
        fileName: documentFileName(['Baustellenanzeige', String(number), project.name]),
        content,
      });
      track.written(stored.storageKey);
      const [row] = await tx
        .insert(projectAnnouncements)
        .values({ projectId, number, documentFileId: stored.fileId, createdAt, createdBy: access.user.id })
        .returning({ id: projectAnnouncements.id });
      await recordHistory(tx, {
        projectId,
        type: historyEventTypes.announcementCreated,
        variables: { projectAnnouncementId: row!.id, number },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
      return row!.id;
    }),
  );
  return findAnnouncement(db, projectId, id);
}

export async function confirmAnnouncementSending(
  db: Executor,
  access: ProjectAccess,
  announcementId: string,
): Promise<Announcement> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(projectAnnouncements)
      .where(and(eq(projectAnnouncements.id, announcementId), eq(projectAnnouncements.projectId, access.projectId)))
      .for('update');
    if (!row) throw notFound();
    if (row.sendingConfirmedAt !== null) throw new ApiError(409, ebvMessages.announcementAlreadySent);
    await tx
      .update(projectAnnouncements)
      .set({ sendingConfirmedAt: momentOf(access), sendingConfirmedBy: access.user.id })
      .where(eq(projectAnnouncements.id, announcementId));
    await recordHistory(tx, {
      projectId: access.projectId,
      type: historyEventTypes.announcementSendingConfirmed,
      variables: { projectAnnouncementId: announcementId, number: row.number },
      originatorId: access.user.id,
      occurredAt: access.at,
    });
  });
  return findAnnouncement(db, access.projectId, announcementId);
}

/** Fact for the rule table: at least one announcement of the project row (`projects.id`) of the enclosing query was sent. */
export const hasConfirmedAnnouncementOfProject = sql<boolean>`exists (select 1 from ${projectAnnouncements}
  where ${projectAnnouncements.projectId} = ${projects.id} and ${projectAnnouncements.sendingConfirmedAt} is not null)`;
