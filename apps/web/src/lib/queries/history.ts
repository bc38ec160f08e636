import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryPage } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const historyKeys = {
  all: ['history'] as const,
  list: (projectId: string, limit: number) => [...historyKeys.all, projectId, limit] as const,
};

/** Spec part 1 §7: the full history page asks for limit 999999 (effectively everything). */
export const FULL_HISTORY_LIMIT = 999999;
/** The dashboard card shows the latest 10 entries. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** GET /history/{projectId}?skip=0&limit=… (10 on the dashboard, 999999 on the full page). */
export const historyQuery = (projectId: string, limit: number) =>
  queryOptions({
    queryKey: historyKeys.list(projectId, limit),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<HistoryPage>(`/history/${encodeURIComponent(projectId)}`, {
        query: { skip: 0, limit },
        signal,
      });
      return answer.items ?? [];
    },
  });

export function useHistory(projectId: string, limit: number) {
  return useQuery(historyQuery(projectId, limit));
}
