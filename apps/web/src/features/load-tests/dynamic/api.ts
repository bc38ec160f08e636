// Dynamic plate load tests (spec part 3 §7): list, detail, create, update and the printout reading.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DynamicLoadAnalysisUpdatePayload, PrintoutFields } from '@baustellendoku/domain';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useFieldEntry } from '@/lib/outbox/use-outbox';
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

/** A new dynamic plate load test, kept on the device without a connection (decision 0390). */
export function useDynamicLoadEntry(projectId: string) {
  return useFieldEntry<DynamicLoadAnalysisUpdatePayload & { projectId: string }, DynamicLoadAnalysis>({
    kind: 'dynamicLoad',
    projectId,
    scope: `project:${projectId}`,
    path: '/dynamic-load-analysis',
    describe: (values) => ({
      title: `Rasterfeld ${values.gridField} · Evd ${formatNumber(values.evd, { decimals: 2, unit: 'MN/m²' })}`,
      details: [
        { label: 'Rasterfeld', value: values.gridField },
        { label: 'Datum und Uhrzeit', value: formatDateTime(values.analysedAt) },
        { label: 'Evd', value: formatNumber(values.evd, { decimals: 2, unit: 'MN/m²' }) },
        { label: 'Bodenart', value: values.soilType },
      ],
    }),
  });
}

/** Changes of an existing test (online only). */
export function useUpdateDynamicLoadAnalysis(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DynamicLoadAnalysisUpdatePayload) =>
      apiClient.put<DynamicLoadAnalysis>(itemPath(id), payload),
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
