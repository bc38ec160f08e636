// The full project (GET /project/{id}) for the administration screens, and the cache
// entries a project change touches. Shared by the administration features (settings,
// participants, features, history), so it lives in the platform.
import type { QueryClient } from '@tanstack/react-query';
import type { ProjectView } from '@baustellendoku/domain';
import { authKeys } from '@/lib/session';
import { toDate } from '@/lib/format';
import { historyKeys } from '@/lib/queries/history';
import { projectKeys, type Project } from '@/lib/queries/projects';
import { taskKeys } from '@/lib/queries/tasks';

/** GET /project/{id} with every field of the edit form: the shared query's `Project` itself. */
export type ProjectDetails = Project;

/** The shared project query already holds the whole answer (the domain's project view). */
export function asProjectDetails(project: Project): ProjectDetails {
  return project;
}

/** Everything a project change can touch: lists, the project, its history and tasks, the menu. */
export function invalidateProjectViews(queryClient: QueryClient, projectId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectId ? [...taskKeys.all, projectId] : taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.me }),
  ]);
}

/** Puts a saved project (PUT /project/{id} answer) into the cache as GET /project/{id} would. */
export function storeProjectDetails(queryClient: QueryClient, project: ProjectView) {
  queryClient.setQueryData(projectKeys.detail(project.projectId), { ...project, startDate: toDate(project.startDate) });
}
