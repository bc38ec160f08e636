// Dynamic plate load tests (spec part 3 §7): list, detail, create, update and the printout reading.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DynamicLoadAnalysisUpdatePayload, PrintoutFields } from '@baustellendoku/domain';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useFieldEntry } from '@/app/outbox/use-outbox';
import { apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';
import type { DynamicLoadAnalysis } from './types';

/** Lists are requested with skip 0 and limit 999999 (spec part 3 §7). */
const LIST_PAGE = { skip: 0, limit: 999999 } as const;
/** The form names itself when it asks the server to read a printout. */
export const PARSE_NAMESPACE = 'dynamic-load-analysis';

export const dynamicLoadKeys = {
  all: ['dynamic-load-analysis'] as const,
  list: (projectId: string) => [...dynamicLoadKeys.all, 'list', projectId] as const,
  detail: (id: string) => [...dynamicLoadKeys.all, 'detail', id] as const,
};

const itemPath = (id: string) => `/dynamic-load-analysis/${encodeURIComponent(id)}`;

export const dynamicLoadAnalysesQuery = (projectId: string) =>
  queryOptions({
    queryKey: dynamicLoadKeys.list(projectId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ items: DynamicLoadAnalysis[] }>('/dynamic-load-analysis', {
          query: { ...LIST_PAGE, projectId },
          signal,
        })
      ).items ?? [],
  });

export function useDynamicLoadAnalyses(projectId: string) {
  return useQuery(dynamicLoadAnalysesQuery(projectId));
}

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
