// Plate load tests end to end (issue 6): an installation appraiser completes the static wizard with
// the shared vector S1 (plate 300 mm → Ev1 50,00, Ev2 112,50, Ev2/Ev1 2,25), saves, finds the
// marker on the map (rendered features read from MapLibre, not pixels) and downloads the PDF; a
// foreman uploads a device printout, gets the fields pre-filled, saves, and the marker and the
// cluster appear. The login page loads no map code. Desktop 1440 px and phone 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import {
  enterApp,
  featurePosition,
  field,
  fillStaticGeneralStep,
  fillStaticLoadings,
  mapZoom,
  projectIdOf,
  renderedMapFeatures,
} from './load-tests.flow.js';

const APPRAISER = 'einbaugutachter@demo.example';
const FOREMAN = 'polier@demo.example';
const PROJECT = 'Gewerbepark Nord';
const PRINTOUT = 'apps/server/src/modules/load-tests/dynamic/demo/zfg-3000-printout.png';

let server: TestServer;
let browser: Browser;
const pages: Page[] = [];

async function open(email: string, viewport: { width: number; height: number } = DESKTOP) {
  const page = await enterApp(browser, server.url, email, viewport);
  pages.push(page);
  return { page, projectId: await projectIdOf(page, PROJECT) };
}

/** Markers plus the tests inside clusters: every test drawn on the map, once. */
function testsOnMap(features: { layer: string; properties: Record<string, unknown> }[]): number {
  return features.reduce(
    (total, feature) => total + (feature.layer === 'load-test-clusters' ? Number(feature.properties.point_count) : 1),
    0,
  );
}

async function expectPdf(page: Page) {
  const href = await page.getByRole('link', { name: 'Dokument herunterladen' }).getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href!, server.url).toString());
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await browser?.close();
  await server?.stop();
});

describe('plate load tests', () => {
  it('loads no map code on the login page', async () => {
    const { context, page } = await newPage(browser, server.url);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\.m?js(\?|$)/.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/login');
    await page
      .getByRole('link', { name: /Firmen|Unternehmen|Mitarbeiter/ })
      .first()
      .waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect(body.toLowerCase(), url).not.toContain('maplibre');
    }
    await context.close();
  });

  it('an installation appraiser records a static test through the wizard and finds it on the map', async () => {
    const { page, projectId } = await open(APPRAISER);
    await page.goto(`/projects/${projectId}/static-load-analysis`);
    await page.getByRole('heading', { name: 'Statische Versuche' }).waitFor();
    const before = testsOnMap(await renderedMapFeatures(page));
    expect(before).toBe(2);

    await page.getByRole('link', { name: 'Statischen Versuch erfassen' }).click();
    await page.getByRole('heading', { name: 'Statischen Plattendruckversuch erfassen' }).waitFor();
    await page.getByText('Statischen Versuche erfassen').first().waitFor();
    // Conditions of the project's last test are pre-filled.
    expect(await field(page, 'Plattendurchmesser').inputValue()).toBe('300');
    // Later tabs stay closed until the step before is completed.
    expect(await page.getByRole('tab', { name: /Erstbelastung/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Breitengrade sind erforderlich').waitFor();
    await page.getByText('Zeit ist erforderlich').waitFor();

    // A click on the map sets the position; the inputs then take the exact coordinates.
    const map = page.locator('[data-testid="load-test-map"][data-map-ready="true"]');
    await map.click({ position: { x: 200, y: 150 } });
    await expect.poll(() => field(page, 'Breitengrad').inputValue()).not.toBe('');
    await fillStaticGeneralStep(page);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: 'Zusammenfassung Erstbelastung' }).waitFor();
    const next = page.getByRole('button', { name: 'Weiter' });
    expect(await next.isDisabled()).toBe(true);
    await fillStaticLoadings(page, 'first');
    await expect.poll(() => next.isDisabled()).toBe(false);
    const initialSummary = page.getByTestId('initial-summary');
    expect(await initialSummary.locator('[data-label="Ev1"]').textContent()).toBe('50,00\u00a0MN/m²');
    expect(await initialSummary.locator('[data-label="A1"]').textContent()).toBe('3,50');
    expect(await initialSummary.locator('[data-label="A2"]').textContent()).toBe('2,00');
    await next.click();

    await page.getByRole('heading', { name: 'Zusammenfassung Zweitbelastung' }).waitFor();
    expect(await page.getByTestId('last-unload').textContent()).toContain('1,12196');
    await fillStaticLoadings(page, 'second');
    const result = page.getByTestId('result-summary');
    await expect.poll(() => result.locator('[data-label="Ev2"]').textContent()).toBe('112,50\u00a0MN/m²');
    expect(await result.locator('[data-label="Ev1"]').textContent()).toBe('50,00\u00a0MN/m²');
    expect(await result.locator('[data-label="Ev2/Ev1"]').textContent()).toBe('2,25');
    await screenshot(page, 'load-tests-static-wizard-result-desktop');

    // Going back keeps the values.
    await page.getByRole('button', { name: 'Zurück' }).click();
    expect(await page.getByLabel('Belastung 1: Messuhr').inputValue()).toBe('0,2928');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Versuch speichern' }).click();
    await page.getByText('Statischer Versuch wurde erfolgreich erfasst', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === `/projects/${projectId}/static-load-analysis`);
    await page
      .getByRole('cell', { name: 'C7/03' })
      .or(page.getByRole('link', { name: 'C7/03' }))
      .first()
      .waitFor();
    await page.getByText('112,50 MN/m²').first().waitFor();
    await expect.poll(async () => testsOnMap(await renderedMapFeatures(page))).toBe(3);
    await page.getByText('3 Versuche im aktuellen Kartenausschnitt').waitFor();

    await page.getByRole('link', { name: 'C7/03' }).first().click();
    await page.getByRole('heading', { name: 'C7/03' }).waitFor();
    const detailId = page.url().split('/').pop()!;
    const markers = await renderedMapFeatures(page);
    expect(markers).toEqual([
      { layer: 'load-test-markers', properties: expect.objectContaining({ id: detailId, number: 3 }) },
    ]);
    await page.getByRole('heading', { name: 'Zusammenfassung Zweitbelastung' }).waitFor();
    expect(await page.getByTestId('detail-second-summary').locator('[data-label="Ev2/Ev1"]').textContent()).toBe(
      '2,25',
    );
    await page.getByTestId('load-settlement-chart').waitFor();
    // The marker's popup: number, Ev2, date and time, creator and the link to the detail.
    const marker = await featurePosition(page, 'load-test-markers');
    expect(marker?.zoom).toBe(15);
    await page.mouse.click(marker!.x, marker!.y);
    const popup = page.locator('.maplibregl-popup');
    await popup.getByText('Versuch-Nr. 3').waitFor();
    expect(await popup.textContent()).toMatch(/Ev2: 112,50\sMN\/m².*Uhr.*Ines Einbaugutachter.*Details anzeigen/);
    await expectPdf(page);
    await screenshot(page, 'load-tests-static-detail-desktop');

    // Edit: all tabs are open, saving returns to the detail.
    await page.getByRole('link', { name: 'Versuch bearbeiten' }).click();
    await page.getByRole('heading', { name: 'Statischen Plattendruckversuch bearbeiten' }).waitFor();
    await page.getByRole('tab', { name: /Zweitbelastung/ }).click();
    await page.getByRole('button', { name: 'Versuch speichern' }).click();
    await page.getByText('Statischer Versuch wurde aktualisiert', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'C7/03' }).waitFor();
  });

  it('a foreman records a dynamic test from a device printout; marker and cluster appear', async () => {
    const { page, projectId } = await open(FOREMAN);
    await page.goto(`/projects/${projectId}/dynamic-load-analysis`);
    await page.getByRole('heading', { name: 'Dynamische Versuche' }).waitFor();
    const before = testsOnMap(await renderedMapFeatures(page));
    expect(before).toBeGreaterThan(0);
    // The foreman records dynamic tests, not static ones (rule table).
    await page.goto(`/projects/${projectId}/static-load-analysis`);
    await page.getByRole('heading', { name: 'Statische Versuche' }).waitFor();
    expect(await page.getByRole('link', { name: 'Statischen Versuch erfassen' }).count()).toBe(0);
    await page.goto(`/projects/${projectId}/dynamic-load-analysis/new`);
    await page.getByRole('heading', { name: 'Dynamischen Versuch erfassen' }).waitFor();

    await page.getByRole('button', { name: 'Versuch speichern' }).click();
    await page.getByText('Analyseergebnis Bild ist erforderlich').waitFor();
    await page.getByText('Breitengrade sind erforderlich').waitFor();

    await page.locator('input[type="file"]').setInputFiles(PRINTOUT);
    const success = page.getByText(/^Die folgenden Daten wurden extrahiert und übernommen: /);
    await success.waitFor({ timeout: 40_000 });
    expect(await success.textContent()).toMatch(/Evd.*Bitte überprüfen Sie die Felder\.\.\.$/);
    // The printout's serial number (Nr. 30417) chose the registered device (decision 0680).
    expect(await success.textContent()).toContain('Prüfgerät');
    expect(await field(page, 'Evd (MN/m²)').inputValue()).toBe('48,8');
    expect(await field(page, 'Breitengrade').inputValue()).toBe('53');
    expect(await field(page, 'Breitenminuten').inputValue()).toBe('42,393');
    expect(await field(page, 'Längengrade').inputValue()).toBe('10');
    expect(await field(page, 'Zeit').inputValue()).toBe('08:45');
    // Only what was read is filled in.
    expect(await field(page, 'Bodenart').inputValue()).toBe('');
    await screenshot(page, 'load-tests-dynamic-prefilled-desktop');

    await field(page, 'Rasterfeld').fill('D4');
    await field(page, 'Nummer').fill('2');
    await field(page, 'Höhe (m NHN)').fill('24,35');
    await field(page, 'Schichthöhe (m)').fill('0,3');
    await field(page, 'Bodenart').fill('Sand, kiesig (SW)');
    await field(page, 'Gerätemodell').fill('Zorn Instruments');
    await page.getByRole('button', { name: 'Versuch speichern' }).click();
    await page.getByText('Dynamischer Versuch wurde erfolgreich erfasst', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === `/projects/${projectId}/dynamic-load-analysis`);
    await page.getByText('D4/02').first().waitFor();
    await expect.poll(async () => testsOnMap(await renderedMapFeatures(page))).toBe(before + 1);
    const features = await renderedMapFeatures(page);
    expect(features.some((feature) => feature.layer === 'load-test-clusters')).toBe(true);
    // A cluster click zooms in; the moved view offers the reset, which returns to the start.
    const cluster = await featurePosition(page, 'load-test-clusters');
    expect(await page.getByRole('button', { name: 'Ansicht zurücksetzen' }).count()).toBe(0);
    await page.mouse.click(cluster!.x, cluster!.y);
    await expect.poll(() => mapZoom(page)).toBeGreaterThan(cluster!.zoom);
    await page.getByRole('button', { name: 'Ansicht zurücksetzen' }).click();
    await expect.poll(() => mapZoom(page)).toBeCloseTo(cluster!.zoom, 5);
    await page.getByRole('button', { name: 'Ansicht zurücksetzen' }).waitFor({ state: 'detached' });
    await screenshot(page, 'load-tests-dynamic-list-desktop');

    await page
      .getByRole('row', { name: /D4\/02/ })
      .getByRole('link')
      .first()
      .click();
    await page.getByText('Rasterfeld D4/02').waitFor();
    const id = page.url().split('/').pop()!;
    expect(await renderedMapFeatures(page)).toEqual([
      { layer: 'load-test-markers', properties: expect.objectContaining({ id }) },
    ]);
    await page.getByText('48,80 MN/m²').first().waitFor();
    await page.getByText('24,350 m NHN').waitFor();
    await page.getByRole('img', { name: /Analyseergebnis/ }).waitFor();
    await expectPdf(page);
  });

  it('shows lists, wizard and detail on a phone', async () => {
    const { page, projectId } = await open(APPRAISER, PHONE);
    await page.goto(`/projects/${projectId}/static-load-analysis`);
    await page.getByRole('heading', { name: 'Statische Versuche' }).waitFor();
    await page.locator('[data-testid="load-test-map"][data-map-ready="true"]').waitFor();
    await page.getByText('C7/03').locator('visible=true').first().waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'load-tests-static-list-phone');
    await page.goto(`/projects/${projectId}/static-load-analysis/new`);
    await page.getByRole('tab', { name: /Allgemeines/ }).waitFor();
    await expectNoHorizontalScroll(page);
    await page.goto(`/projects/${projectId}/dynamic-load-analysis`);
    await page.getByText('D4/02').locator('visible=true').first().waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'load-tests-dynamic-list-phone');
  });
});
