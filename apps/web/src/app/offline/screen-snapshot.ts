// The picture of the last read-only screen (decision 0470). A returning phone spends about a second
// running the app's code before the screen it left is there again; the boot script paints this
// picture meanwhile. It is the screen's HTML as the app rendered it (the same stored answers that
// decision 0430 paints first), kept per device for one user, one build and one address, and
// forgotten with the session. Kept when the screen has settled after the start and whenever the page
// is hidden or left: the screen the user last saw.
import type { createAppRouter } from '../router';
import { CURRENT_USER_KEY, readJson } from '@/lib/storage';
import type { CurrentUser } from '@/lib/current-user';
import type { ScreenSnapshot } from '../startup/boot';
import { readOnlyScreens, screenSnapshot } from '../startup/early-requests';

type AppRouter = ReturnType<typeof createAppRouter>;

const buildId = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** Keeps the picture of the screen shown now, if it is a read-only screen that has finished loading. */
export function takeScreenSnapshot(router: AppRouter): void {
  const { matches, navigation } = router.state;
  const screen = matches.at(-1)?.route.id;
  if (navigation.state !== 'idle' || !(readOnlyScreens as readonly string[]).includes(screen ?? '')) return;
  const user = readJson<CurrentUser>(CURRENT_USER_KEY);
  const root = document.getElementById('root');
  if (!user || !root || root.querySelector(screenSnapshot.loading)) return;
  const copy = root.cloneNode(true) as HTMLElement;
  // Not part of the screen: notices of the moment, and what HTML cannot keep (a map's drawing).
  for (const element of copy.querySelectorAll('[data-no-snapshot]')) element.remove();
  const snapshot: ScreenSnapshot = {
    userId: user.user.userId,
    buildId,
    address: window.location.pathname,
    savedAt: Date.now(),
    html: copy.innerHTML,
  };
  try {
    localStorage.setItem(screenSnapshot.key, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the next visit starts without the picture.
  }
}

/** Keeps the picture whenever the page is hidden or left. Returns a stop function. */
export function keepScreenSnapshots(router: AppRouter): () => void {
  const take = () => takeScreenSnapshot(router);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') take();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', take);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', take);
  };
}
