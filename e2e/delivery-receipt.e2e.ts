// A receipt signed on site (issue 34 item 3, decision 0690), on a 390 px phone: the project asks
// for signatures; the foreman imports the supplier's UBL XML into a delivery, loses the connection,
// cannot save without the receiver's signature, signs with the finger („Unterschreiben“), saves into
// the outbox; back online the entry arrives once with its signature, the receipt PDF shows it, and
// the project manager (a second user) finds no way to change the signed delivery. The foreman's
// correction becomes version 2, the signed version 1 stays on the screen and in the PDF. The driver
// may sign as well, on a pad of his own that can be dropped again („Ohne Fahrer“).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sampleNoteFor } from '../apps/server/src/test/ubl-samples.js';
import { pdfText } from '../apps/server/src/test/pdf-text.js';
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  startServer,
  waitForServiceWorkerControl,
  type TestServer,
} from './harness.js';
import { api, enterApp, field, projectIdOf, waitForToast } from './load-tests.flow.js';

const FOREMAN = 'polier@demo.example';
const PM = 'projektleiter@demo.example';
const PROJECT = 'Gewerbepark Nord';
const ORDER = 'B-2026-001';
const QUEUED = 'Ohne Verbindung gespeichert – wird automatisch gesendet';

let server: TestServer;
let browser: Browser;
let projectId = '';
let orderId = '';
let supplierXml = Buffer.alloc(0);

type Address = { street: string; houseNumber: string; postalCode: string; city: string; country: string };
type ProjectView = {
  name: string;
  number: string | null;
  client: string | null;
  constructionWorkTypes: string[];
  startDate: string | null;
  address: Address;
  attributes: Record<string, unknown> & { layoutPlan: { id: string }[] };
};
type Delivery = {
  deliveryId: string;
  reference: string | null;
  version: number;
  isSigned: boolean;
  signatures: { role: string; signerName: string; position: unknown }[];
  receiptDocumentUrl: string;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const manager = await enterApp(browser, server.url, PM, DESKTOP);
  projectId = await projectIdOf(manager, PROJECT);
  const orders = await api<{ items: { orderId: string; orderNumber: string }[] }>(
    manager,
    'GET',
    `/order?projectId=${projectId}&skip=0&limit=999`,
  );
  orderId = orders.items.find((order) => order.orderNumber === ORDER)!.orderId;
  // „Unterschrift bei Lieferungen verlangen“, set in the project settings screen.
  await manager.goto(`/projects/${projectId}/settings`);
  await manager.getByRole('radiogroup', { name: 'Unterschrift bei Lieferungen verlangen' }).getByText('Ja').click();
  await screenshot(manager, 'receipt-project-setting-desktop');
  await manager.getByRole('button', { name: 'Speichern' }).click();
  await manager
    .getByText(/gespeichert|aktualisiert/)
    .first()
    .waitFor();
  const project = await api<ProjectView>(manager, 'GET', `/project/${projectId}`);
  expect(project.attributes.isDeliverySignatureRequired).toBe(true);
  await manager.context().close();
  supplierXml = sampleNoteFor(project.address);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const orderUrl = () => `/projects/${projectId}/orders/${orderId}`;
const deliveryUrl = (deliveryId: string) => `${orderUrl()}/delivery/${deliveryId}`;

/** A signature drawn with the pointer across the role's pad, as a finger would. */
async function drawSignature(page: Page, role: 'receiver' | 'driver') {
  const pad = page.locator(`[data-signature-pad="${role}"] canvas`);
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const points = Array.from({ length: 24 }, (_, step) => ({
    x: box.x + 20 + (step * (box.width - 40)) / 23,
    y: box.y + box.height / 2 + Math.sin(step / 2) * (box.height / 4),
  }));
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 3 });
  await page.mouse.up();
}

async function download(page: Page, url: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (href) => {
    const bytes = new Uint8Array(await (await fetch(href)).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, url);
  return Buffer.from(base64, 'base64');
}

const findDelivery = async (page: Page, reference: string) =>
  (await api<{ deliveries: Delivery[] }>(page, 'GET', `/order/${orderId}`)).deliveries.find(
    (delivery) => delivery.reference === reference,
  );

describe('a delivery signed on the phone (390 px)', () => {
  let deliveryId = '';

  it('imports the supplier note, is signed offline, arrives once with its signature, and the PDF shows it', async () => {
    const page = await enterApp(browser, server.url, FOREMAN, PHONE, { serviceWorker: true });
    const context = page.context();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.7001, longitude: 9.9932, accuracy: 12 });
    await page.goto(orderUrl());
    await page.locator('main#main h1').first().waitFor();
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: 'Anlieferung erfassen' }).filter({ visible: true }).first().click();

    // The import needs the connection; signing and saving do not.
    await page.getByTestId('delivery-note-import-input').setInputFiles({
      name: 'LS-2026-04711.xml',
      mimeType: 'application/xml',
      buffer: supplierXml,
    });
    await page.getByText('Lieferschein LS-2026-04711 von Kieswerk Mustermann GmbH').waitFor();
    expect(await field(page, 'Menge').inputValue()).toBe('24,48');
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
    await page.getByText('In diesem Projekt muss der Empfänger jede Anlieferung unterschreiben.').waitFor();
    // An empty pad is no signature.
    await page.getByRole('button', { name: 'Unterschreiben' }).click();
    await page.getByText('Die Unterschrift ist leer. Bitte unterschreiben Sie im Feld.').waitFor();
    const padWidth = (await page.locator('[data-signature-pad="receiver"] canvas').boundingBox())!.width;
    expect(padWidth).toBeGreaterThan(300);
    await field(page, 'Name des Empfängers').fill('Paula Polier');
    await drawSignature(page, 'receiver');
    await screenshot(page, 'receipt-pad-drawn-phone');
    await page.getByRole('button', { name: 'Unterschreiben' }).click();
    await page.getByText(/^Unterschrieben von Paula Polier am \d\d\.\d\d\.\d{4}/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'receipt-signed-phone');
    await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
    await waitForToast(page, QUEUED);
    expect(await findDelivery(page, 'LS-2026-04711').catch(() => undefined)).toBeUndefined();

    // Back online: the outbox sends the entry with its signature, once.
    await context.setOffline(false);
    await expect
      .poll(async () => (await findDelivery(page, 'LS-2026-04711'))?.isSigned, { timeout: 30_000 })
      .toBe(true);
    await page.waitForTimeout(1000);
    const order = await api<{ deliveries: Delivery[] }>(page, 'GET', `/order/${orderId}`);
    const sent = order.deliveries.filter((delivery) => delivery.reference === 'LS-2026-04711');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.signatures).toMatchObject([
      { role: 'receiver', signerName: 'Paula Polier', position: { latitude: 53.7001, longitude: 9.9932 } },
    ]);
    deliveryId = sent[0]!.deliveryId;

    await page.goto(deliveryUrl(deliveryId));
    const main = page.locator('main#main');
    await main.getByText('Unterschrift Empfänger').first().waitFor();
    await main.getByRole('img', { name: 'Unterschrift Empfänger: Paula Polier' }).waitFor();
    await main.getByText('24,48 t').first().waitFor();
    await screenshot(page, 'receipt-delivery-detail-phone');

    const pdf = await download(page, sent[0]!.receiptDocumentUrl);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Unterschrift Empfänger');
    expect(text).toContain('Paula Polier');
    expect(text).toContain('24,48 t');
    expect(text).toContain('LS-2026-04711');
    expect(text).toContain(
      'Kommentar: Material laut Lieferschein: BM-0 Sand 0/2 (Art.-Nr. KM-0102) Kennzeichen: TF-KM 204',
    );
    await context.close();
  });

  it('a second user cannot change the signed delivery', async () => {
    const page = await enterApp(browser, server.url, PM, PHONE);
    await page.goto(deliveryUrl(deliveryId));
    await page.locator('main#main').getByRole('img', { name: 'Unterschrift Empfänger: Paula Polier' }).waitFor();
    expect(await page.getByRole('button', { name: 'Berichtigen' }).count()).toBe(0);
    const attempts = await page.evaluate(
      async ({ orderId, deliveryId }) => {
        const url = `/backend/api/order/${orderId}/delivery/${deliveryId}`;
        const send = async (method: string, path = url) =>
          (
            await fetch(path, {
              method,
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                deliveryDate: '2026-05-04',
                amountInTons: 1,
                attachmentDocuments: [],
                reason: 'x',
              }),
            })
          ).status;
        return {
          put: await send('PUT'),
          remove: await send('DELETE'),
          correction: await send('POST', `${url}/correction`),
        };
      },
      { orderId, deliveryId },
    );
    expect(attempts).toEqual({ put: 404, remove: 404, correction: 403 });
    const delivery = await api<Delivery>(page, 'GET', `/order/${orderId}/delivery/${deliveryId}`);
    expect(delivery).toMatchObject({ version: 1, isSigned: true });
    await screenshot(page, 'receipt-second-user-phone');
    await page.context().close();
  });

  it('the foreman’s correction is version 2; the signed version 1 stays on screen and in the PDF', async () => {
    const page = await enterApp(browser, server.url, FOREMAN, PHONE);
    await page.goto(deliveryUrl(deliveryId));
    await page.getByRole('button', { name: 'Berichtigen' }).click();
    await field(page, 'Grund der Berichtigung').fill('Nettogewicht laut Wiegeschein');
    await field(page, 'Menge').fill('24,125');
    await field(page, 'Name des Empfängers').fill('Paula Polier');
    await drawSignature(page, 'receiver');
    await page.getByRole('button', { name: 'Unterschreiben' }).click();
    await page.getByText(/^Unterschrieben von Paula Polier/).waitFor();
    await page.getByRole('button', { name: 'Berichtigung speichern' }).click();
    await waitForToast(page, 'Anlieferung wurde berichtigt (Version 2)');
    const main = page.locator('main#main');
    await main.getByText('24,125 t').first().waitFor();
    await main.getByRole('heading', { name: 'Frühere Versionen' }).waitFor();
    await main
      .getByText(/^berichtigt am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr durch .+ – Nettogewicht laut Wiegeschein$/)
      .first()
      .waitFor();
    expect(await main.getByRole('img', { name: 'Unterschrift Empfänger: Paula Polier' }).count()).toBe(2);
    await screenshot(page, 'receipt-corrected-phone');
    const delivery = await api<Delivery>(page, 'GET', `/order/${orderId}/delivery/${deliveryId}`);
    const text = (await pdfText(await download(page, delivery.receiptDocumentUrl))).replace(/\s+/g, ' ');
    expect(text).toMatch(/Berichtigt am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr durch/);
    expect(text).toContain('Frühere Version 1 (ersetzt)');
    expect(text).toContain('24,48 t');
    expect(text).toContain('24,125 t');
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await main.getByRole('heading', { name: 'Frühere Versionen' }).waitFor();
    await screenshot(page, 'receipt-corrected-desktop');
    await page.context().close();
  });

  it('the driver signs too: his pad is added, dropped with „Ohne Fahrer“, added again and signed', async () => {
    const page = await enterApp(browser, server.url, FOREMAN, PHONE);
    await page.goto(orderUrl());
    await page.getByRole('link', { name: 'Anlieferung erfassen' }).filter({ visible: true }).first().click();
    await page.getByTestId('delivery-note-import-input').setInputFiles({
      name: 'LS-2026-04712.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(supplierXml.toString('utf8').replace('LS-2026-04711', 'LS-2026-04712')),
    });
    await page.getByText('Lieferschein LS-2026-04712 von Kieswerk Mustermann GmbH').waitFor();
    await field(page, 'Name des Empfängers').fill('Paula Polier');
    await drawSignature(page, 'receiver');
    await page.locator('[data-signature-pad="receiver"]').getByRole('button', { name: 'Unterschreiben' }).click();
    await page.getByText(/^Unterschrieben von Paula Polier/).waitFor();

    // Added and dropped again: no driver's pad, no driver's signature.
    await page.getByRole('button', { name: 'Fahrer unterschreibt auch' }).click();
    const driverPad = page.locator('[data-signature-pad="driver"]');
    await driverPad.waitFor();
    await driverPad.getByRole('button', { name: 'Ohne Fahrer' }).click();
    await driverPad.waitFor({ state: 'detached' });
    // Added again: a driver's pad needs his name as well as his drawing.
    await page.getByRole('button', { name: 'Fahrer unterschreibt auch' }).click();
    await driverPad.getByRole('button', { name: 'Unterschreiben' }).click();
    await driverPad.getByText('Bitte geben Sie den Namen des Fahrers ein.').waitFor();
    await field(page, 'Name des Fahrers').fill('Frank Fahrer');
    await drawSignature(page, 'driver');
    await screenshot(page, 'receipt-driver-pad-phone');
    await driverPad.getByRole('button', { name: 'Unterschreiben' }).click();
    await page.getByText(/^Unterschrieben von Frank Fahrer am \d\d\.\d\d\.\d{4}/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
    await expect
      .poll(async () => (await findDelivery(page, 'LS-2026-04712'))?.signatures.map((signature) => signature.role))
      .toEqual(['receiver', 'driver']);
    const delivery = (await findDelivery(page, 'LS-2026-04712'))!;
    expect(delivery.signatures.map((signature) => signature.signerName)).toEqual(['Paula Polier', 'Frank Fahrer']);

    await page.goto(deliveryUrl(delivery.deliveryId));
    const main = page.locator('main#main');
    await main.getByRole('img', { name: 'Unterschrift Fahrer: Frank Fahrer' }).waitFor();
    await main.getByRole('img', { name: 'Unterschrift Empfänger: Paula Polier' }).waitFor();
    const text = (await pdfText(await download(page, delivery.receiptDocumentUrl))).replace(/\s+/g, ' ');
    expect(text).toContain('Unterschrift Fahrer');
    expect(text).toContain('Frank Fahrer');
    await page.context().close();
  });
});

describe('a delivery note handed over (390 px)', () => {
  type Note = {
    deliveryNoteId: string;
    number: number;
    quantityInTons: number;
    document: { url: string };
    receipt: { signatures: { signerName: string }[]; receiptAdvice: { url: string } } | null;
  };
  const notesOf = async (page: Page) =>
    (
      await api<{ items: { inventory: { deliveryNotes: Note[] }[] }[] }>(
        page,
        'GET',
        `/wrecking-pile-inventory?projectId=${projectId}&skip=0&limit=50`,
      )
    ).items.flatMap((pile) => pile.inventory.flatMap((stock) => stock.deliveryNotes));

  it('is signed offline in „Übergabe quittieren“, arrives once, and leaves as PDF page and ReceiptAdvice', async () => {
    const page = await enterApp(browser, server.url, PM, PHONE, { serviceWorker: true });
    const context = page.context();
    const inventory = `/projects/${projectId}/wrecking-pile-inventory`;
    await page.goto(inventory);
    await page.getByRole('heading', { name: 'Lieferscheine', level: 1 }).waitFor();
    await waitForServiceWorkerControl(page);
    const note = (await notesOf(page)).find((candidate) => candidate.receipt === null)!;
    const open = page.getByRole('button', { name: `Übergabe quittieren: Lieferschein Nr. ${note.number}` });
    await open.filter({ visible: true }).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'handover-list-phone');

    await context.setOffline(true);
    await open.filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Übergabe quittieren – Lieferschein Nr. ${note.number}` }).waitFor();
    await dialog.getByLabel('Name des Empfängers').fill('Vera Verwender');
    await drawSignature(page, 'receiver');
    await dialog.getByRole('button', { name: 'Unterschreiben' }).click();
    await dialog.getByText(/^Unterschrieben von Vera Verwender/).waitFor();
    await screenshot(page, 'handover-dialog-signed-phone');
    await dialog.getByRole('button', { name: 'Quittung speichern' }).click();
    await waitForToast(page, QUEUED);

    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await notesOf(page)).find((candidate) => candidate.deliveryNoteId === note.deliveryNoteId)?.receipt,
        {
          timeout: 30_000,
        },
      )
      .not.toBeNull();
    const received = (await notesOf(page)).find((candidate) => candidate.deliveryNoteId === note.deliveryNoteId)!;
    expect(received.receipt!.signatures).toMatchObject([{ signerName: 'Vera Verwender' }]);
    await page.reload();
    await page.getByText(`Quittiert von Vera Verwender`).filter({ visible: true }).first().waitFor();
    await screenshot(page, 'handover-received-phone');

    const xml = (await download(page, received.receipt!.receiptAdvice.url)).toString('utf8');
    expect(xml).toContain('<ReceiptAdvice ');
    expect(xml).toMatch(new RegExp(`<cac:DespatchDocumentReference>\\s*<cbc:ID>${note.number}</cbc:ID>`));
    expect(xml).toContain(`unitCode="TNE">${String(note.quantityInTons)}</cbc:ReceivedQuantity>`);
    const text = (await pdfText(await download(page, received.document.url))).replace(/\s+/g, ' ');
    expect(text).toContain(`Übergabe quittiert – Lieferschein Nr. ${note.number}`);
    expect(text).toContain('Vera Verwender');
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.getByText(`Quittiert von Vera Verwender`).filter({ visible: true }).first().waitFor();
    await screenshot(page, 'handover-received-desktop');
    await context.close();
  });
});
