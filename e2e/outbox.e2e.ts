// Working without a connection (issue 22, decision 0390), in Chromium with the connection switched
// off (`context.setOffline(true)`): field entries made offline are kept on the device, shown in their
// lists as "Nicht synchronisiert" and counted in the header, survive a reload without a connection,
// and arrive exactly once, in order, when the connection returns; an answer lost after the server
// booked the entry books nothing twice, and stays booked when the order was deactivated before the
// repeat; a refused entry stays "Abgelehnt" with the reason and what
// was entered; another user of the same device never sees or sends someone else's entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  signInAsStaff,
  startServer,
  waitForServiceWorkerControl,
  type TestServer,
} from './harness.js';
import { png } from './images.js';
import { api, enterApp, field, projectIdOf, waitForToast } from './load-tests.flow.js';

const PM = 'projektleiter@demo.example';
const MACHINIST = 'maschinist@demo.example';
const FOREMAN = 'polier@demo.example';
const PROJECT = 'Gewerbepark Nord';
const PILE = 'M-01 Betonbruch Halle A';
const ORDER = 'B-2026-001';
const QUEUED = 'Ohne Verbindung gespeichert – wird automatisch gesendet';

let server: TestServer;
let browser: Browser;
let projectId = '';
let pileId = '';
let orderId = '';

type Pile = { wreckingPileId: string; name: string; breakingInformation: { totalAmountInTons: number } | null };
type Order = { orderId: string; orderNumber: string; deliveryCount: number; deliveredAmountInTons: number };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const page = await enterApp(browser, server.url, PM, DESKTOP, { serviceWorker: true });
  projectId = await projectIdOf(page, PROJECT);
  const piles = await api<{ items: Pile[] }>(page, 'GET', `/wrecking-pile?projectId=${projectId}&skip=0&limit=999`);
  pileId = piles.items.find((pile) => pile.name === PILE)!.wreckingPileId;
  const orders = await api<{ items: Order[] }>(page, 'GET', `/order?projectId=${projectId}&skip=0&limit=999`);
  orderId = orders.items.find((order) => order.orderNumber === ORDER)!.orderId;
  await page.context().close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pileUrl = () => `/projects/${projectId}/wrecking-piles/${pileId}`;
const captureUrl = () => `${pileUrl()}/capture-processed-material`;
const orderUrl = () => `/projects/${projectId}/orders/${orderId}`;
const counter = (page: Page) => page.getByRole('link', { name: /nicht synchronisiert$/ });
const pending = (page: Page) =>
  page.getByRole('list', { name: 'Nicht synchronisierte Einträge' }).getByRole('listitem');
const totalTons = async (page: Page) =>
  (await api<Pile>(page, 'GET', `/wrecking-pile/${pileId}`)).breakingInformation?.totalAmountInTons ?? 0;

/** Loads the screens once online, so they open from the device without a connection. */
async function visitOnline(page: Page, urls: string[]) {
  for (const url of urls) {
    await page.goto(url);
    await page.locator('main#main h1').first().waitFor();
  }
  await waitForServiceWorkerControl(page);
  await page.waitForTimeout(1500); // the query cache is written a second after the last change
}

async function captureOffline(page: Page, tons: string) {
  await page.goto(captureUrl()).catch(() => undefined);
  await field(page, 'Menge').fill(tons);
  await page.getByRole('button', { name: 'Material erfassen' }).click();
  await waitForToast(page, QUEUED);
  await page.getByRole('heading', { name: `Miete ${PILE}` }).waitFor();
}

async function noOverflow(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  await screenshot(page, name);
}

describe('field entries without a connection', () => {
  it('three captures offline survive a reload and arrive exactly once with their site times', async () => {
    const page = await enterApp(browser, server.url, MACHINIST, PHONE, { serviceWorker: true });
    const context = page.context();
    const before = await totalTons(page);
    await visitOnline(page, [pileUrl(), captureUrl(), pileUrl()]);

    // In the dead zone, 20 minutes before the connection returns.
    const siteTime = new Date(Date.now() - 20 * 60_000);
    await page.clock.setFixedTime(siteTime);
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Erfassungen werden auf dem Gerät gespeichert' }).waitFor();
    // The screens move within the app (a navigation would be a reload).
    for (const tons of ['12', '7,5', '3']) {
      await page.getByRole('link', { name: 'Material erfassen' }).first().click();
      await field(page, 'Menge').fill(tons);
      await page.getByRole('button', { name: 'Material erfassen' }).click();
      await waitForToast(page, QUEUED);
      await page.getByRole('heading', { name: `Miete ${PILE}` }).waitFor();
    }
    await counter(page).filter({ hasText: '3 nicht synchronisiert' }).waitFor();
    expect(await pending(page).count()).toBe(3);
    expect(await pending(page).first().textContent()).toContain('Nicht synchronisiert');

    // The app closed and opened again without a connection: entries and counter are still there.
    await page.reload();
    await page.getByRole('heading', { name: `Miete ${PILE}` }).waitFor();
    await counter(page).filter({ hasText: '3 nicht synchronisiert' }).waitFor();
    expect(await pending(page).allTextContents()).toEqual([
      expect.stringMatching(/^12\st · Miete .*Nicht synchronisiert.*erfasst \d\d:\d\d Uhr/),
      expect.stringMatching(/^7,5\st/),
      expect.stringMatching(/^3\st/),
    ]);
    await page
      .getByRole('status')
      .filter({ hasText: /Stand: \d\d:\d\d/ })
      .waitFor();
    await noOverflow(page, 'outbox-pile-pending-phone');
    await counter(page).click();
    await page.getByRole('heading', { name: 'Nicht synchronisierte Einträge', level: 1 }).waitFor();
    expect(await page.getByText('Nicht synchronisiert', { exact: true }).count()).toBe(3);
    await noOverflow(page, 'outbox-page-phone');

    // The connection returns: sent in order, booked once each, the counter goes.
    await page.clock.setFixedTime(new Date());
    await context.setOffline(false);
    await counter(page).waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('Alle Einträge sind synchronisiert.').waitFor();
    expect(await totalTons(page)).toBeCloseTo(before + 22.5, 3);

    // The history shows the site time and, 20 minutes later, the arrival.
    await page.goto(`/projects/${projectId}/history`);
    const captured = page.locator('main#main li').filter({ hasText: 'eingegangen' });
    await captured.first().waitFor();
    const site = siteTime.toLocaleTimeString('de-DE', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Berlin',
    });
    expect(await captured.count()).toBeGreaterThanOrEqual(3);
    expect(await captured.first().textContent()).toContain(`${site} Uhr (eingegangen`);
    await context.close();
  });

  it('books a capture once when its answer was lost after the server committed it', async () => {
    const page = await enterApp(browser, server.url, MACHINIST, DESKTOP, { serviceWorker: true });
    const before = await totalTons(page);
    let lost = 0;
    await page.route('**/capture-broken-material', async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch(); // the server books it …
      await route.abort('connectionreset'); // … and the answer never arrives
    });
    await page.goto(captureUrl());
    await field(page, 'Menge').fill('4');
    await page.getByRole('button', { name: 'Material erfassen' }).click();
    await waitForToast(page, QUEUED);
    // The outbox repeats it with the same Idempotency-Key; the server answers with the first answer.
    await counter(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(lost).toBe(1);
    expect(await totalTons(page)).toBeCloseTo(before + 4, 3);
    await page.context().close();
  });

  it('keeps a delivery booked when its answer was lost and the order was deactivated before the repeat', async () => {
    const page = await enterApp(browser, server.url, FOREMAN, DESKTOP, { serviceWorker: true });
    const manager = await enterApp(browser, server.url, PM, DESKTOP, { serviceWorker: true });
    const before = await api<Order>(page, 'GET', `/order/${orderId}`);
    let lost = 0;
    await page.route('**/order/*/delivery', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      await route.fetch(); // the server books it …
      await api(manager, 'POST', `/order/${orderId}/deactivate`); // … the order is deactivated …
      await route.abort('connectionreset'); // … and the answer never arrives
    });
    await page.goto(`${orderUrl()}/delivery/new`);
    await field(page, 'Menge').fill('9');
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'Lieferschein 9.png', mimeType: 'image/png', buffer: png() });
    await page.locator('[data-status="success"]', { hasText: 'Lieferschein 9.png' }).waitFor();
    await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
    await waitForToast(page, QUEUED);
    // The repeat with the same Idempotency-Key gets the stored 201, not a refusal of the deactivated order.
    await counter(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(lost).toBe(1);
    await page.goto('/outbox');
    await page.getByText('Alle Einträge sind synchronisiert.').waitFor();
    expect(await page.getByText('Abgelehnt').count()).toBe(0);
    const after = await api<Order & { status: string }>(page, 'GET', `/order/${orderId}`);
    expect(after.status).toBe('deactivated');
    expect(after.deliveryCount).toBe(before.deliveryCount + 1);
    await api(manager, 'POST', `/order/${orderId}/activate`);
    await manager.context().close();
    await page.context().close();
  });

  it('a foreman’s two deliveries with a photo stay his: another user of the device sees none', async () => {
    const page = await enterApp(browser, server.url, FOREMAN, DESKTOP, { serviceWorker: true });
    const context = page.context();
    const before = await api<Order>(page, 'GET', `/order/${orderId}`);
    const newDelivery = `${orderUrl()}/delivery/new`;
    const dynamicTests = `/projects/${projectId}/dynamic-load-analysis`;
    await visitOnline(page, [dynamicTests, `${dynamicTests}/new`, orderUrl(), newDelivery]);

    // Without a connection the app opens again with the last visit's data: the load-test list and form…
    await context.setOffline(true);
    await page.goto(dynamicTests);
    await page.getByRole('heading', { name: 'Dynamische Versuche', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /Stand: \d\d:\d\d/ })
      .waitFor();
    await page.getByRole('link', { name: 'Dynamischen Versuch erfassen' }).filter({ visible: true }).first().click();
    await field(page, 'Evd (MN/m²)').waitFor();
    // … and the order with its delivery form.
    await page.goto(orderUrl());
    await page.getByRole('heading', { name: 'Anlieferungen' }).waitFor();
    for (const tons of ['18', '21,5']) {
      await page.getByRole('link', { name: 'Anlieferung erfassen' }).filter({ visible: true }).first().click();
      await field(page, 'Menge').fill(tons);
      await page
        .getByTestId('file-input')
        .setInputFiles({ name: `Lieferschein ${tons}.png`, mimeType: 'image/png', buffer: png() });
      await page.locator('[data-status="success"]', { hasText: `Lieferschein ${tons}.png` }).waitFor();
      await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
      await waitForToast(page, QUEUED);
      await page.getByRole('heading', { name: 'Anlieferungen' }).waitFor();
    }
    await counter(page).filter({ hasText: '2 nicht synchronisiert' }).waitFor();
    expect(await pending(page).count()).toBe(2);
    await noOverflow(page, 'outbox-order-pending-desktop');
    await counter(page).click();
    await page.getByRole('heading', { name: 'Nicht synchronisierte Einträge', level: 1 }).waitFor();
    await noOverflow(page, 'outbox-page-desktop');

    // Signing out warns; the entries stay on the device. The session ends (cookie gone).
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('dialog').getByText('2 Einträge sind noch nicht beim Server angekommen').waitFor();
    await page.getByRole('button', { name: 'Trotzdem abmelden' }).click();
    await page.waitForURL(/\/login/);
    await context.clearCookies();
    await context.setOffline(false);

    // The project manager signs in on the same device: no counter, no rows, nothing sent.
    await signInAsStaff(page, PM);
    await page.locator('main#main').waitFor();
    await page.goto(orderUrl());
    await page.getByRole('heading', { name: 'Anlieferungen' }).waitFor();
    expect(await counter(page).count()).toBe(0);
    expect(await pending(page).count()).toBe(0);
    await page.goto('/outbox');
    await page.getByText('Alle Einträge sind synchronisiert.').waitFor();
    expect((await api<Order>(page, 'GET', `/order/${orderId}`)).deliveryCount).toBe(before.deliveryCount);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/login/);

    // The foreman signs in again: his deliveries are sent, in order, with their photos.
    await signInAsStaff(page, FOREMAN);
    await page.locator('main#main').waitFor();
    await page.goto(orderUrl());
    await expect
      .poll(async () => (await api<Order>(page, 'GET', `/order/${orderId}`)).deliveryCount, { timeout: 30_000 })
      .toBe(before.deliveryCount + 2);
    await counter(page).waitFor({ state: 'detached' });
    const after = await api<Order & { deliveries: { amountInTons: number; attachmentDocuments: unknown[] }[] }>(
      page,
      'GET',
      `/order/${orderId}`,
    );
    expect(after.deliveryCount).toBe(before.deliveryCount + 2);
    expect(after.deliveredAmountInTons).toBeCloseTo(before.deliveredAmountInTons + 39.5, 3);
    const added = after.deliveries.slice(-2);
    expect(added.map((delivery) => delivery.amountInTons)).toEqual([18, 21.5]);
    expect(added.every((delivery) => delivery.attachmentDocuments.length === 1)).toBe(true);
    await context.close();
  });

  it('captures refused on arrival stay "Abgelehnt" with the reason and what was entered, to correct or discard', async () => {
    const page = await enterApp(browser, server.url, MACHINIST, PHONE, { serviceWorker: true });
    const context = page.context();
    const before = await totalTons(page);
    await visitOnline(page, [pileUrl(), captureUrl()]);
    await context.setOffline(true);
    await captureOffline(page, '8');
    await captureOffline(page, '5');

    // Meanwhile the project manager withdraws the machinist's role in the project.
    const manager = await enterApp(browser, server.url, PM, DESKTOP, { serviceWorker: true });
    const users = await api<{ items: { userId: string; emailAddress: string; roles: string[] }[] }>(
      manager,
      'GET',
      `/project/${projectId}/user`,
    );
    const machinist = users.items.find((user) => user.emailAddress === MACHINIST)!;
    await api(manager, 'PUT', `/project/${projectId}/user/${machinist.userId}`, {
      roles: ['inhouse_production_control'],
    });

    await context.setOffline(false);
    await expect.poll(() => pending(page).filter({ hasText: 'Abgelehnt' }).count(), { timeout: 30_000 }).toBe(2);
    await counter(page).filter({ hasText: '2 nicht synchronisiert' }).click();
    const cards = page.locator('main#main li').filter({ hasText: 'Vom Server abgelehnt' });
    const eight = cards.filter({ hasText: /Menge8\st/ });
    const five = cards.filter({ hasText: /Menge5\st/ });
    await eight.getByText('Sie haben nicht die nötigen Berechtigungen für diese Aktion.').waitFor();
    await five.waitFor();
    await noOverflow(page, 'outbox-rejected-phone');
    expect(await totalTons(page)).toBeCloseTo(before, 3);

    // The role is given back; the first entry is corrected in its form (it opens with what was
    // entered) and sent with 9 t, the second is discarded on purpose.
    await api(manager, 'PUT', `/project/${projectId}/user/${machinist.userId}`, { roles: machinist.roles });
    await page.reload(); // the session's roles are read afresh
    await eight.getByRole('link', { name: 'Korrigieren' }).click();
    await expect.poll(() => field(page, 'Menge').inputValue()).toBe('8');
    await field(page, 'Menge').fill('9');
    await page.getByRole('button', { name: 'Material erfassen' }).click();
    await page.getByRole('heading', { name: `Miete ${PILE}` }).waitFor();
    await expect.poll(() => totalTons(page)).toBeCloseTo(before + 9, 3);

    await counter(page).filter({ hasText: '1 nicht synchronisiert' }).click();
    await five.getByRole('button', { name: 'Verwerfen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwerfen' }).click();
    await page.getByText('Alle Einträge sind synchronisiert.').waitFor();
    expect(await totalTons(page)).toBeCloseTo(before + 9, 3);
    await manager.context().close();
    await context.close();
  });
});
