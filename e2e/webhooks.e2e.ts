// Webhooks end to end (issue 35 item 3): the project manager opens "Webhooks" of the project,
// subscribes a local receiver (WEBHOOK_ALLOW_PRIVATE=1, the dispatcher on), sees the secret once
// and the subscription in the list, sends "Testereignis senden" and sees the delivery in the log;
// the receiver got it signed with that secret. The three screens at 1440 and 390 px: no overflow,
// 44 px tap targets on the phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { verifySignature } from '../apps/server/src/modules/webhooks/signature.js';
import { startWebhookReceiver, type WebhookReceiver } from '../apps/server/src/test/webhook-receiver.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { enterApp, field, projectIdOf } from './load-tests.flow.js';
import { smallTargetsOf } from './screen-tour.js';

let server: TestServer;
let browser: Browser;
let receiver: WebhookReceiver;
const pages: Page[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_DISPATCHER: 'on' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

async function checkPhone(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTargetsOf(page), name).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

describe('webhooks', () => {
  it('subscribes a receiver, lists it, sends a test event and shows its delivery', async () => {
    const page = await enterApp(browser, server.url, 'projektleiter@demo.example', DESKTOP);
    pages.push(page);
    const projectId = await projectIdOf(page, 'Gewerbepark Nord');
    await page.goto(`/projects/${projectId}/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Webhook anlegen' }).first().click();
    await field(page, 'Adresse (https)').fill(receiver.url);
    await page.getByLabel(/Bestellung freigegeben/).check();
    await checkPhone(page, 'webhook-create');
    await page.getByRole('button', { name: 'Webhook anlegen' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhook-secret-desktop');

    await page.getByRole('link', { name: 'Zur Übersicht' }).click();
    const row = page.getByRole('link', { name: receiver.url }).first();
    await row.waitFor();
    await expect.poll(() => page.getByText('Aktiv', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'webhooks-list-desktop');
    await checkPhone(page, 'webhooks-list');

    await row.click();
    await page.getByRole('heading', { name: 'Zustellprotokoll' }).waitFor();
    await page.getByRole('button', { name: 'Testereignis senden' }).click();
    const [received] = await receiver.waitFor(1);
    expect(JSON.parse(received!.body)).toMatchObject({ event: 'webhook.test', projectId });
    expect(verifySignature(secret, String(received!.headers['baustellendoku-signature']), received!.body)).toBe(true);
    // The log refreshes by itself; the delivery shows with its status code.
    const delivered = page.getByText('Zugestellt', { exact: true }).first();
    await delivered.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText('Testereignis', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'webhook-detail-desktop');
    await page.reload();
    await page.getByText('Zugestellt', { exact: true }).first().waitFor();
    await checkPhone(page, 'webhook-detail');
  }, 180_000);
});
