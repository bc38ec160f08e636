// The boot script and the API client together (decision 0420): the addresses the boot script asks
// for early are exactly those the screens' queries ask for, so each is answered once, by the boot
// script's request, and the app sends none of its own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePatterns, type RouteName } from '@baustellendoku/domain';
import { CURRENT_USER_KEY } from '@/lib/storage';
import { EARLY_ANSWERS_GLOBAL } from '@/lib/early-answers';
import { apiClient } from '@/lib/api-client';
import { currentUserFixture, testQueryClient } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { prefetchScreen } from '../route-queries';
import { patternToRegExp } from '../../../build/boot-script';
import { boot, type BootConfig, type EarlyAnswers } from './boot';
import { projectRequest, readOnlyScreens, screenRequests, shellRequests, storedScreens } from './early-requests';
import { WEB_FONT_CLASS } from './web-font';

const PROJECT = 'p 1'; // a space: the address must be encoded the same way on both sides
const user = currentUserFixture({
  assignedProjects: [{ projectId: PROJECT, roles: ['project_manager', 'foreman'] }] as never,
});

const route = (name: RouteName) =>
  [patternToRegExp(routePatterns[name]), [1], screenRequests[name] ?? [], 0] as BootConfig['routes'][0];
const config = (routes: BootConfig['routes']): BootConfig => ({
  userKey: CURRENT_USER_KEY,
  fontClass: WEB_FONT_CLASS,
  global: EARLY_ANSWERS_GLOBAL,
  apiBase: '/backend/api',
  files: ['app-layout-abc.js', 'screen-abc.js'],
  sharedFiles: [0],
  projectRequest,
  shellRequests,
  routes,
  font: '/assets/inter-latin-abc.woff2',
  stored: storedScreens,
});

const emptyList = { status: 200, body: { items: [] } };
const answers = {
  '/me': { status: 200, body: user },
  '/project': emptyList,
  [`/project/${encodeURIComponent(PROJECT)}`]: {
    status: 200,
    body: { projectId: PROJECT, name: 'Gewerbepark', enabledFeatures: [] },
  },
  [`/task/${encodeURIComponent(PROJECT)}`]: emptyList,
  [`/history/${encodeURIComponent(PROJECT)}`]: emptyList,
  '/order': emptyList,
  [`/project/${encodeURIComponent(PROJECT)}/admissibility/overview`]: { status: 200, body: { materials: [] } },
  '/dynamic-load-analysis': emptyList,
  '/dynamic-load-analysis/points': emptyList,
  '/public-config': { status: 200, body: {} },
};

beforeEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').forEach((link) => link.remove());
  document.documentElement.classList.remove(WEB_FONT_CLASS);
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('boot script', () => {
  it('asks early only for screens whose queries the route prefetch starts', () => {
    expect(readOnlyScreens).toEqual(expect.arrayContaining(Object.keys(screenRequests)));
  });

  it.each(readOnlyScreens)(
    '%s: the early requests are those of the screen and its frame, each sent once',
    async (name) => {
      const { calls } = mockApi(answers);
      localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
      const projectId = routePatterns[name].includes(':projectId') ? PROJECT : undefined;
      window.history.replaceState(null, '', routePatterns[name].replace(':projectId', encodeURIComponent(PROJECT)));
      boot(config([route(name)]));
      const early = calls.map((call) => call.path);
      const expected = [...(projectId ? [1] : []), ...(screenRequests[name] ?? []), ...shellRequests];
      expect(early).toHaveLength(expected.length);

      const queryClient = testQueryClient();
      await prefetchScreen(queryClient, name, user, projectId);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      for (const query of queryClient.getQueryCache().getAll()) expect(query.state.status).toBe('success');
      // Every early answer of the screen was taken by one of its queries: only the frame's reads (the
      // session, the menu's project list, unless the screen took it) are left, and they find theirs.
      const left = (window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS_GLOBAL]!.answers;
      for (const url of Object.keys(left)) expect(shellRequests).toContain(url);
      for (const url of Object.keys(left)) await apiClient.get(url);
      expect(Object.keys(left)).toHaveLength(0);
      // Nothing was asked twice or beyond the boot script's requests.
      expect(calls.map((call) => call.path)).toEqual(early);
      const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
      expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
        '/assets/app-layout-abc.js',
        '/assets/screen-abc.js',
      ]);
    },
  );

  it('asks for the tasks of the user’s roles in the project, in the query’s form', () => {
    const { fetchMock } = mockApi(answers);
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    window.history.replaceState(null, '', `/projects/${encodeURIComponent(PROJECT)}`);
    boot(config([route('projectDashboard')]));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/backend/api/task/p%201?roles%5B%5D=project_manager&roles%5B%5D=foreman',
    );
  });

  it('does nothing for a visitor who is not signed in, or offline', () => {
    const { fetchMock } = mockApi(answers);
    window.history.replaceState(null, '', '/');
    boot(config([route('home')]));
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    boot(config([route('home')]));
    vi.restoreAllMocks();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('hands an early answer out once, and not after 15 s', async () => {
    const { calls } = mockApi(answers);
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    boot(config([route('home')]));
    expect(calls).toHaveLength(2);
    await apiClient.get('/project');
    await apiClient.get('/project');
    expect(calls.map((call) => call.path)).toEqual(['/me', '/project', '/project']);
    (window as unknown as Record<string, { askedAt: number }>)[EARLY_ANSWERS_GLOBAL]!.askedAt -= 15_000;
    await apiClient.get('/me');
    expect(calls).toHaveLength(4);
  });

  it('switches the web font on and preloads it under the service worker, whose precache holds it', () => {
    const fontPreloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
    boot(config([]));
    expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
    expect(fontPreloads()).toEqual([]);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { controller: {} } }));
    boot(config([]));
    expect(document.documentElement).toHaveClass(WEB_FONT_CLASS);
    expect(fontPreloads()).toEqual(['/assets/inter-latin-abc.woff2']);
  });

  it('matches addresses as the router does', () => {
    const match = (name: RouteName, path: string) => new RegExp(patternToRegExp(routePatterns[name]), 'i').test(path);
    expect(match('projectDashboard', '/projects/abc')).toBe(true);
    expect(match('projectDashboard', '/projects/abc/')).toBe(true);
    expect(match('projectDashboard', '/projects/abc/orders')).toBe(false);
    expect(match('home', '/')).toBe(true);
    expect(match('createDeliveryNote', '/projects/p/wrecking-pile-inventory/w/delivery-note/0-32/')).toBe(true);
    expect(match('createDeliveryNote', '/projects/p/wrecking-pile-inventory/w/delivery-note/0-32/GE')).toBe(true);
  });
});
