// The site-phone benchmark (issues "Fast on a site phone" and 41): five screens on the demo data as
// a phone on a weak connection feels them. Chromium through playwright-core, throttled over the
// DevTools protocol before the page navigates (Slow 4G: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round
// trip; 4× CPU slowdown), a 390 px viewport.
//
// What counts (decision 0540) is the app's own screen, not a paint of anything:
// - "row": when the first row of the screen's list (`[data-row]` with a link, which only the app's
//   React components render) is in the page;
// - "tap": when a tap on that row, dispatched the moment the row is there, reached the app — the
//   bench then waits until it has navigated to the row's address (otherwise the visit fails);
// - LCP from a PerformanceObserver, for comparison with outside tools.
//
// Per screen and run: a COLD visit in a fresh browser profile on disk (signed in, but nothing else:
// no HTTP cache, no service worker, no stored data) with the cache disabled over the protocol, as an
// outside tool measures it; then a SECOND visit in a new tab of the same profile once the service
// worker is active (a phone's browser keeps its profile, decision 0460). Median of 3 runs.
// Bytes are what crossed the (emulated) network; requests count only those that went to the
// network (not answered by the service worker or the HTTP cache); on the second visit only those
// started before the tap.
import os from 'node:os';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { launchBrowser, PHONE, startServer } from '../e2e/harness.js';
import { enterApp, projectIdOf } from '../e2e/load-tests.flow.js';
import { startPhoneFloor } from './phone-floor.js';
import { persistentPhoneContext, throttle } from './phone-profile.js';
import { printTable } from './table.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QUIET_MS = 1500;
const TARGET = { cold: 2500, warm: 1000 };
/** The binding through which the page reports its first own row (Runtime.addBinding). */
const ROW_BINDING = '__benchFirstRow';

/** `origin`: another server than the app's (the floor). */
type Screen = { name: string; path: string; signedIn: boolean; ready: string; rows: boolean; origin?: string };
type Visit = { lcp: number; row: number; tap: number; bytes: number; requests: number };
type PageMarks = { __lcp: number; __row: number; __tap: number };

/**
 * In every page before its scripts: LCP candidates (the last one is the LCP), the moment the first
 * own row with a link is in `main` (reported with its link's centre and address), and the first
 * click that reaches the page.
 */
const observePage = (binding: string) => {
  const w = window as unknown as PageMarks & Record<string, unknown>;
  w.__lcp = 0;
  w.__row = 0;
  w.__tap = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    // The first shown one (a list may be in the page twice, as a table and as cards, one hidden).
    const link = Array.from(document.querySelectorAll('main#main [data-row] a[href]')).find(
      (candidate) => candidate.getClientRects().length > 0,
    );
    if (!link) return;
    observer.disconnect();
    w.__row = performance.now();
    const box = link.getBoundingClientRect();
    const report = w[binding] as ((payload: string) => void) | undefined;
    report?.(
      JSON.stringify({
        x: box.left + Math.min(box.width / 2, 40),
        y: box.top + box.height / 2,
        href: link.getAttribute('href'),
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
  addEventListener('click', () => void (w.__tap ||= performance.now()), { capture: true });
};

/** A tap (touch start and end) at a point of the page, as a finger on the phone. */
async function tap(cdp: CDPSession, x: number, y: number) {
  const start = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const end = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await Promise.all([start, end]);
}

/**
 * Loads a screen and waits until its heading shows and the network has been quiet for a while; on
 * a screen with rows, taps the first own row as soon as it is there (`tapRow`) and waits until the
 * app has navigated to its address.
 */
async function visit(
  context: BrowserContext,
  baseUrl: string,
  screen: Screen,
  { cold, tapRow }: { cold: boolean; tapRow: boolean },
): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await throttle(page, { origin: baseUrl });
  // Cold as an outside tool measures it: nothing from the HTTP cache, not even within the visit.
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: ROW_BINDING });
  let tapped: Promise<string> | undefined;
  let tappedAt = Number.POSITIVE_INFINITY;
  cdp.on('Runtime.bindingCalled', (event) => {
    if (event.name !== ROW_BINDING || !tapRow || tapped) return;
    const { x, y, href } = JSON.parse(event.payload) as { x: number; y: number; href: string };
    tappedAt = Date.now();
    tapped = tap(cdp, x, y).then(() => href);
  });
  const inFlight = new Set<string>();
  const fromNetwork = new Set<string>();
  const beforeTap = new Set<string>();
  let bytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    inFlight.add(event.requestId);
    if (Date.now() < tappedAt) beforeTap.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (/^https?:/.test(response.url) && !response.fromServiceWorker && !response.fromDiskCache) {
      fromNetwork.add(event.requestId);
    }
  });
  const done = (event: { requestId: string; encodedDataLength?: number }) => {
    if (!inFlight.delete(event.requestId)) return;
    if (fromNetwork.has(event.requestId) && beforeTap.has(event.requestId)) bytes += event.encodedDataLength ?? 0;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);

  await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load', timeout: 120_000 });
  if (tapRow) {
    await page.waitForFunction(() => (window as unknown as PageMarks).__row > 0, null, { timeout: 120_000 });
    const href = await tapped!;
    const target = new URL(href, baseUrl).pathname;
    await page.waitForURL((url) => url.pathname === target, { timeout: 60_000 });
    await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
  } else {
    await page.locator(screen.ready).first().waitFor({ timeout: 120_000 });
  }
  const deadline = Date.now() + 60_000;
  while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  const marks = await page.evaluate(() => {
    const w = window as unknown as PageMarks;
    return { lcp: w.__lcp, row: w.__row, tap: w.__tap };
  });
  await cdp.detach();
  await page.close();
  const requests = [...fromNetwork].filter((id) => beforeTap.has(id)).length;
  return { ...marks, bytes, requests };
}

/** After the first visit the service worker installs in the background; a returning user finds it active. */
async function waitForServiceWorker(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/favicon.svg`);
  await page
    .evaluate(async () => {
      if (!('serviceWorker' in navigator)) return;
      const registration = await navigator.serviceWorker.getRegistration('/');
      if (!registration) return;
      await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    })
    .catch(() => undefined);
  await page.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(appUrl: string, screen: Screen, storageState: unknown) {
  const baseUrl = screen.origin ?? appUrl;
  const cold: Visit[] = [];
  const warm: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await persistentPhoneContext(screen.signedIn ? storageState : undefined);
    await context.addInitScript(observePage, ROW_BINDING);
    cold.push(await visit(context, baseUrl, screen, { cold: true, tapRow: false }));
    await waitForServiceWorker(context, baseUrl);
    warm.push(await visit(context, baseUrl, screen, { cold: false, tapRow: screen.rows }));
    await context.close();
  }
  const pick = (visits: Visit[], key: keyof Visit) => median(visits.map((v) => v[key]));
  const ms = (value: number) => (value > 0 ? Math.round(value) : '–');
  // Cold: the first own row where the screen has rows, else the LCP; second visit: the tap.
  const coldFigure = screen.rows ? pick(cold, 'row') : pick(cold, 'lcp');
  const warmFigure = screen.rows ? pick(warm, 'tap') : pick(warm, 'lcp');
  return {
    screen: screen.name,
    'cold LCP': ms(pick(cold, 'lcp')),
    'cold row': ms(pick(cold, 'row')),
    '2nd LCP': ms(pick(warm, 'lcp')),
    '2nd row': ms(pick(warm, 'row')),
    '2nd tap': ms(pick(warm, 'tap')),
    '2nd taps (runs)': screen.rows ? warm.map((v) => Math.round(v.tap)).join('/') : '–',
    'KB cold': (pick(cold, 'bytes') / 1024).toFixed(0),
    'req cold': pick(cold, 'requests'),
    'KB 2nd': (pick(warm, 'bytes') / 1024).toFixed(0),
    'req 2nd': pick(warm, 'requests'),
    target: coldFigure <= TARGET.cold && warmFigure <= TARGET.warm ? 'erreicht' : 'verfehlt',
  };
}

const [load1] = os.loadavg();
console.log(`load average at start: ${load1!.toFixed(2)} on ${os.cpus().length} cores; ${RUNS} runs per screen`);
// The map's built-in style: this machine has no internet, and the default basemap (decision 0400)
// would wait 3 s for OpenFreeMap before falling back — a measure of the sandbox, not of the app.
const server = await startServer({ MAP_STYLE_URL: 'offline' });
const floor = await startPhoneFloor();
const browser = await launchBrowser();
try {
  const signIn = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE);
  const projectId = await projectIdOf(signIn, 'Gewerbepark Nord');
  const storageState = await signIn.context().storageState();
  await signIn.context().close();
  const screens: Screen[] = [
    // What the browser, a service worker and the emulation cost without any app (bench/phone-floor.ts).
    { name: 'Boden', path: '/', signedIn: false, ready: 'main#main h1', rows: true, origin: floor.url },
    { name: '/login', path: '/login', signedIn: false, ready: 'text=Jetzt anmelden', rows: false },
    { name: 'Dashboard', path: `/projects/${projectId}`, signedIn: true, ready: 'main#main h1', rows: true },
    { name: 'Bestellungen', path: `/projects/${projectId}/orders`, signedIn: true, ready: 'main#main h1', rows: true },
    { name: 'Historie', path: `/projects/${projectId}/history`, signedIn: true, ready: 'main#main h1', rows: true },
    {
      name: 'Dynamische Versuche (Karte)',
      path: `/projects/${projectId}/dynamic-load-analysis`,
      signedIn: true,
      ready: '[data-testid="load-test-map"][data-map-ready="true"]',
      rows: true,
    },
  ];
  // BENCH_SCREENS=Dashboard,Historie measures only those (while developing).
  const only = process.env.BENCH_SCREENS?.split(',');
  const rows = [];
  for (const screen of screens.filter((candidate) => !only || only.includes(candidate.name))) {
    // A screen that does not settle in time (e.g. the map under heavy machine load) is reported, not fatal.
    const row = await measure(server.url, screen, storageState).catch((error: Error) => ({
      screen: screen.name,
      'cold LCP': `Fehler: ${error.message.split('\n')[0]}`,
    }));
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  printTable(rows as Record<string, string | number>[]);
  console.log(
    `target: cold ≤ ${TARGET.cold} ms (first own row; /login: LCP), second visit ≤ ${TARGET.warm} ms (tap on the first own row reached the app; /login: LCP)`,
  );
  console.log(`load average at end: ${os.loadavg()[0]!.toFixed(2)}`);
} finally {
  await browser.close();
  await server.stop();
  await floor.stop();
}
