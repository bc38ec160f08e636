// Open task "Voranzeige einreichen" (§ 22 EBV, decision 0262): for the project manager while the
// soil feature is on, a Voranzeige is required and no send date of it is recorded. The due date is
// four weeks before the planned start (project start date, else the first delivery).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { isTaskForRoles } from '@baustellendoku/domain';
import { prepared } from '../../db/prepared.js';
import { ebvComplianceDocuments } from '../../db/schema/index.js';
import { loadNoticeFacts } from '../../lib/ebv-notice-facts.js';
import type { TaskProvider } from './task-providers.js';

const germanDay = (day: string | null) => (day ? day.split('-').reverse().join('.') : 'offen');

export const ebvNoticeTasks: TaskProvider = async ({ db, projectId, project, roles }) => {
  // Not even computed for a user whom the task's rule (generateEbvDocuments) would not list it for.
  if (
    !project.enabledFeatures.includes('mounting-documentation') ||
    !isTaskForRoles('project_submit_prior_notice', roles)
  )
    return [];
  const [sent] = (await prepared(db, 'prior_notice_sent', (db) =>
    db
      .select({ id: ebvComplianceDocuments.id })
      .from(ebvComplianceDocuments)
      .where(
        and(
          eq(ebvComplianceDocuments.projectId, sql.placeholder('projectId')),
          eq(ebvComplianceDocuments.kind, 'prior_notice'),
          isNotNull(ebvComplianceDocuments.sentOn),
        ),
      )
      .limit(1),
  ).execute({ projectId })) as { id: string }[];
  if (sent) return [];
  const facts = await loadNoticeFacts(db, projectId);
  if (!facts.requirement.required) return [];
  return [
    {
      type: 'project_submit_prior_notice',
      variables: { dueOn: germanDay(facts.priorNoticeDueOn), startOn: germanDay(facts.plannedStart.date) },
    },
  ];
};
