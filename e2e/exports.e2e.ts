// List export (issue 35 item 4, decision 0600): on the orders screen the user searches, opens
// "Exportieren" and downloads the CSV; the file is what German Excel opens (BOM, `;`, German
// titles) and holds exactly the searched orders. Screenshots of the open menu at 1440 and 390 px.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { enterApp, projectIdOf } from './load-tests.flow.js';
import { smallTargetsOf } from './screen-tour.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('orders export', () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`at ${viewport.width} px: downloads the searched orders as CSV for German Excel`, async () => {
      const page = await enterApp(browser, server.url, 'projektleiter@demo.example', viewport);
      const projectId = await projectIdOf(page, 'Gewerbepark Nord');
      await page.goto(`/projects/${projectId}/orders`);
      await page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).fill('Kieswerk');
      await page.getByRole('link', { name: 'B-2026-002' }).waitFor({ state: 'detached' });
      await page.getByText('Exportieren').click();
      const csvLink = page.getByRole('link', { name: 'CSV (Excel, Semikolon)' });
      await csvLink.waitFor();
      await screenshot(page, `exports-orders-menu-${viewport.width}`);
      if (viewport === PHONE) expect(await smallTargetsOf(page)).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
      expect(download.suggestedFilename()).toMatch(/^2026-014 Bestellungen \d{2}\.\d{2}\.\d{4}\.csv$/);
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const [header, ...lines] = text.split('\r\n').filter((line) => /^(Anlieferungsnummer|B-)/.test(line));
      expect(header!.split(';').slice(0, 5)).toEqual([
        'Anlieferungsnummer',
        'Status',
        'Materialklasse',
        'Herkunft des Materials',
        'Lieferant',
      ]);
      expect(lines.map((line) => line.split(';')[0])).toContain('B-2026-001');
      expect(text).not.toContain('B-2026-002');
      // The origin has a line break: quoted, so Excel keeps it in one cell; amounts with a comma.
      expect(text).toContain('"Kiesgrube Henstedt-Ulzburg, Abbaufeld 3\nSand 0/2, gewaschen"');
      expect(text).toMatch(/;Kieswerk Henstedt GmbH & Co\. KG;450;/);
      await page.context().close();
    }, 120_000);
});
