// The admin's retention list (issue 36 item 1, decision 0623): per project the EBV records whose
// retention still runs, with their end days; and the removal of the installed material, which
// ends the "as long as installed" retention.
import { asc, eq } from 'drizzle-orm';
import { retentionMessages, type ProjectRetention, type RemovalInput } from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { installationRemovals, projects } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/errors.js';
import { retainedRecords, today } from '../../lib/retention.js';
import { loadUserNames } from '../../lib/user-names.js';
import { checkRule, type ProjectAccess } from '../../platform/access/index.js';

export async function projectRetention(db: Executor, projectId: string): Promise<ProjectRetention | null> {
  const [row] = await db
    .select({ project: projects, removal: installationRemovals })
    .from(projects)
    .leftJoin(installationRemovals, eq(installationRemovals.projectId, projects.id))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const name = await loadUserNames(db, [row.removal?.recordedBy ?? null]);
  return {
    projectId,
    projectName: row.project.name,
    projectNumber: row.project.number,
    removal: row.removal
      ? { removedOn: row.removal.removedOn, reason: row.removal.reason, recordedBy: name(row.removal.recordedBy) }
      : null,
    records: await retainedRecords(db, projectId),
  };
}

/** Every project that holds retained records, by name. */
export async function retentionOverview(db: Executor): Promise<ProjectRetention[]> {
  const all = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.name), asc(projects.id));
  const items: ProjectRetention[] = [];
  for (const { id } of all) {
    const retention = await projectRetention(db, id);
    if (retention && retention.records.length > 0) items.push(retention);
  }
  return items;
}

export async function recordRemoval(db: Database, access: ProjectAccess, input: RemovalInput) {
  checkRule(access, 'recordInstallationRemoval');
  if (input.removedOn > today())
    throw unprocessable({ propertyPath: 'removedOn', title: retentionMessages.removalInFuture });
  const values = {
    removedOn: input.removedOn,
    reason: input.reason,
    recordedBy: access.user.id,
    recordedAt: new Date(),
  };
  await db
    .insert(installationRemovals)
    .values({ projectId: access.projectId, ...values })
    .onConflictDoUpdate({ target: installationRemovals.projectId, set: values });
  return (await projectRetention(db, access.projectId))!;
}
