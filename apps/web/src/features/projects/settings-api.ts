// PUT /project/{id} (spec part 1 §7): the settings form's one call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectView, UpdateProjectData } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { invalidateProjectViews, storeProjectDetails } from '@/features/projects/project-details';

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectData) =>
      apiClient.put<ProjectView>(`/project/${encodeURIComponent(projectId)}`, input),
    onSuccess: (project) => {
      storeProjectDetails(queryClient, project);
      return invalidateProjectViews(queryClient, projectId);
    },
  });
}
