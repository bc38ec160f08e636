// The full project (GET /project/{id}) for the screens that edit or gate on it, and the cache
// entries a project change touches. Shared by the administration features (settings,
// participants, features, history), so it lives in the platform.
import type { QueryClient } from '@tanstack/react-query';
import type { ProjectView } from '@baustellendoku/domain';
import { authKeys } from '@/features/auth/api';
import { historyKeys } from '@/features/history/api';
import { projectKeys, useProject } from '@/features/projects/api';
import { toDate } from './format';
import { taskKeys } from '@/features/tasks/api';

/** GET /project/{id} with every field of the edit form; startDate converted to a date (spec §7). */
export type ProjectDetails = Omit<ProjectView, 'startDate'> & { startDate: Date | null };

/** The shared project query read with its full shape (fetchProject keeps every field it receives). */
export function useProjectDetails(projectId: string) {
  const query = useProject(projectId);
  return query as typeof query & { data: ProjectDetails | undefined };
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
