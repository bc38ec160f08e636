// Project participants (spec part 1 §7): GET/POST /project/{id}/user, PUT/DELETE
// /project/{id}/user/{userId}, GET /project/user-roles and the candidate search on GET /user.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiMessages,
  type ProjectRole,
  type ProjectRoleOption,
  type ProjectUser,
  type UserList,
} from '@baustellendoku/domain';
import type { ComboboxSearchResult } from '@/components/ui/combobox';
import { ApiError, apiClient } from '@/lib/api-client';
import { formatName } from '@/lib/format';
import { invalidateProjectViews } from '@/features/projects';

export const participantKeys = {
  all: ['project-user'] as const,
  list: (projectId: string) => [...participantKeys.all, projectId] as const,
  candidates: (projectId: string) => ['project-user-candidates', projectId] as const,
  roles: ['project-user-roles'] as const,
};

const membersPath = (projectId: string) => {
  if (!projectId) throw new Error('projectId must be provided');
  return `/project/${encodeURIComponent(projectId)}/user`;
};
const memberPath = (projectId: string, userId: string) => {
  if (!userId) throw new Error('userId must be provided');
  return `${membersPath(projectId)}/${encodeURIComponent(userId)}`;
};

export function useProjectUsers(projectId: string) {
  return useQuery({
    queryKey: participantKeys.list(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: ProjectUser[] }>(membersPath(projectId), { signal })).items ?? [],
  });
}

/** A participant missing from the list: the spec's client-side 404 (§7, §8). */
export const notAssignedError = () =>
  new ApiError(404, 'Not Found', { message: apiMessages.userNotAssignedToProject, code: 404, payload: {} });

/** GET /project/user-roles — the role list for the multi-select. */
export function useProjectRoleOptions() {
  return useQuery({
    queryKey: participantKeys.roles,
    queryFn: ({ signal }) => apiClient.get<ProjectRoleOption[]>('/project/user-roles', { signal }),
    staleTime: Infinity,
  });
}

/** Users who may still join the project, searched by name or e-mail; the picker shows the first 5. */
export async function searchCandidates(
  projectId: string,
  term: string,
  limit: number,
  signal: AbortSignal,
): Promise<ComboboxSearchResult> {
  const answer = await apiClient.get<UserList>('/user', {
    query: { skip: 0, limit, excludeWithProjectId: projectId, search: term.trim() || undefined },
    signal,
  });
  return {
    options: answer.items.map((user) => ({
      value: user.userId,
      label: `${formatName(user.name)} (${user.emailAddress})`,
    })),
    total: answer.total ?? answer.items.length,
  };
}

function useInvalidateParticipants(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: participantKeys.list(projectId) }),
      queryClient.invalidateQueries({ queryKey: participantKeys.candidates(projectId) }),
      invalidateProjectViews(queryClient, projectId),
    ]);
}

export function useAddProjectUser(projectId: string) {
  const invalidate = useInvalidateParticipants(projectId);
  return useMutation({
    mutationFn: (input: { userId: string; roles: ProjectRole[] }) =>
      apiClient.post<ProjectUser>(membersPath(projectId), input),
    onSuccess: invalidate,
  });
}

export function useUpdateProjectUser(projectId: string, userId: string) {
  const invalidate = useInvalidateParticipants(projectId);
  return useMutation({
    mutationFn: (roles: ProjectRole[]) => apiClient.put<ProjectUser>(memberPath(projectId, userId), { roles }),
    onSuccess: invalidate,
  });
}

export function useRemoveProjectUser(projectId: string, userId: string) {
  const invalidate = useInvalidateParticipants(projectId);
  return useMutation({
    mutationFn: () => apiClient.delete<null>(memberPath(projectId, userId)),
    onSuccess: invalidate,
  });
}
