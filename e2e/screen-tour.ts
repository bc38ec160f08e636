// The screen tour (issue "Built for the site"): a signed-in role crawls the app from its home page,
// following the links it is shown, and visits one address per route of the app. On each screen it
// measures what a site user with a phone would notice: a page wider than the phone, tap targets
// under 44 × 44 px (WCAG 2.5.5) and the serious or critical findings of axe-core.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { buildPath, routePatterns, type RouteName } from '@baustellendoku/domain';

const axeSource = (): string => {
  const require = createRequire(import.meta.url);
  return require('fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') as string;
};

export type ScreenFindings = {
  route: string;
  url: string;
  /** At 390 px. */
  width: number;
  smallTargets: string[];
  axe: string[];
  /** The same screen at 1440 px (resized in place, decision 0403). */
  desktop: { width: number; axe: string[] };
};

type Viewport = { width: number; height: number };

const patterns = Object.entries(routePatterns).map(([name, pattern]) => ({
  name,
  regex: new RegExp(
    `^${pattern
      .replace(/\/:[A-Za-z]+\?/g, '(?:/[^/]+)?')
      .replace(/:[A-Za-z]+/g, '[^/]+')
      .replace(/\//g, '\\/')}$`,
  ),
}));

/** The route name an address belongs to, or null for addresses outside the app's screens. */
export function routeOf(pathname: string): string | null {
  return patterns.find((pattern) => pattern.regex.test(pathname))?.name ?? null;
}

// Screens a crawl must not open: they end the session or are one-time steps of a sign-in.
const skipped = new Set(['login', 'loginSuccessful', 'loginFailed', 'redirect', 'dataPrivacyPolicy']);

/** Internal links of the current screen, as pathnames (with search). */
async function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .map((anchor) => new URL(anchor.href, location.href))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/backend'))
      .map((url) => url.pathname),
  );
}

/**
 * The smallest tap target, 44 px, less half a pixel: layout rounds sub-pixel boxes ("43.999999").
 */
export const TAP_TARGET_PX = 43.5;

/** Tap targets smaller than 44 × 44 px; a control inside a label counts with the label's box. */
export async function smallTargetsOf(page: Page): Promise<string[]> {
  // An image link is 2 px tall until its image has loaded (on a busy machine that can take a while):
  // measured before, it would count as a small target. Measured anyway after 20 s.
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
      timeout: 20_000,
    })
    .catch(() => undefined);
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=checkbox], [role=switch], [role=tab], [role=combobox], [role=menuitem], [role=link], [role=radio]';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden=true], [inert]')) continue;
      const own = element.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue; // not rendered (hidden, collapsed)
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      // Visually hidden native inputs of custom controls: their label or sibling is the target.
      if (own.width <= 1 && own.height <= 1) continue;
      const label = element.closest('label');
      const box = label ? label.getBoundingClientRect() : own;
      const width = Math.max(box.width, own.width);
      const height = Math.max(box.height, own.height);
      if (width >= min && height >= min) continue;
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName.toLowerCase();
      found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return found;
  }, TAP_TARGET_PX);
}

export async function axeOf(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses inline scripts.
  if (!loaded) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    type AxeResult = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => JSON.stringify(node.target))
            .join(', ')}`,
      );
  });
}

/** Waits until the screen has content: no loading skeleton, the main landmark present. */
async function settle(page: Page): Promise<void> {
  await page.locator('main#main, h1').first().waitFor({ timeout: 20_000 });
  await page
    .waitForFunction(
      // Loaded: no skeleton, and every image has its size (an image link is 2 px tall before).
      () =>
        !document.querySelector('[data-skeleton], [aria-busy=true]') &&
        Array.from(document.images).every((image) => image.complete),
      undefined,
      // An image link is 2 px tall until its image has loaded; on a loaded machine that can take long.
      { timeout: 20_000 },
    )
    .catch(() => console.warn(`screen tour: ${page.url()} still loading after 20 s`));
  // Two frames, not a fixed pause: what a resize or the loaded data set off (a media query's
  // re-render) is drawn then. Then every CSS transition and finite animation it started runs to its
  // end: a field enabled when its options arrive fades from grey to white in 150 ms, and axe must
  // judge the colours the user is left with, not a frame in between. Endless ones (a spinner) are
  // not waited for.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Opens `url` the way a tap on a link does, through the app's router without reloading the page:
 * what the user sees after a tap, and the app's code and axe-core stay loaded from one screen to
 * the next (a third less CPU for the tour than a full load per screen). The new screen is there
 * when a heading shows that was not on the last one; `settle` then waits for its data. Where none
 * shows within 5 s (a screen whose component and heading the last one had already), the address
 * is loaded in full.
 */
async function open(page: Page, url: string): Promise<void> {
  const inApp = await page.evaluate(() => document.querySelector('h1') !== null).catch(() => false);
  if (inApp && new URL(page.url()).pathname !== url) {
    await page.evaluate((target) => {
      for (const heading of Array.from(document.querySelectorAll('h1'))) heading.dataset.tourLast = '';
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, url);
    const shown = await page
      .waitForFunction(() => document.querySelector('h1:not([data-tour-last])') !== null, undefined, {
        timeout: 5_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  await page.goto(url);
}

/**
 * One screen at both widths: opened on the phone (width, tap targets, axe), then the page is resized
 * to the laptop and measured again (width, axe). One visit per screen instead of one crawl per width.
 * Returns the findings and the screen's links at both widths.
 */
export async function checkScreen(
  page: Page,
  url: string,
  widths: { phone: Viewport; desktop: Viewport },
): Promise<{ findings: ScreenFindings; links: string[] }> {
  await page.setViewportSize(widths.phone);
  await open(page, url);
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const smallTargets = await smallTargetsOf(page);
  const axe = await axeOf(page);
  const links = await linksOf(page);
  await page.setViewportSize(widths.desktop);
  await settle(page);
  const desktop = { width: await page.evaluate(() => document.documentElement.scrollWidth), axe: await axeOf(page) };
  links.push(...(await linksOf(page)));
  return {
    findings: { route: routeOf(new URL(page.url()).pathname) ?? url, url, width, smallTargets, axe, desktop },
    links,
  };
}

/**
 * Crawls from `start`, one address per route, breadth first, checking each screen at both widths.
 * Returns the findings of every screen visited.
 */
export async function tour(
  page: Page,
  start: string[],
  widths: { phone: Viewport; desktop: Viewport },
): Promise<ScreenFindings[]> {
  const queue = [...start];
  const seen = new Set<string>();
  const findings: ScreenFindings[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const route = routeOf(url);
    if (!route || skipped.has(route) || seen.has(route)) continue;
    seen.add(route);
    const screen = await checkScreen(page, url, widths);
    findings.push(screen.findings);
    for (const link of screen.links) {
      const next = routeOf(link);
      if (next && !seen.has(next)) queue.push(link);
    }
  }
  return findings;
}

/** Addresses that only forward (after a sign-in): they have no screen of their own to measure. */
const forwardingOnly = new Set<RouteName>(['redirect', 'loginSuccessful']);
/** Screens of a signed-out visitor. */
export const publicScreens = new Set<RouteName>(['login', 'loginFailed', 'dataPrivacyPolicy']);

/**
 * Every screen of the route table (packages/domain/src/paths.ts) with ids filled in: a new route is
 * covered without touching this list. `ids` names a value per path parameter; `perRoute` overrides
 * them where a screen needs its object in a particular state (a pile waiting for its acceptance
 * control, an order under review). A parameter without a value fails the check, so a new kind of
 * id has to be given one.
 */
export function everyScreen(
  ids: Readonly<Record<string, string>>,
  perRoute: Partial<Record<RouteName, Readonly<Record<string, string>>>> = {},
): { route: RouteName; url: string }[] {
  return (Object.keys(routePatterns) as RouteName[])
    .filter((route) => !forwardingOnly.has(route))
    .map((route) => {
      const values = { ...ids, ...perRoute[route] };
      const pattern: string = routePatterns[route];
      const args = [...pattern.matchAll(/:(\w+)(\??)/g)].map(([, name, optional]) => {
        if (values[name!] === undefined && !optional) throw new Error(`Keine Demo-ID für :${name} (${route})`);
        return values[name!];
      });
      return { route, url: buildPath(pattern, args) };
    });
}

/** The document's width at the page's viewport once the screen has settled. */
export async function documentWidth(page: Page, url: string): Promise<number> {
  await open(page, url);
  await settle(page);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Whether the screen shown is a refusal (no access, or not possible in the object's state). */
export async function isRefusal(page: Page): Promise<boolean> {
  return (
    (await page.getByRole('heading', { name: /^(Zugriff verweigert|Aktion nicht möglich)$/, level: 1 }).count()) > 0
  );
}
