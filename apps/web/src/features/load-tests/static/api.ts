// Static plate load tests (spec part 3 §7): list, detail, last test's conditions, create, update.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaticLoadConditions, StaticLoadPayloadDraft } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useFieldEntry } from '@/lib/outbox/use-outbox';
import { historyKeys } from '@/lib/queries/history';
import { pagedQuery } from '@/lib/queries/paged-list';
import { loadTestPointsQuery } from '@/features/load-tests/load-test-points';
import type { StaticLoadAnalysis } from './types';

export const staticLoadKeys = {
  all: ['static-load-analysis'] as const,
  pages: (projectId: string, search: string) => [...staticLoadKeys.all, 'pages', projectId, search] as const,
  points: (projectId: string) => [...staticLoadKeys.all, 'points', projectId] as const,
  detail: (id: string) => [...staticLoadKeys.all, 'detail', id] as const,
  last: (projectId: string) => [...staticLoadKeys.all, 'last', projectId] as const,
};

const itemPath = (id: string) => `/static-load-analysis/${encodeURIComponent(id)}`;

/** The table: page by page, searched by grid field or test number (decision 0380). */
export const staticLoadPagesQuery = (projectId: string, search: string) =>
  pagedQuery<StaticLoadAnalysis>(staticLoadKeys.pages(projectId, search), (page, signal) =>
    apiClient.get<{ items: StaticLoadAnalysis[] }>('/static-load-analysis', {
      query: { ...page, projectId, search: search || undefined },
      signal,
    }),
  );

/** The map: every test as a marker. */
export const staticLoadPointsQuery = (projectId: string) =>
  loadTestPointsQuery(staticLoadKeys.points(projectId), '/static-load-analysis/points', projectId);

export function useStaticLoadAnalysis(id: string) {
  return useQuery({
    queryKey: staticLoadKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<StaticLoadAnalysis>(itemPath(id), { signal }),
  });
}

/** Conditions of the project's last test for pre-filling a new one (null when there is none). */
export function useLastStaticLoadConditions(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: staticLoadKeys.last(projectId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ staticLoadAnalysisData: StaticLoadConditions | null }>(
          `/last-static-load-analysis/${encodeURIComponent(projectId)}`,
          { signal },
        )
      ).staticLoadAnalysisData,
    enabled,
    staleTime: 0,
  });
}

/** A new static plate load test, kept on the device without a connection (decision 0390). */
export function useStaticLoadEntry(projectId: string) {
  return useFieldEntry<StaticLoadPayloadDraft & { projectId: string }, StaticLoadAnalysis>({
    kind: 'staticLoad',
    projectId,
    scope: `project:${projectId}`,
    path: '/static-load-analysis',
    describe: (values) => ({
      title: `Rasterfeld ${values.gridField ?? ''}${values.measuringPointName ? ` · ${values.measuringPointName}` : ''}`,
      details: [
        { label: 'Rasterfeld', value: values.gridField ?? '' },
        { label: 'Messpunkt', value: values.measuringPointName ?? '' },
        { label: 'Datum und Uhrzeit', value: formatDateTime(values.analysedAt) },
        { label: 'Prüfschicht', value: values.testLayer ?? '' },
      ],
    }),
  });
}

/** Changes of an existing test (online only). */
export function useUpdateStaticLoadAnalysis(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StaticLoadPayloadDraft) => apiClient.put<StaticLoadAnalysis>(itemPath(id), payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staticLoadKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]),
  });
}
