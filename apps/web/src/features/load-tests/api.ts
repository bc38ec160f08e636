// The calls of both load-test variants (spec part 3 §7): GET /{resource} page by page, every test as
// a map point (decision 0381), one test, a new test through the outbox (decision 0390) and changes
// of an existing one (online only). A variant's api.ts adds only what is its own.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoadTestPoint, VerdictResult } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { useFieldEntry, type FieldEntryConfig } from '@/lib/outbox/use-outbox';
import { historyKeys } from '@/lib/queries/history';
import { pagedQuery } from '@/lib/queries/paged-list';
import type { LoadTestRecord, LoadTestVariant } from './variant';

export type LoadTestResource = LoadTestVariant['resource'];

export const loadTestKeys = <R extends LoadTestResource>(resource: R) => {
  const keys = {
    all: [resource] as const,
    pages: (projectId: string, search: string, verdict: VerdictResult | null = null) =>
      verdict === null
        ? ([...keys.all, 'pages', projectId, search] as const)
        : ([...keys.all, 'pages', projectId, search, verdict] as const),
    points: (projectId: string) => [...keys.all, 'points', projectId] as const,
    detail: (id: string) => [...keys.all, 'detail', id] as const,
  };
  return keys;
};

const itemPath = (resource: LoadTestResource, id: string) => `/${resource}/${encodeURIComponent(id)}`;

/** The table: page by page, searched by grid field or test number (decision 0380), by verdict (issue 37). */
export const loadTestPagesQuery = <T>(
  resource: LoadTestResource,
  projectId: string,
  search: string,
  verdict: VerdictResult | null = null,
) =>
  pagedQuery<T>(loadTestKeys(resource).pages(projectId, search, verdict), (page, signal) =>
    apiClient.get<{ items: T[] }>(`/${resource}`, {
      query: { ...page, projectId, search: search || undefined, verdict: verdict ?? undefined },
      signal,
    }),
  );

/** The map: every test of the project as a lean marker, while the table below pages. */
export const loadTestPointsQuery = (resource: LoadTestResource, projectId: string) =>
  queryOptions({
    queryKey: loadTestKeys(resource).points(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: LoadTestPoint[] }>(`/${resource}/points`, { query: { projectId }, signal }))
        .items ?? [],
  });

export function useLoadTest<T extends LoadTestRecord>(variant: LoadTestVariant<T>, id: string) {
  return useQuery({
    queryKey: loadTestKeys(variant.resource).detail(id),
    queryFn: ({ signal }) => apiClient.get<T>(itemPath(variant.resource, id), { signal }),
  });
}

/** A new test, kept on the device without a connection (decision 0390). */
export function useLoadTestEntry<TValues extends object, T extends LoadTestRecord>(
  variant: LoadTestVariant<T>,
  projectId: string,
  describe: FieldEntryConfig<TValues>['describe'],
) {
  return useFieldEntry<TValues & { projectId: string }, T>({
    kind: variant.fieldEntry,
    projectId,
    scope: `project:${projectId}`,
    path: `/${variant.resource}`,
    describe,
  });
}

/** Changes of an existing test (online only). */
export function useUpdateLoadTest<TPayload, T extends LoadTestRecord>(variant: LoadTestVariant<T>, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TPayload) => apiClient.put<T>(itemPath(variant.resource, id), payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loadTestKeys(variant.resource).all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]),
  });
}
