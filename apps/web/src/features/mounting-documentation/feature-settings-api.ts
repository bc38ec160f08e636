// Soil-installation feature settings (spec part 3 §7): GET/POST /project/{id}/feature/mounting-documentation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MountingFeatureSettings, MountingFeatureView, SavedMountingFeature } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { taskKeys } from '@/lib/queries/tasks';
import { historyKeys } from '@/lib/queries/history';
import { projectKeys } from '@/lib/queries/projects';

/** The feature's settings: the domain's response schema (decision 0225). */
export type { MountingFeatureView };

export const mountingFeatureKeys = {
  all: ['mounting-feature'] as const,
  detail: (projectId: string) => [...mountingFeatureKeys.all, projectId] as const,
};

const featurePath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/feature/mounting-documentation`;

export function useMountingFeature(projectId: string) {
  return useQuery({
    queryKey: mountingFeatureKeys.detail(projectId),
    queryFn: ({ signal }) => apiClient.get<MountingFeatureView>(featurePath(projectId), { signal }),
  });
}

export function useSaveMountingFeature(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MountingFeatureSettings) =>
      apiClient.post<SavedMountingFeature>(featurePath(projectId), settings),
    // Activation changes the project's enabledFeatures: the side menu gains the "Bodeneinbau" group.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mountingFeatureKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]),
  });
}
