// EBV compliance assistant end to end (issue 15): on the demo project "Gewerbepark Nord" the
// project manager sets the site into water protection zone III A, orders RC-3 and sees it refused
// where Tabelle 3 says "–"; the orders list marks the order; the appraiser can approve it only with
// the explicit confirmation and a comment; the Einbautabelle works on a phone; the cover sheet of
// § 25 Abs. 3 EBV lists the deliveries and the Einbauweisen, and its sketch shows the project area.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '../apps/server/src/test/pdf-text.js';
import { launchBrowser, PHONE, SCREENSHOT_DIR, screenshot, startServer, type TestServer } from './harness.js';
import { api, field, projectIdOf, signedInPages } from './load-tests.flow.js';

const PM = 'projektleiter@demo.example';
const APPRAISER = 'gutachter@demo.example';
const ORDER_NUMBER = 'B-EBV-RC3';

let server: TestServer;
let browser: Browser;
let projectId = '';

const { open, closeAll } = signedInPages(() => ({ browser, url: server.url }));

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await field(page, label).click();
  await page.getByRole('option', { name: option }).click();
}

// A fresh server seeds the demo data first; on a busy machine that takes longer than the default.
beforeAll(async () => {
  browser = await launchBrowser();
  // E2E_SERVER_URL: drive a server started by hand (fresh demo data) instead of starting one.
  const url = process.env.E2E_SERVER_URL;
  server = url ? ({ url, stop: async () => undefined } as unknown as TestServer) : await startServer();
}, 300_000);

afterAll(async () => {
  await closeAll();
  await browser?.close();
  await server?.stop();
});

describe('EBV compliance assistant', () => {
  it('the project manager sets the site into WSG III A and sees the column the site selects', async () => {
    const page = await open(PM);
    projectId = await projectIdOf(page, 'Gewerbepark Nord');
    await page.goto(`/projects/${projectId}/features/mounting-documentation`);
    await page.getByRole('heading', { name: 'Bodeneinbau-Dokumentationen bearbeiten' }).waitFor();
    const summary = page.getByRole('region', { name: 'Spalte der Einbautabellen' });
    await summary.getByText('Spalte 5: WSG III B / HSG IV, günstig – Sand').waitFor();
    await chooseOption(page, 'Wasserschutzbereich', 'Wasserschutzgebiet Zone III A');
    await summary.getByText('Spalte 4: WSG III A / HSG III, günstig – Sand').waitFor();
    await summary.getByText(/Sickerstrecke 2,1 m mehr als 1 m zuzüglich 0,5 m Sicherheitsabstand/).waitFor();
    await screenshot(page, 'compliance-feature-settings-desktop');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Bodeneinbau-Dokumentation wurde aktualisiert').first().waitFor();
  });

  it('an RC-3 order is refused for the Einbauweisen where Tabelle 3 says "–"', async () => {
    const page = await open(PM);
    await page.goto(`/projects/${projectId}/orders/new`);
    await field(page, 'Anlieferungsnummer').fill(ORDER_NUMBER);
    await field(page, 'Lieferant').fill('RC-Werk Nord GmbH');
    await field(page, 'Herkunft des Materials').fill('Rückbau Halle 3');
    await chooseOption(page, 'Materialklasse', 'RC-3 Recycling-Baustoff Klasse 3 (anzeigepflichtig ab 250 m³)');
    const verdicts = page.getByRole('list', { name: 'Zulässigkeit nach EBV Anlage 2' });
    await verdicts.getByText('unzulässig', { exact: true }).first().waitFor();
    // The demo project's Einbauweisen are 7, 8 and 4: Tabelle 3, column 4 (Sand) has "–" in all three.
    for (const method of ['EW 7 – Schottertragschicht', 'EW 8 – Frostschutzschicht', 'EW 4 – Verfüllung']) {
      const item = verdicts.getByRole('listitem').filter({ hasText: method });
      await expect(item.getByText('unzulässig', { exact: true }).count()).resolves.toBe(1);
      await expect(item.getByText(/Tabelle 3 \(RC-3\)/).count()).resolves.toBe(1);
    }
    await expect(verdicts.getByText('zulässig', { exact: true }).count()).resolves.toBe(0);
    // Changing the class updates the verdicts at once: RC-1 may go into all three.
    await chooseOption(page, 'Materialklasse', 'RC-1 Recycling-Baustoff Klasse 1');
    await verdicts.getByText('zulässig', { exact: true }).first().waitFor();
    await chooseOption(page, 'Materialklasse', 'RC-3 Recycling-Baustoff Klasse 3 (anzeigepflichtig ab 250 m³)');
    await verdicts.getByRole('listitem').filter({ hasText: 'EW 7' }).getByText('unzulässig', { exact: true }).waitFor();
    await field(page, 'Angemeldete Menge').fill('300');
    await screenshot(page, 'compliance-order-form-desktop');
    await page.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await page.getByRole('heading', { name: `Bestellung ${ORDER_NUMBER}` }).waitFor();

    await page.goto(`/projects/${projectId}/orders`);
    const row = page.getByRole('row').filter({ hasText: ORDER_NUMBER });
    await row.getByText('in keiner Einbauweise zulässig').waitFor();
    await screenshot(page, 'compliance-orders-desktop');
  });

  it('the appraiser must confirm and comment to approve it', async () => {
    const page = await open(APPRAISER);
    await page.goto(`/projects/${projectId}/orders`);
    await page
      .getByRole('row')
      .filter({ hasText: ORDER_NUMBER })
      .getByRole('link', { name: 'Prüfen & freigeben' })
      .click();
    await page.getByRole('heading', { name: 'Prüfen & freigeben' }).waitFor();
    await page
      .getByRole('list', { name: 'Zulässigkeit nach EBV Anlage 2' })
      .getByText('unzulässig', { exact: true })
      .first()
      .waitFor();
    await page.getByText('Das Material ist in keiner Einbauweise des Projekts nach EBV Anlage 2 zulässig.').waitFor();
    await page.getByRole('button', { name: 'Bestellung freigeben' }).click();
    await page
      .getByText(
        'Das Material ist in keiner Einbauweise des Projekts zulässig. Bitte bestätigen Sie die Freigabe ausdrücklich.',
      )
      .waitFor();
    await page.getByText('Bitte begründen Sie die Freigabe eines unzulässigen Materials in einem Kommentar.').waitFor();
    await screenshot(page, 'compliance-approve-desktop');
    await page.getByRole('checkbox', { name: /Bestätigung|ausdrücklich frei/ }).check();
    await field(page, 'Kommentar').first().fill('Einzelfallzulassung nach § 21 Abs. 2 EBV liegt vor.');
    await page.getByRole('button', { name: 'Bestellung freigeben' }).click();
    await page.getByText('Die Bestellung wurde freigegeben').first().waitFor();
    await page.getByText('Einzelfallzulassung nach § 21 Abs. 2 EBV liegt vor.').waitFor();
  });

  it('the Einbautabelle shows the project matrix on a phone without horizontal overflow', async () => {
    const page = await open(PM, PHONE);
    await page.goto(`/projects/${projectId}/admissibility`);
    await page.getByRole('heading', { name: 'Einbautabelle', exact: true }).waitFor();
    await page.getByText('Spalte 4: WSG III A / HSG III, günstig – Sand').filter({ visible: true }).first().waitFor();
    await page
      .getByText('RC-3 Recycling-Baustoff Klasse 3', { exact: false })
      .filter({ visible: true })
      .first()
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'compliance-admissibility-phone');
    const check = await api<{ items: { verdict: string }[] }>(
      page,
      'GET',
      `/project/${projectId}/admissibility?materialClass=rc_3`,
    );
    expect(check.items.map((item) => item.verdict)).toEqual(['not_admissible', 'not_admissible', 'not_admissible']);
  });

  it('the cover sheet lists the deliveries and the Einbauweisen and sketches the project area', async () => {
    const page = await open(PM);
    await page.goto(`/projects/${projectId}/admissibility`);
    await page.getByText('Es wurde noch kein Deckblatt erstellt.').waitFor();
    await page.getByRole('button', { name: 'Deckblatt erstellen' }).click();
    await page.getByText('Das Deckblatt wurde erstellt').first().waitFor();
    const download = page.getByRole('link', { name: 'Deckblatt herunterladen' });
    const href = (await download.getAttribute('href'))!;
    const base64 = await page.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, href);
    const pdf = Buffer.from(base64, 'base64');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Deckblatt nach § 25 Abs. 3 EBV');
    expect(text).toContain('B-2026-001');
    expect(text.match(/\d{2}\.\d{2}\.\d{4} B-2026-001/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    for (const method of [
      'Schottertragschicht (ToB) unter gebundener Deckschicht',
      'Frostschutzschicht (ToB)',
      'Verfüllung von Baugruben',
    ]) {
      expect(text).toContain(method);
    }
    expect(text).toContain('Wasserschutzgebiet Zone III A');
    // Render the first page for a look at the sketch (test-results/screenshots/compliance-cover-sheet-1.png).
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'compliance-cover-sheet.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      file,
      path.join(SCREENSHOT_DIR, 'compliance-cover-sheet'),
    ]);
    await screenshot(page, 'compliance-cover-sheet-card-desktop');
    const listing = await api<{ items?: unknown }>(page, 'GET', `/project-documentation/${projectId}`);
    expect(JSON.stringify(listing)).toContain('Ersatzbaustoffe');
  });
});
