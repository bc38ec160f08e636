// Project queries shared by the shell, can() and every feature (spec part 1 §7): the project
// list, one project with its facts, and the query keys features invalidate after changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Feature } from '@baustellendoku/domain';
import { toDate } from '@/lib/format';

/** GET /project list item (spec part 1 §7). */
export type ProjectListItem = { projectId: string; projectName: string; number?: string | null };

/** GET /project/{id}, the fields the shell and dashboard read (spec part 1 §3). */
export type Project = {
  projectId: string;
  name: string;
  number?: string | null;
  client?: string | null;
  enabledFeatures: Feature[];
  isProjectDataCompleted: boolean;
  hasConfirmedAnnouncement: boolean;
  isDocumentationOfAbsenceOfAsbestosCompleted: boolean;
  deliverableOrderCount?: number;
  startDate?: Date | null;
};

export const projectKeys = {
  all: ['project'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
};

export async function fetchProjects(signal?: AbortSignal): Promise<ProjectListItem[]> {
  const answer = await apiClient.get<{ items: ProjectListItem[] }>('/project', { signal });
  return answer.items ?? [];
}

type ProjectAnswer = Omit<Project, 'startDate'> & { startDate?: string | null };

export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  if (!projectId) throw new Error('projectId must be provided');
  const answer = await apiClient.get<ProjectAnswer>(`/project/${encodeURIComponent(projectId)}`, { signal });
  // Spec §7: "startDate converted to a date".
  return { ...answer, enabledFeatures: answer.enabledFeatures ?? [], startDate: toDate(answer.startDate ?? null) };
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
