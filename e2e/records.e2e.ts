// Records that last (issue 36), the visible part end to end: the project manager of the demo
// project hands the records over on the project documents page (one ZIP, recorded with the
// manifest's SHA-256, still listed after a reload and in the history), at 1440 and 390 px; the
// admin's "Verlaufsprüfung" finds every chain unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { field, projectIdOf, signedInPages } from './load-tests.flow.js';
import { smallTargetsOf } from './screen-tour.js';

const PM = 'projektleiter@demo.example';
const ADMIN = 'admin@demo.example';
const RECIPIENT = 'Stadt Norderstedt, Tiefbauamt';

let server: TestServer;
let browser: Browser;
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

describe('records that last', () => {
  it('the project manager hands the records over; the pack is recorded and in the history', async () => {
    const page = await open(PM);
    const projectId = await projectIdOf(page, 'Gewerbepark Nord');
    await page.goto(`/projects/${projectId}/documents`);
    await page.getByRole('heading', { name: 'Übergabe nach § 25 EBV' }).waitFor();
    await field(page, 'Übergeben an').fill(RECIPIENT);
    await page.getByRole('button', { name: 'Übergabepaket erstellen' }).click();
    await page
      .getByText(/Das Übergabepaket mit \d+ Dateien wurde erstellt/)
      .first()
      .waitFor();
    const table = page.getByRole('table', { name: 'Bisherige Übergaben' });
    await table.getByText(`${RECIPIENT} (Bauherr (§ 25 Abs. 3 EBV))`).waitFor();
    await screenshot(page, 'records-handover-desktop');

    await page.reload();
    const row = page
      .getByRole('table', { name: 'Bisherige Übergaben' })
      .getByRole('row')
      .filter({ hasText: RECIPIENT });
    // The digest cell follows the file count: the 64 hex digits that no further hex digit follows.
    const digest = (await row.textContent())?.match(/[0-9a-f]{64}(?![0-9a-f])/)?.[0];
    expect(digest).toMatch(/^[0-9a-f]{64}$/);

    await page.goto(`/projects/${projectId}/history`);
    await page
      .getByText(`an ${RECIPIENT} (Bauherr (§ 25 Abs. 3 EBV)) übergeben; SHA-256 des Manifests: ${digest}`)
      .first()
      .waitFor();

    const phone = await open(PM, PHONE);
    await phone.goto(`/projects/${projectId}/documents`);
    await phone.getByRole('button', { name: 'Übergabepaket erstellen' }).waitFor();
    await phone.getByText(RECIPIENT).filter({ visible: true }).first().waitFor();
    await screenshot(phone, 'records-handover-phone');
    expect(await smallTargetsOf(phone)).toEqual([]);
  });

  it('the admin sees every history chain unchanged', async () => {
    const page = await open(ADMIN);
    await page.goto('/history-chains');
    await page.getByText(/^Alle \d+ Verlaufsketten sind unverändert/).waitFor();
    await screenshot(page, 'records-history-chains-desktop');
    const phone = await open(ADMIN, PHONE);
    await phone.goto('/history-chains');
    await phone.getByText(/^Alle \d+ Verlaufsketten sind unverändert/).waitFor();
    await screenshot(phone, 'records-history-chains-phone');
  });
});
