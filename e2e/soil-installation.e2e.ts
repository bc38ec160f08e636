// Soil installation end to end (issue 5): a project manager activates the feature and orders
// material that needs approval, the appraiser approves it, the foreman records two deliveries with
// attachments, and the project manager documents an installation with liming and downloads a ZIP
// of the project documents. Desktop (1440 px) for the flow, phone (390 px) for the lists.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readZip } from '../apps/server/src/test/zip-reader.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { api, enterApp, field, type Viewport } from './load-tests.flow.js';

const PM = 'projektleiter@demo.example';
const APPRAISER = 'gutachter@demo.example';
const FOREMAN = 'polier@demo.example';
const ADMIN = 'admin@demo.example';
const ORDER_NUMBER = 'B-2026-001';

// A one-page PDF and a 1×1 PNG: real bytes, so the upload's type check sees real files.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let browser: Browser;
let projectId = '';
let orderId = '';
const contexts: BrowserContext[] = [];

/** Signs in like a new user would; the browser context is closed after the tests. */
async function enter(email: string, viewport: Viewport = DESKTOP): Promise<Page> {
  const page = await enterApp(browser, server.url, email, viewport);
  contexts.push(page.context());
  return page;
}

async function chooseOption(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option }).click();
}

async function pickToday(page: Page, label: string) {
  await field(page, label).click();
  await page.getByRole('button', { name: 'Heute' }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The admin completes "Wohnquartier Südhang" (the feature page needs complete project data) and
  // adds the appraiser and the foreman; the seed assigns only the project manager there.
  const admin = await enter(ADMIN);
  const projects = await api<{ items: { projectId: string; projectName: string }[] }>(admin, 'GET', '/project');
  projectId = projects.items.find((project) => project.projectName === 'Wohnquartier Südhang')!.projectId;
  const project = await api<{ enabledFeatures: string[]; isProjectDataCompleted: boolean }>(
    admin,
    'GET',
    `/project/${projectId}`,
  );
  expect(project.enabledFeatures).not.toContain('mounting-documentation');
  await api(admin, 'PUT', `/project/${projectId}`, {
    name: 'Wohnquartier Südhang',
    number: '2026-021',
    client: 'Wohnbau Süd eG',
    constructionWorkTypes: ['erdbau'],
    startDate: '2026-03-02',
    address: { street: 'Am Südhang', houseNumber: '3', postalCode: '70597', city: 'Stuttgart', country: 'de' },
    attributes: {
      layoutPlan: [],
      isBoundaryNotificationRequired: false,
      isExplosivesClearanceAvailable: true,
      isRemediationPlanAvailable: false,
    },
  });
  for (const [email, role] of [
    [APPRAISER, 'appraiser'],
    [FOREMAN, 'foreman'],
  ] as const) {
    const users = await api<{ items: { userId: string; emailAddress: string }[] }>(
      admin,
      'GET',
      `/user?type=staff&search=${encodeURIComponent(email)}`,
    );
    const user = users.items.find((item) => item.emailAddress === email)!;
    await api(admin, 'POST', `/project/${projectId}/user`, { userId: user.userId, roles: [role] });
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('soil installation', () => {
  it('the project manager activates the feature and orders material that needs approval', async () => {
    const page = await enter(PM);
    await page.goto(`/projects/${projectId}/features/mounting-documentation`);
    await page.getByRole('heading', { name: 'Bodeneinbau-Dokumentationen aktivieren' }).waitFor();
    await page.getByRole('button', { name: 'Bodeneinbau-Dokumentation aktivieren' }).click();
    await page.getByText('Es muss mindestens eine Einbauweise ausgewählt werden').waitFor();
    await field(page, 'Einbauweisen').click();
    await page.getByRole('option', { name: /^7 – Schottertragschicht/ }).click();
    await page.keyboard.press('Escape');
    await chooseOption(page, 'Bodenart der Grundwasserdeckschicht', 'günstig – Sand (Sickerstrecke > 1 m + 0,5 m)');
    await field(page, 'Mächtigkeit der Grundwasserdeckschicht').fill('1,5');
    await screenshot(page, 'soil-feature-settings-desktop');
    await page.getByRole('button', { name: 'Bodeneinbau-Dokumentation aktivieren' }).click();
    // Radix repeats a toast in its live region: the first match is the toast itself.
    await page.getByText('Einstellungen zur Bodeneinbau-Dokumentation wurden gespeichert').first().waitFor();
    // A second save updates the settings.
    await page.goto(`/projects/${projectId}/features/mounting-documentation`);
    await page.getByRole('heading', { name: 'Bodeneinbau-Dokumentationen bearbeiten' }).waitFor();
    await chooseOption(page, 'Wasserschutzbereich', 'Wasserschutzgebiet Zone III B');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Bodeneinbau-Dokumentation wurde aktualisiert').first().waitFor();
    // The side menu now holds the group "Bodeneinbau".
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await menu.getByRole('link', { name: 'Bestellungen' }).click();
    await page.getByText('Es wurde noch keine Bestellung angelegt.').waitFor();

    await page.getByRole('link', { name: 'Neue Bestellung anlegen' }).first().click();
    await page.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await page.getByText('Bitte wählen Sie eine Materialklasse').waitFor();
    await page.getByText('Dies ist ein Pflichtfeld').waitFor();
    await field(page, 'Anlieferungsnummer').fill(ORDER_NUMBER);
    await field(page, 'Lieferant').fill('Kieswerk Neckartal GmbH');
    await field(page, 'Herkunft des Materials').fill('Baugrube Stuttgart-Vaihingen\nAushub Los 2');
    await chooseOption(page, 'Materialklasse', 'BM-0 Bodenmaterial Klasse 0 – Bodenart Sand');
    await field(page, 'Angemeldete Menge').fill('100');
    await expect(page.getByRole('radio', { name: 'Ja' }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'soil-order-form-desktop');
    await page.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await page.getByRole('heading', { name: `Bestellung ${ORDER_NUMBER}` }).waitFor();
    orderId = page.url().split('/orders/')[1]!;
    await page.getByText('Wird geprüft').first().waitFor();
    await page.goto(`/projects/${projectId}/orders`);
    await page.getByRole('heading', { name: /Planung & Freigabe/ }).waitFor();
    await expect(page.getByRole('link', { name: 'Prüfen & freigeben' }).count()).resolves.toBe(0);
    await screenshot(page, 'soil-orders-desktop');
  });

  it('the appraiser approves the order', async () => {
    const page = await enter(APPRAISER);
    await page.goto(`/projects/${projectId}/orders`);
    await page.getByRole('link', { name: 'Prüfen & freigeben' }).filter({ visible: true }).first().click();
    await page.getByRole('heading', { name: 'Prüfen & freigeben' }).waitFor();
    await page.getByText('Die Ablehnung ist endgültig', { exact: false }).waitFor();
    // Rejection needs a reason.
    await page.getByRole('button', { name: 'Bestellung ablehnen' }).click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld').waitFor();
    await screenshot(page, 'soil-approve-desktop');
    await field(page, 'Kommentar').fill('Analysen liegen vor, Material geeignet.');
    await page.getByRole('button', { name: 'Bestellung freigeben' }).click();
    await page.getByText('Die Bestellung wurde freigegeben').first().waitFor();
    await page.getByRole('heading', { name: `Bestellung ${ORDER_NUMBER}` }).waitFor();
    await page.getByText('Freigegeben von').waitFor();
    await page.getByText('Analysen liegen vor, Material geeignet.').waitFor();
  });

  it('the appraiser rejects a second order for good', async () => {
    const manager = await enter(PM);
    const second = await api<{ orderId: string }>(manager, 'POST', '/order', {
      projectId,
      orderNumber: 'B-2026-002',
      materialOrigin: 'Baugrube Nord',
      carrier: 'Erdbau Süd GmbH',
      materialClass: 'bm_f1',
      declaredQuantityInTons: 40,
    });
    const page = await enter(APPRAISER);
    await page.goto(`/projects/${projectId}/orders/${second.orderId}/approve`);
    await field(page, 'Begründung').fill('BM-F1 ist hier nicht zulässig.');
    await page.getByRole('button', { name: 'Bestellung ablehnen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Endgültig ablehnen' }).click();
    await page.getByText('Die Bestellung wurde abgelehnt').first().waitFor();
    await page.getByText('Abgelehnt von').waitFor();
    await page.getByText('BM-F1 ist hier nicht zulässig.').waitFor();
    // Final: the project manager can neither edit nor reactivate it.
    await manager.goto(`/projects/${projectId}/orders/${second.orderId}`);
    await manager.getByText('Abgelehnt', { exact: true }).first().waitFor();
    await expect(manager.getByRole('link', { name: 'Bearbeiten' }).count()).resolves.toBe(0);
    await expect(manager.getByRole('button', { name: 'Aktivieren' }).count()).resolves.toBe(0);
    await manager.goto(`/projects/${projectId}/orders`);
    await manager.getByRole('heading', { name: /Abgelehnt & Deaktiviert/ }).waitFor();
  });

  it('the foreman records two deliveries with attachments', async () => {
    const page = await enter(FOREMAN);
    const amounts = [
      { amount: '12,345', file: { name: 'Lieferschein 4711.pdf', mimeType: 'application/pdf', buffer: PDF } },
      { amount: '30,5', file: { name: 'Wiegekarte 4712.png', mimeType: 'image/png', buffer: PNG } },
    ];
    for (const [index, delivery] of amounts.entries()) {
      await page.goto(`/projects/${projectId}/orders/${orderId}`);
      await page.getByRole('link', { name: 'Anlieferung erfassen' }).filter({ visible: true }).first().click();
      await page.getByRole('heading', { name: `Anlieferung erfassen (Charge ${index + 1})` }).waitFor();
      await page.getByText('Baugrube Stuttgart-Vaihingen').waitFor();
      if (index === 0) {
        await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
        await page.getByText('Es muss mindestens ein Dokument hochgeladen werden').waitFor();
      }
      await field(page, 'Menge').fill(delivery.amount);
      await field(page, 'Referenz (Lieferschein)').fill(`LS-${4711 + index}`);
      await page.getByTestId('file-input').setInputFiles(delivery.file);
      await page.locator('[data-status="success"]', { hasText: delivery.file.name }).waitFor();
      if (index === 0) await screenshot(page, 'soil-delivery-form-desktop');
      await page.getByRole('button', { name: 'Anlieferung erfassen' }).click();
      await page
        .getByText(`Anlieferung (Charge ${index + 1}) wurde erfasst`)
        .first()
        .waitFor();
      await page.getByRole('heading', { name: `Bestellung ${ORDER_NUMBER}` }).waitFor();
    }
    await page.reload();
    await page.getByText('Anlieferung erfasst').first().waitFor();
    const table = page.locator('table').filter({ hasText: 'Charge' });
    await table.getByText('12,345 t').waitFor();
    await table.getByText('30,5 t').waitFor();
    await page.getByText('42,845 t von 100 t angeliefert').waitFor();
    await page.getByText('42 %').first().waitFor();
    await screenshot(page, 'soil-order-detail-desktop');
    await table.getByRole('link', { name: 'Charge 2' }).click();
    await page.getByRole('heading', { name: 'Anlieferung Charge 2' }).waitFor();
    await page.getByRole('link', { name: 'Wiegekarte 4712.png' }).waitFor();
    await page.getByText('Keine Angabe').first().waitFor();
  });

  it('the project manager documents a limed installation and downloads the documents as ZIP', async () => {
    const page = await enter(PM);
    await page.goto(`/projects/${projectId}/mounting-documentation`);
    await page.getByRole('link', { name: 'Bodeneinbau dokumentieren' }).first().click();
    await field(page, 'Rasterfeld').fill('A012');
    await field(page, 'Rasterfeld-Suffix').fill('5');
    await page.getByRole('button', { name: 'Bodeneinbau speichern' }).click();
    await page.getByText('Dieses Format ist nicht valide').waitFor();
    await page.getByText('Es muss mindestens eine Bestellung ausgewählt werden').waitFor();
    await field(page, 'Rasterfeld').fill('A12');
    await field(page, 'Bestellungen').click();
    await page.getByRole('option', { name: `${ORDER_NUMBER} · BM-0` }).click();
    await page.keyboard.press('Escape');
    await pickToday(page, 'Einbaudatum');
    await field(page, 'Füllhöhe (m NHN)').fill('243,75');
    await page.getByRole('radio', { name: 'Ja' }).check({ force: true });
    await field(page, 'Kalkmenge pro m²').fill('12,5');
    await pickToday(page, 'Datum der Kalkung');
    await pickToday(page, 'Datum der zweiten Verdichtung');
    await pickToday(page, 'Datum der zweiten Stabilisierung');
    await field(page, 'Kalkmenge pro m² der zweiten Stabilisierung').fill('6');
    await screenshot(page, 'soil-mounting-form-desktop');
    await page.getByRole('button', { name: 'Bodeneinbau speichern' }).click();
    await page.getByRole('heading', { name: 'Bodeneinbau in A12/05' }).waitFor();
    await page.getByText('12,50\u00a0kg/m²').waitFor();
    await page.getByText('243,75\u00a0m').waitFor();
    await screenshot(page, 'soil-mounting-detail-desktop');

    // Deactivating and activating again (the order has deliveries, so it returns to in_delivery).
    await page.goto(`/projects/${projectId}/orders/${orderId}`);
    await page.getByRole('button', { name: 'Deaktivieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deaktivieren' }).click();
    await page.getByText('Bestellung wurde deaktiviert').first().waitFor();
    await page.getByText('Deaktiviert', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Aktivieren' }).click();
    await page.getByText('Bestellung wurde aktiviert').first().waitFor();
    await page.getByText('Anlieferung erfasst', { exact: true }).first().waitFor();

    await page.goto(`/projects/${projectId}/documents`);
    await page.getByRole('heading', { name: 'Bestellungen & Anlieferungen' }).waitFor();
    await page.getByLabel(`Bestellung ${ORDER_NUMBER} auswählen`).check();
    await page.getByText('2 Dateien ausgewählt').waitFor();
    // A failed preparation shows the server's message in red.
    await page.route('**/backend/api/project-documentation/*/download', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Der Download ist gerade nicht möglich.', code: 503, payload: {} }),
      }),
    );
    await page.getByRole('button', { name: 'Ausgewählte herunterladen' }).filter({ visible: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Der Download ist gerade nicht möglich.' });
    await failure.waitFor();
    await expect(failure.evaluate((element) => getComputedStyle(element).color)).resolves.toMatch(
      /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/,
    );
    await page.unroute('**/backend/api/project-documentation/*/download');
    await screenshot(page, 'soil-documents-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ausgewählte herunterladen' }).filter({ visible: true }).click(),
    ]);
    const archive = fs.readFileSync((await download.path())!);
    expect(archive.subarray(0, 2).toString()).toBe('PK');
    const names = readZip(archive).map((entry) => entry.name);
    expect(names).toHaveLength(2);
    expect(names.some((name) => name.endsWith('Lieferschein 4711.pdf'))).toBe(true);
    expect(names.some((name) => name.endsWith('Wiegekarte 4712.png'))).toBe(true);
    expect(
      readZip(archive)
        .find((entry) => entry.name.endsWith('.png'))!
        .data.equals(PNG),
    ).toBe(true);
  });

  it('lists read as cards on a 390 px phone', async () => {
    const page = await enter(PM, PHONE);
    await page.goto(`/projects/${projectId}/orders`);
    const card = page.getByRole('listitem').filter({ hasText: ORDER_NUMBER }).filter({ visible: true });
    await card.getByText('Anlieferung erfasst').waitFor();
    await screenshot(page, 'soil-orders-phone');
    await page.goto(`/projects/${projectId}/order-overview`);
    await page.getByRole('button', { name: new RegExp(ORDER_NUMBER) }).click();
    await page.getByText('Charge 2').filter({ visible: true }).first().waitFor();
    await screenshot(page, 'soil-order-overview-phone');
    await page.goto(`/projects/${projectId}/orders/${orderId}`);
    await page.getByText('42,845 t von 100 t angeliefert').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'soil-order-detail-phone');
    await page.goto(`/projects/${projectId}/mounting-documentation`);
    await page.getByText('A12/05').filter({ visible: true }).waitFor();
    await screenshot(page, 'soil-mounting-list-phone');
  });
});
