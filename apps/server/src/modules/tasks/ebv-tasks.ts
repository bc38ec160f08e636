// Open tasks of the recycled-material area (workflows.md "Open tasks"): announcement, asbestos
// documentation, the acceptance control of each pile, and per pile the batches waiting for a
// location, an analytic (first or again after a re-check) or the review, with their count.
// Computed only while ebv is enabled; the tasks service keeps those whose registry roles the user
// asked for and holds.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  analyticCreatableStatuses,
  analyzableBatchStatuses,
  locatableBatchStatuses,
  type TaskType,
  type WreckingPileStatus,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { batchAnalytics, breakingBatches, projectAnnouncements, wreckingPiles } from '../../db/schema/index.js';
import { anyTaskFor } from './task-filter.js';
import type { TaskCandidate, TaskProvider } from './task-providers.js';

const pileTasks: Partial<Record<WreckingPileStatus, TaskType>> = {
  acceptance_control_open: 'wrecking_pile-create_acceptance_control',
  acceptance_control_pending: 'wrecking_pile-check_acceptance_control',
  acceptance_control_rejected: 'wrecking_pile-update_acceptance_control',
};

const projectTaskTypes: TaskType[] = [
  'project_create_project_announcement',
  'project_confirm_sending_of_project_announcement',
  'project_document_absence_of_asbestos',
];
const batchTaskTypes: TaskType[] = [
  'wrecking_pile-batch-document_location',
  'wrecking_pile-batch-create_analytic',
  'wrecking_pile-batch-recreate_analytic',
  'wrecking_pile-batch-check_analytic',
];

/** Each of its three queries only when one of its task types is for the asked roles. */
export const ebvTasks: TaskProvider = async ({ db, projectId, project, roles }) => {
  if (!project.enabledFeatures.includes('ebv')) return [];
  const tasks: TaskCandidate[] = [];
  if (anyTaskFor(projectTaskTypes, roles)) {
    const announcements = (await prepared(db, 'announcement_task_states', (db) =>
      db
        .select({ sendingConfirmedAt: projectAnnouncements.sendingConfirmedAt })
        .from(projectAnnouncements)
        .where(eq(projectAnnouncements.projectId, sql.placeholder('projectId'))),
    ).execute({ projectId })) as { sendingConfirmedAt: Date | null }[];
    if (announcements.length === 0) tasks.push({ type: 'project_create_project_announcement' });
    if (announcements.some((announcement) => announcement.sendingConfirmedAt === null))
      tasks.push({ type: 'project_confirm_sending_of_project_announcement' });
    if (!project.isDocumentationOfAbsenceOfAsbestosCompleted)
      tasks.push({ type: 'project_document_absence_of_asbestos' });
  }
  if (anyTaskFor(Object.values(pileTasks), roles)) {
    const piles = (await prepared(db, 'pile_task_states', (db) =>
      db
        .select({ id: wreckingPiles.id, name: wreckingPiles.name, status: wreckingPiles.status })
        .from(wreckingPiles)
        .where(
          and(
            eq(wreckingPiles.projectId, sql.placeholder('projectId')),
            inArray(wreckingPiles.status, Object.keys(pileTasks) as WreckingPileStatus[]),
          ),
        )
        .orderBy(asc(wreckingPiles.createdAt), asc(wreckingPiles.id)),
    ).execute({ projectId })) as { id: string; name: string; status: WreckingPileStatus }[];
    for (const pile of piles) {
      tasks.push({
        type: pileTasks[pile.status]!,
        variables: { wreckingPileId: pile.id, wreckingPileName: pile.name },
      });
    }
  }
  return anyTaskFor(batchTaskTypes, roles) ? [...tasks, ...(await batchTasks(db, projectId))] : tasks;
};

/**
 * Per pile and task, the number of batches it concerns (one task with a count, not one per batch).
 * Counted per pile of the project (a lateral subquery on the pile's batches, decision 0782): a join
 * grouped by pile made PostgreSQL scan every batch of the installation (9,754 rows for 250, 2.2 ms);
 * a pile without batches gets zero counts and so no task, as before.
 */
async function batchTasks(db: Executor, projectId: string): Promise<TaskCandidate[]> {
  const counted = (condition: ReturnType<typeof sql>) => sql`count(*) filter (where ${condition})::int`;
  const analyzable = sql`batch.status in ${analyzableBatchStatuses}
    and batch.analytic_status in ${analyticCreatableStatuses}`;
  const rows = (await prepared(db, 'batch_task_counts', (db) =>
    db
      .select({
        wreckingPileId: wreckingPiles.id,
        wreckingPileName: wreckingPiles.name,
        withoutLocation: sql<number>`counts.without_location`,
        firstAnalytic: sql<number>`counts.first_analytic`,
        analyticAgain: sql<number>`counts.analytic_again`,
        toReview: sql<number>`counts.to_review`,
      })
      .from(wreckingPiles)
      .crossJoinLateral(
        db
          .select({
            withoutLocation: counted(
              sql`batch.location_documented_at is null and batch.status in ${locatableBatchStatuses}`,
            ).as('without_location'),
            // A batch sent back for re-check keeps its previous analytic until the new one replaces it.
            firstAnalytic: counted(sql`${analyzable} and analytic.batch_id is null`).as('first_analytic'),
            analyticAgain: counted(sql`${analyzable} and analytic.batch_id is not null`).as('analytic_again'),
            toReview: counted(sql`batch.analytic_status = 'check'`).as('to_review'),
          })
          .from(sql`${breakingBatches} batch left join ${batchAnalytics} analytic on analytic.batch_id = batch.id`)
          .where(sql`batch.wrecking_pile_id = ${wreckingPiles.id} and batch.amount_in_tons > 0`)
          .as('counts'),
      )
      .where(eq(wreckingPiles.projectId, sql.placeholder('projectId')))
      .orderBy(asc(wreckingPiles.createdAt), asc(wreckingPiles.id)),
  ).execute({ projectId })) as {
    wreckingPileId: string;
    wreckingPileName: string;
    withoutLocation: number;
    firstAnalytic: number;
    analyticAgain: number;
    toReview: number;
  }[];
  const tasks: TaskCandidate[] = [];
  for (const { wreckingPileId, wreckingPileName, ...counts } of rows) {
    const variables = { wreckingPileId, wreckingPileName };
    const add = (type: TaskType, count: number) => {
      if (count > 0) tasks.push({ type, count, variables });
    };
    add('wrecking_pile-batch-document_location', counts.withoutLocation);
    add('wrecking_pile-batch-create_analytic', counts.firstAnalytic);
    add('wrecking_pile-batch-recreate_analytic', counts.analyticAgain);
    add('wrecking_pile-batch-check_analytic', counts.toReview);
  }
  return tasks;
}
