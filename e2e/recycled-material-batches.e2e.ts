// Recycled material, batches end to end (issue 21): in the demo project a released pile of RC-1 0/32
// (the crusher holds a suitability proof for exactly that class) is processed. The machinist
// captures material until two batches close and documents their locations; the project manager
// confirms sampling; the appraiser's analytic of RC-1 0/32 completes batch 1 (inventory), the one of
// RC-1 0/45 sends batch 2 to review, where the project manager first asks for a re-check and then
// disposes of it and adds the disposal proof. Every new screen is photographed at 1440 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { api, field, projectIdOf, signedInPages, waitForToast } from './load-tests.flow.js';
import { releasedPile } from './recycled-material.flow.js';
import { png } from './images.js';
import { TAP_TARGET_PX } from './screen-tour.js';

const PM = 'projektleiter@demo.example';
const MACHINIST = 'maschinist@demo.example';
const APPRAISER = 'gutachter@demo.example';
const PROJECT = 'Gewerbepark Nord';
const PILE = 'M-10 Fundamente Halle C';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });

let server: TestServer;
let browser: Browser;
let projectId = '';
let pileId = '';
const batchIds: string[] = [];

const { open, closeAll } = signedInPages(() => ({ browser, url: server.url }));

const badge = (page: Page, text: string) => page.locator('header').getByText(text, { exact: true }).first().waitFor();
const pileUrl = () => `/projects/${projectId}/wrecking-piles/${pileId}`;
const batchUrl = (index: number) => `${pileUrl()}/batches/${batchIds[index]}`;

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, index = 0) {
  await page.getByTestId('file-input').nth(index).setInputFiles(file);
  await page.locator('[data-status="success"]', { hasText: file.name }).waitFor();
}

/** The phone shot of the screen the page shows: nothing wider than 390 px. */
async function phoneShot(page: Page, url: string, heading: string, name: string) {
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, name);
}

async function capture(page: Page, tons: string) {
  await page.goto(`${pileUrl()}/capture-processed-material`);
  await field(page, 'Menge').fill(tons);
  await page.getByRole('button', { name: 'Material erfassen' }).click();
  await waitForToast(page, 'Das aufbereitete Material wurde erfasst');
  await page.getByRole('heading', { name: `Miete ${PILE}` }).waitFor();
}

async function documentLocation(page: Page, index: number, label: string) {
  await page.goto(batchUrl(index));
  await page.getByRole('heading', { name: label }).waitFor();
  await page.getByRole('link', { name: 'Standort dokumentieren' }).filter({ visible: true }).first().click();
  await page.getByRole('heading', { name: 'Standort dokumentieren' }).waitFor();
  await upload(page, photo(`Standort Charge ${index + 1}.png`));
  await page.getByRole('button', { name: 'Standort speichern' }).click();
  await waitForToast(page, 'Der Standort wurde dokumentiert');
}

async function enterAnalytic(page: Page, index: number, grainSize: string, prefilled = false) {
  await page.goto(batchUrl(index));
  await page.getByRole('link', { name: 'Analytik erfassen' }).filter({ visible: true }).first().click();
  await page.getByRole('heading', { name: 'Analytik erfassen' }).waitFor();
  await page.getByText('Neue Betriebsbeurteilung ist notwendig?').waitFor();
  if (!prefilled) {
    await field(page, 'Datum der Probenahme').click();
    await page.getByRole('button', { name: 'Heute' }).click();
    await upload(page, pdf(`Probenahmeprotokoll Charge ${index + 1}.pdf`), 0);
    await upload(page, pdf(`Prüfbericht Charge ${index + 1}.pdf`), 1);
    await page.getByRole('checkbox', { name: /^keine/ }).check();
    await page
      .getByRole('radiogroup', { name: /Neue Betriebsbeurteilung/ })
      .getByText('Nein')
      .click();
  }
  await field(page, 'Materialklasse & Körnung').click();
  await page.getByRole('option', { name: grainSize, exact: true }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await waitForToast(page, 'Die Analytik wurde erfasst');
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The pile through the API: created by the project manager, checked by the machinist, released.
  const manager = await open(PM);
  projectId = await projectIdOf(manager, PROJECT);
  const machinist = await open(MACHINIST);
  pileId = await releasedPile(manager, machinist, {
    projectId,
    name: PILE,
    tons: 900,
    machine: 'Prallbrecher RM 100',
  });
  // Starting the server and signing in take longer on a shared, loaded machine.
}, 300_000);

afterAll(async () => {
  await closeAll();
  await browser?.close();
  await server?.stop();
});

describe('recycled material II: batches', () => {
  it('the machinist captures material until two batches close and documents their locations', async () => {
    const page = await open(MACHINIST);
    await capture(page, '500');
    const pile = await api<{ batches: { batchId: string; status: string }[] }>(page, 'GET', `/wrecking-pile/${pileId}`);
    batchIds.push(pile.batches[0]!.batchId);
    expect(pile.batches[0]!.status).toBe('completely_broken');
    const section = page.getByRole('link', { name: 'Charge 1/2' }).filter({ visible: true });
    await section.first().waitFor();
    await screenshot(page, 'ebv-pile-detail-batches-desktop');
    // The completely broken batch lacks its location: the form is disabled with the notice.
    await page.goto(`${pileUrl()}/capture-processed-material`);
    await page.getByText('Bitte Standort(e) dokumentieren').waitFor();
    expect(await page.getByRole('button', { name: 'Material erfassen' }).isDisabled()).toBe(true);
    await documentLocation(page, 0, 'Charge 1/2');
    await capture(page, '520');
    const after = await api<{ batches: { batchId: string; status: string }[] }>(
      page,
      'GET',
      `/wrecking-pile/${pileId}`,
    );
    batchIds.push(after.batches[1]!.batchId);
    expect(after.batches.map((batch) => batch.status)).toEqual(['completely_broken', 'completely_broken']);
    await page.goto(batchUrl(1));
    await page.getByRole('heading', { name: 'Charge 2/2' }).waitFor();
    // 520 of 500 t: the text says 104 %, the bar stops at 100.
    const bar = page.getByRole('progressbar').first();
    expect(await bar.getAttribute('aria-valuetext')).toBe('104 %');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText('Max Maschinist').first().waitFor();
    await documentLocation(page, 1, 'Charge 2/2');
    await page.goto(batchUrl(1));
    await page.getByRole('img', { name: /Standortfoto Standort Charge 2\.png/ }).waitFor();
    await screenshot(page, 'ebv-batch-detail-machinist-desktop');
  });

  it('the project manager sees the overview and confirms sampling of batch 1', async () => {
    const page = await open(PM);
    await page.goto(`/projects/${projectId}/wrecking-pile-overview`);
    await page.getByRole('heading', { name: 'Aufbereitetes Material' }).waitFor();
    const block = page.getByRole('button', { name: new RegExp(PILE) });
    await block.waitFor();
    await page.getByRole('link', { name: 'Charge 2/2' }).filter({ visible: true }).first().waitFor();
    await page.getByText('1.020,0\u00a0t').first().waitFor();
    await screenshot(page, 'ebv-overview-desktop');
    await page.getByRole('button', { name: 'Alle einklappen' }).click();
    await expect(page.getByRole('link', { name: 'Charge 2/2' }).filter({ visible: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Alle ausklappen' }).click();
    await page.getByRole('link', { name: 'Charge 1/2' }).filter({ visible: true }).first().click();
    await page.getByRole('heading', { name: 'Charge 1/2' }).waitFor();
    await badge(page, 'Probenentnahme offen');
    await page.getByRole('button', { name: 'Probenentnahme bestätigen' }).filter({ visible: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Probenentnahme bestätigen' }).click();
    await waitForToast(page, 'Die Probenentnahme wurde bestätigt');
    await badge(page, 'Probe entnommen');
    await screenshot(page, 'ebv-batch-detail-desktop');
  });

  it('the appraiser completes batch 1 with the proven class; its tons enter the inventory', async () => {
    const page = await open(APPRAISER);
    await page.goto(batchUrl(0));
    await page.getByRole('link', { name: 'Analytik erfassen' }).filter({ visible: true }).first().click();
    await page.getByRole('heading', { name: 'Analytik erfassen' }).waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld').first().waitFor();
    await screenshot(page, 'ebv-analytic-errors-desktop');
    await enterAnalytic(page, 0, 'RC-1 0/32');
    await page.getByRole('heading', { name: 'Charge 1/2' }).waitFor();
    await badge(page, 'Abgeschlossen');
    await page.getByText('keine Fußnotenregelung in Anspruch genommen / nicht geprüft').waitFor();
    const pile = await api<{ inventory: { grainSizeAndQuality: string; availableAmountInTons: number }[] }>(
      page,
      'GET',
      `/wrecking-pile/${pileId}`,
    );
    expect(pile.inventory).toEqual([
      expect.objectContaining({ grainSizeAndQuality: 'rc_1_0_32', availableAmountInTons: 500 }),
    ]);
  });

  it('an analytic of RC-1 0/45 (no proof) goes to review: re-check, then dispose and the disposal proof', async () => {
    const appraiser = await open(APPRAISER);
    await enterAnalytic(appraiser, 1, 'RC-1 0/45');
    await badge(appraiser, 'Ergebnisse werden geprüft');

    const manager = await open(PM);
    const managerPhone = await open(PM, PHONE);
    await manager.goto(batchUrl(1));
    await manager.getByRole('link', { name: 'Analytik prüfen' }).filter({ visible: true }).first().click();
    await manager.getByRole('heading', { name: 'Analytik prüfen' }).waitFor();
    await manager.getByText('Eignungsnachweis für die Maschine fehlt').first().waitFor();
    await screenshot(manager, 'ebv-review-desktop');
    await phoneShot(managerPhone, `${batchUrl(1)}/review`, 'Analytik prüfen', 'ebv-review-phone');
    await manager.getByRole('link', { name: 'Abbrechen' }).click();
    await manager.getByRole('heading', { name: 'Charge 2/2' }).waitFor();
    await manager.goto(`${batchUrl(1)}/review`);
    await manager.getByRole('button', { name: 'Erneut prüfen' }).click();
    await waitForToast(manager, 'Die Charge 2 wurde zur erneuten Prüfung eingereicht');
    await badge(manager, 'Probenentnahme offen');

    // The analytic is editable again: the appraiser sends it once more, prefilled.
    await enterAnalytic(appraiser, 1, 'RC-1 0/45', true);
    await badge(appraiser, 'Ergebnisse werden geprüft');

    await manager.goto(`${batchUrl(1)}/review`);
    await manager.getByRole('button', { name: 'Charge entsorgen' }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByText('Charge wirklich entsorgen?').waitFor();
    await dialog.getByRole('button', { name: 'Charge entsorgen' }).click();
    await waitForToast(manager, 'Die Charge wurde zur Entsorgung bestimmt');
    await badge(manager, 'Wird entsorgt');
    await manager
      .getByRole('link', { name: 'Entsorgungsnachweis hinzufügen' })
      .filter({ visible: true })
      .first()
      .click();
    await manager.getByRole('heading', { name: 'Entsorgungsnachweis' }).waitFor();
    await manager.getByRole('button', { name: 'Entsorgungsnachweis speichern' }).click();
    await manager.getByText('Dies ist ein Pflichtfeld').waitFor();
    await phoneShot(
      managerPhone,
      `${pileUrl()}/batch/${batchIds[1]}/disposal-information`,
      'Entsorgungsnachweis',
      'ebv-batch-disposal-phone',
    );
    await upload(manager, pdf('Entsorgungsnachweis Charge 2.pdf'));
    await screenshot(manager, 'ebv-batch-disposal-desktop');
    await manager.getByRole('button', { name: 'Entsorgungsnachweis speichern' }).click();
    await waitForToast(manager, 'Der Entsorgungsnachweis wurde aktualisiert');
    await manager.reload();
    await badge(manager, 'Wird entsorgt');
    await manager.getByRole('link', { name: 'Entsorgungsnachweis Charge 2.pdf' }).first().waitFor();
    // Disposal is final: no review, re-check or analytic any more.
    await expect(manager.getByRole('link', { name: 'Analytik prüfen' }).count()).resolves.toBe(0);
    await screenshot(manager, 'ebv-batch-detail-disposed-desktop');
    // The prefilled form: the saved proof is there when the page is opened again.
    await manager.goto(`${pileUrl()}/batch/${batchIds[1]}/disposal-information`);
    await manager.locator('[data-status="success"]', { hasText: 'Entsorgungsnachweis Charge 2.pdf' }).waitFor();
  });

  it('every new screen fits a 390 px phone', async () => {
    const manager = await open(PM, PHONE);
    await phoneShot(
      manager,
      `/projects/${projectId}/wrecking-pile-overview`,
      'Aufbereitetes Material',
      'ebv-overview-phone',
    );
    await phoneShot(manager, batchUrl(0), 'Charge 1/2', 'ebv-batch-detail-phone');
    await phoneShot(manager, batchUrl(1), 'Charge 2/2', 'ebv-batch-detail-disposed-phone');
    await phoneShot(manager, pileUrl(), `Miete ${PILE}`, 'ebv-pile-detail-batches-phone');
    // A third batch, open, for the appraiser's form on the phone.
    const machinist = await open(MACHINIST, PHONE);
    await capture(machinist, '12,5');
    const pile = await api<{ batches: { batchId: string }[] }>(machinist, 'GET', `/wrecking-pile/${pileId}`);
    batchIds.push(pile.batches[2]!.batchId);
    const appraiser = await open(APPRAISER, PHONE);
    await phoneShot(appraiser, `${batchUrl(2)}/analytic`, 'Analytik erfassen', 'ebv-analytic-phone');
    await appraiser.getByRole('button', { name: 'Speichern' }).click();
    await appraiser.getByText('Dieses Feld ist ein Pflichtfeld').first().waitFor();
    expect(await appraiser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(appraiser, 'ebv-analytic-errors-phone');
    // Tap targets of the footnote choices are at least 44 px high.
    const box = await appraiser
      .getByRole('checkbox', { name: /^keine/ })
      .locator('xpath=..')
      .boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
  });
});
