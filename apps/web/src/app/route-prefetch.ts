// Route-level prefetch (decision 0301): a screen's data starts loading in the same moment as its
// lazy chunk, from the route's loader, instead of after the chunk arrived, rendered, and the project
// gate let the screen ask. The query options are the ones the screens' hooks use, so the screen
// finds the request already running (or answered) under the same key. Loaders never wait for the
// network: navigation is not held up, and offline the queries simply pause with the stored data in
// place. They wait only for the stored answers a read-only screen paints first (decision 0420).
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { authKeys } from '@/lib/session';
import type { CurrentUser } from '@/lib/current-user';
import { CURRENT_USER_KEY, readJson } from '@/lib/storage';
import type { RouteName } from '@baustellendoku/domain';

/** Before the first render the session query does not exist yet; its stored copy does. */
function knownUser(queryClient: QueryClient): CurrentUser | null {
  const cached = queryClient.getQueryData<CurrentUser | null>(authKeys.me);
  return cached === undefined ? readJson<CurrentUser>(CURRENT_USER_KEY) : cached;
}

/** A route loader that starts the screen's queries (after the stored answers, for a read-only screen). */
export function prefetchLoader(queryClient: QueryClient, route: RouteName) {
  return async ({ params, request }: { params: Params; request: Request }) => {
    const user = knownUser(queryClient);
    // Nobody signed in: the session gate sends the visitor to the login; asking would only earn 401s.
    if (user) {
      const queries = await import('./route-queries');
      // The address as the boot script sees it (location.pathname), under which its answers are kept.
      await queries.prefetchScreen(queryClient, route, user, params.projectId, new URL(request.url).pathname);
    }
    return null;
  };
}
