import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, setUnauthorizedHandler } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { PERSISTED_MAX_AGE_MS } from './offline/query-persistence';

/**
 * One QueryClient per app. Client errors (4xx) are answers, not glitches: they are not retried.
 * A 401 anywhere clears the current user; the session gate then sends the user to the login.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
        staleTime: 15_000,
        // Answers stay as long as they are kept for offline use (decision 0302).
        gcTime: PERSISTED_MAX_AGE_MS,
      },
      // Changes never wait silently for a connection: offline they fail at once with a reason.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  setUnauthorizedHandler(() => clearSession(queryClient));
  return queryClient;
}
