// Which task sources to ask: a provider imports this (not task-providers.ts, which imports the providers).
import { isTaskForRoles, type ProjectRole, type TaskType } from '@baustellendoku/domain';

/**
 * Whether any of these task types is listed for the asked roles: a provider skips the query of
 * tasks nobody asked for (the dashboard asks for one role at a time).
 */
export const anyTaskFor = (types: readonly TaskType[], roles: ReadonlySet<ProjectRole>): boolean =>
  types.some((type) => isTaskForRoles(type, roles));
