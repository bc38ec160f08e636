// Project documents (spec part 3 §7): the grouped list and the prepared ZIP download.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HandoverInput, HandoverView } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import type { DocumentGroup } from './types';

type HandoverList = { items: HandoverView[] };

export const projectDocumentKeys = {
  all: ['project-documentation'] as const,
  detail: (projectId: string) => [...projectDocumentKeys.all, projectId] as const,
};

const documentsPath = (projectId: string) => `/project-documentation/${encodeURIComponent(projectId)}`;

export function useProjectDocuments(projectId: string) {
  return useQuery({
    queryKey: projectDocumentKeys.detail(projectId),
    queryFn: ({ signal }) => apiClient.get<DocumentGroup[]>(documentsPath(projectId), { signal }),
  });
}

/** POST …/download {files} answers {url}; the browser then navigates there and the ZIP streams. */
export function usePrepareDownload(projectId: string) {
  return useMutation({
    mutationFn: (files: string[]) => apiClient.post<{ url: string }>(`${documentsPath(projectId)}/download`, { files }),
  });
}

/** The project's handovers (issue 36 item 2), newest first. */
export function useHandovers(projectId: string) {
  return useQuery({
    queryKey: [...projectDocumentKeys.detail(projectId), 'handovers'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<HandoverList>(`/project/${encodeURIComponent(projectId)}/handover`, { signal })).items,
  });
}

/** POST …/handover makes the pack; the list and the documents page are read again. */
export function useCreateHandover(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HandoverInput) =>
      apiClient.post<HandoverView>(`/project/${encodeURIComponent(projectId)}/handover`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectDocumentKeys.detail(projectId) }),
  });
}
