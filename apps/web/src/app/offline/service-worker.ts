// Service worker registration (decision 0302), loaded after the first paint so it costs the first
// screen nothing. A new version is not activated behind the user's back: once it is installed and
// waiting, the banner offers "neu laden", which activates it and reloads the tab — old and new code
// never run side by side.
import { registerSW } from 'virtual:pwa-register';
import { serviceWorkerUpdate } from './update-store';

/** Look for a new version while the app stays open (phones keep tabs for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => serviceWorkerUpdate.announce(() => updateServiceWorker(true)),
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
