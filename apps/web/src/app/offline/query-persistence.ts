// What was last loaded survives a closed tab (decision 0302): successful GET answers of the query
// cache are kept in IndexedDB (as structured clones, so dates stay dates). Not kept: the current user
// (it has its own copy in localStorage), failed or pending queries, and mutations. Logout clears the
// query cache, and the empty cache is what is then stored. Another build starts afresh, since the
// shape of the data may have changed. (TanStack's persist-client package pins an older query-core
// than the app uses, so the dozen lines are here, on dehydrate/hydrate of the app's own copy.)
//
// When they are put back (decision 0420, which narrows 0302): without a connection all of them (at
// start, or when the connection drops); with a connection only those of a read-only screen opened
// first (route-queries.ts), which paints them at once and refetches them. Never over newer answers.
// A form is never filled from a stored answer: the project gate waits for the fresh one
// (answeredThisVisit) unless its screen only shows data.
//
// A read-only screen's answers are also kept on their own, per address (decision 0430): a small
// record the boot script starts reading before the app's code has loaded, so the screen is not held
// up by reading (and deserialising, on the main thread) the whole cache. The whole cache is read only
// without a connection.
import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { del, delMany, get, keys as storedKeys, set } from 'idb-keyval';
import { takeEarlyStored } from '@/lib/early-answers';
import { answeredThisVisit } from '@/lib/visit';
import { STORED_MAX_AGE_MS, storedScreens } from '../startup/early-requests';

const STORAGE_KEY = 'baustellendoku-query-cache';
const WRITE_DELAY_MS = 1000;
/** How long stored answers are offered offline; the query cache keeps them as long (gcTime). */
export const PERSISTED_MAX_AGE_MS = STORED_MAX_AGE_MS;
/** A read-only screen waits this long at most for the stored answers before it loads without them. */
const RESTORE_WAIT_MS = 300;

type Stored = { buildId: string; savedAt: number; state: DehydratedState };
/** The answers of one read-only screen at one address (first pages of its paged lists). */
type StoredScreen = { buildId: string; savedAt: number; queries: DehydratedState['queries'] };

const screenKey = (address: string) => `${storedScreens.keyPrefix}${address}`;

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

/** Stored by this build and not too old. */
const isCurrent = (stored: { buildId?: unknown; savedAt?: unknown } | undefined) =>
  !!stored && stored.buildId === buildId && Date.now() - Number(stored.savedAt) <= PERSISTED_MAX_AGE_MS;

// The whole stored cache is read once per visit, when it is needed (offline).
const reads = new Map<string, Promise<DehydratedState | undefined>>();
function storedState(key: string): Promise<DehydratedState | undefined> {
  let read = reads.get(key);
  if (!read) {
    read = quietly(() => get<Stored>(key)).then((stored) => {
      if (!stored) return undefined;
      if (isCurrent(stored)) return stored.state;
      void quietly(() => del(key));
      return undefined;
    });
    reads.set(key, read);
  }
  return read;
}

type StoredQuery = DehydratedState['queries'][number];

/**
 * A paged list (decision 0380) comes back with its first page only: its refetch is then one request
 * (the one the boot script asked for early), not one per page the last visit had scrolled to.
 */
function firstPageOnly(query: StoredQuery): StoredQuery {
  const data = query.state.data as { pages?: unknown; pageParams?: unknown } | undefined;
  if (!data || !Array.isArray(data.pages) || !Array.isArray(data.pageParams) || data.pages.length <= 1) return query;
  return {
    ...query,
    state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } },
  };
}

/**
 * Puts back the stored answers of these queries, paged lists with their first page (all, as stored,
 * without keys: offline); waits `waitMs` at most.
 */
export async function restoreStoredAnswers(
  queryClient: QueryClient,
  queryKeys?: QueryKey[],
  { key = STORAGE_KEY, waitMs = RESTORE_WAIT_MS }: { key?: string; waitMs?: number } = {},
): Promise<void> {
  const state = await atMost(storedState(key), waitMs);
  // A mark for the performance timeline (bench/site-phone-waterfall.ts shows it).
  performance.mark(state ? 'stored answers restored' : 'no stored answers (in time)');
  if (state) putBack(queryClient, state.queries, queryKeys);
}

/** The timeout a read is raced against (waitMs), or the read itself when it may take as long as it takes. */
const atMost = <T>(read: Promise<T | undefined>, waitMs: number) =>
  Number.isFinite(waitMs)
    ? Promise.race([read, new Promise<undefined>((resolve) => setTimeout(resolve, waitMs))])
    : read;

/**
 * Puts back the answers a read-only screen stored at this address (decision 0430), only those of
 * `queryKeys`, from the read the boot script started or else from its own; waits `waitMs` at most.
 */
export async function restoreScreenAnswers(
  queryClient: QueryClient,
  address: string,
  queryKeys: QueryKey[],
  { waitMs = RESTORE_WAIT_MS }: { waitMs?: number } = {},
): Promise<void> {
  const read = (takeEarlyStored(address) ?? quietly(() => get<StoredScreen>(screenKey(address)))) as Promise<
    StoredScreen | undefined
  >;
  const stored = await atMost(
    read.catch(() => undefined),
    waitMs,
  );
  const current = isCurrent(stored) && Array.isArray(stored!.queries);
  performance.mark(current ? 'stored answers restored' : 'no stored answers (in time)');
  if (current) putBack(queryClient, stored!.queries, queryKeys);
}

/** Puts back stored queries (only those of `queryKeys`, paged lists with their first page; all without keys). */
function putBack(queryClient: QueryClient, stored: StoredQuery[], queryKeys?: QueryKey[]) {
  const wanted = queryKeys && new Set(queryKeys.map((queryKey) => hashKey(queryKey)));
  const queries = wanted ? stored.filter((query) => wanted.has(query.queryHash)).map(firstPageOnly) : stored;
  // hydrate keeps an answer the cache already holds when it is newer than the stored one.
  hydrate(queryClient, { mutations: [], queries });
  // A stored answer is never current, however young: every one that was put back is refetched
  // the next time a screen reads it (and the gate of a form waits for that).
  for (const { queryHash } of queries) {
    const query = queryClient.getQueryCache().get(queryHash);
    if (query && !answeredThisVisit(query.state.dataUpdatedAt)) query.invalidate();
  }
}

/** The read-only screens opened in this visit, by query client: address → the queries they read first. */
const openedScreens = new WeakMap<QueryClient, Map<string, QueryKey[]>>();

/** Keeps the answers of these queries stored for this address as well (decision 0430). */
export function rememberScreen(queryClient: QueryClient, address: string, queryKeys: QueryKey[]): void {
  const screens = openedScreens.get(queryClient) ?? new Map<string, QueryKey[]>();
  openedScreens.set(queryClient, screens.set(address, queryKeys));
}

/** Logout: no screen's answers stay on the device (the whole cache is stored empty by then). */
export async function forgetStoredScreens(queryClient: QueryClient): Promise<void> {
  openedScreens.delete(queryClient);
  await quietly(async () => {
    const screens = (await storedKeys()).filter((key) => String(key).startsWith(storedScreens.keyPrefix));
    await delMany(screens);
  });
}

/** Stores each read-only screen opened in this visit with its answers on their own. */
async function saveScreens(queryClient: QueryClient, state: DehydratedState, savedAt: number) {
  for (const [address, queryKeys] of openedScreens.get(queryClient) ?? []) {
    const wanted = new Set(queryKeys.map((queryKey) => hashKey(queryKey)));
    const queries = state.queries.filter((query) => wanted.has(query.queryHash)).map(firstPageOnly);
    if (queries.length > 0) await set(screenKey(address), { buildId, savedAt, queries } satisfies StoredScreen);
  }
}

/** Keeps storing the answers and puts them all back when offline. Returns a stop function. */
export function persistQueryCache(queryClient: QueryClient, key = STORAGE_KEY): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isStoredQuery, shouldDehydrateMutation: () => false });
    const savedAt = Date.now();
    void quietly(() => set(key, { buildId, savedAt, state } satisfies Stored));
    void quietly(() => saveScreens(queryClient, state, savedAt));
  };
  const scheduleSave = () => {
    if (!stopped) timer ??= setTimeout(save, WRITE_DELAY_MS);
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  const restoreAll = () => {
    if (!stopped) void restoreStoredAnswers(queryClient, undefined, { key, waitMs: Number.POSITIVE_INFINITY });
  };

  if (!navigator.onLine) restoreAll();
  window.addEventListener('offline', restoreAll);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') scheduleSave();
  });
  window.addEventListener('pagehide', flush);
  return () => {
    stopped = true;
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('offline', restoreAll);
    if (timer !== undefined) clearTimeout(timer);
  };
}
