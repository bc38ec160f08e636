// Admissibility under EBV Anlage 2 for the project's Einbauweisen (issue 15): computed by the
// server from the current site conditions on every request, so nothing here is stored.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdmissibilityOverview, CoverSheet, MethodVerdict } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const admissibilityKeys = {
  all: ['admissibility'] as const,
  material: (projectId: string, materialClass: string) =>
    [...admissibilityKeys.all, 'material', projectId, materialClass] as const,
  overview: (projectId: string) => [...admissibilityKeys.all, 'overview', projectId] as const,
  coverSheet: (projectId: string) => [...admissibilityKeys.all, 'cover-sheet', projectId] as const,
};

const projectPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/admissibility`;

export function useMaterialAdmissibility(projectId: string, materialClass: string | null) {
  return useQuery({
    queryKey: admissibilityKeys.material(projectId, materialClass ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ items: MethodVerdict[] }>(projectPath(projectId), {
          query: { materialClass: materialClass ?? '' },
          signal,
        })
      ).items,
    enabled: Boolean(materialClass),
    staleTime: 0,
  });
}

/** The overview the orders list marks its rows with (also prefetched with the list, app/route-queries.ts). */
export const admissibilityOverviewQuery = (projectId: string) =>
  queryOptions({
    queryKey: admissibilityKeys.overview(projectId),
    queryFn: ({ signal }) => apiClient.get<AdmissibilityOverview>(`${projectPath(projectId)}/overview`, { signal }),
    staleTime: 0,
  });

export function useAdmissibilityOverview(projectId: string) {
  return useQuery(admissibilityOverviewQuery(projectId));
}

const coverSheetPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/ebv-cover-sheet`;

export function useCoverSheet(projectId: string) {
  return useQuery({
    queryKey: admissibilityKeys.coverSheet(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ coverSheet: CoverSheet | null }>(coverSheetPath(projectId), { signal })).coverSheet,
  });
}

/** Generates the cover sheet anew from the current project data (replaces the previous one). */
export function useGenerateCoverSheet(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<{ coverSheet: CoverSheet }>(coverSheetPath(projectId)),
    onSuccess: (answer) => queryClient.setQueryData(admissibilityKeys.coverSheet(projectId), answer.coverSheet),
  });
}
