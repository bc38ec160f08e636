// The picture of the last read-only screen (decision 0470): the app keeps it when the screen has
// loaded and the page is hidden or left; the boot script paints it at the next start of the same
// user, build and address, until the app's own screen is there; logout forgets it.
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '@baustellendoku/domain';
import { clearSession } from '@/lib/session';
import { EARLY_ANSWERS_GLOBAL } from '@/lib/early-answers';
import { CURRENT_USER_KEY, SCREEN_SNAPSHOT_KEY } from '@/lib/storage';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, testQueryClient } from '@/test/render';
import { patternToRegExp } from '../../../build/boot-script';
import type { createAppRouter } from '../router';
import { boot, type BootConfig, type ScreenSnapshot } from '../startup/boot';
import {
  projectRequest,
  screenRequests,
  screenSnapshot,
  shellRequests,
  storedScreens,
} from '../startup/early-requests';
import { WEB_FONT_CLASS } from '../startup/web-font';
import { keepScreenSnapshots, takeScreenSnapshot } from './screen-snapshot';

const ADDRESS = '/projects/p1/orders';
const BUILD = import.meta.env.VITE_BUILD_ID ?? 'dev';
const user = currentUserFixture();

let styles: string[] = [];
const config = (stored: 0 | 1 = 1): BootConfig => ({
  userKey: CURRENT_USER_KEY,
  fontClass: WEB_FONT_CLASS,
  global: EARLY_ANSWERS_GLOBAL,
  apiBase: '/backend/api',
  files: [],
  sharedFiles: [],
  projectRequest,
  shellRequests,
  routes: [[patternToRegExp(routePatterns.orders), [], screenRequests.orders ?? [], stored]],
  font: '/assets/inter-latin-abc.woff2',
  stored: storedScreens,
  snapshot: { ...screenSnapshot, buildId: BUILD, styles },
});

/** A router as takeScreenSnapshot reads it: the screen shown and whether a navigation is under way. */
const routerAt = (screen: string, navigation: 'idle' | 'loading' = 'idle') =>
  ({ state: { matches: [{ route: { id: screen } }], navigation: { state: navigation } } }) as unknown as ReturnType<
    typeof createAppRouter
  >;

const stored = () => JSON.parse(localStorage.getItem(SCREEN_SNAPSHOT_KEY) ?? 'null') as ScreenSnapshot | null;

function keepPicture(overrides: Partial<ScreenSnapshot> = {}) {
  const picture: ScreenSnapshot = {
    userId: user.user.userId,
    buildId: BUILD,
    address: ADDRESS,
    savedAt: Date.now() - 60_000,
    html: '<main><h1>Bestellungen</h1><p>B-2026-001</p></main>',
    ...overrides,
  };
  localStorage.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify(picture));
}

/** Starts the boot script at the orders list and returns the picture's shadow root, if it painted one. */
function bootAtOrders(stored: 0 | 1 = 1): ShadowRoot | undefined {
  const attach = vi.spyOn(Element.prototype, 'attachShadow');
  mockApi({});
  boot(config(stored));
  const shadow = attach.mock.results[0]?.value as ShadowRoot | undefined;
  attach.mockRestore();
  return shadow;
}

/** The picture's layer: put into the page before the body exists, so after the body here. */
const picture = () => document.documentElement.lastElementChild as HTMLElement;
const pictureShown = () => picture() !== document.body;
const root = () => document.getElementById('root')!;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  window.history.replaceState(null, '', ADDRESS);
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  if (pictureShown()) picture().remove();
  styles = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the boot script paints the picture of the last read-only screen', () => {
  it('puts it over the page, hidden from assistive technology, until the app’s screen is there', async () => {
    keepPicture();
    const shadow = bootAtOrders();
    expect(shadow?.textContent).toContain('B-2026-001');
    expect(pictureShown()).toBe(true);
    expect(picture().getAttribute('aria-hidden')).toBe('true');
    expect(picture().style.visibility).toBe(''); // no stylesheet to wait for here
    // The app's first renders: the session check, then the layout still loading its screen.
    root().innerHTML = '<div data-loading>Bauhelme werden gesucht ...</div>';
    await Promise.resolve();
    root().innerHTML = '<main><div role="status"><div data-loading></div></div></main>';
    await Promise.resolve();
    expect(pictureShown()).toBe(true);
    // The screen itself: the picture goes.
    root().innerHTML = '<main><h1>Bestellungen</h1><p>B-2026-001</p></main>';
    await vi.waitFor(() => expect(pictureShown()).toBe(false));
  });

  it('shows it only once the app’s stylesheet applies inside it', () => {
    styles = ['/assets/index-abc.css'];
    keepPicture();
    const shadow = bootAtOrders()!;
    expect(picture().style.visibility).toBe('hidden');
    const sheet = shadow.querySelector('link[rel="stylesheet"]')!;
    expect(sheet.getAttribute('href')).toBe('/assets/index-abc.css');
    sheet.dispatchEvent(new Event('load')); // a load without a sheet (jsdom loads none): still hidden
    expect(picture().style.visibility).toBe('hidden');
    Object.defineProperty(sheet, 'sheet', { value: new CSSStyleSheet() });
    sheet.dispatchEvent(new Event('load'));
    expect(picture().style.visibility).toBe('');
  });

  it('takes it away after a while even when the app never gets there', () => {
    vi.useFakeTimers();
    keepPicture();
    bootAtOrders();
    vi.advanceTimersByTime(screenSnapshot.giveUpMs - 1);
    expect(pictureShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(pictureShown()).toBe(false);
  });

  it.each([
    ['another user’s', { userId: 'user-2' }],
    ['another build’s', { buildId: 'another-build' }],
    ['another address’s', { address: '/projects/p2/orders' }],
    ['a too old', { savedAt: Date.now() - screenSnapshot.maxAgeMs - 1000 }],
  ])('paints no picture from %s record', (_, overrides) => {
    keepPicture(overrides);
    expect(bootAtOrders()).toBeUndefined();
    expect(pictureShown()).toBe(false);
  });

  it('paints none on a screen that edits, nor for nobody signed in', () => {
    keepPicture();
    expect(bootAtOrders(0)).toBeUndefined();
    localStorage.removeItem(CURRENT_USER_KEY);
    expect(bootAtOrders()).toBeUndefined();
    expect(pictureShown()).toBe(false);
  });
});

describe('the app keeps the picture', () => {
  it('of a read-only screen that has loaded, without the notices of the moment', () => {
    root().innerHTML =
      '<div data-no-snapshot>Keine Verbindung</div><main><h1>Bestellungen</h1><div data-no-snapshot><canvas></canvas></div></main>';
    takeScreenSnapshot(routerAt('orders'));
    expect(stored()).toMatchObject({ userId: 'user-1', buildId: BUILD, address: ADDRESS });
    expect(stored()!.html).toBe('<main><h1>Bestellungen</h1></main>');
    expect(Date.now() - stored()!.savedAt).toBeLessThan(1000);
  });

  it('not of a screen still loading, one that edits, during a navigation, or without a user', () => {
    root().innerHTML = '<main><div data-loading></div></main>';
    takeScreenSnapshot(routerAt('orders'));
    root().innerHTML = '<main><form><input name="name"></form></main>';
    takeScreenSnapshot(routerAt('projectSettings'));
    takeScreenSnapshot(routerAt('orders', 'loading'));
    localStorage.removeItem(CURRENT_USER_KEY);
    takeScreenSnapshot(routerAt('orders'));
    expect(stored()).toBeNull();
  });

  it('whenever the page is hidden or left, and forgets it with the session', () => {
    const stop = keepScreenSnapshots(routerAt('orders'));
    root().innerHTML = '<main><h1>Bestellungen</h1></main>';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()!.html).toBe('<main><h1>Bestellungen</h1></main>');
    root().innerHTML = '<main><h1>Bestellungen</h1><p>B-2026-002</p></main>';
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()!.html).toContain('B-2026-002');
    stop();
    vi.restoreAllMocks();

    clearSession(testQueryClient() as QueryClient);
    expect(stored()).toBeNull();
  });
});
