// Lists that page (issue "Years of data", decision 0380): a project with 260 more orders, each with
// its history entry. The history page shows its first entries at once, keeps only the rows near
// the view in the page and loads more as the user scrolls; the orders list pages per group and its
// search finds an order that is not loaded. No screen asks for limit=999999.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { enterApp, projectIdOf } from './load-tests.flow.js';
import { axeOf, smallTargetsOf } from './screen-tour.js';

const ORDERS = 260;
const orderNumber = (n: number) => `E2E-${String(n).padStart(4, '0')}`;

let server: TestServer;
let browser: Browser;
let projectId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const page = await enterApp(browser, server.url, 'projektleiter@demo.example', DESKTOP);
  projectId = await projectIdOf(page, 'Gewerbepark Nord');
  // Through the API, one after the other: each order writes its "wurde angelegt" history entry.
  await page.evaluate(
    async ({ projectId, count }) => {
      const create = async (n: number) => {
        const response = await fetch('/backend/api/order', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            projectId,
            orderNumber: `E2E-${String(n).padStart(4, '0')}`,
            materialOrigin: 'Baugrube Süd',
            carrier: n === 137 ? 'Kieswerk Elbaue' : 'Spedition Nord',
            materialClass: 'bm_0_sand',
            declaredQuantityInTons: 50,
            approvalByAppraiserRequired: true,
          }),
        });
        if (response.status !== 201) throw new Error(`${response.status}: ${await response.text()}`);
      };
      for (let n = 1; n <= count; n += 1) await create(n);
    },
    { projectId, count: ORDERS },
  );
  await page.context().close();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every API request the page makes, as URLs. */
function recordRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/backend/api/')) urls.push(url);
  });
  return urls;
}

const shownEntries = (page: Page) => page.locator('ol[aria-label="Was zuletzt passiert ist"] > li');

describe('history page with many entries', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: first entries at once, more as the user scrolls, few rows in the page`, async () => {
      const page = await enterApp(browser, server.url, 'projektleiter@demo.example', viewport);
      const requests = recordRequests(page);
      await page.goto(`/projects/${projectId}/history`);
      await page.getByRole('heading', { name: 'Was zuletzt passiert ist' }).waitFor();
      const newest = page.getByText(`Die Bestellung ${orderNumber(ORDERS)} wurde angelegt`);
      await newest.waitFor();
      const first = shownEntries(page).first();
      expect((await first.innerText()).split(/\n+/)).toEqual([
        `Die Bestellung ${orderNumber(ORDERS)} wurde angelegt`,
        expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr · Paul Projektleiter$/),
        'Bestellung einsehen',
      ]);
      // The history is not counted (decision 0371: a count of 100,000 entries costs more than the page):
      // the header names the project only.
      expect(await page.getByText(/^Gewerbepark Nord · .* Einträge?$/).count()).toBe(0);
      await screenshot(page, `long-history-${viewport.width}`);
      const history = () => requests.filter((url) => url.pathname === `/backend/api/history/${projectId}`);
      expect(history().map((url) => url.search)).toEqual(['?skip=0&limit=101']);
      const rowsAtStart = await shownEntries(page).count();
      expect(rowsAtStart).toBeLessThanOrEqual(50);

      // Scroll down in steps, as a thumb would, until the oldest order shows.
      const oldest = page.getByText(`Die Bestellung ${orderNumber(1)} wurde angelegt`);
      for (let step = 0; step < 200 && !(await oldest.isVisible()); step += 1) {
        await page.mouse.wheel(0, 1500);
        await page.waitForTimeout(50);
      }
      await oldest.waitFor();
      expect(await newest.count()).toBe(0);
      expect(await shownEntries(page).count()).toBeLessThanOrEqual(50);
      expect(history().map((url) => url.search)).toEqual([
        '?skip=0&limit=101',
        '?skip=100&limit=101',
        '?skip=200&limit=101',
      ]);
      // Each entry once, numbered for screen readers in order.
      const positions = await shownEntries(page).evaluateAll((items) =>
        items.map((item) => Number(item.getAttribute('aria-posinset'))),
      );
      expect(positions).toEqual(positions.map((_, index) => positions[0]! + index));
      await screenshot(page, `long-history-scrolled-${viewport.width}`);
      // The virtual list as the screen tour judges every screen: axe, and 44 px targets on phones.
      expect(await axeOf(page)).toEqual([]);
      if (viewport === PHONE) expect(await smallTargetsOf(page)).toEqual([]);
      expect(requests.filter((url) => url.searchParams.get('limit') === '999999')).toEqual([]);
      await page.context().close();
    }, 180_000);
  }

  it('walks the entries with the keyboard: Tab moves from link to link down the list', async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE);
    await page.goto(`/projects/${projectId}/history`);
    await page.getByText(`Die Bestellung ${orderNumber(ORDERS)} wurde angelegt`).waitFor();
    await shownEntries(page).first().getByRole('link', { name: 'Bestellung einsehen' }).focus();
    for (let step = 1; step <= 40; step += 1) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const item = document.activeElement?.closest('li');
      return { position: Number(item?.getAttribute('aria-posinset')), text: item?.textContent ?? '' };
    });
    // 41st entry, the order created 40 before the newest; the page scrolled along.
    expect(focused.position).toBe(41);
    expect(focused.text).toContain(`Die Bestellung ${orderNumber(ORDERS - 40)} wurde angelegt`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Bestellung ${orderNumber(ORDERS - 40)}` }).waitFor();
    await page.context().close();
  }, 120_000);
});

describe('orders list with many orders', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: pages per group, and the search finds an order that is not loaded`, async () => {
      const page = await enterApp(browser, server.url, 'projektleiter@demo.example', viewport);
      const requests = recordRequests(page);
      await page.goto(`/projects/${projectId}/orders`);
      const planning = page.getByRole('region', { name: /^Planung & Freigabe/ });
      await planning
        .getByRole('link', { name: orderNumber(ORDERS), exact: true })
        .filter({ visible: true })
        .waitFor();
      expect(await planning.getByRole('heading').innerText()).toMatch(/^Planung & Freigabe\s+50\+$/);
      expect(await planning.getByText(orderNumber(137), { exact: true }).count()).toBe(0);
      await planning.getByRole('button', { name: 'Weitere Bestellungen laden' }).click();
      await planning.getByRole('heading', { name: /100\+$/ }).waitFor();
      // From 100 rows on only those near the view are in the page; scrolling brings the 100th.
      const hundredth = planning.getByRole('link', { name: orderNumber(ORDERS - 99), exact: true });
      for (let step = 0; step < 60 && !(await hundredth.filter({ visible: true }).count()); step += 1) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(50);
      }
      await hundredth.filter({ visible: true }).waitFor();
      expect(await planning.getByRole('link', { name: orderNumber(ORDERS), exact: true }).count()).toBe(0);
      // The virtual table (or cards) with its spacer rows, judged like every screen.
      expect(await axeOf(page)).toEqual([]);
      if (viewport === PHONE) expect(await smallTargetsOf(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));

      await page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).fill('Elbaue');
      await planning
        .getByRole('link', { name: orderNumber(137), exact: true })
        .filter({ visible: true })
        .waitFor();
      await page.waitForURL(/suche=Elbaue/);
      expect(await planning.getByRole('heading').innerText()).toMatch(/^Planung & Freigabe\s+1$/);
      // The other two groups answer the search on their own; wait for both before counting.
      await page.getByText('Keine Treffer in diesem Bereich.').nth(1).waitFor();
      expect(await page.getByText('Keine Treffer in diesem Bereich.').count()).toBe(2);
      await screenshot(page, `long-orders-search-${viewport.width}`);

      // Back from the order, the search and its hit are still there.
      await planning.getByRole('link', { name: 'Bestellung einsehen' }).filter({ visible: true }).click();
      await page.getByRole('heading', { name: `Bestellung ${orderNumber(137)}` }).waitFor();
      await page.goBack();
      await planning
        .getByRole('link', { name: orderNumber(137), exact: true })
        .filter({ visible: true })
        .waitFor();
      expect(await page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).inputValue()).toBe('Elbaue');

      await page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).fill('gibt es nicht');
      await page.getByText('Keine Bestellung gefunden für „gibt es nicht“.').waitFor();
      const orderRequests = requests.filter((url) => url.pathname === '/backend/api/order');
      expect(orderRequests.length).toBeGreaterThan(4);
      expect(orderRequests.every((url) => url.searchParams.get('limit') === '51')).toBe(true);
      await page.context().close();
    }, 180_000);
  }
});
