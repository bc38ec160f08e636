// Steps of the load-test browser tests (e2e/load-tests.e2e.ts), kept apart so they can also drive
// a running server by hand for screenshots.
import type { Browser, Cookie, Page } from 'playwright-core';
import { DESKTOP, newPage, signInAsStaff, STAFF_SIGN_IN, type PageOptions } from './harness.js';

export type Viewport = { width: number; height: number };

export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/backend/api${path}`, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status}: ${answer.body}`);
  return (answer.body ? JSON.parse(answer.body) : null) as T;
}

/**
 * The session cookies of each user signed in through the identity provider, by server and e-mail:
 * a later page of the same user on the same server starts with them instead of signing in again
 * (the sign-in itself is tested in identity.e2e.ts; decision 0838).
 */
const signedIn = new Map<string, Cookie[]>();

/** Signs in (once per user and server) and passes the first-visit gates (privacy policy, appraiser details). */
export async function enterApp(
  browser: Browser,
  baseURL: string,
  email: string,
  viewport: Viewport = DESKTOP,
  options: PageOptions = {},
): Promise<Page> {
  const { context, page } = await newPage(browser, baseURL, viewport, options);
  page.setDefaultTimeout(30_000);
  const session = `${baseURL} ${email}`;
  const cookies = signedIn.get(session);
  if (cookies) {
    await context.addCookies(cookies);
    await page.goto('/');
  } else await signInAsStaff(page, email);
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  const appraiser = page.getByRole('heading', { name: 'Daten als Gutachter vervollständigen' });
  const app = page.locator('main#main');
  // A stored session that has ended since (signed out, user deactivated) shows the sign-in screen.
  const signedOut = page.getByRole('link', { name: STAFF_SIGN_IN });
  for (let step = 0; step < 4; step += 1) {
    await accept.or(appraiser).or(app).or(signedOut).first().waitFor();
    if (await accept.isVisible()) {
      await accept.click();
      await accept.waitFor({ state: 'hidden' });
    } else if (await appraiser.isVisible()) {
      await api(page, 'POST', '/me/appraiser-information', {
        company: 'Ingenieurbüro Nord',
        phoneNumber: '040 123456',
        address: { street: 'Hafenstraße', houseNumber: '7', postalCode: '20457', city: 'Hamburg', country: 'de' },
        accreditationNumber: 'D-PL-12345',
        accreditationAuthority: 'DAkkS',
        accreditationValidUntil: '2030-12-31',
      });
      await page.reload();
    } else if (!(await app.isVisible())) {
      await signInAsStaff(page, email);
    } else break;
  }
  await app.waitFor();
  signedIn.set(session, await context.cookies());
  return page;
}

export async function projectIdOf(page: Page, name: string): Promise<string> {
  const projects = await api<{ items: { projectId: string; projectName: string }[] }>(page, 'GET', '/project');
  return projects.items.find((project) => project.projectName === name)!.projectId;
}

/** A form field by its label; the required mark "*" after the label text is ignored. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Rendered features of the load-test map (markers and clusters), read from MapLibre, not pixels. */
export async function renderedMapFeatures(
  page: Page,
  layers: readonly string[] = ['load-test-markers', 'load-test-clusters'],
): Promise<{ layer: string; properties: Record<string, unknown> }[]> {
  await page.locator('[data-testid="load-test-map"][data-map-ready="true"]').first().waitFor();
  return page.evaluate(async (layers) => {
    type Feature = { layer: { id: string }; properties: Record<string, unknown> };
    type MapLike = {
      queryRenderedFeatures: (geometry?: unknown, options?: unknown) => Feature[];
      loaded: () => boolean;
      once: (event: string, listener: () => void) => void;
    };
    const container = document.querySelector('[data-testid="load-test-map"]') as (Element & { bdMap?: MapLike }) | null;
    const map = container?.bdMap;
    if (!map) return [];
    // The GeoJSON is cut into tiles in a worker; read once everything is drawn.
    if (!map.loaded()) await new Promise<void>((resolve) => map.once('idle', resolve));
    const features = map.queryRenderedFeatures(undefined, { layers });
    return features.map((feature) => ({ layer: feature.layer.id, properties: feature.properties }));
  }, layers);
}

/** Reference vector S1 (packages/domain/src/load-tests/static/static-load-test-vectors.json): σ0 in MN/m², dial readings in mm. */
export const S1 = {
  plateDiameter: 300,
  firstLoading: [
    [0.08, 0.2928],
    [0.16, 0.6112],
    [0.24, 0.9552],
    [0.32, 1.3248],
    [0.4, 1.72],
    [0.45, 1.98],
    [0.5, 2.25],
  ],
  unloading: [
    [0.25, 2.12],
    [0.125, 1.83],
    [0.01, 1.12196],
  ],
  secondLoading: [
    [0.08, 1.27344],
    [0.16, 1.44176],
    [0.24, 1.60496],
    [0.32, 1.76304],
    [0.4, 1.916],
    [0.45, 2.009],
  ],
} as const;

const german = (value: number) => String(value).replace('.', ',');

async function fillRows(page: Page, title: string, rows: readonly (readonly [number, number])[]) {
  for (const [index, [stress, reading]] of rows.entries()) {
    await page.getByLabel(`${title} ${index + 1}: Normalspannung`).fill(german(stress));
    await page.getByLabel(`${title} ${index + 1}: Messuhr`).fill(german(reading));
  }
}

/** Step 1 of the static wizard with realistic conditions; the position is set by a map click. */
export async function fillStaticGeneralStep(page: Page, gridField = 'C7', suffix = '3') {
  await field(page, 'Rasterfeld').fill(gridField);
  await field(page, 'Nummer').fill(suffix);
  await field(page, 'Datum').click();
  await page.getByRole('button', { name: 'Heute' }).click();
  await field(page, 'Uhrzeit').fill('00:00');
  await field(page, 'Breitengrad').fill('53,70572');
  await field(page, 'Längengrad').fill('10,01166');
  await field(page, 'Hebelarmverhältnis').fill('1');
  await page.getByRole('radiogroup', { name: 'Plattenunterbau' }).getByText('Nein').click();
  await field(page, 'Schichtdicke').fill('30');
  await field(page, 'Prüfschicht').fill('Tragschicht Schotter 0/45');
  await field(page, 'Höhe (m NHN)').fill('12,35');
  await field(page, 'Vorbelastung (MN/m²)').fill('0,01');
  await field(page, 'Zeit zwischen Verdichtung und Versuch').fill('24');
  await field(page, 'Plattendurchmesser').fill(String(S1.plateDiameter));
  await field(page, 'Temperatur am Versuchstag').fill('14');
  await field(page, 'Temperatur am Vortag').fill('12');
  await page.getByRole('radiogroup', { name: 'Niederschlag am Versuchstag' }).getByText('Nein').click();
  await page.getByRole('radiogroup', { name: 'Niederschlag am Vortag' }).getByText('Nein').click();
}

export async function fillStaticLoadings(page: Page, step: 'first' | 'second') {
  if (step === 'first') {
    await fillRows(page, 'Belastung', S1.firstLoading);
    await fillRows(page, 'Entlastung', S1.unloading);
  } else {
    await fillRows(page, 'Wiederbelastung', S1.secondLoading);
  }
}

/** Page coordinates of the first rendered feature of a layer (for clicks on markers and clusters). */
export async function featurePosition(
  page: Page,
  layer: string,
): Promise<{ x: number; y: number; zoom: number } | null> {
  return page.evaluate((layerId) => {
    type MapLike = {
      queryRenderedFeatures: (
        geometry?: unknown,
        options?: unknown,
      ) => { geometry: { coordinates: [number, number] } }[];
      project: (lngLat: [number, number]) => { x: number; y: number };
      getZoom: () => number;
    };
    const container = document.querySelector('[data-testid="load-test-map"]') as
      (HTMLElement & { bdMap?: MapLike }) | null;
    const map = container?.bdMap;
    const feature = map?.queryRenderedFeatures(undefined, { layers: [layerId] })[0];
    if (!map || !container || !feature) return null;
    const point = map.project(feature.geometry.coordinates);
    const box = container.getBoundingClientRect();
    return { x: box.left + point.x, y: box.top + point.y, zoom: map.getZoom() };
  }, layer);
}

export async function mapZoom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const container = document.querySelector('[data-testid="load-test-map"]') as
      (Element & { bdMap?: { getZoom: () => number } }) | null;
    return container?.bdMap?.getZoom() ?? NaN;
  });
}

/**
 * The signed-in pages of one test file: `open(email)` signs a demo user in a fresh context,
 * `closeAll()` (in afterAll) closes them. Browser and server are read when a page is opened.
 */
export function signedInPages(target: () => { browser: Browser; url: string }) {
  const pages: Page[] = [];
  return {
    open: async (email: string, viewport: Viewport = DESKTOP) => {
      const { browser, url } = target();
      const page = await enterApp(browser, url, email, viewport);
      pages.push(page);
      return page;
    },
    closeAll: async () => {
      for (const page of pages.splice(0))
        await page
          .context()
          .close()
          .catch(() => undefined);
    },
  };
}

/** Radix repeats a toast in its live region: the first match is the toast itself. */
export const waitForToast = (page: Page, text: string) => page.getByText(text).first().waitFor();
