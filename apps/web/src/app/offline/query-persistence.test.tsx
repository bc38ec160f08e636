// When stored answers come back (decisions 0302 and 0420): only those asked for, never over newer
// ones, always to be refetched; a form's gate waits for this visit's answer, a read-only screen
// paints the stored one.
import { screen } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys, projectQuery } from '@/lib/queries/projects';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes, testQueryClient } from '@/test/render';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { answeredThisVisit } from '@/lib/visit';
import {
  forgetStoredScreens,
  persistQueryCache,
  rememberScreen,
  restoreScreenAnswers,
  restoreStoredAnswers,
} from './query-persistence';
import { idb } from '@/test/memory-idb-keyval';

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'));

const project = (name: string) => ({ projectId: 'p1', name, enabledFeatures: [], startDate: null });
const LAST_VISIT = Date.now() - 60_000;
const storedAnswerKeys = () => [...idb.keys()].filter((key) => key.startsWith('baustellendoku-query:'));

/** One visit of the app: what `fill` puts into its cache is stored as the app stores it. */
async function visit(fill: (queryClient: QueryClient) => void) {
  const queryClient = testQueryClient();
  const stop = persistQueryCache(queryClient);
  const before = JSON.stringify([...idb.entries()]);
  fill(queryClient);
  window.dispatchEvent(new Event('pagehide'));
  await vi.waitFor(() => expect(JSON.stringify([...idb.entries()])).not.toBe(before));
  await new Promise((resolve) => setTimeout(resolve, 20));
  stop();
  return queryClient;
}

/** What the last visit stored: the project "Alt" and a list of tasks. */
const storeLastVisit = () =>
  visit((last) => {
    last.setQueryData(projectKeys.detail('p1'), project('Alt'), { updatedAt: LAST_VISIT });
    last.setQueryData(['task', 'p1', []], [{ title: 'Aufgabe' }], { updatedAt: LAST_VISIT });
  });

/** Offline as the app knows it: the browser's event or a request without an answer (online-state.ts). */
const offline = () => onlineManager.setOnline(false);

describe('restoring stored answers', () => {
  beforeEach(() => idb.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('puts back only the queries asked for, marked for a refetch', async () => {
    await storeLastVisit();
    const queryClient = testQueryClient();
    await restoreStoredAnswers(queryClient, [projectKeys.detail('p1')]);
    const restored = queryClient.getQueryCache().find({ queryKey: projectKeys.detail('p1') })!;
    expect(restored.state.data).toMatchObject({ name: 'Alt' });
    expect(restored.state.isInvalidated).toBe(true);
    expect(answeredThisVisit(restored.state.dataUpdatedAt)).toBe(false);
    expect(queryClient.getQueryData(['task', 'p1', []])).toBeUndefined();
  });

  it('never replaces an answer of this visit', async () => {
    await storeLastVisit();
    const queryClient = testQueryClient();
    queryClient.setQueryData(projectKeys.detail('p1'), project('Neu'));
    await restoreStoredAnswers(queryClient);
    const current = queryClient.getQueryCache().find({ queryKey: projectKeys.detail('p1') })!;
    expect(current.state.data).toMatchObject({ name: 'Neu' });
    expect(current.state.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(['task', 'p1', []])).toEqual([{ title: 'Aufgabe' }]);
  });

  it('puts back a paged list of a screen with its first page, offline with every page', async () => {
    const pages = { pages: [{ items: [1] }, { items: [2] }, { items: [3] }], pageParams: [0, 50, 100] };
    await visit((last) => last.setQueryData(['history', 'p1', 'pages'], pages, { updatedAt: LAST_VISIT }));
    const screenClient = testQueryClient();
    await restoreStoredAnswers(screenClient, [['history', 'p1', 'pages']]);
    expect(screenClient.getQueryData(['history', 'p1', 'pages'])).toEqual({ pages: [{ items: [1] }], pageParams: [0] });
    const offlineClient = testQueryClient();
    await restoreStoredAnswers(offlineClient);
    expect(offlineClient.getQueryData(['history', 'p1', 'pages'])).toEqual(pages);
  });

  it('offline, a read-only screen gets its paged lists with every page, not its record’s first page', async () => {
    const pages = { pages: [{ items: ['B-1'] }, { items: ['B-51'] }], pageParams: [0, 50] };
    const queryKey = ['order', 'pages', 'p1', 'planning', false, ''];
    const last = testQueryClient();
    const stop = persistQueryCache(last);
    rememberScreen(last, '/projects/p1/orders', [queryKey]);
    last.setQueryData(queryKey, pages, { updatedAt: LAST_VISIT });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(idb.get('baustellendoku-screen:/projects/p1/orders')).toBeDefined());
    await vi.waitFor(() => expect(storedAnswerKeys()).toHaveLength(1));
    stop();
    offline();
    const next = testQueryClient();
    await restoreScreenAnswers(next, '/projects/p1/orders', [queryKey]);
    expect(next.getQueryData(queryKey)).toEqual(pages);
  });

  it('keeps what an earlier visit stored when later visits do not open it again', async () => {
    // First visit: the orders list and an order. Second visit (a reload elsewhere): the dashboard only.
    await visit((first) => {
      first.setQueryData(['order', 'pages', 'p1', 'planning', false, ''], {
        pages: [{ items: ['B-2026-002'] }],
        pageParams: [0],
      });
      first.setQueryData(['order', 'detail', 'o1'], { orderNumber: 'B-2026-002' });
    });
    await visit((second) =>
      second.setQueryData(['task', 'p1', ['project_manager']], [{ type: 'project_add_feature' }]),
    );
    const offlineClient = testQueryClient();
    await restoreStoredAnswers(offlineClient);
    expect(offlineClient.getQueryData(['order', 'pages', 'p1', 'planning', false, ''])).toEqual({
      pages: [{ items: ['B-2026-002'] }],
      pageParams: [0],
    });
    expect(offlineClient.getQueryData(['order', 'detail', 'o1'])).toEqual({ orderNumber: 'B-2026-002' });
    expect(offlineClient.getQueryData(['task', 'p1', ['project_manager']])).toEqual([{ type: 'project_add_feature' }]);
  });

  it('stores one answer per query: a newer one replaces it, a removed query and the logout drop it', async () => {
    const queryClient = testQueryClient();
    const stop = persistQueryCache(queryClient);
    queryClient.setQueryData(projectKeys.detail('p1'), project('Alt'), { updatedAt: LAST_VISIT });
    queryClient.setQueryData(['order', 'detail', 'o1'], { orderNumber: 'B-1' }, { updatedAt: LAST_VISIT });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(storedAnswerKeys()).toHaveLength(2));
    queryClient.setQueryData(projectKeys.detail('p1'), project('Neu'));
    queryClient.removeQueries({ queryKey: ['order', 'detail', 'o1'] });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(storedAnswerKeys()).toHaveLength(1));
    expect(idb.get(storedAnswerKeys()[0]!)).toMatchObject({ state: { data: { name: 'Neu' } } });
    idb.set('another-key', 'bleibt');
    await forgetStoredScreens(queryClient);
    expect(storedAnswerKeys()).toEqual([]);
    expect(idb.get('another-key')).toBe('bleibt');
    stop();
  });

  it('ignores and deletes what another build or a build before 0511 stored', async () => {
    const other = { queryKey: ['x'], queryHash: '["x"]', state: { data: 1, dataUpdatedAt: LAST_VISIT } };
    idb.set(`baustellendoku-query:another|${LAST_VISIT}|["x"]`, other);
    idb.set('baustellendoku-query-cache', {
      buildId: 'dev',
      savedAt: LAST_VISIT,
      state: { queries: [], mutations: [] },
    });
    const queryClient = testQueryClient();
    await restoreStoredAnswers(queryClient);
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    await vi.waitFor(() => expect([...idb.keys()]).toEqual([]));
  });
});

describe('project gate with a stored project', () => {
  afterEach(() => vi.unstubAllGlobals());
  let gateClient: QueryClient;

  async function openWithStoredProject(showStored: boolean, rendered: (name: string) => void = () => {}) {
    idb.clear();
    await storeLastVisit();
    let answer!: (value: { body: unknown }) => void;
    mockApi({ '/project/p1': () => new Promise((resolve) => (answer = resolve)) });
    const queryClient = testQueryClient();
    gateClient = queryClient;
    await restoreStoredAnswers(queryClient, [projectKeys.detail('p1')]);
    void queryClient.prefetchQuery(projectQuery('p1'));
    renderRoutes(
      [
        {
          path: '/projects/:projectId',
          element: (
            <ProjectRuleGate projectId="p1" rule="accessProject" showStored={showStored}>
              {(loaded) => {
                rendered(loaded.name);
                return <h1>{loaded.name}</h1>;
              }}
            </ProjectRuleGate>
          ),
        },
      ],
      {
        path: '/projects/p1',
        queryClient,
        currentUser: currentUserFixture({
          assignedProjects: [{ projectId: 'p1', roles: ['project_manager'] }] as never,
        }),
      },
    );
    return (name = 'Neu') => answer({ body: project(name) });
  }

  it('a read-only screen paints the stored project at once, then the fresh one', async () => {
    const answer = await openWithStoredProject(true);
    expect(await screen.findByRole('heading', { name: 'Alt' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Neu' })).toBeInTheDocument();
  });

  it('a read-only screen is not rendered again while its stored project is refetched unchanged', async () => {
    // The refetch's start and end change no data the screen shows: rendering the whole screen again
    // for them was main-thread work on the phone's second visit, right after the first paint.
    const rendered = vi.fn();
    const answer = await openWithStoredProject(true, rendered);
    expect(await screen.findByRole('heading', { name: 'Alt' })).toBeInTheDocument();
    const before = rendered.mock.calls.length;
    answer('Alt');
    await vi.waitFor(() =>
      expect(answeredThisVisit(gateClient.getQueryState(projectKeys.detail('p1'))!.dataUpdatedAt)).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rendered).toHaveBeenCalledTimes(before);
  });

  it('a form waits for this visit’s project and never sees the stored one', async () => {
    const answer = await openWithStoredProject(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: 'Neu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alt' })).toBeNull();
  });
});
