import { useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { onLogout, watchStoredUser } from '@/lib/session';
import { forgetScreenPicture } from '@/lib/storage';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { ConnectionBanner } from './offline/connection-banner';
import { startOnlineTracking } from './offline/online-state';
import { forgetStoredScreens, persistQueryCache } from './offline/query-persistence';
import { afterSettled } from './startup/settled';
import { switchOnWebFont } from './startup/web-font';
import { loadFrameParts } from './shell/frame-parts-loader';

startOnlineTracking();

/** What the first screen does not need waits until it has settled (decision 0420). */
function afterFirstScreen() {
  void switchOnWebFont();
  forgetScreenPicture();
  // The drawer's code (decision 0777), so that the menu opens without a wait.
  loadFrameParts().catch(() => {});
  // The service worker (offline start, update notice) and its precache (decision 0302).
  if (import.meta.env.PROD) void import('./offline/service-worker').then((sw) => sw.startServiceWorker());
}

/** The query client and the router, made once before the first render (main.tsx, decision 0741). */
export type AppCore = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

export function createAppCore(): AppCore {
  const queryClient = createQueryClient();
  // Stored from the start: the router's loaders begin to fill the cache before the first render.
  persistQueryCache(queryClient);
  return { queryClient, router: createAppRouter(queryClient) };
}

export function App({ core: { queryClient, router } }: { core: AppCore }) {
  // The first screen renders as soon as its code and data are there, in one go (decision 0430): as
  // a transition (the router's default) React renders it in slices between other tasks, and an
  // update meanwhile (an answer arriving) interrupts it. Later navigations stay transitions, which
  // keep the last screen in place while the next one suspends.
  const [subscribe] = useState(() => (onChange: () => void) => router.subscribe(onChange));
  const initialized = useSyncExternalStore(subscribe, () => router.state.initialized);
  useEffect(() => watchStoredUser(), []);
  useEffect(() => onLogout(() => forgetStoredScreens(queryClient)), [queryClient]);
  useEffect(
    () =>
      afterSettled(
        () => !router.state.initialized || router.state.navigation.state !== 'idle' || queryClient.isFetching() > 0,
        afterFirstScreen,
      ),
    [queryClient, router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionBanner />
      <RouterProvider router={router} useTransitions={initialized ? undefined : false} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
