// Administration end to end (issue 4): an admin invites a guest, creates a project, completes its
// data through the settings form, adds the guest as project manager; the guest signs in with the
// link from the development outbox and sees exactly that project. A machine file receives a
// suitability proof with real PNG and PDF uploads. The history page lists the events and its links
// work (with the "back" banner). Desktop (1440 px) for the flows, phone (390 px) for the lists.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { authenticationMessages, messages, optionLists, type ProjectView } from '@baustellendoku/domain';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  signInAsStaff,
  startServer,
  type TestServer,
} from './harness.js';
import { TAP_TARGET_PX } from './screen-tour.js';

const ADMIN = 'admin@demo.example';
const GUEST = { firstName: 'Gisela', lastName: 'Gastmann', email: 'gisela.gastmann@extern.example' };
const GUEST_NAME = `${GUEST.firstName} ${GUEST.lastName}`;
const PROJECT = 'Logistikzentrum Ost';
const MACHINE = 'Backenbrecher BB 200';

// A one-page PDF and a 1×1 PNG: real bytes, so the server's content check sees real files.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let browser: Browser;
let admin: Page;
let guest: Page;
let projectId = '';
let orderId = '';
const contexts: BrowserContext[] = [];

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/backend/api${path}`, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status}: ${answer.body}`);
  return (answer.body ? JSON.parse(answer.body) : null) as T;
}

async function openPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const { context, page } = await newPage(browser, server.url, viewport);
  contexts.push(context);
  page.setDefaultTimeout(30_000);
  return page;
}

/** After sign-in: accept the privacy policy on the first visit, then wait for the app. */
async function passGate(page: Page) {
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  const app = page.locator('main#main');
  await accept.or(app).first().waitFor();
  if (await accept.isVisible()) {
    await accept.click();
    await accept.waitFor({ state: 'hidden' });
  }
  await app.waitFor();
}

type OutboxEntry = { to: string; subject: string; links: string[]; sentAt: string };
async function mailsTo(address: string): Promise<OutboxEntry[]> {
  const answer = (await (await fetch(`${server.url}/backend/dev-mailbox/messages`)).json()) as { items: OutboxEntry[] };
  return answer.items.filter((entry) => entry.to === address);
}

/** A toast's text (the live-region copy Radix adds for screen readers is not matched). */
async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await openPage(DESKTOP);
  await signInAsStaff(admin, ADMIN);
  await passGate(admin);
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  // What the browsers showed when a step failed, for the report.
  for (const [who, page] of [
    ['admin', admin],
    ['guest', guest],
  ] as const) {
    if (page && !page.isClosed())
      await screenshot(page, `failed-${who}-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(
        () => undefined,
      );
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('administration', () => {
  it('the admin invites a guest; a second invitation to the same address is refused on the field', async () => {
    await admin.goto('/guests');
    await admin.getByRole('heading', { name: 'Gäste verwalten' }).waitFor();
    await admin.getByRole('link', { name: 'Gast einladen' }).first().click();
    await admin.getByRole('heading', { name: 'Neuen Gast einladen' }).waitFor();
    // Validation on submit with the shared German messages.
    await admin.getByRole('button', { name: 'Einladung versenden' }).click();
    expect(await admin.getByText(messages.required).count()).toBe(3);
    await admin.getByLabel('Vorname').fill(GUEST.firstName);
    await admin.getByLabel('Nachname').fill(GUEST.lastName);
    await admin.getByLabel('E-Mail-Adresse').fill('kein-mail');
    await admin.getByText(messages.invalidEmail).waitFor();
    await admin.getByLabel('E-Mail-Adresse').fill(GUEST.email);
    await admin.getByLabel('Persönliche Nachricht').fill('Willkommen im Projekt Logistikzentrum Ost!');
    await screenshot(admin, 'admin-invite-guest-desktop');
    await admin.getByRole('button', { name: 'Einladung versenden' }).click();
    await toast(admin, `${GUEST_NAME} wurde als Gast eingeladen`);
    await admin.waitForURL('**/guests');
    const row = admin.getByRole('row').filter({ hasText: GUEST_NAME });
    await row.getByText('k/a').waitFor();
    await expect(row.getByText(GUEST.email).isVisible()).resolves.toBe(true);

    const invitations = await mailsTo(GUEST.email);
    expect(invitations.map((mail) => mail.subject)).toEqual(['Einladung zu Baustellendoku']);

    // The same address again: the server's 422 lands under the e-mail field.
    await admin.goto('/guests/new');
    await admin.getByLabel('Vorname').fill('Zweite');
    await admin.getByLabel('Nachname').fill('Einladung');
    await admin.getByLabel('E-Mail-Adresse').fill(GUEST.email.toUpperCase());
    await admin.getByRole('button', { name: 'Einladung versenden' }).click();
    await admin.getByText(authenticationMessages.emailInUse).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/guests/new');
  });

  it('the admin creates a project and completes its data in the settings', async () => {
    await admin.goto('/manage-projects');
    await admin.getByRole('heading', { name: 'Projekte verwalten' }).waitFor();
    await admin.getByRole('link', { name: 'Projekt anlegen' }).first().click();
    await admin.getByRole('button', { name: 'Projekt anlegen' }).click();
    expect(await admin.getByText(messages.required).count()).toBe(2);
    await admin.getByLabel('Projektname').fill(PROJECT);
    await admin.getByLabel('Firma').click();
    await admin.getByRole('option').first().click();
    await admin.getByRole('button', { name: 'Projekt anlegen' }).click();
    await toast(admin, `Das Projekt „${PROJECT}“ wurde angelegt`);
    await admin.waitForURL('**/manage-projects');
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: PROJECT }) });
    await card.getByText('Projektdaten unvollständig').waitFor();
    await screenshot(admin, 'admin-manage-projects-desktop');
    projectId = (
      await api<{ items: { projectId: string; projectName: string }[] }>(admin, 'GET', '/project')
    ).items.find((item) => item.projectName === PROJECT)!.projectId;

    // The features page is not usable yet.
    await admin.goto(`/projects/${projectId}/features`);
    await admin
      .getByText('Die Projektfunktionen können erst aktiviert werden, wenn alle Projektdaten vollständig sind.')
      .waitFor();
    expect(await admin.getByRole('button', { name: 'Aktivieren' }).first().isDisabled()).toBe(true);
    await admin.getByRole('link', { name: 'Projekt bearbeiten' }).click();

    await admin.getByRole('heading', { name: 'Projekteinstellungen' }).waitFor();
    for (const section of ['Stammdaten', 'Baustellenadresse', 'Projektattribute'])
      await admin.getByRole('heading', { name: section }).waitFor();
    await admin.getByRole('textbox', { name: 'Projektnummer', exact: true }).fill('2026-033');
    await admin.getByRole('textbox', { name: 'Auftraggeber', exact: true }).fill('Hansestadt Logistik GmbH');
    await admin.getByLabel('Art der Bauarbeiten').click();
    const workType = optionLists.projectConstructionWorkType[0];
    await admin.getByRole('option', { name: workType.label }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('textbox', { name: 'Straße', exact: true }).fill('Hafenrandstraße');
    await admin.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('12a');
    await admin.getByRole('textbox', { name: 'PLZ', exact: true }).fill('2045');
    await admin.getByRole('textbox', { name: 'Stadt', exact: true }).fill('Hamburg');
    await admin.getByLabel('Übergabehöhe oben').fill('1250');
    await admin.getByLabel('Übergabehöhe unten').fill('0');
    // The site area is drawn on the map (e2e/site-map.e2e.ts); experts type it behind the toggle.
    await admin.getByRole('button', { name: 'Als GeoJSON-Text bearbeiten' }).click();
    await admin.getByLabel('Baufeld (GeoJSON)').fill('{"type": "Polygon"');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByText(messages.invalidPostalCode).waitFor();
    await admin.getByText(messages.invalidGeoJson).waitFor();
    await admin.getByText(messages.minimum(1)).waitFor();
    expect(await admin.getByText(messages.required).count()).toBe(3); // the three yes/no questions
    await screenshot(admin, 'admin-project-settings-errors-desktop');

    await admin.getByRole('textbox', { name: 'PLZ', exact: true }).fill('20457');
    await admin.getByLabel('Übergabehöhe unten').fill('980,5');
    await admin.getByLabel('Baufeld (GeoJSON)').fill(
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [9.98, 53.54],
            [9.99, 53.54],
            [9.99, 53.55],
            [9.98, 53.54],
          ],
        ],
      }),
    );
    await admin
      .getByRole('radiogroup', { name: /Grenzanzeige/ })
      .getByText('Nein')
      .click();
    await admin
      .getByRole('radiogroup', { name: /Kampfmittelfreigabe/ })
      .getByText('Ja')
      .click();
    await admin
      .getByRole('radiogroup', { name: /Sanierungsplan/ })
      .getByText('Nein')
      .click();
    await admin
      .locator('input[type="file"]:not([data-testid="site-area-file"])')
      .setInputFiles({ name: 'lageplan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await admin.getByRole('link', { name: 'lageplan.pdf' }).waitFor();
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await toast(admin, 'Die Projektdaten wurden gespeichert');
    await admin.waitForURL(`**/projects/${projectId}`);

    const saved = await api<ProjectView>(admin, 'GET', `/project/${projectId}`);
    expect(saved).toMatchObject({
      number: '2026-033',
      client: 'Hansestadt Logistik GmbH',
      constructionWorkTypes: [workType.value],
      address: { street: 'Hafenrandstraße', houseNumber: '12a', postalCode: '20457', city: 'Hamburg', country: 'de' },
      attributes: {
        isBoundaryNotificationRequired: false,
        isExplosivesClearanceAvailable: true,
        isRemediationPlanAvailable: false,
        transferHeightTopInCentimeters: 1250,
        transferHeightBottomInCentimeters: 980.5,
      },
      isProjectDataCompleted: true,
    });
    expect(saved.attributes.layoutPlan.map((file) => file.fileName)).toEqual(['lageplan.pdf']);

    // After a reload the form shows what was saved; the features are usable now.
    await admin.goto(`/projects/${projectId}/settings`);
    await expect(admin.getByLabel('Übergabehöhe unten').inputValue()).resolves.toBe('980,5');
    await expect(admin.getByRole('textbox', { name: 'PLZ', exact: true }).inputValue()).resolves.toBe('20457');
    await admin.goto(`/projects/${projectId}/features`);
    await admin.getByRole('heading', { name: 'Ersatzbaustoff-Dokumentation' }).waitFor();
    await admin.getByRole('heading', { name: 'Bodeneinbau-Dokumentationen' }).waitFor();
    expect(await admin.getByRole('link', { name: 'Aktivieren' }).count()).toBe(2);
    await screenshot(admin, 'admin-project-features-desktop');
  });

  it('the admin adds the guest as project manager, changes roles and removes another participant', async () => {
    await admin.goto('/manage-projects');
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: PROJECT }) });
    await card.getByRole('link', { name: 'Projektbeteiligte verwalten' }).click();
    await admin.getByRole('heading', { name: 'Projektbeteiligte' }).waitFor();
    await admin.getByText('Diesem Projekt ist noch niemand zugeordnet.').waitFor();
    await admin.getByRole('link', { name: 'Nutzer hinzufügen' }).first().click();
    await admin.getByRole('button', { name: 'Nutzer hinzufügen' }).click();
    await admin.getByText(messages.chooseUser).waitFor();

    // Remote search: first 5 results and "N weitere Optionen"; nothing found; then the guest.
    const candidates = await api<{ total: number }>(
      admin,
      'GET',
      `/user?skip=0&limit=5&excludeWithProjectId=${projectId}`,
    );
    expect(candidates.total).toBeGreaterThan(5);
    await admin.getByRole('combobox', { name: 'Nutzer' }).click();
    await admin.getByText(`${candidates.total - 5} weitere Optionen`).waitFor();
    expect(await admin.getByRole('option').count()).toBe(5);
    const search = admin.getByRole('textbox', { name: 'Name oder E-Mail-Adresse' });
    await search.fill('zzzz-niemand');
    await admin.getByText('Nutzer nicht gefunden').waitFor();
    await search.fill(GUEST.lastName);
    await admin.getByRole('option', { name: `${GUEST_NAME} (${GUEST.email})` }).click();
    await admin.getByRole('combobox', { name: 'Rollen' }).click();
    await admin.getByRole('option', { name: 'Projektleiter' }).click();
    await admin.keyboard.press('Escape');
    await screenshot(admin, 'admin-add-participant-desktop');
    await admin.getByRole('button', { name: 'Nutzer hinzufügen' }).click();
    await toast(admin, `${GUEST_NAME} wurde dem Projekt hinzugefügt`);
    await admin.waitForURL(`**/projects/${projectId}/users`);
    const guestRow = admin.getByRole('row').filter({ hasText: GUEST_NAME });
    await guestRow.getByText('Projektleiter').waitFor();

    // Edit roles: the guest is also foreman.
    await guestRow.getByRole('link', { name: `Rollen von ${GUEST_NAME} bearbeiten` }).click();
    await admin.getByRole('heading', { name: 'Rollen bearbeiten' }).waitFor();
    await admin.getByRole('combobox', { name: 'Rollen' }).click();
    await admin.getByRole('option', { name: 'Polier' }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Rollen aktualisieren' }).click();
    await toast(admin, 'Die Berechtigungen des Nutzers wurden aktualisiert');
    await admin.getByRole('row').filter({ hasText: GUEST_NAME }).getByText('Projektleiter, Polier').waitFor();

    // A second participant is added and removed again, with the confirm dialog.
    const maschinist = (
      await api<{ items: { userId: string; emailAddress: string }[] }>(
        admin,
        'GET',
        `/user?excludeWithProjectId=${projectId}&search=maschinist`,
      )
    ).items[0]!;
    await api(admin, 'POST', `/project/${projectId}/user`, { userId: maschinist.userId, roles: ['machinist'] });
    await admin.goto(`/projects/${projectId}/users/${maschinist.userId}`);
    await admin.getByRole('button', { name: 'Nutzer aus dem Projekt entfernen' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
    await toast(admin, 'Max Maschinist wurde aus dem Projekt entfernt');
    await admin.waitForURL(`**/projects/${projectId}/users`);
    expect(await admin.getByRole('row').filter({ hasText: 'Max Maschinist' }).count()).toBe(0);
    await screenshot(admin, 'admin-participants-desktop');
  });

  it('the guest signs in with the link from the outbox and sees exactly that project', async () => {
    guest = await openPage(PHONE);
    await guest.goto('/login');
    await guest.getByLabel('E-Mail-Adresse').fill(GUEST.email);
    await guest.getByRole('button', { name: 'Mit Gast-Zugang anmelden' }).click();
    await guest.getByText('Postfach überprüfen').first().waitFor();
    const [loginMail] = (await mailsTo(GUEST.email)).filter(
      (mail) => mail.subject === 'Ihr Anmelde-Link für Baustellendoku',
    );
    expect(loginMail?.links).toHaveLength(1);
    const approve = await openPage(DESKTOP);
    await approve.goto(loginMail!.links[0]!);
    await approve.getByText('Login erfolgreich').first().waitFor();

    await passGate(guest);
    // A non-admin with exactly one project lands on its dashboard.
    await guest.waitForURL(`**/projects/${projectId}`);
    await guest.getByRole('heading', { name: PROJECT }).waitFor();
    const visible = await api<{ items: { projectId: string }[] }>(guest, 'GET', '/project');
    expect(visible.items.map((item) => item.projectId)).toEqual([projectId]);
    await screenshot(guest, 'guest-dashboard-phone');

    // Administration stays closed to the guest; another project does not exist for them.
    await guest.goto('/guests');
    await guest.getByRole('heading', { name: 'Zugriff verweigert' }).waitFor();
    const other = (
      await api<{ items: { projectId: string; projectName: string }[] }>(admin, 'GET', '/project')
    ).items.find((item) => item.projectName === 'Gewerbepark Nord')!;
    await guest.goto(`/projects/${other.projectId}/settings`);
    await guest.getByRole('heading', { name: 'Zugriff verweigert' }).waitFor();
    // As project manager the guest may manage the participants of their own project.
    await guest.goto(`/projects/${projectId}/users`);
    await guest.getByRole('heading', { name: 'Projektbeteiligte' }).waitFor();
    await screenshot(guest, 'guest-participants-phone');
  });

  it('the history page lists the events with working links and the back banner', async () => {
    // The guest (project manager) activates soil installation and orders material, so the history
    // also holds an entry that links to its object.
    await api(guest, 'POST', `/project/${projectId}/feature/mounting-documentation`, {
      mountingMethods: [optionLists.mountingMethod[0].value],
      groundwaterCoverLayerSoilType: optionLists.groundwaterCoverLayerSoilType[0].value,
      groundwaterCoverLayerThicknessInMeter: 2,
    });
    orderId = (
      await api<{ orderId: string }>(guest, 'POST', '/order', {
        projectId,
        orderNumber: 'B-2026-077',
        materialOrigin: 'Tagebau Nord',
        carrier: 'Spedition Elbe',
        materialClass: optionLists.orderMaterialClass[0].value,
        declaredQuantityInTons: 120,
        approvalByAppraiserRequired: false,
      })
    ).orderId;

    await guest.goto(`/projects/${projectId}`);
    await guest.getByRole('link', { name: 'Alle anzeigen' }).click();
    await guest.waitForURL(`**/projects/${projectId}/history`);
    await guest.getByRole('heading', { name: 'Was zuletzt passiert ist' }).waitFor();
    for (const text of [
      `Das Projekt „${PROJECT}“ wurde angelegt`,
      'Die Projektdaten wurden aktualisiert',
      `${GUEST_NAME} wurde dem Projekt als Projektleiter hinzugefügt`,
      `Die Rollen von ${GUEST_NAME} wurden geändert: Projektleiter, Polier`,
      'Max Maschinist wurde aus dem Projekt entfernt',
      'Die Projektfunktion „Bodeneinbau-Dokumentationen“ wurde aktiviert',
      'Die Bestellung B-2026-077 wurde angelegt',
    ]) {
      await guest.getByText(text, { exact: true }).waitFor();
    }
    // Originator and date of an entry.
    const created = guest.getByRole('listitem').filter({ hasText: `Das Projekt „${PROJECT}“ wurde angelegt` });
    await expect(created.textContent()).resolves.toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr · Anna Admin/);
    await screenshot(guest, 'history-phone');

    const orderEntry = guest.getByRole('listitem').filter({ hasText: 'Die Bestellung B-2026-077 wurde angelegt' });
    await orderEntry.getByRole('link', { name: 'Bestellung einsehen' }).click();
    await guest.waitForURL(`**/projects/${projectId}/orders/${orderId}`);
    const banner = guest.getByRole('region', { name: 'Zurück' });
    await banner.getByRole('link', { name: 'Zurück zu „Was zuletzt passiert ist“ springen.' }).click();
    await guest.waitForURL(`**/projects/${projectId}/history`);
    await guest.getByRole('heading', { name: 'Was zuletzt passiert ist' }).waitFor();
    // "Ausblenden" dismisses the banner.
    await orderEntry.getByRole('link', { name: 'Bestellung einsehen' }).click();
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Ausblenden' }).click();
    await banner.waitFor({ state: 'hidden' });
  });

  it('the admin keeps a machine file with a suitability proof and its documents', async () => {
    await admin.goto('/manage-machines');
    await admin.getByRole('heading', { name: 'Maschinen' }).waitFor();
    await admin.getByRole('columnheader', { name: 'Besitzer' }).waitFor();
    await admin.getByRole('link', { name: 'Maschinenakte anlegen' }).first().click();
    await admin.getByLabel(/^Maschine/).fill(MACHINE);
    await admin.getByLabel('Besitzer').fill('Muster Bau GmbH – Niederlassung Ost');
    await admin.getByRole('button', { name: 'Maschinenakte anlegen' }).click();
    await toast(admin, `Die Maschinenakte „${MACHINE}“ wurde angelegt`);
    await admin.waitForURL(/\/manage-machines\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { name: MACHINE }).waitFor();

    // The proof needs a class and at least one document.
    const addForm = admin
      .locator('form')
      .filter({ has: admin.getByRole('button', { name: 'Eignungsnachweis hinzufügen' }) });
    await addForm.getByRole('button', { name: 'Eignungsnachweis hinzufügen' }).click();
    await addForm.getByText(messages.required).waitFor();
    await addForm.getByText(messages.atLeastOneDocument).waitFor();
    const grain = optionLists.grainSizeAndQuality.find((option) => option.value === 'rc_1_0_32')!;
    await addForm.getByLabel('Materialklasse und Körnung').click();
    await admin.getByRole('option', { name: grain.label, exact: true }).click();
    await addForm
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nachweis-seite-1.png', mimeType: 'image/png', buffer: PNG });
    await addForm.getByRole('link', { name: 'nachweis-seite-1.png' }).waitFor();
    await addForm.getByRole('button', { name: 'Eignungsnachweis hinzufügen' }).click();
    await toast(admin, `Der Eignungsnachweis für ${grain.label} wurde angelegt`);
    const proofs = admin.getByRole('list', { name: 'Eignungsnachweise' });
    const proof = proofs.getByRole('listitem').filter({ hasText: grain.label }).first();
    await proof.getByRole('link', { name: 'nachweis-seite-1.png' }).waitFor();
    // The proven class is no longer offered.
    await addForm.getByLabel('Materialklasse und Körnung').click();
    expect(await admin.getByRole('option', { name: grain.label, exact: true }).count()).toBe(0);
    await admin.keyboard.press('Escape');

    // "Dokument hinzufügen" shows the stored document and takes one more.
    await proof.getByRole('button', { name: 'Dokument hinzufügen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Dokument hinzufügen' });
    await dialog.getByRole('link', { name: 'nachweis-seite-1.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Dokumente speichern' }).click();
    await dialog.getByText(messages.atLeastOneDocument).waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pruefbericht.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('link', { name: 'pruefbericht.pdf' }).waitFor();
    await screenshot(admin, 'admin-machine-documents-dialog-desktop');
    await dialog.getByRole('button', { name: 'Dokumente speichern' }).click();
    await toast(admin, `Der Eignungsnachweis für ${grain.label} wurde aktualisiert`);
    await dialog.waitFor({ state: 'hidden' });

    // Persisted: after a reload the proof lists both documents, and the list shows the proof.
    await admin.reload();
    const reloaded = admin
      .getByRole('list', { name: 'Eignungsnachweise' })
      .getByRole('listitem')
      .filter({ hasText: grain.label })
      .first();
    await reloaded.getByText('2 Dokumente').waitFor();
    await reloaded.getByRole('link', { name: 'pruefbericht.pdf' }).waitFor();
    const documentUrl = await reloaded.getByRole('link', { name: 'pruefbericht.pdf' }).getAttribute('href');
    const download = await admin.evaluate(async (url) => {
      const response = await fetch(url!);
      return { status: response.status, head: (await response.text()).slice(0, 8) };
    }, documentUrl);
    expect(download).toEqual({ status: 200, head: '%PDF-1.4' });
    await screenshot(admin, 'admin-machine-edit-desktop');
    await admin.goto('/manage-machines');
    await admin.getByRole('row').filter({ hasText: MACHINE }).getByText(grain.label).waitFor();
  });

  it('the admin deactivates the guest: their session ends at once; activating restores access', async () => {
    await admin.goto('/guests');
    await admin
      .getByRole('row')
      .filter({ hasText: GUEST_NAME })
      .getByRole('link', { name: `${GUEST_NAME} bearbeiten` })
      .click();
    await admin.getByRole('button', { name: 'Nutzer deaktivieren' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Nutzer deaktivieren' }).click();
    await toast(admin, `${GUEST_NAME} wurde aktualisiert`);
    await admin.waitForURL('**/guests');
    await admin.getByRole('row').filter({ hasText: GUEST_NAME }).getByText('Deaktiviert').waitFor();
    await admin
      .getByRole('row')
      .filter({ hasText: GUEST_NAME })
      .getByRole('link', { name: GUEST_NAME, exact: true })
      .click();
    await admin.getByText('Nutzer ist deaktiviert', { exact: true }).waitFor();
    await screenshot(admin, 'admin-guest-deactivated-desktop');

    await guest.goto(`/projects/${projectId}`);
    await guest.waitForURL('**/login');

    await admin.getByRole('button', { name: 'Nutzer aktivieren' }).click();
    await toast(admin, `${GUEST_NAME} wurde aktualisiert`);
    await admin.waitForURL('**/guests');
    // Active again: the last login (the guest signed in above) replaces the badge.
    await admin
      .getByRole('row')
      .filter({ hasText: GUEST_NAME })
      .getByText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)
      .waitFor();
    expect(await admin.getByRole('row').filter({ hasText: GUEST_NAME }).getByText('Deaktiviert').count()).toBe(0);
  });

  it('the administration lists work on a 390 px phone', async () => {
    const phone = await openPage(PHONE);
    await signInAsStaff(phone, ADMIN);
    await passGate(phone);
    for (const [path, heading, content, name] of [
      ['/guests', 'Gäste verwalten', GUEST_NAME, 'admin-guests-phone'],
      ['/manage-projects', 'Projekte verwalten', PROJECT, 'admin-manage-projects-phone'],
      ['/manage-machines', 'Maschinen', MACHINE, 'admin-machines-phone'],
      [`/projects/${projectId}/users`, 'Projektbeteiligte', GUEST_NAME, 'admin-participants-phone'],
      [`/projects/${projectId}/settings`, 'Projekteinstellungen', 'Stammdaten', 'admin-project-settings-phone'],
    ] as const) {
      await phone.goto(path);
      await phone.getByRole('heading', { name: heading, exact: true }).waitFor();
      // Lists are stacked cards on a phone (the table is hidden).
      await phone.getByText(content, { exact: true }).filter({ visible: true }).first().waitFor();
      await phone.getByText('Wird geladen …').waitFor({ state: 'detached' });
      // No horizontal scrolling on a phone.
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(phone, name);
    }
    // The primary action sits at the bottom, full width.
    await phone.goto('/manage-machines');
    const action = phone.getByRole('link', { name: 'Maschinenakte anlegen' }).last();
    const box = await action.boundingBox();
    expect(box!.width).toBeGreaterThan(PHONE.width - 40);
    expect(box!.y).toBeGreaterThan(PHONE.height - 100);

    // A toast on purpose: its close button is a tap target like any other (44 × 44 px).
    await phone.goto(`/projects/${projectId}/settings`);
    await phone.getByRole('heading', { name: 'Projekteinstellungen', exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Speichern' }).filter({ visible: true }).first().click();
    await toast(phone, 'Die Projektdaten wurden gespeichert');
    const close = await phone.getByRole('button', { name: 'Schließen' }).filter({ visible: true }).last().boundingBox();
    expect(close!.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    expect(close!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await screenshot(phone, 'admin-toast-phone');
  });
});
