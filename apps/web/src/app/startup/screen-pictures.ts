// When the picture of a read-only screen is taken and taken down (decision 0420,
// lib/screen-snapshot.ts): taken when the screen's answers (all of this visit) have been quiet for a
// second and when the app goes to the background (phones rarely "close" a tab); taken down when the
// live screen is there.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { routePatterns } from '@baustellendoku/domain';
import type { CurrentUser } from '@/features/auth/types';
import { saveScreenSnapshot, SNAPSHOT_HOST_ID, takeDownScreenSnapshot } from '@/lib/screen-snapshot';
import { CURRENT_USER_KEY, readJson } from '@/lib/storage';
import { answeredThisVisit } from '../offline/query-persistence';
import { readOnlyScreens } from './early-requests';

type RouterState = { initialized: boolean; matches: { route: { path?: string } }[] };
type Router = { state: RouterState; subscribe(listener: (state: RouterState) => void): () => void };

const PICTURE_AFTER_QUIET_MS = 1000;
const readOnlyPatterns = new Set<string>(readOnlyScreens.map((name) => routePatterns[name]));

/** Takes the picture when the current screen only shows data and all of it is this visit's. */
export function takeScreenPicture(router: Router, queryClient: QueryClient): void {
  const pattern = router.state.matches.at(-1)?.route.path;
  if (!pattern || !readOnlyPatterns.has(pattern)) return;
  if (queryClient.isFetching() > 0 || !onlineManager.isOnline()) return;
  // A picture of stored answers would outlive their refetch: only this visit's answers are kept.
  const stored = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.data !== undefined && !answeredThisVisit(query.state.dataUpdatedAt));
  if (stored) return;
  if (document.getElementById(SNAPSHOT_HOST_ID)) return;
  const user = readJson<CurrentUser>(CURRENT_USER_KEY);
  const root = document.getElementById('root');
  if (user && root)
    saveScreenSnapshot(window.location.pathname, user.user.userId, root, import.meta.env.VITE_BUILD_ID ?? 'dev');
}

/** Keeps pictures up to date while the app runs; takes a painted one down if no screen did. */
export function keepScreenPictures(router: Router, queryClient: QueryClient): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') takeScreenPicture(router, queryClient);
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onHide);
  // And whenever the answers have been quiet for a moment (a card that loads later is in it too).
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const unsubscribeCache = queryClient.getQueryCache().subscribe(() => {
    clearTimeout(quiet);
    quiet = setTimeout(() => takeScreenPicture(router, queryClient), PICTURE_AFTER_QUIET_MS);
  });
  // The signed-in layout takes the picture down as it renders; any other first screen (the login
  // after a session ended, an error page) a moment after the router has it.
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized && fallback === undefined) fallback = setTimeout(takeDownScreenSnapshot, 1000);
  });
  return () => {
    unsubscribe();
    unsubscribeCache();
    clearTimeout(quiet);
    clearTimeout(fallback);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onHide);
  };
}
