// The project's compaction requirements (issue 37): GET/POST /project/{id}/compaction-requirements,
// PUT/DELETE …/{requirementId}. A change re-judges every test, so the load-test lists, details and
// map points are asked again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompactionRequirementInput, CompactionRequirementView } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';
import { loadTestKeys } from '../api';

export const requirementKeys = {
  all: ['compaction-requirements'] as const,
  list: (projectId: string) => [...requirementKeys.all, projectId] as const,
};

const listPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/compaction-requirements`;
const itemPath = (projectId: string, id: string) => `${listPath(projectId)}/${encodeURIComponent(id)}`;

export const requirementsQuery = (projectId: string) =>
  queryOptions({
    queryKey: requirementKeys.list(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: CompactionRequirementView[] }>(listPath(projectId), { signal })).items,
  });

export const useRequirements = (projectId: string) => useQuery(requirementsQuery(projectId));

function useRejudged(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requirementKeys.list(projectId) }),
      queryClient.invalidateQueries({ queryKey: loadTestKeys('dynamic-load-analysis').all }),
      queryClient.invalidateQueries({ queryKey: loadTestKeys('static-load-analysis').all }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    ]);
}

/** Sets a new requirement, or changes the one of `requirementId`. */
export function useSaveRequirement(projectId: string, requirementId: string | null) {
  const onSuccess = useRejudged(projectId);
  return useMutation({
    mutationFn: (input: CompactionRequirementInput) =>
      requirementId
        ? apiClient.put<CompactionRequirementView>(itemPath(projectId, requirementId), input)
        : apiClient.post<CompactionRequirementView>(listPath(projectId), input),
    onSuccess,
  });
}

export function useDeleteRequirement(projectId: string) {
  const onSuccess = useRejudged(projectId);
  return useMutation({
    mutationFn: (requirementId: string) => apiClient.delete<null>(itemPath(projectId, requirementId)),
    onSuccess,
  });
}
