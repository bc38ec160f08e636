import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenTask, ProjectRole } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const taskKeys = {
  all: ['task'] as const,
  list: (projectId: string, roles: readonly string[]) => [...taskKeys.all, projectId, [...roles].sort()] as const,
};

/** GET /task/{projectId}?roles[]=… — the open tasks for the user's roles in that project. */
export const openTasksQuery = (projectId: string, roles: readonly ProjectRole[]) =>
  queryOptions({
    queryKey: taskKeys.list(projectId, roles),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<{ items: OpenTask[] } | OpenTask[]>(`/task/${encodeURIComponent(projectId)}`, {
        query: { roles },
        signal,
      });
      return Array.isArray(answer) ? answer : (answer.items ?? []);
    },
  });

export function useOpenTasks(projectId: string, roles: readonly ProjectRole[]) {
  return useQuery(openTasksQuery(projectId, roles));
}
