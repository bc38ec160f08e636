import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry, HistoryPage } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { pagedQuery, type PageRequest } from './paged-list';

export const historyKeys = {
  all: ['history'] as const,
  recent: (projectId: string) => [...historyKeys.all, projectId, 'recent'] as const,
  pages: (projectId: string) => [...historyKeys.all, projectId, 'pages'] as const,
};

/** The dashboard card shows the latest 10 entries. */
export const RECENT_ACTIVITY_LIMIT = 10;
/**
 * The full page loads 100 entries at a time as the user scrolls (decision 0380) instead of the
 * spec's limit 999999 (part 1 §7), which a project of some years turns into megabytes.
 */
export const HISTORY_PAGE_SIZE = 100;

/** GET /history/{projectId}?skip&limit: entries newest first. */
const loadHistory = (projectId: string, page: PageRequest, signal: AbortSignal) =>
  apiClient.get<HistoryPage>(`/history/${encodeURIComponent(projectId)}`, {
    query: { skip: page.skip, limit: page.limit },
    signal,
  });

export const recentHistoryQuery = (projectId: string) =>
  queryOptions({
    queryKey: historyKeys.recent(projectId),
    queryFn: async ({ signal }) =>
      (await loadHistory(projectId, { skip: 0, limit: RECENT_ACTIVITY_LIMIT }, signal)).items ?? [],
  });

export function useRecentHistory(projectId: string) {
  return useQuery(recentHistoryQuery(projectId));
}

export const historyPagesQuery = (projectId: string) =>
  pagedQuery<HistoryEntry>(
    historyKeys.pages(projectId),
    (page, signal) => loadHistory(projectId, page, signal),
    HISTORY_PAGE_SIZE,
  );

export const historyEntryKey = (entry: HistoryEntry) => entry.historyId;
