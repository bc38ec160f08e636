// What was last loaded survives a closed tab (decision 0302): successful GET answers of the query
// cache are kept in IndexedDB (as structured clones, so dates stay dates). Not kept: the current user
// (it has its own copy in localStorage), failed or pending queries, and mutations. Logout clears the
// query cache and every stored answer. Another build starts afresh, since the shape of the data may
// have changed. (TanStack's persist-client package pins an older query-core than the app uses, so
// the few lines are here, on dehydrate/hydrate of the app's own copy.)
//
// Each answer is stored on its own (decision 0511), under a key naming the build, the time of the
// answer and the query: a visit writes the answers it got and deletes those it dropped, and leaves
// what earlier visits stored alone. (One record of the whole cache, rewritten by every visit, lost
// every list the visit had not opened again.) The keys alone tell which answers are there, of which
// build and how old, so nothing has to be read to keep the store tidy.
//
// When they are put back (decision 0420, which narrows 0302): without a connection all of them (at
// start, or when the connection drops); with a connection only those of a read-only screen opened
// first (route-queries.ts), which paints them at once and refetches them. Never over newer answers.
// A form is never filled from a stored answer: the project gate waits for the fresh one
// (answeredThisVisit) unless its screen only shows data.
//
// A read-only screen's answers are also kept together, per address (decision 0430): a small record
// the boot script starts reading before the app's code has loaded, so the screen is not held up by
// reading the stored answers one by one. Online, only that record is read; the answers stored one by
// one are read only without a connection, and then with every page a paged list had loaded.
import {
  dehydrate,
  hashKey,
  hydrate,
  onlineManager,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { delMany, get, getMany, keys as storedKeys, set, setMany } from 'idb-keyval';
import { takeEarlyStored } from '@/lib/early-answers';
import { answeredThisVisit } from '@/lib/visit';
import { STORED_MAX_AGE_MS, storedScreens } from '../startup/early-requests';
import { isOffline } from './online-state';

/** Where each answer is stored: `<prefix><build>|<time of the answer>|<query hash>`. */
const ANSWER_PREFIX = 'baustellendoku-query:';
/** The one record of the whole cache that builds before decision 0511 kept; deleted when seen. */
const WHOLE_CACHE_KEY = 'baustellendoku-query-cache';
const WRITE_DELAY_MS = 1000;
/** How long stored answers are offered offline; the query cache keeps them as long (gcTime). */
export const PERSISTED_MAX_AGE_MS = STORED_MAX_AGE_MS;
/** A read-only screen waits this long at most for the stored answers before it loads without them. */
const RESTORE_WAIT_MS = 300;

type StoredQuery = DehydratedState['queries'][number];
/** The answers of one read-only screen at one address (first pages of its paged lists). */
type StoredScreen = { buildId: string; savedAt: number; queries: StoredQuery[] };

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

const answerKey = (query: StoredQuery) => `${ANSWER_PREFIX}${buildId}|${query.state.dataUpdatedAt}|${query.queryHash}`;

/** The key of one stored answer, read back; undefined for any other key. */
function parseAnswerKey(key: IDBValidKey) {
  if (typeof key !== 'string' || !key.startsWith(ANSWER_PREFIX)) return undefined;
  const [build, answeredAt, ...hash] = key.slice(ANSWER_PREFIX.length).split('|');
  return { buildId: build, savedAt: Number(answeredAt), queryHash: hash.join('|') };
}

/**
 * The stored answers of this build that are young enough, by query hash (their keys). Anything else
 * stored by the app (other builds, too old, an answer replaced by a newer one, the old whole-cache
 * record) is deleted on the way.
 */
async function listStoredAnswers(): Promise<Map<string, string>> {
  const listed = new Map<string, { key: string; savedAt: number }>();
  const stale: IDBValidKey[] = [];
  for (const key of (await quietly(() => storedKeys())) ?? []) {
    if (key === WHOLE_CACHE_KEY) stale.push(key);
    const parsed = parseAnswerKey(key);
    if (!parsed) continue;
    const known = listed.get(parsed.queryHash);
    if (!isCurrent(parsed)) stale.push(key);
    else if (known && known.savedAt >= parsed.savedAt) stale.push(key);
    else {
      if (known) stale.push(known.key);
      listed.set(parsed.queryHash, { key: key as string, savedAt: parsed.savedAt });
    }
  }
  if (stale.length > 0) void quietly(() => delMany(stale));
  return new Map([...listed].map(([hash, { key }]) => [hash, key]));
}

/** The stored answers (only those of `queryKeys` when given). */
async function storedAnswers(queryKeys?: QueryKey[]): Promise<StoredQuery[]> {
  const listed = await listStoredAnswers();
  const wanted = queryKeys && new Set(queryKeys.map((queryKey) => hashKey(queryKey)));
  const keys = [...listed].filter(([hash]) => !wanted || wanted.has(hash)).map(([, key]) => key);
  if (keys.length === 0) return [];
  const answers = (await quietly(() => getMany<StoredQuery>(keys))) ?? [];
  return answers.filter((answer): answer is StoredQuery => !!answer?.queryHash);
}

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
 * Puts back the stored answers of these queries (all without keys); with a connection a paged list
 * of a screen with its first page, without one with every page; waits `waitMs` at most.
 */
export async function restoreStoredAnswers(
  queryClient: QueryClient,
  queryKeys?: QueryKey[],
  { waitMs = RESTORE_WAIT_MS }: { waitMs?: number } = {},
): Promise<void> {
  const answers = await atMost(storedAnswers(queryKeys), waitMs);
  // A mark for the performance timeline (bench/site-phone-waterfall.ts shows it).
  performance.mark(answers?.length ? 'stored answers restored' : 'no stored answers (in time)');
  if (answers) putBack(queryClient, answers, { firstPages: !!queryKeys && !isOffline() });
}

/** The timeout a read is raced against (waitMs), or the read itself when it may take as long as it takes. */
const atMost = <T>(read: Promise<T | undefined>, waitMs: number) =>
  Number.isFinite(waitMs)
    ? Promise.race([read, new Promise<undefined>((resolve) => setTimeout(resolve, waitMs))])
    : read;

/**
 * Puts back the answers a read-only screen stored at this address (decision 0430), only those of
 * `queryKeys`, from the read the boot script started or else from its own; waits `waitMs` at most.
 * Without a connection they come from the answers stored one by one instead, with every page: the
 * screen's record holds first pages only, and nothing will fetch the others.
 */
export async function restoreScreenAnswers(
  queryClient: QueryClient,
  address: string,
  queryKeys: QueryKey[],
  { waitMs = RESTORE_WAIT_MS }: { waitMs?: number } = {},
): Promise<void> {
  if (isOffline()) return restoreStoredAnswers(queryClient, queryKeys, { waitMs });
  const read = (takeEarlyStored(address) ?? quietly(() => get<StoredScreen>(screenKey(address)))) as Promise<
    StoredScreen | undefined
  >;
  const stored = await atMost(
    read.catch(() => undefined),
    waitMs,
  );
  const current = isCurrent(stored) && Array.isArray(stored!.queries);
  performance.mark(current ? 'stored answers restored' : 'no stored answers (in time)');
  if (current) {
    const wanted = new Set(queryKeys.map((queryKey) => hashKey(queryKey)));
    putBack(
      queryClient,
      stored!.queries.filter((query) => wanted.has(query.queryHash)),
      { firstPages: true },
    );
  }
}

/** Puts back stored queries (paged lists with their first page when `firstPages`). */
function putBack(queryClient: QueryClient, stored: StoredQuery[], { firstPages }: { firstPages: boolean }) {
  const queries = firstPages ? stored.map(firstPageOnly) : stored;
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

/** Logout: no answer stays on the device, neither a screen's record nor one stored on its own. */
export async function forgetStoredScreens(queryClient: QueryClient): Promise<void> {
  openedScreens.delete(queryClient);
  await quietly(async () => {
    const stored = (await storedKeys()).filter((key) => {
      const name = String(key);
      return name.startsWith(storedScreens.keyPrefix) || name.startsWith(ANSWER_PREFIX) || name === WHOLE_CACHE_KEY;
    });
    await delMany(stored);
  });
}

/** Stores each read-only screen opened in this visit with its answers on their own. */
async function saveScreens(queryClient: QueryClient, savedAt: number) {
  for (const [address, queryKeys] of openedScreens.get(queryClient) ?? []) {
    const wanted = new Set(queryKeys.map((queryKey) => hashKey(queryKey)));
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => wanted.has(query.queryHash) && isStoredQuery(query),
      shouldDehydrateMutation: () => false,
    });
    const queries = state.queries.map(firstPageOnly);
    if (queries.length > 0) await set(screenKey(address), { buildId, savedAt, queries } satisfies StoredScreen);
  }
}

/**
 * Stores the answers of the queries that changed since the last time: a new answer replaces the
 * stored one of its query, a query removed from the cache (logout, a deleted object) loses its
 * stored answer; a query that failed or is loading keeps the answer stored before.
 */
async function saveAnswers(queryClient: QueryClient, changed: ReadonlySet<string>) {
  const listed = await listStoredAnswers();
  const cache = queryClient.getQueryCache();
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => changed.has(query.queryHash) && isStoredQuery(query),
    shouldDehydrateMutation: () => false,
  });
  const writes: [string, StoredQuery][] = [];
  const deletes: string[] = [];
  for (const query of state.queries) {
    const key = answerKey(query);
    const before = listed.get(query.queryHash);
    if (before === key) continue;
    writes.push([key, query]);
    if (before) deletes.push(before);
  }
  for (const hash of changed) {
    const before = listed.get(hash);
    if (before && !cache.get(hash)) deletes.push(before);
  }
  // One failing answer (a value that cannot be cloned) must not keep the others from being stored.
  if (writes.length > 0 && !(await quietly(() => setMany(writes).then(() => true))))
    for (const [key, query] of writes) await quietly(() => set(key, query));
  if (deletes.length > 0) await quietly(() => delMany(deletes));
}

/** Keeps storing the answers and puts them all back when offline. Returns a stop function. */
export function persistQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const changed = new Set<string>();
  // One save at a time: two would both replace the same stored answer and leave one copy behind.
  let saving: Promise<unknown> = Promise.resolve();
  const save = () => {
    timer = undefined;
    const batch = new Set(changed);
    changed.clear();
    const savedAt = Date.now();
    saving = saving.then(() =>
      Promise.all([quietly(() => saveAnswers(queryClient, batch)), quietly(() => saveScreens(queryClient, savedAt))]),
    );
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
    if (!stopped) void restoreStoredAnswers(queryClient, undefined, { waitMs: Number.POSITIVE_INFINITY });
  };

  // Offline as the app knows it (app/offline/online-state.ts): the browser's event, or a request
  // that got no answer while the browser still claimed a connection (lib/connection-loss.ts).
  if (isOffline()) restoreAll();
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (!online) restoreAll();
  });
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') {
      changed.add(event.query.queryHash);
      scheduleSave();
    }
  });
  window.addEventListener('pagehide', flush);
  return () => {
    stopped = true;
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    unsubscribeOnline();
    if (timer !== undefined) clearTimeout(timer);
  };
}
