// The installable app (issue "Fast on a site phone", decision 0302): after one visit the service
// worker holds the app shell and IndexedDB the last answers, so the app opens without a connection,
// shows what was last loaded with the offline banner, and refuses changes with a reason. A new
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
import { enterApp, projectIdOf } from './load-tests.flow.js';

let server: TestServer;
let browser: Browser;
let webDist: string;

beforeAll(async () => {
  // A copy of the built app that this test may change to publish a "new version".
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-web-'));
  fs.cpSync('apps/web/dist', webDist, { recursive: true });
  server = await startServer({ WEB_DIST_DIR: webDist });
  browser = await launchBrowser();
});
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
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE);
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

  it('announces a waiting new version with "Neue Version verfügbar – neu laden"', async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE);
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
