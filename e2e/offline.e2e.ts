// The installable app (issue "Fast on a site phone", decisions 0302 and 0420): after one visit the
// service worker holds the app shell and IndexedDB the last answers, so the app opens without a
// connection, shows what was last loaded with the offline banner, and refuses changes with a reason;
// online, a read-only screen paints the stored answers at once while a form waits for fresh ones. A new
// version announces itself ("Neue Version verfügbar – neu laden") and takes over only on request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  PHONE,
  screenshot,
  startServer,
  waitForServiceWorkerControl,
  type TestServer,
} from './harness.js';
import { api, enterApp, projectIdOf } from './load-tests.flow.js';

let server: TestServer;
let browser: Browser;
let webDist: string;

beforeAll(async () => {
  // A copy of the built app that this test may change to publish a "new version".
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-web-'));
  fs.cpSync('apps/web/dist', webDist, { recursive: true });
  server = await startServer({ WEB_DIST_DIR: webDist });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Publishes a changed service worker, as a deployment of a new version would. */
function publishNewServiceWorker() {
  const file = path.join(webDist, 'sw.js');
  const source = `${fs.readFileSync(file, 'utf8')}\n// next version ${Date.now()}\n`;
  fs.writeFileSync(file, source);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(source));
  fs.writeFileSync(`${file}.gz`, gzipSync(source));
}

describe('offline start and update notice', () => {
  it('opens without a connection with the last loaded orders and the banner', async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE, { serviceWorker: true });
    const context = page.context();
    const projectId = await projectIdOf(page, 'Gewerbepark Nord');

    // Online: the orders list loads and the service worker takes over the app shell.
    await page.goto(`/projects/${projectId}/orders`);
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor();
    const firstOrder = page
      .locator('main#main a[href*="/orders/"]:not([href$="/new"])')
      .filter({ visible: true })
      .first();
    await firstOrder.waitFor();
    const orderLabel = (await firstOrder.textContent())!.trim();
    await waitForServiceWorkerControl(page);
    await page.waitForTimeout(1500); // the query cache is written to IndexedDB a second after the last change
    expect(await page.getByText(/^Offline –/).count()).toBe(0);

    // Offline: a fresh start of the app paints from the service worker and the stored answers.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Offline – Sie sehen den zuletzt geladenen Stand.' }).waitFor();
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor();
    await page.locator('main#main').getByText(orderLabel).filter({ visible: true }).first().waitFor();
    await screenshot(page, 'offline-orders-phone');

    // Back online the banner goes away.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor();
    expect(await page.getByText(/^Offline –/).count()).toBe(0);
    await context.close();
  });

  // Issue 39 item 5 (decision 0511): every list the user has seen, each opened on its own page load
  // (a phone reloads and restarts the app), stays readable offline with its last state.
  it('shows every list seen online offline with the same rows, each opened by a fresh start', async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE, { serviceWorker: true });
    const context = page.context();
    const projectId = await projectIdOf(page, 'Gewerbepark Nord');
    const base = `/projects/${projectId}`;
    const { items: deliveringOrders } = await api<{ items: { orderId: string; orderNumber: string }[] }>(
      page,
      'GET',
      `/order?projectId=${projectId}&phase=delivery&skip=0&limit=10`,
    );
    const lists: { address: string; heading: string; rows: string[] }[] = [
      {
        address: `${base}/orders`,
        heading: 'Bestellungen',
        rows: ['B-2026-001', 'B-2026-002', 'B-2026-003', 'B-2026-004'],
      },
      {
        address: `${base}/order-overview`,
        heading: 'Anlieferungen',
        rows: ['B-2026-001 · BM-0 Bodenmaterial Klasse 0 – Bodenart Sand'],
      },
      {
        address: `${base}/orders/${deliveringOrders[0]!.orderId}`,
        heading: `Bestellung ${deliveringOrders[0]!.orderNumber}`,
        rows: ['2 Anlieferungen erfasst'],
      },
      { address: `${base}/history`, heading: 'Was zuletzt passiert ist', rows: [] },
      { address: `${base}/dynamic-load-analysis`, heading: 'Dynamische Versuche', rows: [] },
      { address: `${base}/static-load-analysis`, heading: 'Statische Versuche', rows: ['C2/02'] },
      { address: `${base}/mounting-documentation`, heading: 'Dokumentationen', rows: ['C4/02'] },
      {
        address: `${base}/wrecking-piles`,
        heading: 'Bauschutt-Mieten',
        rows: ['M-01 Betonbruch Halle A', 'M-04 Bodenplatte Lager', 'M-06 Betonbruch Tiefgarage'],
      },
      {
        address: `${base}/wrecking-pile-overview`,
        heading: 'Aufbereitetes Material',
        rows: ['M-06 Betonbruch Tiefgarage'],
      },
      {
        address: `${base}/wrecking-pile-inventory`,
        heading: 'Lieferscheine',
        rows: ['M-06 Betonbruch Tiefgarage', '304,5 t verfügbar'],
      },
    ];
    const main = page.locator('main#main');
    const linesOf = async () =>
      (await main.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    // Online: each list opened by a fresh start, as a phone that was closed in between would.
    const seen = new Map<string, string[]>();
    for (const list of lists) {
      await page.goto(list.address);
      await page.getByRole('heading', { name: list.heading, level: 1 }).waitFor();
      await page.locator('[role=status]:has-text("Wird geladen")').first().waitFor({ state: 'detached' });
      for (const row of list.rows)
        await main.getByText(row, { exact: true }).filter({ visible: true }).first().waitFor();
      await page.waitForTimeout(1500); // the answers are written to IndexedDB a second after the last change
      seen.set(list.address, await linesOf());
    }
    await waitForServiceWorkerControl(page);

    // Offline: each list opened by a fresh start again shows the rows it showed, in German.
    await context.setOffline(true);
    for (const list of lists) {
      await page.goto(list.address);
      await page.getByRole('status').filter({ hasText: 'Offline – Sie sehen den zuletzt geladenen Stand.' }).waitFor();
      await page.getByRole('heading', { name: list.heading, level: 1 }).waitFor();
      for (const row of list.rows)
        await main.getByText(row, { exact: true }).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
      const online = seen.get(list.address)!;
      // Every line the list showed online (the map's caption and scale aside, which depend on its tiles).
      const shown = await linesOf();
      expect({
        address: list.address,
        missing: online.filter(
          (line) => !shown.includes(line) && !/Kartenausschnitt|Kartenhintergrund|^\d+\s*k?m$/.test(line),
        ),
      }).toEqual({
        address: list.address,
        missing: [],
      });
    }
    await screenshot(page, 'offline-lists-phone');
    await context.close();
  }, 300_000);

  it('paints a read-only screen from the stored answers at once online; a form waits for the fresh ones', async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE, { serviceWorker: true });
    const projectId = await projectIdOf(page, 'Gewerbepark Nord');
    await page.goto(`/projects/${projectId}/orders`);
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor();
    await waitForServiceWorkerControl(page);
    await page.waitForTimeout(1500); // the query cache is written to IndexedDB a second after the last change

    // Meanwhile the project was renamed; its answer is held back until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/backend/api/project/${projectId}`, async (route) => {
      const response = await route.fetch();
      const project = { ...(await response.json()), name: 'Gewerbepark Nord II' };
      await held;
      await route.fulfill({ response, json: project });
    });
    await page.reload();
    // Read-only: the stored project and orders, while the fresh project is still on its way.
    const breadcrumb = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await breadcrumb.getByText('Gewerbepark Nord', { exact: true }).waitFor();
    await page.locator('main#main a[href*="/orders/"]:not([href$="/new"])').filter({ visible: true }).first().waitFor();
    // The layout's thin bar says that what is shown is the last stored state, being updated.
    await page.getByRole('progressbar', { name: 'Zuletzt gespeicherter Stand wird aktualisiert' }).waitFor();
    // They came from the record the boot script began to read before the app's code ran (decision 0430).
    expect(await page.evaluate(() => performance.getEntriesByName('boot: stored answers read').length)).toBe(1);
    // A form opened now must not take the stored name: it waits for this visit's answer.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/projects/${projectId}/settings`);
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(await page.getByLabel(/^Projektname/).count()).toBe(0);
    release();
    await expect.poll(() => page.getByLabel(/^Projektname/).inputValue()).toBe('Gewerbepark Nord II');

    // Logout leaves no screen's stored answers on the device.
    const screenRecords = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
              keys.onsuccess = () =>
                resolve(keys.result.filter((key) => String(key).startsWith('baustellendoku-screen:')).length);
            };
          }),
      );
    expect(await screenRecords()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(screenRecords).toBe(0);
    await page.context().close();
  });

  it("on a second visit, slow or offline, the first row is the app's own from the stored answers and a tap on it navigates", async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE, {
      touch: true,
      serviceWorker: true,
    });
    const context = page.context();
    const projectId = await projectIdOf(page, 'Gewerbepark Nord');
    const address = `/projects/${projectId}/orders`;
    await page.goto(address);
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor();
    await waitForServiceWorkerControl(page);
    await page.waitForTimeout(1500); // the query cache is written to IndexedDB a second after the last change
    // What builds before decision 0540 kept: a picture of the screen's HTML (the user's data).
    await page.evaluate(() => localStorage.setItem('screen-snapshot', '{"html":"<main>Altes Bild</main>"}'));
    const firstRowLink = page.locator('main#main [data-row] a[href]').filter({ visible: true }).first();

    // Slow: no answer from the server arrives until the test lets them go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/backend/api/**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await firstRowLink.waitFor();
    // The app's files came straight from the precache by the service worker's static route, without
    // waiting for its fetch handler (public/sw-static-routes.js).
    const assetSources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map(
          (entry) => (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
        ),
    );
    expect(assetSources.length).toBeGreaterThan(5);
    expect(new Set(assetSources)).toEqual(new Set(['cache']));
    // The row is the app's own: rendered by React into the root, and no layer of any kind over it.
    expect(await page.evaluate(() => Array.from(document.documentElement.children, (child) => child.tagName))).toEqual([
      'HEAD',
      'BODY',
    ]);
    // Nothing covers the row: what a finger on it hits is the row's own link, inside the app's root.
    expect(
      await firstRowLink.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && link.contains(hit) && !!document.getElementById('root')?.contains(link);
      }),
    ).toBe(true);
    const target = (await firstRowLink.getAttribute('href'))!;
    expect(target).toMatch(new RegExp(`^/projects/${projectId}/orders/[^/]+$`));
    // A tap navigates while every answer is still held back.
    await firstRowLink.tap();
    await page.waitForURL((url) => url.pathname === target);
    release();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Bestellungen' }).waitFor();
    await page.unrouteAll({ behavior: 'wait' });
    // The old picture was removed from the device once the first screen had settled.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('screen-snapshot'))).toBeNull();

    // Offline: the same, from the service worker and the whole stored cache.
    await page.goto(address);
    await firstRowLink.waitFor();
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Offline – Sie sehen den zuletzt geladenen Stand.' }).waitFor();
    await firstRowLink.tap();
    await page.waitForURL((url) => url.pathname === target);
    await context.setOffline(false);
    await context.close();
  });

  it('announces a waiting new version with "Neue Version verfügbar – neu laden"', async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE, { serviceWorker: true });
    await waitForServiceWorkerControl(page);

    publishNewServiceWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar – neu laden' });
    await notice.waitFor({ timeout: 60_000 });
    await screenshot(page, 'update-notice-phone');
    await notice.getByRole('button', { name: 'neu laden' }).waitFor();

    await page.context().close();
  });
});
