// Maps built for the site (issue 13, decision 0400): a configured background is drawn when its style
// can be fetched (served here by a local style server standing in for OpenFreeMap, so the CSP must
// let its tiles through), the street/satellite switch changes it, and a style that does not answer
// falls back to the built-in style with "Kartenhintergrund nicht verfügbar". The project area, the
// grid fields and a scale bar are on every map.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { enterApp, projectIdOf, renderedMapFeatures } from './load-tests.flow.js';

const FOREMAN = 'polier@demo.example';
const PROJECT = 'Gewerbepark Nord';
// A 1 × 1 px grey PNG: every raster tile of the test styles.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/+F9PQAJYwN6gWnhCgAAAABJRU5ErkJggg==',
  'base64',
);

/** The stand-in for a tile service: two styles with raster tiles; `hang` makes it stop answering styles. */
function startStyleServer() {
  const state = { hang: false, tileRequests: 0 };
  const server = http.createServer((request, response) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { 'Access-Control-Allow-Origin': '*' };
    const path = request.url ?? '';
    if (path.startsWith('/tiles/')) {
      state.tileRequests += 1;
      response.writeHead(200, { ...headers, 'Content-Type': 'image/png' }).end(TILE);
      return;
    }
    const name = path === '/street.json' ? 'Teststraße' : path === '/satellite.json' ? 'Testsatellit' : null;
    if (!name) return void response.writeHead(404, headers).end();
    if (state.hang) return; // never answers: the map must not wait for it
    response.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        version: 8,
        name,
        sources: { raster: { type: 'raster', tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256 } },
        layers: [{ id: 'raster', type: 'raster', source: 'raster' }],
      }),
    );
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        state,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

let styles: Awaited<ReturnType<typeof startStyleServer>>;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  styles = await startStyleServer();
  server = await startServer({
    MAP_STYLE_URL: `${styles.url}/street.json`,
    MAP_SATELLITE_STYLE_URL: `${styles.url}/satellite.json`,
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await styles?.close();
});

async function openDynamicList(viewport: { width: number; height: number }): Promise<Page> {
  const page = await enterApp(browser, server.url, FOREMAN, viewport);
  await page.goto(`/projects/${await projectIdOf(page, PROJECT)}/dynamic-load-analysis`);
  await page.locator('[data-testid="load-test-map"][data-map-ready="true"]').waitFor();
  return page;
}

const styleName = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector('[data-testid="load-test-map"]') as
      | (Element & { bdMap?: { getStyle: () => { name?: string } } })
      | null;
    return container?.bdMap?.getStyle().name ?? null;
  });

/** Area, grid lines and documented fields (the demo documents C4/02) as the map drew them. */
async function siteContext(page: Page) {
  const features = await renderedMapFeatures(page, ['project-outline-line', 'grid-lines', 'grid-cells']);
  return {
    area: features.some((feature) => feature.layer === 'project-outline-line'),
    gridLines: features.filter((feature) => feature.layer === 'grid-lines').length,
    cells: [...new Set(features.filter((feature) => feature.layer === 'grid-cells').map((f) => f.properties.name))],
  };
}

describe('map background', () => {
  it('draws the configured style with its tiles, switches to satellite, and keeps area, grid and scale', async () => {
    styles.state.hang = false;
    const page = await openDynamicList(DESKTOP);
    const map = page.getByTestId('load-test-map');
    expect(await styleName(page)).toBe('Teststraße');
    await expect.poll(() => styles.state.tileRequests).toBeGreaterThan(0);
    expect(await page.getByText('Kartenhintergrund nicht verfügbar').count()).toBe(0);
    await expect.poll(() => map.locator('.maplibregl-ctrl-scale').textContent()).toMatch(/^\d+\s(m|km)$/);
    expect(await siteContext(page)).toMatchObject({ area: true, cells: ['C4'] });

    await map.getByRole('button', { name: 'Satellit' }).click();
    await expect.poll(() => styleName(page)).toBe('Testsatellit');
    expect(await map.getByRole('button', { name: 'Satellit' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await siteContext(page)).area).toBe(true);
    expect((await siteContext(page)).cells).toEqual(['C4']);
    await screenshot(page, 'site-map-background-1440');
    await page.context().close();
  }, 120_000);

  it('falls back to the built-in style when the style does not answer, and says so on the map', async () => {
    styles.state.hang = true;
    for (const [viewport, name] of [
      [PHONE, 'site-map-fallback-390'],
      [DESKTOP, 'site-map-fallback-1440'],
    ] as const) {
      const page = await openDynamicList(viewport);
      const map = page.getByTestId('load-test-map');
      await map.getByRole('status').filter({ hasText: 'Kartenhintergrund nicht verfügbar' }).waitFor();
      expect(await styleName(page)).toBe('Baustellendoku offline');
      await expect.poll(() => map.locator('.maplibregl-ctrl-scale').textContent()).toMatch(/^\d+\s(m|km)$/);
      const context = await siteContext(page);
      expect(context.area).toBe(true);
      expect(context.gridLines).toBeGreaterThan(0);
      expect(context.cells).toEqual(['C4']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, name);
      await page.context().close();
    }
  }, 180_000);
});
