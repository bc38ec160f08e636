// Installation documentation (spec part 3 §7): list, detail, create, update.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { formatDate, formatMeters } from '@/lib/format';
import { useFieldEntry } from '@/lib/outbox/use-outbox';
import { historyKeys } from '@/lib/queries/history';
import { pagedQuery } from '@/lib/queries/paged-list';
import type { MountingDocumentationPayload } from './form-schema';
import type { MountingDocumentation } from './types';

export const mountingDocumentationKeys = {
  all: ['mounting-documentation'] as const,
  pages: (projectId: string, search: string) => [...mountingDocumentationKeys.all, 'pages', projectId, search] as const,
  detail: (id: string) => [...mountingDocumentationKeys.all, 'detail', id] as const,
};

const itemPath = (id: string) => `/mounting-documentation/${encodeURIComponent(id)}`;

/** The list: page by page, searched by grid field or order number (decision 0380). */
export const mountingDocumentationPagesQuery = (projectId: string, search: string) =>
  pagedQuery<MountingDocumentation>(mountingDocumentationKeys.pages(projectId, search), (page, signal) =>
    apiClient.get<{ items: MountingDocumentation[] }>('/mounting-documentation', {
      query: { ...page, projectId, search: search || undefined },
      signal,
    }),
  );

export const mountingDocumentationKey = (item: MountingDocumentation) => item.mountingDocumentationId;

export function useMountingDocumentation(id: string) {
  return useQuery({
    queryKey: mountingDocumentationKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<MountingDocumentation>(itemPath(id), { signal }),
  });
}

/** A new installation documentation, kept on the device without a connection (decision 0390). */
export function useMountingDocumentationEntry(projectId: string) {
  return useFieldEntry<MountingDocumentationPayload & { projectId: string }, MountingDocumentation>({
    kind: 'mountingDocumentation',
    projectId,
    scope: `project:${projectId}`,
    path: '/mounting-documentation',
    describe: (values) => ({
      title: `Rasterfeld ${values.gridField} · Einbau am ${formatDate(values.mountingDate)}`,
      details: [
        { label: 'Rasterfeld', value: values.gridField },
        { label: 'Einbaudatum', value: formatDate(values.mountingDate) },
        { label: 'Füllhöhe (m NHN)', value: formatMeters(values.fillingHeightInMeters, 2) },
        { label: 'Gekalkt', value: values.limingInformation ? 'Ja' : 'Nein' },
      ],
    }),
  });
}

/** Changes of an existing documentation (online only). */
export function useUpdateMountingDocumentation(projectId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MountingDocumentationPayload) =>
      apiClient.put<MountingDocumentation>(itemPath(id), { projectId, ...payload }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mountingDocumentationKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]),
  });
}
