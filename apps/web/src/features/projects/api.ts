// Project administration calls (spec part 1 §7): GET /organization, POST /project.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Organization, ProjectListItem } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { invalidateProjectViews } from '@/features/projects/project-details';

export const organizationKeys = { all: ['organization'] as const };

export function useOrganizations(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.all,
    enabled,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: Organization[] }>('/organization', { signal })).items ?? [],
    staleTime: 5 * 60_000,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) => apiClient.post<ProjectListItem>('/project', input),
    onSuccess: () => invalidateProjectViews(queryClient),
  });
}
