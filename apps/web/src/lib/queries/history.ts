import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const historyKeys = {
  all: ['history'] as const,
  list: (projectId: string, limit: number) => [...historyKeys.all, projectId, limit] as const,
};

/** GET /history/{projectId}?skip=0&limit=… (10 on the dashboard, 999999 on the full page). */
export function useHistory(projectId: string, limit: number) {
  return useQuery({
    queryKey: historyKeys.list(projectId, limit),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<{ items: HistoryEntry[] }>(`/history/${encodeURIComponent(projectId)}`, {
        query: { skip: 0, limit },
        signal,
      });
      return answer.items ?? [];
    },
  });
}
