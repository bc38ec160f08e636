// A supplier's digital delivery note into a delivery (issue 34 item 2, decision 0641), on a 390 px
// phone: the foreman imports the supplier's UBL XML on "Anlieferung erfassen", sees the form
// filled, saves, and finds the values and the file on the delivery after a reload. A note of
// several lines asks which one; a wrong document is refused with the German reason inline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sampleNote, sampleNoteFor } from '../apps/server/src/test/ubl-samples.js';
import { launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { api, enterApp, field, projectIdOf } from './load-tests.flow.js';

const FOREMAN = 'polier@demo.example';
const PROJECT = 'Gewerbepark Nord';
const ORDER = 'B-2026-001';

let server: TestServer;
let browser: Browser;
let page: Page;
let projectId = '';
let orderId = '';
/** The full sample note, delivered to the demo project's own address. */
let supplierXml = Buffer.alloc(0);

type Address = { street: string; houseNumber: string; postalCode: string; city: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await enterApp(browser, server.url, FOREMAN, PHONE);
  projectId = await projectIdOf(page, PROJECT);
  const orders = await api<{ items: { orderId: string; orderNumber: string }[] }>(
    page,
    'GET',
    `/order?projectId=${projectId}&skip=0&limit=999`,
  );
  orderId = orders.items.find((order) => order.orderNumber === ORDER)!.orderId;
  const project = await api<{ address: Address }>(page, 'GET', `/project/${projectId}`);
  supplierXml = sampleNoteFor(project.address);
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

const newDelivery = () => page.goto(`/projects/${projectId}/orders/${orderId}/delivery/new`);
const importFile = (name: string, buffer: Buffer, mimeType = 'application/xml') =>
  page.getByTestId('delivery-note-import-input').setInputFiles({ name, mimeType, buffer });

describe('importing a supplier delivery note (390 px)', () => {
  it('refuses another document type with the German reason, inline', async () => {
    await newDelivery();
    await page.getByRole('button', { name: 'Lieferschein importieren' }).waitFor();
    const receipt = Buffer.from(sampleNote('minimal').toString('utf8').replaceAll('DespatchAdvice', 'ReceiptAdvice'));
    await importFile('Wareneingang.xml', receipt);
    const alert = page.getByRole('alert').filter({ hasText: 'Der Lieferschein wurde nicht übernommen' });
    await alert.getByText('Die Datei ist eine Wareneingangsbestätigung (ReceiptAdvice), kein Lieferschein').waitFor();
    expect(await field(page, 'Referenz (Lieferschein)').inputValue()).toBe('');
  });

  it('asks which line when the note has several, and takes the picked one', async () => {
    await newDelivery();
    const several = Buffer.from(
      sampleNote('several-lines')
        .toString('utf8')
        .replace(/<cac:Shipment>[\s\S]*?<\/cac:Shipment>/, ''),
    );
    await importFile('Sammellieferschein.xml', several);
    await page.getByText('Der Lieferschein hat 3 Positionen. Welche ist diese Anlieferung?').waitFor();
    await page.getByRole('button', { name: /^Pos\. 2 · Kies 2\/32 · 8,5\s?t$/ }).click();
    expect(await field(page, 'Menge').inputValue()).toBe('8,5');
    expect(await field(page, 'Kommentar').inputValue()).toBe('Material laut Lieferschein: Kies 2/32');
    await screenshot(page, 'delivery-import-lines-phone');
  });

  it('fills the form from the XML; saved, the delivery shows the values and the file after a reload', async () => {
    await newDelivery();
    await page.getByRole('button', { name: 'Lieferschein importieren' }).waitFor();
    await importFile('LS-2026-04711.xml', supplierXml);
    await page.getByText('Lieferschein LS-2026-04711 von Kieswerk Mustermann GmbH').waitFor();
    expect(await field(page, 'Menge').inputValue()).toBe('24,48');
    expect(await field(page, 'Referenz (Lieferschein)').inputValue()).toBe('LS-2026-04711');
    expect(await field(page, 'Kommentar').inputValue()).toBe(
      'Material laut Lieferschein: BM-0 Sand 0/2 (Art.-Nr. KM-0102)\nKennzeichen: TF-KM 204',
    );
    await page.getByText('LS-2026-04711.xml').first().waitFor();
    await field(page, 'Lieferdatum').scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-import-filled-phone');
    await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
    await page
      .getByText(/^Anlieferung \(Charge \d+\) wurde erfasst$/)
      .first()
      .waitFor();

    const order = await api<{ deliveries: { deliveryId: string; reference: string | null }[] }>(
      page,
      'GET',
      `/order/${orderId}`,
    );
    const delivery = order.deliveries.find((entry) => entry.reference === 'LS-2026-04711')!;
    await page.goto(`/projects/${projectId}/orders/${orderId}/delivery/${delivery.deliveryId}`);
    await page.reload();
    const main = page.locator('main#main');
    await main.getByText('24,48 t').waitFor();
    await main.getByText('27.11.2026').waitFor();
    await main.getByText('LS-2026-04711', { exact: true }).waitFor();
    await main.getByText('Kennzeichen: TF-KM 204').waitFor();
    await main.getByRole('link', { name: /LS-2026-04711\.xml/ }).waitFor();
    await screenshot(page, 'delivery-import-saved-phone');
  });
});
