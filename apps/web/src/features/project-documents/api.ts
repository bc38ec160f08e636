// Project documents (spec part 3 §7): the grouped list and the prepared ZIP download.
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DocumentGroup } from './types';

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
