// The queries each screen reads first (decision 0301), started by the route loaders of
// route-prefetch.ts. Loaded as its own small chunk: the query modules pull in date formatting and
// feature code that the login does not need.
import type { QueryClient } from '@tanstack/react-query';
import { orderPhases, type ProjectRole } from '@baustellendoku/domain';
import type { CurrentUser } from '@/features/auth/types';
import { dynamicLoadPagesQuery, dynamicLoadPointsQuery } from '@/features/dynamic-load/api';
import { orderPagesQuery } from '@/features/orders/api';
import { rolesInProject } from '@/lib/can';
import { historyPagesQuery, recentHistoryQuery } from '@/lib/queries/history';
import { projectQuery, projectsQuery } from '@/lib/queries/projects';
import { openTasksQuery } from '@/lib/queries/tasks';
import type { RouteName } from '@baustellendoku/domain';

type Prefetch = (queryClient: QueryClient, projectId: string, roles: ProjectRole[]) => void;

/** What each screen reads first, besides the project that every project screen loads. */
const screenQueries: Partial<Record<RouteName, Prefetch>> = {
  home: (queryClient) => void queryClient.prefetchQuery(projectsQuery()),
  projectDashboard: (queryClient, projectId, roles) => {
    void queryClient.prefetchQuery(openTasksQuery(projectId, roles));
    void queryClient.prefetchQuery(recentHistoryQuery(projectId));
  },
  projectHistory: (queryClient, projectId) => void queryClient.prefetchInfiniteQuery(historyPagesQuery(projectId)),
  orders: (queryClient, projectId) => {
    for (const phase of orderPhases) void queryClient.prefetchInfiniteQuery(orderPagesQuery(projectId, phase, ''));
  },
  listDynamicLoadAnalysis: (queryClient, projectId) => {
    void queryClient.prefetchQuery(dynamicLoadPointsQuery(projectId));
    void queryClient.prefetchInfiniteQuery(dynamicLoadPagesQuery(projectId, ''));
  },
};

export function prefetchScreen(queryClient: QueryClient, route: RouteName, user: CurrentUser, projectId?: string) {
  if (projectId) void queryClient.prefetchQuery(projectQuery(projectId));
  screenQueries[route]?.(queryClient, projectId ?? '', (projectId && rolesInProject(user, projectId)) || []);
}
