// Recycled material, delivery notes end to end (issue 21 §5, §6) on the demo data: the project
// manager sees the inventory of "M-06 Betonbruch Tiefgarage" and allows machinists to write
// delivery notes; the machinist picks pile and material on the dashboard, creates the note on a
// phone and downloads its PDF, whose text carries the § 25 (1) EBV items and the number, and its
// UBL XML (a DespatchAdvice, decision 0640). Every
// screen of the area fits 390 px without horizontal scrolling. With more piles than a page, the
// overview loads the next as the user scrolls and its search finds a pile beyond (decision 0450).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, screenshot, SCREENSHOT_DIR, startServer, type TestServer } from './harness.js';
import { field, projectIdOf, signedInPages, waitForToast } from './load-tests.flow.js';
import { releasedPile } from './recycled-material.flow.js';
import { axeOf, smallTargetsOf, TAP_TARGET_PX } from './screen-tour.js';

const PM = 'projektleiter@demo.example';
const MACHINIST = 'maschinist@demo.example';
const PILE = 'M-06 Betonbruch Tiefgarage';
const DELEGATION = 'Maschinisten sind berechtigt, im Namen des Projektleiters Lieferscheine zu erstellen.';

let server: TestServer;
let browser: Browser;
let projectId = '';

const { open, closeAll } = signedInPages(() => ({ browser, url: server.url }));

async function expectNoHorizontalScroll(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, name).toBeLessThanOrEqual(0);
}

/** The pile's section of the overview (a collapsible block headed by its name). */
const pileSection = (page: Page) =>
  page
    .locator('div[data-state]')
    .filter({ has: page.getByRole('button', { name: new RegExp(PILE) }) })
    .first();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await closeAll();
  await browser?.close();
  await server?.stop();
});

describe('delivery notes', { timeout: 240_000 }, () => {
  it('the project manager sees the demo inventory and allows machinists to write delivery notes', async () => {
    const page = await open(PM);
    projectId = await projectIdOf(page, 'Gewerbepark Nord');
    await page.goto(`/projects/${projectId}/wrecking-pile-inventory`);
    await page.getByRole('heading', { name: 'Lieferscheine', level: 1 }).waitFor();
    const section = pileSection(page);
    // 510 t released as RC-1 0/32, notes of 120 t and 85,5 t.
    await section.getByText('304,5\u00a0t').filter({ visible: true }).first().waitFor();
    await section.getByText('Nr. 2').filter({ visible: true }).first().waitFor();
    const checkbox = section.getByLabel(DELEGATION);
    expect(await checkbox.isChecked()).toBe(false);
    await checkbox.check();
    await waitForToast(page, `Maschinisten dürfen für ${PILE} Lieferscheine erstellen`);
    expect(await checkbox.isChecked()).toBe(true);
    await screenshot(page, 'delivery-notes-overview-desktop');

    await page.getByRole('button', { name: 'Alle einklappen' }).click();
    await section.getByText('Nr. 2').filter({ visible: true }).first().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Alle ausklappen' }).click();
    await section.getByText('Nr. 2').filter({ visible: true }).first().waitFor();
  });

  it('the machinist creates a delivery note from the dashboard on a phone and downloads its PDF', async () => {
    const page = await open(MACHINIST, PHONE);
    await page.goto(`/projects/${projectId}`);
    const card = page.getByRole('region', { name: 'Lieferschein erstellen' });
    await card.waitFor();
    // The only pile allowing machinists, and its only material, are chosen already.
    await expect.poll(() => card.getByLabel(/^Miete/).textContent()).toContain(PILE);
    await expect.poll(() => card.getByLabel(/^Material/).textContent()).toContain('RC-1 0/32');
    // The capture card offers the released piles (M-06 waits for a batch location).
    await page.getByRole('region', { name: 'Aufbereitetes Material erfassen' }).waitFor();
    await expectNoHorizontalScroll(page, 'dashboard');
    await screenshot(page, 'delivery-notes-dashboard-phone');
    await card.getByRole('button', { name: 'Lieferschein erstellen' }).click();

    await page.getByRole('heading', { name: 'Lieferschein erstellen', level: 1 }).waitFor();
    await page.getByText('Noch 304,5 t verfügbar').waitFor();
    expect(await field(page, 'Land').inputValue()).toBe('de');
    await field(page, 'Liefermenge').fill('25,75');
    await field(page, 'Name des Beförderers').fill('Spedition Elbkies GmbH');
    await field(page, 'Straße').fill('Am Kanal');
    await field(page, 'Hausnummer').fill('3');
    await field(page, 'PLZ').fill('2045');
    await field(page, 'Ort').fill('Hamburg');
    await field(page, 'Beförderernummer').fill('BEF-0815');
    await field(page, 'Telefonnummer').fill('040 987654');
    await field(page, 'E-Mail-Adresse').fill('dispo@elbkies.example');
    await page.getByRole('button', { name: 'Lieferschein erstellen' }).click();
    await page.getByText('Bitte geben Sie eine valide PLZ ein').waitFor();
    await field(page, 'PLZ').fill('20457');
    await expectNoHorizontalScroll(page, 'create delivery note');
    await screenshot(page, 'delivery-note-create-phone');
    await page.getByRole('button', { name: 'Lieferschein erstellen' }).click();
    await waitForToast(page, 'Der Lieferschein wurde erstellt');
    await page.getByRole('heading', { name: 'Lieferschein Nr. 3 wurde erstellt' }).waitFor();
    await expectNoHorizontalScroll(page, 'delivery note created');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Lieferschein herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Lieferschein 3 .*\.pdf$/);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'delivery-note.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const expected of [
      'Lieferschein Nr. 3',
      'Inverkehrbringer',
      'RC-1 0/32',
      '17 01 01',
      'Überwachungsstelle oder Untersuchungsstelle',
      'Prüfbericht Charge 1.pdf',
      'Fußnoten',
      '25,75 t',
      'Lieferkörnung oder Bodengruppe',
      'Spedition Elbkies GmbH',
      PILE,
      'Charge 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, file.replace(/\.pdf$/, '')]);

    // Beside it the same note as UBL XML (decision 0640): a DespatchAdvice with the note's number.
    const xmlLink = page.getByRole('link', { name: 'Lieferschein Nr. 3 als XML (UBL) herunterladen' });
    // A 44 px tap target on the phone (the overview's links are checked with the whole page below).
    const box = (await xmlLink.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await screenshot(page, 'delivery-note-created-phone');
    const [xmlDownload] = await Promise.all([page.waitForEvent('download'), xmlLink.click()]);
    expect(xmlDownload.suggestedFilename()).toMatch(/^Lieferschein 3 .*\.xml$/);
    const xml = fs.readFileSync(await xmlDownload.path()).toString('utf8');
    expect(xml).toMatch(
      /^<\?xml [^>]*\?>\s*<DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2"/,
    );
    expect(xml).toContain('<cbc:ID>3</cbc:ID>');
    expect(xml).toContain('<cbc:DeliveredQuantity unitCode="TNE">25.75</cbc:DeliveredQuantity>');

    // The overview and the pile list the new note, on a phone without horizontal scrolling.
    await page.getByRole('link', { name: 'Zur Lieferscheinübersicht' }).click();
    await pileSection(page).getByText('Nr. 3').filter({ visible: true }).first().waitFor();
    await page.getByText('278,75\u00a0t').filter({ visible: true }).first().waitFor();
    await expectNoHorizontalScroll(page, 'overview');
    await screenshot(page, 'delivery-notes-overview-phone');
    await pileSection(page).getByRole('link', { name: 'Miete einsehen' }).click();
    await page.getByRole('heading', { name: `Miete ${PILE}` }).waitFor();
    await page.getByRole('link', { name: 'Lieferschein Nr. 3 als PDF herunterladen' }).first().waitFor();
    await page.getByRole('link', { name: 'Lieferschein Nr. 3 als XML (UBL) herunterladen' }).first().waitFor();
    await expectNoHorizontalScroll(page, 'pile detail');
    await screenshot(page, 'delivery-notes-pile-detail-phone');
  });

  it('the machinist sees the permission read-only', async () => {
    const page = await open(MACHINIST);
    await page.goto(`/projects/${projectId}/wrecking-pile-inventory`);
    const checkbox = pileSection(page).getByLabel(DELEGATION);
    await checkbox.waitFor();
    expect(await checkbox.isChecked()).toBe(true);
    expect(await checkbox.isDisabled()).toBe(true);
  });

  it('with more piles than a page: the overview loads more as the user scrolls and finds a pile beyond', async () => {
    // Eleven more piles released for processing (project manager creates and approves, the
    // machinist checks): with the demo's, more than the ten of one page.
    const manager = await open(PM);
    const machinist = await open(MACHINIST);
    for (let n = 1; n <= 11; n += 1)
      await releasedPile(manager, machinist, { projectId, name: `Z-Miete ${String(n).padStart(2, '0')}`, tons: 500 });

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open(PM, viewport);
      const requests: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/backend/api/wrecking-pile-inventory') requests.push(url);
      });
      await page.goto(`/projects/${projectId}/wrecking-pile-inventory`);
      await pileSection(page).getByText('Nr. 3').filter({ visible: true }).first().waitFor();
      const last = page.getByRole('button', { name: /^Z-Miete 11/ });
      expect(await last.count()).toBe(0);
      expect(requests.map((url) => url.searchParams.get('limit'))).toEqual(['11']);
      await expectNoHorizontalScroll(page, `paged overview ${viewport.width}`);
      await screenshot(page, `delivery-notes-overview-paged-${viewport.width}`);
      // Scrolling to the end loads the next page.
      await page.mouse.wheel(0, 100_000);
      await last.waitFor();
      expect(requests.map((url) => url.searchParams.get('skip'))).toEqual(['0', '10']);
      expect(await axeOf(page)).toEqual([]);
      if (viewport === PHONE) expect(await smallTargetsOf(page)).toEqual([]);

      await page.goto(`/projects/${projectId}/wrecking-pile-inventory`);
      await page.getByRole('searchbox', { name: 'Mieten durchsuchen' }).fill('Z-Miete 11');
      await last.waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^Z-Miete 10/ }).count()).toBe(0);
      expect(requests.at(-1)?.searchParams.get('search')).toBe('Z-Miete 11');
    }

    // The dashboard's selector: its first page offers M-06; more piles by the button or a search.
    const dashboard = await open(PM, PHONE);
    await dashboard.goto(`/projects/${projectId}`);
    const card = dashboard.getByRole('region', { name: 'Lieferschein erstellen' });
    await expect.poll(() => card.getByLabel(/^Miete/).textContent()).toContain(PILE);
    await card.getByRole('searchbox', { name: 'Nach Miete suchen' }).waitFor();
    await card.getByRole('button', { name: 'Weitere Mieten laden' }).waitFor();
    await expectNoHorizontalScroll(dashboard, 'dashboard selector paged');
    expect(await smallTargetsOf(dashboard)).toEqual([]);
    await card.screenshot({ path: path.join(SCREENSHOT_DIR, 'delivery-note-selector-paged-390.png') });

    // The pile detail asks for its own pile's entry only.
    const page = await open(PM);
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/backend/api/wrecking-pile-inventory') requests.push(url);
    });
    await page.goto(`/projects/${projectId}/wrecking-pile-inventory?suche=M-06`);
    await pileSection(page).getByRole('link', { name: 'Miete einsehen' }).click();
    await page.getByRole('heading', { name: `Miete ${PILE}` }).waitFor();
    await page.getByRole('link', { name: 'Lieferschein Nr. 3 als PDF herunterladen' }).first().waitFor();
    const own = requests.find((url) => url.searchParams.has('wreckingPileId'));
    expect(own?.searchParams.get('limit')).toBe('1');
  });
});
