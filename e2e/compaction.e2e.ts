// Acceptance of compaction end to end (issue 37 items 1 and 2), on a 390 px phone: the appraiser
// opens "Verdichtungsanforderungen", sets a minimum Evd for a layer; the foreman records a failing
// and a passing dynamic test of that layer; after a reload the appraiser's list shows
// "nicht erfüllt" and "erfüllt", the filter keeps only the failing one and the detail says why
// (and draws its marker as failed). The failing test is the project manager's task „Nachverdichten
// und erneut prüfen“; the foreman's „Erneut prüfen“ opens the new-test form prefilled, and the
// passing re-test closes the task (decision 0661). Test lots (item 3, decision 0670): the appraiser
// forms a lot by ticking a grid field with a failing and a passing test, sees it fail, changes the
// rule to a share the lot meets, sees it pass after a reload and downloads the report PDF.
// Calibrated devices (item 4, decision 0680): the appraiser registers a device and adds its
// calibration certificate with the file; a test made with it is judged and names it; a test made
// after a device's calibration ran out shows „Gerät nicht kalibriert am Prüfdatum“.
// The API-recorded tests name the demo register's ZFG 3000 (serial 30417), calibrated on their day.
// Screenshots of the screens at 390 and 1440 px.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { api, enterApp, field, projectIdOf, renderedMapFeatures, waitForToast } from './load-tests.flow.js';
import { smallTargetsOf } from './screen-tour.js';

const APPRAISER = 'gutachter@demo.example';
const FOREMAN = 'polier@demo.example';
const MANAGER = 'projektleiter@demo.example';
const PROJECT = 'Gewerbepark Nord';
const LAYER = 'Frostschutzschicht Los E2E';
const LOT_LAYER = 'Planum Los E2E';
const LOT = 'Los 7 Planum Süd';
const SERIAL = `E2E-${Date.now().toString(36)}`;
const EXPIRED_SERIAL = `ALT-${Date.now().toString(36)}`;
/** A one-page PDF as the calibration certificate (real bytes: the server checks the content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 GIF89a as the device printout of the API-recorded tests. */
const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

let server: TestServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await browser?.close();
  await server?.stop();
});

type Recorded = { number: number; dynamicLoadAnalysisId: string };

/** The id of the registered device with this serial number (the demo seed's ZFG 3000 by default). */
async function deviceIdOf(page: Page, serialNumber = '30417'): Promise<string> {
  const { items } = await api<{ items: { deviceId: string; serialNumber: string }[] }>(page, 'GET', '/device');
  return items.find((device) => device.serialNumber === serialNumber)!.deviceId;
}

/** The foreman records a dynamic test through the API (the form has its own e2e test). */
async function recordDynamicTest(
  page: Page,
  projectId: string,
  gridField: string,
  evd: number,
  {
    retestOf,
    layer = LAYER,
    deviceId,
    analysedAt = '2026-05-05T08:45:00+02:00',
  }: { retestOf?: string; layer?: string; deviceId?: string; analysedAt?: string } = {},
): Promise<Recorded> {
  const imageId = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/gif' }), 'ausdruck.gif');
    const response = await fetch('/backend/api/file?kind=image', { method: 'POST', body: form });
    return ((await response.json()) as { id: string }).id;
  }, GIF_1X1);
  return api<Recorded>(page, 'POST', '/dynamic-load-analysis', {
    projectId,
    gridField,
    analysedAt,
    latitude: 52.607512,
    longitude: 13.289043,
    evd,
    height: 34120,
    soilType: 'Kiessand',
    soilLayerHeight: 300,
    deviceName: 'ZFG 3000 GPS',
    deviceModel: 'Zorn Instruments',
    analysisResult: imageId,
    layer,
    deviceId: deviceId ?? (await deviceIdOf(page)),
    ...(retestOf ? { retestOf } : {}),
  });
}

/** The visible row (a card on the phone, a table row on the laptop) of test `number` in the list. */
const rowOf = (page: Page, number: number) =>
  page
    .locator('[data-row]:visible')
    .filter({ has: page.getByRole('link', { name: `Versuch-Nr. ${number}`, exact: true }) })
    .first();

async function atBothWidths(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTargetsOf(page), name).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(DESKTOP.width);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
}

/** Shared by the steps: the project, the foreman's page and the failing test. */
let projectId = '';
let foreman: Page;
let failingTest: Recorded;

/** The task cards of the dashboard's "Offene Aufgaben" asking for a re-test. */
const retestTasksOn = (page: Page) => page.locator('li').filter({ hasText: 'Nachverdichten und erneut prüfen' });

describe('acceptance of compaction', () => {
  it('the appraiser sets a requirement; a failing and a passing dynamic test show their verdict after reload', async () => {
    const appraiser = await enterApp(browser, server.url, APPRAISER, PHONE);
    pages.push(appraiser);
    projectId = await projectIdOf(appraiser, PROJECT);

    await appraiser.goto(`/projects/${projectId}/compaction-requirements`);
    await appraiser.getByRole('heading', { name: 'Verdichtungsanforderungen', level: 1 }).waitFor();
    await appraiser.getByRole('button', { name: 'Anforderung festlegen' }).click();
    await field(appraiser, 'Schicht').fill(LAYER);
    await appraiser.getByRole('combobox', { name: /Versuchsart, die zählt/ }).click();
    await appraiser.getByRole('option', { name: 'Dynamischer Plattendruckversuch (Evd)' }).click();
    await field(appraiser, 'Evd mindestens').fill('45');
    await atBothWidths(appraiser, 'compaction-requirement-form');
    await appraiser.getByRole('button', { name: 'Anforderung speichern' }).click();
    await waitForToast(appraiser, `Die Anforderung für „${LAYER}“ wurde gespeichert`);
    await appraiser.locator('[data-row]:visible').filter({ hasText: LAYER }).first().waitFor();
    await appraiser.reload();
    await expect.poll(() => appraiser.getByText(/^45,00\sMN\/m²$/).count()).toBeGreaterThan(0);
    await atBothWidths(appraiser, 'compaction-requirements');

    foreman = await enterApp(browser, server.url, FOREMAN, DESKTOP);
    pages.push(foreman);
    failingTest = await recordDynamicTest(foreman, projectId, 'Z90/01', 44.99);
    const failing = failingTest.number;
    const passing = (await recordDynamicTest(foreman, projectId, 'Z90/02', 45)).number;

    await appraiser.goto(`/projects/${projectId}/dynamic-load-analysis`);
    await appraiser.reload();
    await rowOf(appraiser, passing).waitFor();
    expect(await rowOf(appraiser, failing).locator('[data-verdict]').innerText()).toContain('nicht erfüllt');
    expect(await rowOf(appraiser, passing).locator('[data-verdict]').innerText()).toMatch(/^erfüllt/);
    await atBothWidths(appraiser, 'dynamic-load-list-verdicts');

    // Only the failing tests: the passing one leaves the list.
    await appraiser.getByRole('combobox', { name: 'Nach Bewertung filtern' }).click();
    await appraiser.getByRole('option', { name: 'nicht erfüllt', exact: true }).click();
    await expect.poll(() => rowOf(appraiser, passing).count()).toBe(0);
    await rowOf(appraiser, failing).waitFor();
    expect(await appraiser.locator('[data-verdict="passed"]').count()).toBe(0);

    await rowOf(appraiser, failing)
      .getByRole('link', { name: `Versuch-Nr. ${failing}`, exact: true })
      .click();
    await expect
      .poll(() => appraiser.getByTestId('verdict-reason').innerText())
      .toBe(`Schicht: ${LAYER} · Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²`);
    // Its marker is drawn as failed (red), read from MapLibre, not from pixels.
    await expect
      .poll(async () => (await renderedMapFeatures(appraiser, ['load-test-markers'])).map((f) => f.properties.verdict))
      .toEqual(['failed']);
    await atBothWidths(appraiser, 'dynamic-load-detail-verdict');
  }, 300_000);

  it('the failed test is the project manager’s task; „Erneut prüfen“ starts its re-test, whose pass closes it', async () => {
    const manager = await enterApp(browser, server.url, MANAGER, PHONE);
    pages.push(manager);
    await manager.goto(`/projects/${projectId}`);
    await retestTasksOn(manager).first().waitFor();
    expect(await retestTasksOn(manager).allInnerTexts()).toEqual([
      expect.stringContaining(`Nr. ${failingTest.number} im Rasterfeld Z90/01`),
    ]);

    // The foreman opens the failed test: „Erneut prüfen“ opens the form of a new test, prefilled.
    await foreman.setViewportSize(PHONE);
    await foreman.goto(`/projects/${projectId}/dynamic-load-analysis/${failingTest.dynamicLoadAnalysisId}`);
    await foreman.getByRole('link', { name: 'Erneut prüfen' }).waitFor();
    // (Not atBothWidths: the 1×1 GIF printout of these API-recorded tests is a 2 px high link.)
    await screenshot(foreman, 'dynamic-load-detail-retest-phone');
    await foreman.getByRole('link', { name: 'Erneut prüfen' }).click();
    await foreman.getByRole('heading', { name: 'Dynamischen Versuch erfassen', level: 1 }).waitFor();
    await foreman.getByText(`Wiederholung von Versuch-Nr. ${failingTest.number}`).waitFor();
    expect(foreman.url()).toContain(`retestOf=${failingTest.dynamicLoadAnalysisId}`);
    expect(await field(foreman, 'Rasterfeld').inputValue()).toBe('Z90');
    expect(await field(foreman, 'Schicht').inputValue()).toBe(LAYER);

    // The re-test passes (recorded through the API; the form has its own e2e test) and names it.
    const retest = await recordDynamicTest(foreman, projectId, 'Z90/01', 46, {
      retestOf: failingTest.dynamicLoadAnalysisId,
    });
    await foreman.goto(`/projects/${projectId}/dynamic-load-analysis/${retest.dynamicLoadAnalysisId}`);
    await foreman.getByRole('link', { name: `Wiederholung von Versuch-Nr. ${failingTest.number}` }).waitFor();
    expect(await foreman.getByRole('link', { name: 'Erneut prüfen' }).count()).toBe(0);
    // The failed test now names its re-test instead of offering a second one.
    await foreman.goto(`/projects/${projectId}/dynamic-load-analysis/${failingTest.dynamicLoadAnalysisId}`);
    await foreman.getByRole('link', { name: `Wiederholt durch Versuch-Nr. ${retest.number}` }).waitFor();
    expect(await foreman.getByRole('link', { name: 'Erneut prüfen' }).count()).toBe(0);

    // After a reload the project manager's task is gone.
    await manager.reload();
    await manager.getByRole('heading', { name: /^Offene Aufgaben/ }).waitFor();
    await expect.poll(() => retestTasksOn(manager).count()).toBe(0);
  }, 300_000);

  it('the appraiser forms a lot from a grid field, sees its verdict change with the rule, and downloads its report', async () => {
    const appraiser = await enterApp(browser, server.url, APPRAISER, PHONE);
    pages.push(appraiser);
    const lotProjectId = await projectIdOf(appraiser, PROJECT);
    await api(appraiser, 'POST', `/project/${lotProjectId}/compaction-requirements`, {
      layer: LOT_LAYER,
      testKind: 'dynamic',
      minEvd: 45,
    });
    const lotForeman = await enterApp(browser, server.url, FOREMAN, DESKTOP);
    pages.push(lotForeman);
    await recordDynamicTest(lotForeman, lotProjectId, 'Y80/01', 44.99, { layer: LOT_LAYER });
    await recordDynamicTest(lotForeman, lotProjectId, 'Y80/02', 50, { layer: LOT_LAYER });

    await appraiser.goto(`/projects/${lotProjectId}/compaction-lots`);
    await appraiser.getByRole('heading', { name: 'Prüflose', level: 1 }).waitFor();
    await appraiser.getByRole('button', { name: 'Prüflos bilden' }).click();
    await field(appraiser, 'Bezeichnung').fill(LOT);
    // The field offers its tests and their layer.
    const y80 = appraiser.getByRole('checkbox', { name: new RegExp(`^Y80 2 Versuche: ${LOT_LAYER}$`) });
    await y80.check();
    await atBothWidths(appraiser, 'compaction-lot-form');
    await appraiser.getByRole('button', { name: 'Prüflos speichern' }).click();
    await waitForToast(appraiser, `Das Prüflos „${LOT}“ wurde gespeichert`);

    const lot = appraiser.locator(`[data-lot="${LOT}"]`);
    await lot.waitFor();
    await expect.poll(() => lot.locator('[data-verdict]').first().innerText()).toContain('nicht erfüllt');
    expect(await lot.innerText()).toContain('1 von 2 Versuchen nicht erfüllt');
    expect(await lot.innerText()).toMatch(/44,99\sMN\/m²/); // the smallest Evd
    expect(await lot.innerText()).toMatch(/47,50\sMN\/m²/); // the mean

    // At least 50 % of at least 2 tests: 1 of 2 meets it.
    await lot.getByRole('button', { name: `${LOT} bearbeiten` }).click();
    await appraiser.getByRole('combobox', { name: /Das Prüflos ist erfüllt, wenn/ }).click();
    await appraiser.getByRole('option', { name: 'Mindestanteil erfüllter Versuche bei einer Mindestanzahl' }).click();
    await field(appraiser, 'Mindestanteil erfüllter Versuche').fill('50');
    await field(appraiser, 'Mindestanzahl Versuche').fill('2');
    await appraiser.getByRole('button', { name: 'Prüflos speichern' }).click();
    await waitForToast(appraiser, `Das Prüflos „${LOT}“ wurde gespeichert`);
    await appraiser.reload();
    await lot.waitFor();
    await expect.poll(() => lot.locator('[data-verdict]').first().getAttribute('data-verdict')).toBe('passed');
    expect(await lot.innerText()).toContain('Mindestens 50 % erfüllt bei mindestens 2 Versuchen');
    await atBothWidths(appraiser, 'compaction-lots');

    const [download] = await Promise.all([
      appraiser.waitForEvent('download'),
      lot.getByRole('link', { name: 'Bericht (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Prüflos ${LOT}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  }, 300_000);

  it('the appraiser registers a device with its certificate; tests name it, and one after its calibration ran out is not judged', async () => {
    const appraiser = await enterApp(browser, server.url, APPRAISER, PHONE);
    pages.push(appraiser);
    await appraiser.goto('/devices');
    await appraiser.getByRole('heading', { name: 'Prüfgeräte', level: 1 }).waitFor();
    // The demo register: the ZFG 3000 of the printouts, calibrated.
    await appraiser.locator('[data-row]:visible').filter({ hasText: '30417' }).first().waitFor();
    await atBothWidths(appraiser, 'devices');

    await appraiser.getByRole('link', { name: 'Gerät registrieren' }).click();
    await appraiser.getByRole('combobox', { name: /Geräteart/ }).click();
    await appraiser.getByRole('option', { name: 'Leichtes Fallgewichtsgerät' }).click();
    await field(appraiser, 'Seriennummer').fill(SERIAL);
    await field(appraiser, 'Hersteller und Modell').fill('Terratest 4000 USB');
    await appraiser.getByRole('button', { name: 'Gerät registrieren' }).click();
    await waitForToast(appraiser, `Leichtes Fallgewichtsgerät ${SERIAL} wurde registriert`);
    await appraiser.getByRole('heading', { name: `Leichtes Fallgewichtsgerät ${SERIAL}`, level: 1 }).waitFor();
    // After a reload (no toast left): the device without a certificate, and its form.
    await appraiser.reload();
    await appraiser.getByText('Kein Kalibrierschein').first().waitFor();

    // The certificate: from today to the 15th two months on, with its PDF.
    await field(appraiser, 'Datum des Kalibrierscheins').click();
    await appraiser.getByRole('button', { name: 'Heute' }).click();
    await field(appraiser, 'Gültig bis').click();
    await appraiser.getByRole('button', { name: 'Nächster Monat' }).click();
    await appraiser.getByRole('button', { name: 'Nächster Monat' }).click();
    const now = new Date();
    const validUntil = new Date(now.getFullYear(), now.getMonth() + 2, 15);
    const day = `${validUntil.getFullYear()}-${String(validUntil.getMonth() + 1).padStart(2, '0')}-15`;
    await appraiser.locator(`[data-day="${day}"]`).click();
    await atBothWidths(appraiser, 'device-certificate-form');
    await appraiser
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Kalibrierschein E2E.pdf', mimeType: 'application/pdf', buffer: PDF });
    await appraiser.getByRole('link', { name: 'Kalibrierschein E2E.pdf' }).waitFor();
    await appraiser.getByRole('button', { name: 'Kalibrierschein hinzufügen' }).click();
    await waitForToast(appraiser, 'Der Kalibrierschein bis');
    await appraiser.reload();
    await appraiser.locator('[data-certificate]').first().waitFor();
    expect(await appraiser.locator('[data-calibration]').first().getAttribute('data-calibration')).toBe('success');
    await atBothWidths(appraiser, 'device-detail');

    // A test made today with it meets the requirement and names the device.
    const deviceId = await deviceIdOf(appraiser, SERIAL);
    const calibrated = await recordDynamicTest(foreman, projectId, 'Z93/01', 50, {
      deviceId,
      analysedAt: new Date().toISOString(),
    });
    // A device whose certificate ended the day before the test: not judged.
    const expiredId = (
      await api<{ deviceId: string }>(appraiser, 'POST', '/device', {
        type: 'light_drop_weight',
        serialNumber: EXPIRED_SERIAL,
      })
    ).deviceId;
    const certificateFile = await appraiser.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'alt.pdf');
      const response = await fetch('/backend/api/file', { method: 'POST', body: form });
      return ((await response.json()) as { id: string }).id;
    }, PDF.toString('base64'));
    await api(appraiser, 'POST', `/device/${expiredId}/certificate`, {
      issuedOn: '2025-05-05',
      validUntil: '2026-05-04',
      document: certificateFile,
    });
    const uncalibrated = await recordDynamicTest(foreman, projectId, 'Z93/02', 50, { deviceId: expiredId });

    await appraiser.goto(`/projects/${projectId}/dynamic-load-analysis`);
    await rowOf(appraiser, uncalibrated.number).waitFor();
    expect(await rowOf(appraiser, calibrated.number).locator('[data-verdict]').innerText()).toMatch(/^erfüllt/);
    expect(await rowOf(appraiser, uncalibrated.number).innerText()).toContain('Gerät nicht kalibriert am Prüfdatum');
    expect(await rowOf(appraiser, uncalibrated.number).innerText()).toContain(`Gerät ${EXPIRED_SERIAL}`);
    await atBothWidths(appraiser, 'dynamic-load-list-devices');

    await appraiser.goto(`/projects/${projectId}/dynamic-load-analysis/${calibrated.dynamicLoadAnalysisId}`);
    const device = appraiser.getByTestId('test-device');
    await device.waitFor();
    expect(await device.getAttribute('data-calibrated')).toBe('true');
    expect(await device.innerText()).toContain(`Seriennummer ${SERIAL}`);
    expect(await appraiser.locator('[data-verdict]').first().getAttribute('data-verdict')).toBe('passed');

    await appraiser.goto(`/projects/${projectId}/dynamic-load-analysis/${uncalibrated.dynamicLoadAnalysisId}`);
    await appraiser.getByTestId('verdict-reason').filter({ hasText: 'Gerät nicht kalibriert am Prüfdatum' }).waitFor();
    expect(await appraiser.getByTestId('test-device').innerText()).toContain(
      'am Prüftag nicht kalibriert (Kalibrierung bis 04.05.2026)',
    );
    await atBothWidths(appraiser, 'dynamic-load-detail-uncalibrated');
  }, 300_000);
});
