// The platform: the built SPA is served for client routes, unknown /backend paths give JSON 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startServer, type TestServer } from './harness.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'never' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('platform', () => {
  it('serves index.html for client routes and JSON 404 for unknown backend paths', async () => {
    const page = await fetch(`${server.url}/projects/abc/orders`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${server.url}/backend/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Diese Adresse gibt es nicht.', code: 404, payload: {} });
  });

  it('renders the login screen in Chromium', async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByText('Jetzt anmelden').first().waitFor();
    await context.close();
  });
});
