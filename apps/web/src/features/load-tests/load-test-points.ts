// The markers of a load-test list's map (decision 0381): every test of the project, lean, from
// GET /{dynamic|static}-load-analysis/points, while the table below pages. MapLibre clusters them.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { LoadTestPoint } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const loadTestPointsQuery = (
  queryKey: QueryKey,
  path: '/dynamic-load-analysis/points' | '/static-load-analysis/points',
  projectId: string,
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: LoadTestPoint[] }>(path, { query: { projectId }, signal })).items ?? [],
  });
