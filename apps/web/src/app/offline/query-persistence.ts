// What was last loaded survives a closed tab (decision 0302): successful GET answers of the query
// cache are kept in IndexedDB (as structured clones, so dates stay dates) and put back when the app
// starts or goes without a connection, so it shows the last known state. Not kept: the current user (it
// has its own copy in localStorage), failed or pending queries, and mutations. Logout clears the
// query cache, and the empty cache is what is then stored. Another build starts afresh, since the
// shape of the data may have changed. (TanStack's persist-client package pins an older query-core
// than the app uses, so the dozen lines are here, on dehydrate/hydrate of the app's own copy.)
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

const STORAGE_KEY = 'baustellendoku-query-cache';
const WRITE_DELAY_MS = 1000;
/** How long stored answers are offered offline; the query cache keeps them as long (gcTime). */
export const PERSISTED_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

type Stored = { buildId: string; savedAt: number; state: DehydratedState };

const buildId = import.meta.env.VITE_BUILD_ID ?? 'dev';
/** IndexedDB may be missing or blocked (private mode, old WebViews): then the app is online-only. */
function quietly<T>(operation: () => Promise<T>): Promise<T | undefined> {
  try {
    return operation().catch(() => undefined);
  } catch {
    return Promise.resolve(undefined);
  }
}

const isStoredQuery = (query: Query) => query.state.status === 'success' && query.queryKey[0] !== 'me';

/** Keeps storing the answers and puts them back when offline (never over newer ones). Returns a stop function. */
export function persistQueryCache(queryClient: QueryClient, key = STORAGE_KEY): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isStoredQuery, shouldDehydrateMutation: () => false });
    void quietly(() => set(key, { buildId, savedAt: Date.now(), state } satisfies Stored));
  };
  const scheduleSave = () => {
    if (!stopped) timer ??= setTimeout(save, WRITE_DELAY_MS);
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };

  // Restored only without a connection: online, screens load fresh data, since a form filled from
  // last visit's answer would keep its stale values after the refetch (and could save them back).
  const restore = () =>
    void quietly(() => get<Stored>(key)).then((stored) => {
      if (stopped || !stored) return;
      if (stored.buildId !== buildId || Date.now() - stored.savedAt > PERSISTED_MAX_AGE_MS)
        return void quietly(() => del(key));
      hydrate(queryClient, stored.state);
    });
  if (!navigator.onLine) restore();
  window.addEventListener('offline', restore);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') scheduleSave();
  });
  window.addEventListener('pagehide', flush);
  return () => {
    stopped = true;
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('offline', restore);
    if (timer !== undefined) clearTimeout(timer);
  };
}
