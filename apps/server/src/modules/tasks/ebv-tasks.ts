// Open tasks of the recycled-material area (workflows.md "Open tasks", up to the acceptance-control
// tasks; the batch tasks come with the processing workflow). Computed only while ebv is enabled;
// the tasks service keeps those whose registry roles the user asked for and holds.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TaskType, WreckingPileStatus } from '@baustellendoku/domain';
import { projectAnnouncements, wreckingPiles } from '../../db/schema/index.js';
import type { TaskCandidate, TaskProvider } from './task-providers.js';

const pileTasks: Partial<Record<WreckingPileStatus, TaskType>> = {
  acceptance_control_open: 'wrecking_pile-create_acceptance_control',
  acceptance_control_pending: 'wrecking_pile-check_acceptance_control',
  acceptance_control_rejected: 'wrecking_pile-update_acceptance_control',
};

export const ebvTasks: TaskProvider = async ({ db, projectId, project }) => {
  if (!project.enabledFeatures.includes('ebv')) return [];
  const tasks: TaskCandidate[] = [];
  const announcements = await db
    .select({ sendingConfirmedAt: projectAnnouncements.sendingConfirmedAt })
    .from(projectAnnouncements)
    .where(eq(projectAnnouncements.projectId, projectId));
  if (announcements.length === 0) tasks.push({ type: 'project_create_project_announcement' });
  if (announcements.some((announcement) => announcement.sendingConfirmedAt === null))
    tasks.push({ type: 'project_confirm_sending_of_project_announcement' });
  if (!project.isDocumentationOfAbsenceOfAsbestosCompleted)
    tasks.push({ type: 'project_document_absence_of_asbestos' });
  const piles = await db
    .select({ id: wreckingPiles.id, name: wreckingPiles.name, status: wreckingPiles.status })
    .from(wreckingPiles)
    .where(
      and(
        eq(wreckingPiles.projectId, projectId),
        inArray(wreckingPiles.status, Object.keys(pileTasks) as WreckingPileStatus[]),
      ),
    )
    .orderBy(asc(wreckingPiles.createdAt), asc(wreckingPiles.id));
  for (const pile of piles) {
    tasks.push({ type: pileTasks[pile.status]!, variables: { wreckingPileId: pile.id, wreckingPileName: pile.name } });
  }
  return tasks;
};
