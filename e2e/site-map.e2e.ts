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
        sources: {
          raster: {
            type: 'raster',
            tiles: [`${origin}/tiles/{z}/{x}/{y}.png`],
            tileSize: 256,
            attribution: '© Testkarten',
          },
        },
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
      (Element & { bdMap?: { getStyle: () => { name?: string } } }) | null;
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

    // On a phone every control of the map, the attribution toggle too, is a 44 px target.
    const phone = await openDynamicList(PHONE);
    const controls = phone.getByTestId('load-test-map').locator('.maplibregl-ctrl button, [role=group] button');
    await phone.getByTestId('load-test-map').locator('.maplibregl-ctrl-attrib-button').waitFor();
    const sizes = await controls.evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return `${button.getAttribute('aria-label') ?? button.textContent}: ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
    );
    expect(sizes.filter((size) => !/: (4[4-9]|[5-9]\d|\d{3})×(4[4-9]|[5-9]\d)$/.test(size))).toEqual([]);
    await screenshot(phone, 'site-map-background-390');
    await phone.context().close();
  }, 180_000);

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
      // MapLibre's own controls speak German.
      await map.getByRole('button', { name: 'Vergrößern' }).waitFor();
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

const MANAGER = 'projektleiter@demo.example';
type Pixel = [number, number];

/** The editor's map: its pixels ↔ coordinates, and the polygons terra-draw holds. */
const editorMap = (page: Page) => ({
  unproject: (pixels: Pixel[]) =>
    page.evaluate((pixels) => {
      const container = document.querySelector('[data-testid="site-area-map"]') as Element & {
        bdMap: { unproject: (point: [number, number]) => { lng: number; lat: number } };
      };
      return pixels.map((pixel) => {
        const { lng, lat } = container.bdMap.unproject(pixel);
        return [lng, lat] as [number, number];
      });
    }, pixels),
  polygons: () =>
    page.evaluate(() => {
      const container = document.querySelector('[data-testid="site-area-map"]') as Element & {
        bdDraw: { getSnapshot: () => { properties: { mode: string }; geometry: { type: string } }[] };
      };
      return container.bdDraw
        .getSnapshot()
        .filter((feature) => feature.properties.mode === 'polygon' && feature.geometry.type === 'Polygon').length;
    }),
});

/** A finger drag through the DevTools protocol (Playwright's touchscreen only taps). */
async function touchDrag(page: Page, from: Pixel, to: Pixel) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', [x, y]: Pixel) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let step = 1; step <= 8; step += 1) {
    await touch('touchMove', [from[0] + ((to[0] - from[0]) * step) / 8, from[1] + ((to[1] - from[1]) * step) / 8]);
  }
  await touch('touchEnd', to);
  await cdp.detach();
}

describe('drawing the site area with a finger', () => {
  it('a project manager draws a new area by tapping, drags a corner, saves, and finds it after a reload', async () => {
    styles.state.hang = true; // the site without internet: drawing works on the offline style
    const page = await enterApp(browser, server.url, MANAGER, PHONE, { touch: true });
    const projectId = await projectIdOf(page, PROJECT);
    await page.goto(`/projects/${projectId}/settings`);
    const map = page.locator('[data-testid="site-area-map"][data-map-ready="true"]');
    await map.waitFor();
    expect(await editorMap(page).polygons()).toBe(1); // the demo area
    await page.getByRole('button', { name: 'Neu zeichnen' }).tap();
    await expect.poll(() => map.getAttribute('data-mode')).toBe('draw');
    expect(await editorMap(page).polygons()).toBe(0);

    // In the middle of the screen: the form's save bar stays at the bottom of a phone.
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await map.boundingBox())!;
    const at = (x: number, y: number): Pixel => [box.x + box.width * x, box.y + box.height * y];
    const corners = [at(0.3, 0.35), at(0.7, 0.35), at(0.7, 0.75), at(0.3, 0.75)];
    const relative = (pixel: Pixel): Pixel => [pixel[0] - box.x, pixel[1] - box.y];
    for (const [x, y] of corners) {
      await page.touchscreen.tap(x, y);
      await page.waitForTimeout(150);
    }
    await page.touchscreen.tap(corners[0]![0], corners[0]![1]); // the first corner closes the area
    await expect.poll(() => map.getAttribute('data-mode')).toBe('edit');
    expect(await editorMap(page).polygons()).toBe(1);
    // Nothing above the map changed its height: the map stayed under the finger.
    expect((await map.boundingBox())!.y).toBe(box.y);
    await screenshot(page, 'site-area-drawn-390');

    // The finished area is selected: a finger drags its third corner 40 px to the right and down.
    const moved: Pixel = [corners[2]![0] + 40, corners[2]![1] + 30];
    await touchDrag(page, corners[2]!, moved);
    const expected = await editorMap(page).unproject([corners[0]!, corners[1]!, moved, corners[3]!].map(relative));
    // The experts' text shows the drawn area with the moved corner.
    const nearest = (ring: [number, number][], [lng, lat]: [number, number]) =>
      Math.min(...ring.map(([x, y]) => Math.hypot(x - lng, y - lat)));
    await page.getByRole('button', { name: 'Als GeoJSON-Text bearbeiten' }).tap();
    await expect
      .poll(async () => {
        const text = await page.getByLabel('Baufeld (GeoJSON)').inputValue();
        const ring = (JSON.parse(text) as { geometry: { coordinates: [number, number][][] } }).geometry.coordinates[0]!;
        return nearest(ring, expected[2]!);
      })
      .toBeLessThan(0.00005);
    await screenshot(page, 'site-area-edited-390');
    await page.getByRole('button', { name: 'Speichern' }).tap();
    await page.waitForURL(`**/projects/${projectId}`);
    await page.goto(`/projects/${projectId}/settings`);
    await map.waitFor();
    expect(await editorMap(page).polygons()).toBe(1);
    const project = await page.evaluate(
      async (id) => (await (await fetch(`/backend/api/project/${id}`)).json()) as { attributes: { geoJson: string } },
      projectId,
    );
    const saved = JSON.parse(project.attributes.geoJson) as {
      type: string;
      properties: Record<string, unknown>;
      geometry: { type: string; coordinates: [number, number][][] };
    };
    expect(saved.type).toBe('Feature');
    expect(saved.properties).toEqual({ name: 'Baufeld Gewerbepark Nord' }); // the old area's properties stay
    expect(saved.geometry.type).toBe('Polygon');
    const ring = saved.geometry.coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    // terra-draw may start the ring at another corner; each tapped corner is there, within a pixel or two.
    for (const corner of expected) expect(nearest(ring, corner)).toBeLessThan(0.00005);
    await screenshot(page, 'site-area-saved-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  }, 180_000);
});
