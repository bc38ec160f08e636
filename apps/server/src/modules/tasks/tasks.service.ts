import { isProjectRole, isTaskForRoles, taskRoute, type OpenTask, type ProjectRole } from '@baustellendoku/domain';
import type { ProjectAccess } from '../../platform/access/index.js';
import type { Executor } from '../../db/client.js';
import { taskProviders } from './task-providers.js';

/**
 * The roles to compute tasks for: the requested ones the user really holds in the project (an
 * admin without a role has none). Without a `roles` parameter, all of the user's roles.
 */
export function effectiveRoles(
  held: readonly ProjectRole[] | null,
  requested: readonly string[] | undefined,
): Set<ProjectRole> {
  const own = new Set(held ?? []);
  if (requested === undefined) return own;
  return new Set(requested.filter(isProjectRole).filter((role) => own.has(role)));
}

export async function listOpenTasks(
  db: Executor,
  access: ProjectAccess,
  requested: readonly string[] | undefined,
): Promise<OpenTask[]> {
  const roles = effectiveRoles(access.roles, requested);
  if (roles.size === 0) return [];
  const context = { db, projectId: access.projectId, roles, project: access.project };
  const candidates = (await Promise.all(taskProviders.map((provider) => provider(context)))).flat();
  return candidates
    .filter((task) => isTaskForRoles(task.type, roles))
    .map((task) => ({ ...task, link: taskRoute(access.projectId, task) }));
}
