// The stored answers of a read-only screen, per address (decision 0430): the boot script starts
// reading them from IndexedDB before the app's code has loaded, without ever creating idb-keyval's
// database itself; the app stores them for each read-only screen it opened and puts them back.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { routePatterns } from '@baustellendoku/domain';
import { CURRENT_USER_KEY } from '@/lib/storage';
import { EARLY_ANSWERS_GLOBAL } from '@/lib/early-answers';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, testQueryClient } from '@/test/render';
import { projectKeys } from '@/lib/queries/projects';
import { patternToRegExp } from '../../../build/boot-script';
import {
  forgetStoredScreens,
  persistQueryCache,
  rememberScreen,
  restoreScreenAnswers,
} from '../offline/query-persistence';
import { boot, type BootConfig, type EarlyAnswers } from './boot';
import { projectRequest, screenRequests, shellRequests, storedScreens } from './early-requests';
import { WEB_FONT_CLASS } from './web-font';

const ADDRESS = '/projects/p1/orders';
const KEY = `${storedScreens.keyPrefix}${ADDRESS}`;
const BUILD = import.meta.env.VITE_BUILD_ID ?? 'dev';
const LAST_VISIT = Date.now() - 60_000;

const config = (stored: 0 | 1): BootConfig => ({
  userKey: CURRENT_USER_KEY,
  fontClass: WEB_FONT_CLASS,
  global: EARLY_ANSWERS_GLOBAL,
  apiBase: '/backend/api',
  files: ['screen-abc.js'],
  sharedFiles: [],
  projectRequest,
  shellRequests,
  routes: [[patternToRegExp(routePatterns.orders), [0], screenRequests.orders ?? [], stored]],
  font: '/assets/inter-latin-abc.woff2',
  stored: storedScreens,
});

/** A fresh IndexedDB, as the boot script and idb-keyval find it. */
function freshIndexedDb(): IDBFactory {
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  return factory;
}

/** Runs the boot script at the orders list of a signed-in user; what it began to read. */
function bootAtOrders(stored: 0 | 1 = 1) {
  mockApi({});
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(currentUserFixture()));
  window.history.replaceState(null, '', ADDRESS);
  boot(config(stored));
  return (window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS_GLOBAL]!.stored;
}

/** What the last visit stored for the orders list: its project "Alt". */
function lastVisitQueries() {
  const last = new QueryClient();
  last.setQueryData(projectKeys.detail('p1'), { projectId: 'p1', name: 'Alt' }, { updatedAt: LAST_VISIT });
  last.setQueryData(['task', 'p1', []], [{ title: 'nicht von dieser Seite' }], { updatedAt: LAST_VISIT });
  return dehydrate(last).queries;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  window.history.replaceState(null, '', '/');
});

describe('the boot script reads a read-only screen’s stored answers early', () => {
  it('finds nothing on a new device and creates no database, so idb-keyval can still create its store', async () => {
    const factory = freshIndexedDb();
    const stored = bootAtOrders();
    expect(stored?.address).toBe(ADDRESS);
    expect(await stored!.record).toBeUndefined();
    expect((await factory.databases()).map((database) => database.name)).not.toContain(storedScreens.database);
    const store = createStore(storedScreens.database, storedScreens.objectStore);
    await set('probe', 1, store);
    expect(await get('probe', store)).toBe(1);
  });

  it('reads a database without the store as nothing, without failing', async () => {
    const factory = freshIndexedDb();
    await new Promise((resolve) => (factory.open(storedScreens.database, 1).onsuccess = resolve));
    expect(await bootAtOrders()!.record).toBeUndefined();
  });

  it('reads the record stored at this address, which the screen then puts back for a refetch', async () => {
    freshIndexedDb();
    const store = createStore(storedScreens.database, storedScreens.objectStore);
    await set(KEY, { buildId: BUILD, savedAt: LAST_VISIT, queries: lastVisitQueries() }, store);
    const stored = bootAtOrders();
    expect(await stored!.record).toMatchObject({ buildId: BUILD });

    const queryClient = testQueryClient();
    await restoreScreenAnswers(queryClient, ADDRESS, [projectKeys.detail('p1')]);
    const project = queryClient.getQueryCache().find({ queryKey: projectKeys.detail('p1') })!;
    expect(project.state.data).toMatchObject({ name: 'Alt' });
    expect(project.state.isInvalidated).toBe(true);
    // Only the queries the screen asked for.
    expect(queryClient.getQueryData(['task', 'p1', []])).toBeUndefined();
    // Handed out once.
    expect((window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS_GLOBAL]!.stored).toBeUndefined();
  });

  it('reads nothing for a screen that edits, and hands a record only to its own address', async () => {
    freshIndexedDb();
    expect(bootAtOrders(0)).toBeUndefined();
    const stored = bootAtOrders(1);
    const queryClient = testQueryClient();
    await restoreScreenAnswers(queryClient, '/projects/p2/orders', [projectKeys.detail('p1')], { waitMs: 50 });
    expect((window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS_GLOBAL]!.stored).toBe(stored);
  });

  it('ignores what another build stored', async () => {
    freshIndexedDb();
    const store = createStore(storedScreens.database, storedScreens.objectStore);
    await set(KEY, { buildId: 'another', savedAt: LAST_VISIT, queries: lastVisitQueries() }, store);
    bootAtOrders();
    const queryClient = testQueryClient();
    await restoreScreenAnswers(queryClient, ADDRESS, [projectKeys.detail('p1')]);
    expect(queryClient.getQueryData(projectKeys.detail('p1'))).toBeUndefined();
  });
});

describe('the app stores each opened read-only screen’s answers at its address', () => {
  // idb-keyval's default store opens once per module instance: one IndexedDB for these tests.
  const factory = new IDBFactory();

  it('stores the screen’s queries on their own, puts them back at the next visit, and forgets them at logout', async () => {
    globalThis.indexedDB = factory;
    const visit = testQueryClient();
    const stop = persistQueryCache(visit);
    rememberScreen(visit, ADDRESS, [projectKeys.detail('p1')]);
    visit.setQueryData(projectKeys.detail('p1'), { projectId: 'p1', name: 'Gewerbepark' });
    visit.setQueryData(['task', 'p1', []], [{ title: 'eine Aufgabe' }]);
    window.dispatchEvent(new Event('pagehide'));
    await expect.poll(() => get(KEY)).toMatchObject({ buildId: BUILD });
    const record = (await get(KEY)) as { queries: { queryKey: unknown }[] };
    expect(record.queries.map((query) => query.queryKey)).toEqual([projectKeys.detail('p1')]);
    stop();

    // The next visit without the boot script (it reads itself).
    const next = testQueryClient();
    await restoreScreenAnswers(next, ADDRESS, [projectKeys.detail('p1')]);
    expect(next.getQueryData(projectKeys.detail('p1'))).toMatchObject({ name: 'Gewerbepark' });

    await set('another-key', 'bleibt');
    await forgetStoredScreens(next);
    expect(await get(KEY)).toBeUndefined();
    expect(await get('another-key')).toBe('bleibt');
  });
});
