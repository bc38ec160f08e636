// The site announcements of a project as the API shows them (spec part 2 §3 "Announcement"), read
// in one statement with their documents and the names of who created and confirmed them: the
// announcement list of the recycled-material module and the project answer (issue 39) share it.
import { desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Announcement } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { files, projectAnnouncements, users } from '../db/schema/index.js';
import { toFileView } from '../modules/files/files.service.js';
import { userNameLookup } from './user-names.js';

const creator = alias(users, 'announcement_creator');
const confirmer = alias(users, 'announcement_confirmer');
const fullName = (user: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`${user.firstName} || ' ' || ${user.lastName}`;

/** Announcements with their document and the names of who created and confirmed them: one statement. */
export const announcementRows = (db: Executor) =>
  db
    .select({
      id: projectAnnouncements.id,
      projectId: projectAnnouncements.projectId,
      createdAt: projectAnnouncements.createdAt,
      createdBy: projectAnnouncements.createdBy,
      creatorName: fullName(creator),
      sendingConfirmedAt: projectAnnouncements.sendingConfirmedAt,
      sendingConfirmedBy: projectAnnouncements.sendingConfirmedBy,
      confirmerName: fullName(confirmer),
      documentId: files.id,
      documentFileName: files.fileName,
    })
    .from(projectAnnouncements)
    .leftJoin(files, eq(files.id, projectAnnouncements.documentFileId))
    .leftJoin(creator, eq(creator.id, projectAnnouncements.createdBy))
    .leftJoin(confirmer, eq(confirmer.id, projectAnnouncements.sendingConfirmedBy));

type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof announcementRows>['where']>>[number];

/** The project's announcements, newest first (the list route and the project answer). */
export async function listAnnouncements(db: Executor, projectId: string): Promise<Announcement[]> {
  const rows = (await prepared(db, 'project_announcements', (db) =>
    announcementRows(db)
      .where(eq(projectAnnouncements.projectId, sql.placeholder('projectId')))
      .orderBy(desc(projectAnnouncements.number)),
  ).execute({ projectId })) as AnnouncementRow[];
  return rows.map(announcementView);
}

/** A joined user's name; "Unbekannt" for a deleted user, as `loadUserNames` answers. */
const joinedName = (id: string | null, name: string | null) =>
  userNameLookup(id !== null && name !== null ? [{ id, name }] : [])(id);

export function announcementView(row: AnnouncementRow): Announcement {
  return {
    projectAnnouncementId: row.id,
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
    createdBy: joinedName(row.createdBy, row.creatorName),
    document:
      row.documentId === null
        ? { id: '', fileName: '', url: '' }
        : toFileView({ id: row.documentId, fileName: row.documentFileName! }),
    sendingIsConfirmed: row.sendingConfirmedAt !== null,
    sendingConfirmedAt: row.sendingConfirmedAt?.toISOString() ?? null,
    sendingConfirmedBy: joinedName(row.sendingConfirmedBy, row.confirmerName),
  };
}
