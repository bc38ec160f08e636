// Who computes which open tasks. Each feature adds its provider to this list (one line); the
// tasks service keeps only the tasks whose registry roles the user asked for and holds.
import { isTaskForRoles, type OpenTask, type ProjectFacts, type ProjectRole } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { ebvNoticeTasks } from './ebv-notice-tasks.js';
import { ebvTasks } from './ebv-tasks.js';
import { soilInstallationTasks } from './soil-installation-tasks.js';
import { retestTasks } from './retest-tasks.js';
import { calibrationTasks } from './calibration-tasks.js';

export type TaskProviderContext = {
  db: Executor;
  projectId: string;
  /** The requested roles the user really holds in the project. */
  roles: ReadonlySet<ProjectRole>;
  project: ProjectFacts;
};
export type TaskCandidate = Omit<OpenTask, 'link'>;
export type TaskProvider = (context: TaskProviderContext) => Promise<TaskCandidate[]>;

/** Project-level tasks (workflows.md "Open tasks"): complete the data, enable a feature. */
export const projectTasks: TaskProvider = async ({ roles, project }) => {
  const tasks: TaskCandidate[] = [];
  if (!project.isProjectDataCompleted) tasks.push({ type: 'project_complete_data' });
  if (project.enabledFeatures.length === 0) tasks.push({ type: 'project_add_feature' });
  return tasks.filter((task) => isTaskForRoles(task.type, roles));
};

export const taskProviders: TaskProvider[] = [
  projectTasks,
  soilInstallationTasks,
  ebvTasks,
  ebvNoticeTasks,
  retestTasks,
  calibrationTasks,
];
