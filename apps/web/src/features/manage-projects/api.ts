// Project administration calls (spec part 1 §7): GET /organization, POST /project, PUT /project/{id}.
// The project itself is read through features/projects (one cache entry per project).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Organization, ProjectListItem, ProjectView, UpdateProjectData } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { toDate } from '@/lib/format';
import { authKeys } from '@/features/auth/api';
import { historyKeys } from '@/lib/queries/history';
import { projectKeys, useProject } from '@/lib/queries/projects';
import { taskKeys } from '@/lib/queries/tasks';

/** GET /project/{id} with every field of the edit form; startDate converted to a date (spec §7). */
export type ProjectDetails = Omit<ProjectView, 'startDate'> & { startDate: Date | null };

export const organizationKeys = { all: ['organization'] as const };

export function useOrganizations(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.all,
    enabled,
    queryFn: async ({ signal }) => (await apiClient.get<{ items: Organization[] }>('/organization', { signal })).items ?? [],
    staleTime: 5 * 60_000,
  });
}

/** The shared project query read with its full shape (fetchProject keeps every field it receives). */
export function useProjectDetails(projectId: string) {
  const query = useProject(projectId);
  return query as typeof query & { data: ProjectDetails | undefined };
}

/** Everything a project change can touch: lists, the project, its history and tasks, the menu. */
export function invalidateProjectViews(queryClient: ReturnType<typeof useQueryClient>, projectId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectId ? [...taskKeys.all, projectId] : taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.me }),
  ]);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) => apiClient.post<ProjectListItem>('/project', input),
    onSuccess: () => invalidateProjectViews(queryClient),
  });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectData) => apiClient.put<ProjectView>(`/project/${encodeURIComponent(projectId)}`, input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(projectId), { ...project, startDate: toDate(project.startDate) });
      return invalidateProjectViews(queryClient, projectId);
    },
  });
}

/** GET /project list items carry the features and completeness (for the admin list's links). */
export type ManagedProject = ProjectListItem;
