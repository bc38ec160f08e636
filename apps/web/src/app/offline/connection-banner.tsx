// The two notices of the installable app (decision 0302), above every screen: "offline" while the
// browser has no connection (the screens show what was last loaded and since when; field entries
// are kept on the device and sent later, other changes are refused with a message — decision 0390),
// and "Neue Version verfügbar – neu laden" while a new version waits.
import { useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RefreshCw, WifiOff } from 'lucide-react';
import { serviceWorkerUpdate } from './update-store';

export const OFFLINE_NOTICE =
  'Offline – Sie sehen den zuletzt geladenen Stand. Erfassungen werden auf dem Gerät gespeichert und später gesendet; andere Änderungen brauchen eine Verbindung.';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/** When the oldest answer on the screen was loaded (ms), or 0 without any. */
function shownSince(queryClient: QueryClient): number {
  const loaded = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((query) => query.queryKey[0] !== 'me' && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return loaded.length > 0 ? Math.min(...loaded) : 0;
}

// The browser's own German formats: the banner is part of the app's entry, which the login loads,
// and date-fns with its locales would add ~10 KB there (bench/login-bundle). Made when first shown:
// building an Intl formatter loads locale data, which every start would otherwise pay for.
let formats: { timeOfDay: Intl.DateTimeFormat; dayAndTime: Intl.DateTimeFormat } | undefined;

/** "Stand: 10:42" (today) or "Stand: 04.05.2026, 10:42" — the age of what the screen shows. */
export function standText(since: number, now = new Date()): string {
  formats ??= {
    timeOfDay: new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' }),
    dayAndTime: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }),
  };
  const shown = new Date(since);
  return `Stand: ${(shown.toDateString() === now.toDateString() ? formats.timeOfDay : formats.dayAndTime).format(shown)}`;
}

export function ConnectionBanner() {
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());
  const update = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isAvailable);
  const since = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => (online ? 0 : shownSince(queryClient)),
  );
  if (online && !update) return null;
  return (
    <div className="sticky top-0 z-50">
      {!online && (
        <p role="status" className="flex items-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          <span>
            {since > 0 ? <strong className="font-semibold">{standText(since)} · </strong> : null}
            {OFFLINE_NOTICE}
          </span>
        </p>
      )}
      {update && (
        <p role="status" className="flex items-center gap-2 bg-sky-100 px-4 py-1 text-sm text-sky-950">
          <RefreshCw aria-hidden className="size-4 shrink-0" />
          <span>
            Neue Version verfügbar –{' '}
            <button
              type="button"
              className="min-h-11 font-semibold underline underline-offset-2"
              onClick={() => void serviceWorkerUpdate.apply()}
            >
              neu laden
            </button>
          </span>
        </p>
      )}
    </div>
  );
}
