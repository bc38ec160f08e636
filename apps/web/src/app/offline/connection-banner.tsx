// The two notices of the installable app (decision 0302), above every screen: "offline" while the
// browser has no connection (the screens show what was last loaded; changes are refused with a
// message, see api-client), and "Neue Version verfügbar – neu laden" while a new version waits.
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { RefreshCw, WifiOff } from 'lucide-react';
import { serviceWorkerUpdate } from './update-store';

export const OFFLINE_NOTICE =
  'Offline – Sie sehen den zuletzt geladenen Stand. Änderungen können erst wieder mit Verbindung gespeichert werden.';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

export function ConnectionBanner() {
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());
  const update = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isAvailable);
  if (online && !update) return null;
  return (
    <div className="sticky top-0 z-50">
      {!online && (
        <p role="status" className="flex items-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {OFFLINE_NOTICE}
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
