// The queries each screen reads first (decision 0301), started by the route loaders of
// route-prefetch.ts. Loaded as its own small chunk: the query modules pull in date formatting and
// feature code that the login does not need. The screens listed here only show data: opened as the
// first screen of a visit they paint the answers stored by the last visit at once and refetch them
// (decision 0420); the boot script asks for the same addresses early (startup/early-requests.ts).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ProjectRole } from '@baustellendoku/domain';
import type { CurrentUser } from '@/features/auth/types';
import { dynamicLoadAnalysesQuery } from '@/features/dynamic-load/api';
import { ordersQuery } from '@/features/orders/api';
import { admissibilityOverviewQuery } from '@/features/orders/admissibility/api';
import { rolesInProject } from '@/lib/can';
import { FULL_HISTORY_LIMIT, historyQuery, RECENT_ACTIVITY_LIMIT } from '@/lib/queries/history';
import { projectQuery, projectsQuery } from '@/lib/queries/projects';
import { openTasksQuery } from '@/lib/queries/tasks';
import type { RouteName } from '@baustellendoku/domain';
import { SNAPSHOT_HOST_ID } from '@/lib/screen-snapshot';
import { restoreStoredAnswers } from './offline/query-persistence';
import type { ReadOnlyScreen } from './startup/early-requests';

// Each query's own options type differs; what the prefetch needs of them is key and function.
type AnyQuery = Parameters<QueryClient['prefetchQuery']>[0] & { queryKey: QueryKey };
type ScreenQueries = (projectId: string, roles: ProjectRole[]) => AnyQuery[];

/** What each screen reads first, besides the project that every project screen loads. */
const screenQueries: Record<ReadOnlyScreen, ScreenQueries> = {
  home: () => [projectsQuery() as AnyQuery],
  projectDashboard: (projectId, roles) => [
    openTasksQuery(projectId, roles) as AnyQuery,
    historyQuery(projectId, RECENT_ACTIVITY_LIMIT) as AnyQuery,
  ],
  projectHistory: (projectId) => [historyQuery(projectId, FULL_HISTORY_LIMIT) as AnyQuery],
  // The rows carry the admissibility mark: without it the list would grow once the overview came.
  orders: (projectId) => [ordersQuery(projectId) as AnyQuery, admissibilityOverviewQuery(projectId) as AnyQuery],
  listDynamicLoadAnalysis: (projectId) => [dynamicLoadAnalysesQuery(projectId) as AnyQuery],
};

/** The queries a screen reads first: its project and its own. */
export function screenQueryOptions(route: RouteName, user: CurrentUser, projectId?: string): AnyQuery[] {
  const roles = (projectId && rolesInProject(user, projectId)) || [];
  return [
    ...(projectId ? [projectQuery(projectId) as AnyQuery] : []),
    ...(screenQueries[route as ReadOnlyScreen]?.(projectId ?? '', roles) ?? []),
  ];
}

/**
 * Starts the screen's queries. A read-only screen of the table first gets the answers the last
 * visit stored for it and for the menu's project list (a moment at most: it waits for nothing from
 * the network); every query of the screen then loads afresh, as the shell does the project list.
 */
export async function prefetchScreen(
  queryClient: QueryClient,
  route: RouteName,
  user: CurrentUser,
  projectId?: string,
): Promise<void> {
  const queries = screenQueryOptions(route, user, projectId);
  if (route in screenQueries) {
    const keys = [...queries.map((query) => query.queryKey), projectsQuery().queryKey];
    // With the screen's picture painted (lib/screen-snapshot.ts) the visitor already sees it: waiting
    // a little longer for a slow IndexedDB beats a skeleton between picture and screen.
    const waitMs = document.getElementById(SNAPSHOT_HOST_ID) ? 1500 : undefined;
    await restoreStoredAnswers(queryClient, keys, { waitMs });
  }
  for (const query of queries) void queryClient.prefetchQuery(query);
}
