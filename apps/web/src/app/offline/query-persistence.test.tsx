// When stored answers come back (decisions 0302 and 0420): only those asked for, never over newer
// ones, always to be refetched; a form's gate waits for this visit's answer, a read-only screen
// paints the stored one.
import { screen } from '@testing-library/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectKeys, projectQuery } from '@/lib/queries/projects';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes, testQueryClient } from '@/test/render';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { answeredThisVisit } from '@/lib/visit';
import { restoreStoredAnswers } from './query-persistence';

const idb = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => idb.get(key),
  set: async (key: string, value: unknown) => void idb.set(key, value),
  del: async (key: string) => void idb.delete(key),
}));

const project = (name: string) => ({ projectId: 'p1', name, enabledFeatures: [], startDate: null });
const LAST_VISIT = Date.now() - 60_000;

/** What the last visit stored: the project "Alt" and a list of tasks. */
function storeLastVisit(key: string) {
  const last = new QueryClient();
  last.setQueryData(projectKeys.detail('p1'), project('Alt'), { updatedAt: LAST_VISIT });
  last.setQueryData(['task', 'p1', []], [{ title: 'Aufgabe' }], { updatedAt: LAST_VISIT });
  idb.set(key, { buildId: import.meta.env.VITE_BUILD_ID ?? 'dev', savedAt: LAST_VISIT, state: dehydrate(last) });
}

describe('restoring stored answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts back only the queries asked for, marked for a refetch', async () => {
    storeLastVisit('only-asked');
    const queryClient = testQueryClient();
    await restoreStoredAnswers(queryClient, [projectKeys.detail('p1')], { key: 'only-asked' });
    const restored = queryClient.getQueryCache().find({ queryKey: projectKeys.detail('p1') })!;
    expect(restored.state.data).toMatchObject({ name: 'Alt' });
    expect(restored.state.isInvalidated).toBe(true);
    expect(answeredThisVisit(restored.state.dataUpdatedAt)).toBe(false);
    expect(queryClient.getQueryData(['task', 'p1', []])).toBeUndefined();
  });

  it('never replaces an answer of this visit', async () => {
    storeLastVisit('newer');
    const queryClient = testQueryClient();
    queryClient.setQueryData(projectKeys.detail('p1'), project('Neu'));
    await restoreStoredAnswers(queryClient, undefined, { key: 'newer' });
    const current = queryClient.getQueryCache().find({ queryKey: projectKeys.detail('p1') })!;
    expect(current.state.data).toMatchObject({ name: 'Neu' });
    expect(current.state.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(['task', 'p1', []])).toEqual([{ title: 'Aufgabe' }]);
  });

  it('puts back a paged list of a screen with its first page, offline with every page', async () => {
    const last = new QueryClient();
    const pages = { pages: [{ items: [1] }, { items: [2] }, { items: [3] }], pageParams: [0, 50, 100] };
    last.setQueryData(['history', 'p1', 'pages'], pages, { updatedAt: LAST_VISIT });
    idb.set('paged', { buildId: import.meta.env.VITE_BUILD_ID ?? 'dev', savedAt: LAST_VISIT, state: dehydrate(last) });
    const screenClient = testQueryClient();
    await restoreStoredAnswers(screenClient, [['history', 'p1', 'pages']], { key: 'paged' });
    expect(screenClient.getQueryData(['history', 'p1', 'pages'])).toEqual({ pages: [{ items: [1] }], pageParams: [0] });
    const offlineClient = testQueryClient();
    await restoreStoredAnswers(offlineClient, undefined, { key: 'paged' });
    expect(offlineClient.getQueryData(['history', 'p1', 'pages'])).toEqual(pages);
  });

  it('ignores what another build stored', async () => {
    idb.set('other-build', { buildId: 'another', savedAt: LAST_VISIT, state: { queries: [], mutations: [] } });
    await restoreStoredAnswers(testQueryClient(), undefined, { key: 'other-build' });
    expect(idb.has('other-build')).toBe(false);
  });
});

describe('project gate with a stored project', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function openWithStoredProject(showStored: boolean, key: string) {
    let answer!: (value: { body: unknown }) => void;
    mockApi({ '/project/p1': () => new Promise((resolve) => (answer = resolve)) });
    storeLastVisit(key);
    const queryClient = testQueryClient();
    await restoreStoredAnswers(queryClient, [projectKeys.detail('p1')], { key });
    void queryClient.prefetchQuery(projectQuery('p1'));
    renderRoutes(
      [
        {
          path: '/projects/:projectId',
          element: (
            <ProjectRuleGate projectId="p1" rule="accessProject" showStored={showStored}>
              {(loaded) => <h1>{loaded.name}</h1>}
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
    return () => answer({ body: project('Neu') });
  }

  it('a read-only screen paints the stored project at once, then the fresh one', async () => {
    const answer = await openWithStoredProject(true, 'read-only');
    expect(await screen.findByRole('heading', { name: 'Alt' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Neu' })).toBeInTheDocument();
  });

  it('a form waits for this visit’s project and never sees the stored one', async () => {
    const answer = await openWithStoredProject(false, 'form');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: 'Neu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alt' })).toBeNull();
  });
});
