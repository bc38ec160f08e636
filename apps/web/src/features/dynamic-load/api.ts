// Dynamic plate load tests (spec part 3 §7): list, detail, create, update and the printout reading.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DynamicLoadAnalysisUpdatePayload, PrintoutFields } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';
import { pagedQuery } from '@/lib/queries/paged-list';
import { loadTestPointsQuery } from '@/features/load-tests/load-test-points';
import type { DynamicLoadAnalysis } from './types';
/** The form names itself when it asks the server to read a printout. */
export const PARSE_NAMESPACE = 'dynamic-load-analysis';

export const dynamicLoadKeys = {
  all: ['dynamic-load-analysis'] as const,
  pages: (projectId: string, search: string) => [...dynamicLoadKeys.all, 'pages', projectId, search] as const,
  points: (projectId: string) => [...dynamicLoadKeys.all, 'points', projectId] as const,
  detail: (id: string) => [...dynamicLoadKeys.all, 'detail', id] as const,
};

const itemPath = (id: string) => `/dynamic-load-analysis/${encodeURIComponent(id)}`;

/** The table: page by page, searched by grid field or test number (decision 0380). */
export const dynamicLoadPagesQuery = (projectId: string, search: string) =>
  pagedQuery<DynamicLoadAnalysis>(dynamicLoadKeys.pages(projectId, search), (page, signal) =>
    apiClient.get<{ items: DynamicLoadAnalysis[] }>('/dynamic-load-analysis', {
      query: { ...page, projectId, search: search || undefined },
      signal,
    }),
  );

/** The map: every test as a marker. */
export const dynamicLoadPointsQuery = (projectId: string) =>
  loadTestPointsQuery(dynamicLoadKeys.points(projectId), '/dynamic-load-analysis/points', projectId);

export function useDynamicLoadAnalysis(id: string) {
  return useQuery({
    queryKey: dynamicLoadKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<DynamicLoadAnalysis>(itemPath(id), { signal }),
  });
}

export function useSaveDynamicLoadAnalysis(projectId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DynamicLoadAnalysisUpdatePayload) =>
      id
        ? apiClient.put<DynamicLoadAnalysis>(itemPath(id), payload)
        : apiClient.post<DynamicLoadAnalysis>('/dynamic-load-analysis', { projectId, ...payload }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dynamicLoadKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]),
  });
}

export function parsePrintout(fileId: string, signal: AbortSignal, projectId?: string): Promise<PrintoutFields> {
  // The project tells the server where positions are plausible (Germany unless its tests lie elsewhere).
  const query = projectId ? `?projectId=${encodeURIComponent(projectId)}` : '';
  return apiClient.post<PrintoutFields>(
    `/dynamic-load-analysis/parse-document/${encodeURIComponent(fileId)}/${PARSE_NAMESPACE}${query}`,
    undefined,
    { signal },
  );
}
