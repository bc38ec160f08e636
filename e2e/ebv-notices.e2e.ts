// Notices of § 22 EBV end to end (issue 15): on the demo project "Gewerbepark Nord" (WSG III B) an
// RC-3 order makes a Voranzeige necessary (§ 22 Abs. 2); the project manager has the open task "Voranzeige einreichen", sees on the
// Einbautabelle page why the Voranzeige is required, generates it, records the send date, and the
// task disappears. The card is looked at on a desktop and on a phone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '../apps/server/src/test/pdf-text.js';
import { launchBrowser, PHONE, SCREENSHOT_DIR, screenshot, startServer, type TestServer } from './harness.js';
import { api, projectIdOf, signedInPages, waitForToast } from './load-tests.flow.js';

const PM = 'projektleiter@demo.example';

let server: TestServer;
let browser: Browser;
let projectId = '';

const block = (page: Page) => page.getByRole('region', { name: 'Voranzeige' });
const { open, closeAll } = signedInPages(() => ({ browser, url: server.url }));

beforeAll(async () => {
  browser = await launchBrowser();
  const url = process.env.E2E_SERVER_URL;
  server = url ? ({ url, stop: async () => undefined } as unknown as TestServer) : await startServer();
}, 300_000);

afterAll(async () => {
  await closeAll();
  await browser?.close();
  await server?.stop();
});

describe('notices of § 22 EBV', () => {
  it('the project manager sees the requirement, generates the Voranzeige, records the send date; the task disappears', async () => {
    const page = await open(PM);
    projectId = await projectIdOf(page, 'Gewerbepark Nord');
    // The demo site lies in WSG III B; its orders are BM-0 (exempt) and no delivered BM-0*.
    await page.goto(`/projects/${projectId}/admissibility`);
    await page.getByText('Keine Voranzeige erforderlich', { exact: true }).waitFor();
    await api(page, 'POST', '/order', {
      projectId,
      orderNumber: 'B-RC3-WSG',
      materialOrigin: 'Rückbau Halle 3',
      carrier: 'RC-Werk Nord GmbH',
      materialClass: 'rc_3',
      declaredQuantityInTons: 120,
      approvalByAppraiserRequired: true,
    });
    await page.goto(`/projects/${projectId}`);
    const task = page.getByRole('link', { name: /Voranzeige einreichen/ });
    await task.waitFor();
    await task.click();

    await page.getByRole('heading', { name: 'Einbautabelle', exact: true }).waitFor();
    await page.getByText('Voranzeige erforderlich', { exact: true }).waitFor();
    await page.getByText(/§ 22 Abs\. 2 EBV: Einbau von RC-3 im Gebiet „Wasserschutzgebiet Zone III B“/).waitFor();
    await page.getByText(/Voranzeige einzureichen bis \d{2}\.\d{2}\.\d{4}/).waitFor();
    await page.getByRole('heading', { name: 'Anzeigen nach § 22 EBV' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'ebv-notices-card-desktop');

    await page.getByRole('button', { name: 'Voranzeige erstellen' }).click();
    await waitForToast(page, 'Die Voranzeige wurde erstellt');
    const download = page.getByRole('link', { name: 'Voranzeige herunterladen' });
    const href = (await download.getAttribute('href'))!;
    const base64 = await page.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, href);
    const pdf = Buffer.from(base64, 'base64');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'Voranzeige nach § 22 EBV',
      'Gewerbepark Nord',
      'RC-3',
      '120 t',
      'Wasserschutzgebiet Zone III B',
    ]) {
      expect(text).toContain(expected);
    }
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'ebv-prior-notice.pdf');
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
      path.join(SCREENSHOT_DIR, 'ebv-prior-notice'),
    ]);

    const notice = block(page);
    await notice.getByLabel(/^Gesendet am/).click();
    await page.getByRole('button', { name: 'Heute' }).click();
    await notice.getByRole('button', { name: 'Versand eintragen' }).click();
    await waitForToast(page, 'Der Versand der Voranzeige wurde eingetragen');
    await notice.getByText(/gesendet am \d{2}\.\d{2}\.\d{4}/).waitFor();
    await expect(page.getByRole('button', { name: 'Voranzeige neu erstellen' }).count()).resolves.toBe(0);

    // The dashboard may first show its stored answers (decision 0430), which still hold the task;
    // the fresh open tasks must no longer have it.
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('heading', { name: /Offene Aufgaben/ }).waitFor();
    await page.getByRole('link', { name: /Voranzeige einreichen/ }).waitFor({ state: 'detached' });
  });

  it('the card fits a phone without horizontal overflow', async () => {
    const page = await open(PM, PHONE);
    await page.goto(`/projects/${projectId}/admissibility`);
    await page.getByText('Voranzeige erforderlich', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Schüttdichten speichern' }).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const small = await page.evaluate(() =>
      // Own buttons and links (the shared date field has the height of every form field).
      Array.from(document.querySelectorAll('section[aria-label="Voranzeige"] :is(button:not([aria-haspopup]), a)'))
        .map((element) => element.getBoundingClientRect().height)
        .filter((height) => height > 0 && height < 44),
    );
    expect(small).toEqual([]);
    await page.getByRole('heading', { name: 'Anzeigen nach § 22 EBV' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'ebv-notices-card-phone');
    await block(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'ebv-notices-documents-phone');
  });
});
