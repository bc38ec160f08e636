// Recycled material, first half, end to end (issue 10): the project manager activates the feature,
// creates and sends the site announcement, adds the asbestos documentation and creates a pile; the
// machinist records the acceptance control; the project manager rejects it, the machinist corrects
// it and the project manager releases it. A second pile with visible asbestos can only be disposed,
// and its disposal proof is added. German texts and states are checked again after a reload;
// every screen is photographed at 1440 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { api, field, projectIdOf, signedInPages, waitForToast } from './load-tests.flow.js';

const PM = 'projektleiter@demo.example';
const MACHINIST = 'maschinist@demo.example';
const ADMIN = 'admin@demo.example';
const PROJECT = 'Wohnquartier Südhang';
const FIRST = 'M-01 Halle Ost';
const SECOND = 'M-02 Dachrückbau';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

let server: TestServer;
let browser: Browser;
let projectId = '';
const pileIds: Record<string, string> = {};

const { open, closeAll } = signedInPages(() => ({ browser, url: server.url }));

async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Multi-selects stay open for more choices; Escape closes them. */
async function chooseMany(page: Page, label: string, ...options: string[]) {
  await field(page, label).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function upload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  scope = page.locator('body'),
) {
  await scope.getByTestId('file-input').first().setInputFiles(file);
  await page.locator('[data-status="success"]', { hasText: file.name }).waitFor();
}

const badge = (page: Page, text: string) => page.locator('header').getByText(text, { exact: true }).first().waitFor();

async function createPile(page: Page, name: string) {
  await page.goto(`/projects/${projectId}/wrecking-piles/new`);
  await page.getByRole('heading', { name: 'Miete anlegen' }).waitFor();
  await field(page, 'Bezeichnung der Miete').fill(name);
  await choose(page, 'Maschine', 'Prallbrecher RM 100');
  await field(page, 'Erwartete Masse des Rohmaterials').fill('1200');
  await choose(page, 'Geplante Materialklasse & Körnung', 'RC-1 0/32');
  await choose(page, 'Abfallschlüssel (AVV)', '17 01 01 Beton');
  await upload(page, pdf(`Lieferscheine ${name}.pdf`));
  await page.getByRole('button', { name: 'Miete anlegen' }).click();
  await waitForToast(page, 'Die Miete wurde angelegt');
  await page.getByRole('heading', { name: `Miete ${name}` }).waitFor();
  pileIds[name] = page.url().split('/wrecking-piles/')[1]!;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The admin completes the project data (the feature page needs it) and adds the machinist.
  const admin = await open(ADMIN);
  projectId = await projectIdOf(admin, PROJECT);
  await api(admin, 'PUT', `/project/${projectId}`, {
    name: PROJECT,
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
  const users = await api<{ items: { userId: string; emailAddress: string }[] }>(
    admin,
    'GET',
    `/user?type=staff&search=${encodeURIComponent(MACHINIST)}`,
  );
  const machinist = users.items.find((item) => item.emailAddress === MACHINIST)!;
  await api(admin, 'POST', `/project/${projectId}/user`, { userId: machinist.userId, roles: ['machinist'] });
  // Starting the server and signing in take longer on a shared, loaded machine.
}, 300_000);

afterAll(async () => {
  await closeAll();
  await browser?.close();
  await server?.stop();
});

describe('recycled material I', () => {
  it('the project manager activates the feature, with a warning about a machine without proof', async () => {
    const page = await open(PM);
    await page.goto(`/projects/${projectId}/feature/ebv`);
    await page.getByRole('heading', { name: 'Ersatzbaustoff-Dokumentation aktivieren' }).waitFor();
    await page.getByRole('button', { name: 'Ersatzbaustoff-Dokumentation aktivieren' }).click();
    await page.getByText('Bitte wählen Sie mindestens eine erwartete Materialklasse & Körnung').waitFor();
    await page.getByText('Bitte wählen Sie mindestens eine Anlage').waitFor();
    await chooseMany(page, 'Erwartete Materialklassen & Körnungen', 'RC-1 0/32');
    await chooseMany(
      page,
      'Anlagen',
      'Prallbrecher RM 100 (Muster Bau GmbH)',
      'Siebanlage Chieftain 1400 (Muster Bau GmbH)',
    );
    const warning = page.getByRole('status').filter({ hasText: 'Eignungsnachweis für die Maschine fehlt' });
    await warning.getByText('Siebanlage Chieftain 1400:').waitFor();
    await warning.getByText('RC-1 0/32').waitFor();
    await field(page, 'Erwartete Menge').fill('12500');
    await choose(page, 'Beprobungsintervall', '500 t');
    await screenshot(page, 'ebv-feature-settings-desktop');
    // The warning does not block saving.
    await page.getByRole('button', { name: 'Ersatzbaustoff-Dokumentation aktivieren' }).click();
    await waitForToast(page, 'Die Ersatzbaustoff-Dokumentation wurde aktiviert');
    await page.getByRole('heading', { name: 'Projektfunktionen' }).waitFor();
    const card = page.getByRole('region', { name: 'Ersatzbaustoff-Dokumentation' });
    await card.getByText('Aktiviert').waitFor();
    await screenshot(page, 'ebv-features-page-desktop');
    await card.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('heading', { name: 'Ersatzbaustoff-Dokumentation bearbeiten' }).waitFor();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await waitForToast(page, 'Die Ersatzbaustoff-Dokumentation wurde aktualisiert');
    // The side menu now holds the group "Ersatzbaustoffe".
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Ersatzbaustoffe' }).or(menu.getByText('Ersatzbaustoffe')).first().waitFor();
    await menu.getByRole('link', { name: 'Bauschutt-Mieten' }).waitFor();
  });

  it('the project manager creates and sends the announcement and adds the asbestos documentation', async () => {
    const page = await open(PM);
    await page.goto(`/projects/${projectId}/wrecking-piles`);
    await page.getByText('Die Baustellenanzeige ist noch nicht versendet').waitFor();
    await page.getByText('Die Asbestfreiheit ist noch nicht dokumentiert').waitFor();
    await page.getByText('Es wurde noch keine Miete angelegt.').waitFor();
    await screenshot(page, 'ebv-piles-empty-desktop');

    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Baustellenanzeigen' }).click();
    await page.getByRole('heading', { name: 'Baustellenanzeigen' }).waitFor();
    await page.getByText('Es wurde noch keine Baustellenanzeige erstellt.').waitFor();
    await page.getByRole('button', { name: 'Baustellenanzeige erstellen' }).click();
    await waitForToast(page, 'Die Baustellenanzeige wurde erstellt');
    await page.getByText('Versand offen', { exact: true }).first().waitFor();
    const document = page.getByRole('link', { name: /\.pdf$/ }).first();
    const href = await document.getAttribute('href');
    const pdfBytes = await page.evaluate(async (url) => (await (await fetch(url!)).text()).slice(0, 5), href);
    expect(pdfBytes).toBe('%PDF-');
    await screenshot(page, 'ebv-announcements-desktop');
    await page.getByRole('button', { name: 'Versand bestätigen' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Versand bestätigen' }).click();
    await waitForToast(page, 'Der Versand der Baustellenanzeige wurde bestätigt');
    await page.reload();
    await page.getByText('Versendet', { exact: true }).first().waitFor();
    await expect(page.getByText('Versand offen', { exact: true }).count()).resolves.toBe(0);

    await page.goto(`/projects/${projectId}/documentation-of-absence-of-asbestos`);
    await page.getByRole('heading', { name: 'Dokumentation der Asbestfreiheit' }).waitFor();
    await page.getByText(/Bauschutt-Mieten können erst verwaltet werden/).waitFor();
    const template = await page.getByRole('link', { name: 'Vorlage herunterladen' }).getAttribute('href');
    const templateBytes = await page.evaluate(async (url) => (await (await fetch(url!)).text()).slice(0, 5), template);
    expect(templateBytes).toBe('%PDF-');
    await page.getByRole('button', { name: 'Dokumente hinzufügen' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Dokumente speichern' }).click();
    await dialog.getByText('Dieses Feld ist ein Pflichtfeld').waitFor();
    await upload(page, pdf('Asbestfreiheit Gutachten.pdf'), dialog);
    await screenshot(page, 'ebv-asbestos-dialog-desktop');
    await dialog.getByRole('button', { name: 'Dokumente speichern' }).click();
    await waitForToast(page, 'Die Dokumente zur Asbestfreiheit wurden hinzugefügt');
    await page.reload();
    await page.getByRole('link', { name: 'Asbestfreiheit Gutachten.pdf' }).first().waitFor();
    await page.getByText('Paul Projektleiter').first().waitFor();
    await page.getByText('Die Asbestfreiheit ist dokumentiert').waitFor();
    await screenshot(page, 'ebv-asbestos-desktop');
  });

  it('the project manager creates two piles', async () => {
    const page = await open(PM);
    await page.goto(`/projects/${projectId}/wrecking-piles/new`);
    await page.getByRole('button', { name: 'Miete anlegen' }).click();
    await page.getByText('Bitte wählen Sie eine Maschine aus').waitFor();
    await page.getByText('Bitte wählen Sie die geplante Materialklasse & Körnung').waitFor();
    await page.getByText('Bitte wählen sie einen Abfallschlüssel aus').waitFor();
    await page.getByText('Dies ist ein Pflichtfeld').waitFor();
    await screenshot(page, 'ebv-pile-form-desktop');
    await createPile(page, FIRST);
    await badge(page, 'Annahmekontrolle offen');
    await page.getByText('Die Annahmekontrolle steht noch aus.').waitFor();
    await page.getByText('Es wurde noch kein aufbereitetes Material erfasst.').waitFor();
    await screenshot(page, 'ebv-pile-detail-open-desktop');
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('heading', { name: 'Miete bearbeiten' }).waitFor();
    await field(page, 'Erwartete Masse des Rohmaterials').fill('1250');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await waitForToast(page, 'Die Miete wurde aktualisiert');
    await page.getByText('1.250\u00a0t').first().waitFor();
    await createPile(page, SECOND);
  });

  it('the machinist records the acceptance control of the first pile', async () => {
    const page = await open(MACHINIST);
    await page.goto(`/projects/${projectId}/wrecking-piles`);
    await page.getByRole('heading', { name: /Annahmekontrolle & Freigabe/ }).waitFor();
    await expect(page.getByRole('link', { name: 'Miete anlegen' }).count()).resolves.toBe(0);
    await page.goto(`/projects/${projectId}/wrecking-piles/${pileIds[FIRST]}/acceptance-control/new`);
    await page.getByRole('heading', { name: 'Annahmekontrolle erfassen' }).waitFor();
    await page.getByRole('button', { name: 'Annahmekontrolle erfassen' }).click();
    await page.getByText('Dies ist ein Pflichtfeld').waitFor();
    await page
      .getByRole('radiogroup', { name: /Asbestbestandteile/ })
      .getByText('Nein')
      .click();
    await field(page, 'Masse des Rohmaterials').fill('1180');
    await chooseMany(page, 'Herkunftsbereiche', 'Hochbau – Rückbau/Abbruch');
    await choose(page, 'Zusammensetzung', 'Beton (unbewehrt)');
    await choose(page, 'Verschmutzungsgrad', 'sauber / keine erkennbare Verschmutzung');
    await chooseMany(page, 'Fremdanteile', 'keine Fremdanteile');
    await choose(page, 'Konsistenz', 'stückig');
    await choose(page, 'Erscheinungsbild', 'homogen');
    await chooseMany(page, 'Farbe', 'grau');
    await chooseMany(page, 'Geruch', 'geruchlos / unauffällig');
    await screenshot(page, 'ebv-acceptance-control-desktop');
    await page.getByRole('button', { name: 'Annahmekontrolle erfassen' }).click();
    await waitForToast(page, 'Die Annahmekontrolle wurde erstellt');
    await page.getByRole('heading', { name: `Miete ${FIRST}` }).waitFor();
    await badge(page, 'Annahmekontrolle wird geprüft');
    await page.getByText('Beton (unbewehrt)').waitFor();
  });

  it('the project manager rejects the acceptance control, the machinist corrects it', async () => {
    const manager = await open(PM);
    await manager.goto(`/projects/${projectId}/wrecking-piles`);
    await manager.getByRole('link', { name: 'Annahmekontrolle prüfen' }).filter({ visible: true }).first().click();
    await manager.getByRole('heading', { name: 'Annahmekontrolle abschließen' }).waitFor();
    await screenshot(manager, 'ebv-approve-desktop');
    await manager.getByRole('button', { name: 'Annahmekontrolle ablehnen' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Ablehnen' }).click();
    await waitForToast(manager, 'Die Annahmekontrolle wurde abgelehnt');
    await badge(manager, 'Annahmekontrolle abgelehnt');

    const machinist = await open(MACHINIST);
    await machinist.goto(`/projects/${projectId}/wrecking-piles/${pileIds[FIRST]}`);
    await machinist.getByRole('link', { name: 'Annahmekontrolle bearbeiten' }).filter({ visible: true }).click();
    await machinist.getByText('Die Annahmekontrolle wurde abgelehnt').waitFor();
    await field(machinist, 'Masse des Rohmaterials').fill('1195');
    await machinist.getByRole('button', { name: 'Annahmekontrolle speichern' }).click();
    await waitForToast(machinist, 'Die Annahmekontrolle wurde aktualisiert');
    await badge(machinist, 'Annahmekontrolle wird geprüft');
  });

  it('the project manager releases the corrected pile with the appraiser date', async () => {
    const manager = await open(PM);
    await manager.goto(`/projects/${projectId}/wrecking-piles/${pileIds[FIRST]}/approve`);
    await manager.getByRole('button', { name: 'Miete freigeben' }).click();
    await manager.getByText('Kein Datum für den Gutachter ausgewählt.').waitFor();
    await field(manager, 'Termin des Gutachters').click();
    await manager.getByRole('button', { name: 'Heute' }).click();
    await manager.getByRole('button', { name: 'Miete freigeben' }).click();
    await waitForToast(manager, 'Die Miete wurde zur Aufbereitung freigegeben');
    await manager.reload();
    await badge(manager, 'Freigegeben');
    await manager.getByText('Termin des Gutachters').waitFor();
    await manager.getByText('1.195\u00a0t').first().waitFor();
    await expect(manager.getByRole('link', { name: 'Bearbeiten' }).count()).resolves.toBe(0);
    await screenshot(manager, 'ebv-pile-detail-released-desktop');
  });

  it('a second pile with visible asbestos can only be disposed, and its disposal proof is added', async () => {
    const machinist = await open(MACHINIST);
    await machinist.goto(`/projects/${projectId}/wrecking-piles/${pileIds[SECOND]}/acceptance-control/new`);
    await machinist
      .getByRole('radiogroup', { name: /Asbestbestandteile/ })
      .getByText('Ja')
      .click();
    await machinist.getByText(/Eine Aufbereitung ist nicht möglich, die Miete muss entsorgt werden/).waitFor();
    await expect(field(machinist, 'Masse des Rohmaterials').count()).resolves.toBe(0);
    await screenshot(machinist, 'ebv-acceptance-control-asbestos-desktop');
    await machinist.getByRole('button', { name: 'Annahmekontrolle erfassen' }).click();
    await waitForToast(machinist, 'Die Annahmekontrolle wurde erstellt');

    const manager = await open(PM);
    await manager.goto(`/projects/${projectId}/wrecking-piles/${pileIds[SECOND]}/approve`);
    await manager
      .getByText(/Die Miete kann nicht freigegeben werden, weil in der Annahmekontrolle Asbestbestandteile/)
      .waitFor();
    await expect(manager.getByRole('button', { name: 'Miete freigeben' }).count()).resolves.toBe(0);
    await screenshot(manager, 'ebv-approve-asbestos-desktop');
    await manager.getByRole('button', { name: 'Miete entsorgen' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Miete entsorgen' }).click();
    await waitForToast(manager, 'Die Miete wurde zur Entsorgung bestimmt');
    await badge(manager, 'Wird entsorgt');
    await manager.getByRole('link', { name: 'Entsorgungsnachweis hinzufügen' }).filter({ visible: true }).click();
    await manager.getByRole('heading', { name: 'Entsorgungsnachweis' }).waitFor();
    await manager.getByRole('button', { name: 'Entsorgungsnachweis speichern' }).click();
    await manager.getByText('Dies ist ein Pflichtfeld').waitFor();
    await upload(manager, pdf('Entsorgungsnachweis M-02.pdf'));
    await screenshot(manager, 'ebv-disposal-desktop');
    await manager.getByRole('button', { name: 'Entsorgungsnachweis speichern' }).click();
    await waitForToast(manager, 'Der Entsorgungsnachweis wurde aktualisiert');
    await manager.reload();
    await badge(manager, 'Wird entsorgt');
    await manager.getByRole('link', { name: 'Entsorgungsnachweis M-02.pdf' }).first().waitFor();
    await screenshot(manager, 'ebv-pile-detail-disposed-desktop');

    await manager.goto(`/projects/${projectId}/wrecking-piles`);
    const acceptance = manager.getByRole('region', { name: /Annahmekontrolle & Freigabe/ });
    await acceptance.getByText(FIRST).first().waitFor();
    await manager
      .getByRole('region', { name: /^Entsorgung/ })
      .getByText(SECOND)
      .first()
      .waitFor();
    await screenshot(manager, 'ebv-piles-desktop');
    await manager.goto(`/projects/${projectId}`);
    await manager.getByRole('region', { name: 'Schnellstart Ersatzbaustoffe' }).waitFor();
    await screenshot(manager, 'ebv-dashboard-desktop');
  });

  it('every screen fits a 390 px phone', async () => {
    const page = await open(PM, PHONE);
    const first = `/projects/${projectId}/wrecking-piles/${pileIds[FIRST]}`;
    const second = `/projects/${projectId}/wrecking-piles/${pileIds[SECOND]}`;
    const screens: [string, string, string][] = [
      ['ebv-dashboard-phone', `/projects/${projectId}`, 'Schnellstart Ersatzbaustoffe'],
      ['ebv-feature-settings-phone', `/projects/${projectId}/feature/ebv`, 'Ersatzbaustoff-Dokumentation bearbeiten'],
      ['ebv-announcements-phone', `/projects/${projectId}/announcements`, 'Baustellenanzeigen'],
      [
        'ebv-asbestos-phone',
        `/projects/${projectId}/documentation-of-absence-of-asbestos`,
        'Dokumentation der Asbestfreiheit',
      ],
      ['ebv-piles-phone', `/projects/${projectId}/wrecking-piles`, 'Bauschutt-Mieten'],
      ['ebv-pile-form-phone', `/projects/${projectId}/wrecking-piles/new`, 'Miete anlegen'],
      ['ebv-pile-detail-released-phone', first, `Miete ${FIRST}`],
      ['ebv-pile-detail-disposed-phone', second, `Miete ${SECOND}`],
      ['ebv-disposal-phone', `${second}/disposal-information`, 'Entsorgungsnachweis'],
    ];
    for (const [name, url, heading] of screens) {
      await page.goto(url);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, name).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, name);
    }
    // A third pile (through the API) for the phone shots of the acceptance control and the approve screen.
    const fileId = await page.evaluate(async (text) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'application/pdf' }), 'Lieferschein M-03.pdf');
      const response = await fetch('/backend/api/file', { method: 'POST', body: form });
      return ((await response.json()) as { id: string }).id;
    }, PDF.toString('latin1'));
    const settings = await api<{ machines: string[] }>(page, 'GET', `/project/${projectId}/feature/ebv`);
    const third = await api<{ wreckingPileId: string }>(page, 'POST', '/wrecking-pile', {
      projectId,
      name: 'M-03 Tiefgarage',
      machineId: settings.machines[0],
      expectedMassOfRawMaterialInTons: 800,
      expectedGrainSizeAndQuality: 'rc_1_0_32',
      disposalCode: '170101',
      documents: [fileId],
    });
    const machinist = await open(MACHINIST, PHONE);
    const thirdUrl = `/projects/${projectId}/wrecking-piles/${third.wreckingPileId}`;
    await machinist.goto(`${thirdUrl}/acceptance-control/new`);
    await machinist
      .getByRole('radiogroup', { name: /Asbestbestandteile/ })
      .getByText('Nein')
      .click();
    await field(machinist, 'Masse des Rohmaterials').waitFor();
    expect(await machinist.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(machinist, 'ebv-acceptance-control-phone');
    await machinist
      .getByRole('radiogroup', { name: /Asbestbestandteile/ })
      .getByText('Ja')
      .click();
    await machinist.getByRole('button', { name: 'Annahmekontrolle erfassen' }).click();
    await waitForToast(machinist, 'Die Annahmekontrolle wurde erstellt');
    await page.goto(`${thirdUrl}/approve`);
    await page.getByRole('heading', { name: 'Annahmekontrolle abschließen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'ebv-approve-phone');
  });
});
