// Project queries shared by the shell, can() and every feature (spec part 1 §7): the project
// list, one project with its facts, and the query keys features invalidate after changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ProjectListItem, ProjectView } from '@baustellendoku/domain';
import { toDate } from '@/lib/format';

export type { ProjectListItem };

/** GET /project/{id} (the domain's project view) with startDate converted to a date (spec part 1 §7). */
export type Project = Omit<ProjectView, 'startDate'> & { startDate: Date | null };

export const projectKeys = {
  all: ['project'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
};

export async function fetchProjects(signal?: AbortSignal): Promise<ProjectListItem[]> {
  const answer = await apiClient.get<{ items: ProjectListItem[] }>('/project', { signal });
  return answer.items ?? [];
}

export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  if (!projectId) throw new Error('projectId must be provided');
  const answer = await apiClient.get<ProjectView>(`/project/${encodeURIComponent(projectId)}`, { signal });
  // Spec §7: "startDate converted to a date".
  return { ...answer, enabledFeatures: answer.enabledFeatures ?? [], startDate: toDate(answer.startDate) };
}

export const projectsQuery = () =>
  queryOptions({ queryKey: projectKeys.list(), queryFn: ({ signal }) => fetchProjects(signal) });

export const projectQuery = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.detail(projectId), queryFn: ({ signal }) => fetchProject(projectId, signal) });

export function useProjects(enabled = true) {
  return useQuery({ ...projectsQuery(), enabled });
}

export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
