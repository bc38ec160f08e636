// The queries each screen reads first (decision 0301), started by the route loaders of
// route-prefetch.ts. Loaded as its own small chunk: the query modules pull in date formatting and
// feature code that the login does not need. The screens listed here only show data: opened as the
// first screen of a visit they paint the answers stored by the last visit at once and refetch them
// (decision 0420); the boot script asks for the same addresses early (startup/early-requests.ts).
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { orderPhases, type ProjectRole, type RouteName } from '@baustellendoku/domain';
import type { CurrentUser } from '@/lib/current-user';
import { publicConfigQuery } from '@/lib/public-config';
import { dynamicLoadPagesQuery, dynamicLoadPointsQuery } from '@/features/load-tests/dynamic/api';
import { orderPagesQuery } from '@/features/orders/api';
import { admissibilityOverviewQuery } from '@/features/admissibility/api';
import { rolesInProject } from '@/lib/can';
import { historyPagesQuery, recentHistoryQuery } from '@/lib/queries/history';
import { projectQuery, projectsQuery } from '@/lib/queries/projects';
import { openTasksQuery } from '@/lib/queries/tasks';
import { rememberScreen, restoreScreenAnswers } from './offline/query-persistence';
import type { ReadOnlyScreen } from './startup/early-requests';

/** A query a screen reads first: its key (for the stored answers) and how it is prefetched. */
type ScreenQuery = { queryKey: QueryKey; prefetch: (queryClient: QueryClient) => Promise<void> };
type ScreenQueries = (projectId: string, roles: ProjectRole[]) => ScreenQuery[];

const plain = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): ScreenQuery => ({ queryKey: options.queryKey, prefetch: (queryClient) => queryClient.prefetchQuery(options) });
/** A paged list (decision 0380): its first page. */
const paged = <TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): ScreenQuery => ({
  queryKey: options.queryKey,
  prefetch: (queryClient) => queryClient.prefetchInfiniteQuery(options),
});

/** What each screen reads first, besides the project that every project screen loads. */
const screenQueries: Record<ReadOnlyScreen, ScreenQueries> = {
  home: () => [plain(projectsQuery())],
  projectDashboard: (projectId, roles) => [
    plain(openTasksQuery(projectId, roles)),
    plain(recentHistoryQuery(projectId)),
  ],
  projectHistory: (projectId) => [paged(historyPagesQuery(projectId))],
  // The three groups are shown one below the other, each its own paged list (orders-screen.tsx).
  // The rows carry the admissibility mark: without it the list would grow once the overview came.
  orders: (projectId) => [
    ...orderPhases.map((phase) => paged(orderPagesQuery(projectId, phase, ''))),
    plain(admissibilityOverviewQuery(projectId)),
  ],
  // The map waits for the map styles of the public config (components/map/map-config.ts).
  listDynamicLoadAnalysis: (projectId) => [
    paged(dynamicLoadPagesQuery(projectId, '')),
    plain(dynamicLoadPointsQuery(projectId)),
    plain(publicConfigQuery()),
  ],
};

/**
 * Code a screen shows soon after its first paint, started with its data (decision 0430): the map
 * of the dynamic tests (its content and MapLibre, ~250 KB brotli) would otherwise start loading
 * only once the list had rendered, two downloads one after the other. Only when it comes over the
 * network: with a service worker it is on the device, and importing it now would only run its
 * 1.1 MB of script before the list (decisions 0540, 0841).
 */
const screenCode: Partial<Record<ReadOnlyScreen, () => Promise<unknown>>> = {
  listDynamicLoadAnalysis: () =>
    Promise.all([import('@/components/map/project-map-content'), import('@/components/map/map-canvas')]),
};

/** The queries a screen reads first: its project and its own. */
export function screenQueryOptions(route: RouteName, user: CurrentUser, projectId?: string): ScreenQuery[] {
  const roles = (projectId && rolesInProject(user, projectId)) || [];
  return [
    ...(projectId ? [plain(projectQuery(projectId))] : []),
    ...(screenQueries[route as ReadOnlyScreen]?.(projectId ?? '', roles) ?? []),
  ];
}

/**
 * Starts the screen's queries. A read-only screen of the table first gets the answers the last
 * visit stored for it at this address and for the menu's project list (a moment at most: it waits
 * for nothing from the network), and keeps them stored there for the next visit (decision 0430);
 * every query of the screen then loads afresh, as the shell does the project list.
 */
export async function prefetchScreen(
  queryClient: QueryClient,
  route: RouteName,
  user: CurrentUser,
  projectId?: string,
  address = window.location.pathname,
): Promise<void> {
  const queries = screenQueryOptions(route, user, projectId);
  if (route in screenQueries) {
    const keys = [...queries.map((query) => query.queryKey), projectsQuery().queryKey];
    rememberScreen(queryClient, address, keys);
    await restoreScreenAnswers(queryClient, address, keys);
  }
  for (const query of queries) void query.prefetch(queryClient);
  // A failed download shows in the map's own error boundary when it asks again.
  if (!navigator.serviceWorker?.controller) screenCode[route as ReadOnlyScreen]?.().catch(() => undefined);
}
