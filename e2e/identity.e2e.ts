// Identity end to end (issue 3), in Chromium against the built server with the embedded identity
// provider and a real SMTP server started here: every demo role signs in through the provider and
// sees its name and exactly its menu groups; a guest invited by the admin signs in with the link
// from the received mail, approved in a second browser; the guest flow's cancel and timeout; the
// session gate's order with a remembered deep link followed once; logout.
// One server for the whole file; the tests run in order (fresh users are used up on the way).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { authenticationMessages } from '@baustellendoku/domain';
import {
  launchBrowser,
  newPage,
  signInAsStaff,
  startMailCatcher,
  startServer,
  type CaughtMail,
  type TestServer,
} from './harness.js';

type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

const PARK = 'Gewerbepark Nord';
const GUEST = { firstName: 'Gustav', lastName: 'Gastinger', email: 'gustav.gastinger@extern.example' };
const SUPPORT = 'hilfe@baustelle.example';
const TIMEOUT_TEXT = 'Die Anmeldung wurde wegen einer Zeitüberschreitung abgebrochen. Versuchen Sie es später erneut.';

let smtp: MailCatcher;
let server: TestServer;
let browser: Browser;
let parkId = '';
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  smtp = await startMailCatcher();
  server = await startServer({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
  browser = await launchBrowser();
  // The demo project's id, read with an admin session that stops at the privacy policy (so the
  // admin is still a fresh user for the role test below).
  const page = await openPage();
  await signInAsStaff(page, 'admin@demo.example');
  await page.getByRole('button', { name: 'Akzeptieren' }).waitFor();
  const { items } = await api<{ items: { projectId: string; projectName: string }[] }>(page, 'GET', '/project');
  parkId = items.find((project) => project.projectName === PARK)?.projectId ?? '';
  expect(parkId).not.toBe('');
  await closeContexts();
});
afterEach(closeContexts);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function closeContexts() {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
}

async function openPage(): Promise<Page> {
  const { context, page } = await newPage(browser, server.url);
  contexts.push(context);
  page.setDefaultTimeout(20_000);
  return page;
}

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

const statusOf = (page: Page, path: string) =>
  page.evaluate(async (path) => (await fetch(`/backend/api${path}`)).status, path);

/** A form field by its label; the required mark "*" after the label text is ignored. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

const privacyHeading = (page: Page) => page.getByRole('heading', { name: 'Datenschutzerklärung', exact: true });
const appraiserHeading = (page: Page) => page.getByRole('heading', { name: 'Daten als Gutachter vervollständigen' });
const appMain = (page: Page) => page.locator('main#main');

async function acceptPrivacyPolicy(page: Page) {
  await privacyHeading(page).waitFor();
  expect(await appraiserHeading(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Akzeptieren' }).click();
  await privacyHeading(page).waitFor({ state: 'hidden' });
}

/** "Daten als Gutachter vervollständigen" through the form, date from the German date picker. */
async function fillAppraiserDetails(page: Page) {
  await appraiserHeading(page).waitFor();
  await field(page, 'Firma').fill('Ingenieurbüro Nordlicht');
  await field(page, 'Telefon').fill('040 7654321');
  await field(page, 'Straße').fill('Hafenstraße');
  await field(page, 'Hausnummer').fill('12a');
  await field(page, 'PLZ').fill('20457');
  await field(page, 'Stadt').fill('Hamburg');
  await field(page, 'Akkreditierungsnummer').fill('D-PL-20481-01-00');
  await field(page, 'Akkreditierende Stelle').fill('DAkkS');
  await field(page, 'Gültigkeit der Akkreditierung').click();
  await page.getByRole('button', { name: 'Nächster Monat' }).click();
  await page
    .getByRole('grid')
    .getByRole('gridcell', { name: /, 15\. / })
    .click();
  await expect.poll(() => field(page, 'Gültigkeit der Akkreditierung').textContent()).toMatch(/15\.\d{2}\.\d{4}/);
  await page.getByRole('button', { name: 'Angaben speichern' }).click();
  await appraiserHeading(page).waitFor({ state: 'hidden' });
}

/** The headings of the side menu's sections and the project's collapsible groups. */
async function menuEntries(page: Page): Promise<{ sections: string[]; groups: string[] }> {
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.waitFor();
  const sections = (await menu.locator('section > h2').allTextContents()).map((text) => text.trim());
  const groups = (
    await menu.getByTestId('current-project-group').locator('button[aria-expanded]').allTextContents()
  ).map((text) => text.trim());
  return { sections, groups };
}

type RoleCase = {
  email: string;
  name: string;
  /** Signs in for the first time (privacy policy not yet accepted). */
  fresh: boolean;
  /** Holds an appraiser role and has not given the details yet. */
  needsAppraiserDetails: boolean;
  administration: boolean;
  projectGroups: string[];
};

// What the rule table grants in "Gewerbepark Nord" (soil installation and recycled material
// active): everyone assigned sees "Ersatzbaustoffe" and "Bodeneinbau", only admin and project
// manager "Einstellungen", only the admin the "Administration" section.
const roleCases: RoleCase[] = [
  {
    email: 'admin@demo.example',
    name: 'Anna Admin',
    fresh: true,
    needsAppraiserDetails: false,
    administration: true,
    projectGroups: ['Ersatzbaustoffe', 'Bodeneinbau', 'Einstellungen'],
  },
  {
    email: 'projektleiter@demo.example',
    name: 'Paul Projektleiter',
    fresh: true,
    needsAppraiserDetails: false,
    administration: false,
    projectGroups: ['Ersatzbaustoffe', 'Bodeneinbau', 'Einstellungen'],
  },
  {
    email: 'maschinist@demo.example',
    name: 'Max Maschinist',
    fresh: true,
    needsAppraiserDetails: false,
    administration: false,
    projectGroups: ['Ersatzbaustoffe', 'Bodeneinbau'],
  },
  {
    email: 'gutachter@demo.example',
    name: 'Greta Gutachter',
    fresh: true,
    needsAppraiserDetails: true,
    administration: false,
    projectGroups: ['Ersatzbaustoffe', 'Bodeneinbau'],
  },
  {
    email: 'polier@demo.example',
    name: 'Fritz Polier',
    fresh: true,
    needsAppraiserDetails: false,
    administration: false,
    projectGroups: ['Ersatzbaustoffe', 'Bodeneinbau'],
  },
  // Signed in and completed her details in the session gate test above.
  {
    email: 'einbaugutachter@demo.example',
    name: 'Ines Einbaugutachter',
    fresh: false,
    needsAppraiserDetails: false,
    administration: false,
    projectGroups: ['Ersatzbaustoffe', 'Bodeneinbau'],
  },
  {
    email: 'eigenueberwachung@demo.example',
    name: 'Erik Eigenüberwachung',
    fresh: false, // accepted the policy in the deep-link test above
    needsAppraiserDetails: false,
    administration: false,
    projectGroups: ['Ersatzbaustoffe', 'Bodeneinbau'],
  },
];

describe('identity', () => {
  it('session gate: privacy policy, then appraiser details, then the remembered deep link — followed once', async () => {
    const page = await openPage();
    const deepLink = `/projects/${parkId}/orders`;
    await page.goto(deepLink);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Jetzt anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('redirect-target'))).toBe(deepLink);

    await page.getByRole('link', { name: 'Mit Firmenkonto anmelden' }).click();
    await page.locator('input[name="email"]').fill('einbaugutachter@demo.example');
    await page.locator('input[name="password"]').fill('demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();

    await acceptPrivacyPolicy(page);
    await fillAppraiserDetails(page);
    await appMain(page).getByRole('heading', { name: 'Bestellungen' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(deepLink);
    expect(await page.evaluate(() => localStorage.getItem('redirect-target'))).toBeNull();

    // Taken once: home now follows its own rule (one project → its dashboard), not the old target.
    await page.goto('/');
    await page.waitForURL(`**/projects/${parkId}`);
    await appMain(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/projects/${parkId}`);
    const me = await api<{ dataPrivacyPolicyIsConfirmed: boolean; needsAppraiserInformation: boolean }>(
      page,
      'GET',
      '/me',
    );
    expect(me).toMatchObject({ dataPrivacyPolicyIsConfirmed: true, needsAppraiserInformation: false });
  });

  it('deep link under slow answers: accepting the policy and going home at once does not send the user back (issue 13, item 14)', async () => {
    // eigenueberwachung must accept the policy but gives no appraiser details (the case seen once in four runs).
    const page = await openPage();
    const deepLink = `/projects/${parkId}/order-overview`;
    await page.goto(deepLink);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('redirect-target'))).toBe(deepLink);
    // A slow server: every answer about the current user and the acceptance takes 1.5 s.
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined); // the page may have moved on
    };
    await page.route('**/backend/api/me', slow);
    await page.route('**/backend/api/me/confirm-data-privacy-policy', slow);

    await page.getByRole('link', { name: 'Mit Firmenkonto anmelden' }).click();
    await page.locator('input[name="email"]').fill('eigenueberwachung@demo.example');
    await page.locator('input[name="password"]').fill('demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`**${deepLink}`);
    await privacyHeading(page).waitFor();
    // Signed in and already where the link pointed: the target has served its purpose.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('redirect-target'))).toBeNull();

    // Accept, and go home while the acceptance and the fresh /me are still on their way.
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Akzeptieren' });
    await accept.or(appMain(page)).first().waitFor();
    if (await accept.isVisible()) await acceptPrivacyPolicy(page); // the first acceptance was cut off
    await appMain(page).waitFor();
    // Home follows its own rule (one project → its dashboard), not the old deep link.
    await page.waitForURL(`**/projects/${parkId}`);
    expect(new URL(page.url()).pathname).toBe(`/projects/${parkId}`);
    await page.goto('/');
    await page.waitForURL(`**/projects/${parkId}`);
    expect(new URL(page.url()).pathname).toBe(`/projects/${parkId}`);
    expect(await page.evaluate(() => localStorage.getItem('redirect-target'))).toBeNull();
  });

  it('"Ablehnen" of the privacy policy signs out; the policy is asked again at the next sign-in', async () => {
    const page = await openPage();
    await signInAsStaff(page, 'admin@demo.example');
    await privacyHeading(page).waitFor();
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('logout-successful'));
    expect(await statusOf(page, '/me')).toBe(401);
    await signInAsStaff(page, 'admin@demo.example');
    await privacyHeading(page).waitFor();
    expect(await api<{ dataPrivacyPolicyIsConfirmed: boolean }>(page, 'GET', '/me')).toMatchObject({
      dataPrivacyPolicyIsConfirmed: false,
    });
  });

  it('every demo role signs in through the embedded provider and sees its name and its menu groups', async () => {
    for (const role of roleCases) {
      const page = await openPage();
      await signInAsStaff(page, role.email);
      if (role.fresh) await acceptPrivacyPolicy(page);
      if (role.needsAppraiserDetails) await fillAppraiserDetails(page);
      await appMain(page).waitFor();
      await page.getByRole('banner').getByText(role.name, { exact: true }).waitFor();

      if (role.administration) {
        await page.getByRole('banner').getByRole('button', { name: 'Hilfe & Kontakt' }).click();
        const help = page.getByRole('dialog', { name: 'Hilfe & Kontakt' });
        await help.getByRole('link', { name: SUPPORT }).waitFor();
        expect(await help.getByRole('link', { name: SUPPORT }).getAttribute('href')).toBe(`mailto:${SUPPORT}`);
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'hidden' });
      }
      const home = await menuEntries(page);
      expect(home.sections.includes('Administration'), role.email).toBe(role.administration);

      await page.goto(`/projects/${parkId}`);
      await appMain(page).waitFor();
      await page.getByTestId('current-project-group').getByRole('heading', { name: PARK }).waitFor();
      const inProject = await menuEntries(page);
      expect(inProject.groups, role.email).toEqual(role.projectGroups);
      expect(inProject.sections.includes('Administration'), role.email).toBe(role.administration);
      await closeContexts();
    }
  });

  it('a guest invited by the admin signs in with the link from the mail, approved in a second browser', async () => {
    const admin = await openPage();
    await signInAsStaff(admin, 'admin@demo.example');
    await appMain(admin).waitFor();
    await admin.goto('/guests/new');
    await field(admin, 'Vorname').fill(GUEST.firstName);
    await field(admin, 'Nachname').fill(GUEST.lastName);
    await field(admin, 'E-Mail-Adresse').fill(GUEST.email);
    await field(admin, 'Persönliche Nachricht').fill('Willkommen im Projekt Gewerbepark Nord.');
    await admin.getByRole('button', { name: 'Einladung versenden' }).click();
    const invitation = await smtp.waitFor(
      (mail) => mail.to.includes(GUEST.email) && mail.subject === 'Einladung zu Baustellendoku',
    );
    expect(invitation.text).toContain('Anna Admin');
    expect(invitation.text).toContain('Willkommen im Projekt Gewerbepark Nord.');
    expect(invitation.text).toContain(`${server.url}/login`);

    // The guest opens the login from the invitation and asks for a link.
    const guest = await openPage();
    await guest.goto(`${server.url}/login`);
    const mailsBefore = smtp.mails.length;
    await field(guest, 'E-Mail-Adresse').fill(GUEST.email);
    await guest.getByRole('button', { name: 'Mit Gast-Zugang anmelden' }).click();
    await guest.getByRole('heading', { name: 'Postfach überprüfen' }).waitFor();
    await guest.getByText(GUEST.email).waitFor();
    await guest.getByRole('button', { name: 'Warte auf Freigabe ...' }).waitFor();

    const loginMail: CaughtMail = await smtp.waitFor(
      (mail) => smtp.mails.indexOf(mail) >= mailsBefore && mail.to.includes(GUEST.email),
    );
    expect(loginMail.subject).toBe('Ihr Anmelde-Link für Baustellendoku');
    const links = loginMail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]!.startsWith(`${server.url}/`)).toBe(true);

    // Another browser (e.g. the phone's mail app) approves the login …
    const approver = await openPage();
    await approver.goto(links[0]!);
    await approver.getByRole('heading', { name: 'Login erfolgreich' }).waitFor();
    expect(new URL(approver.url()).pathname).toBe('/authentication/successful');
    expect(await statusOf(approver, '/me')).toBe(401);

    // … and the waiting window signs in by itself.
    await acceptPrivacyPolicy(guest);
    await appMain(guest).waitFor();
    await guest.getByRole('banner').getByText(`${GUEST.firstName} ${GUEST.lastName}`, { exact: true }).waitFor();
    expect((await menuEntries(guest)).sections).not.toContain('Administration');

    // The link is single-use.
    await approver.goto(links[0]!);
    await approver.getByRole('heading', { name: 'Der Anmelde-Token wurde bereits bestätigt' }).waitFor();
  });

  it('guest login: an unknown address is named on the field; cancel goes back to an empty form and stops polling', async () => {
    const page = await openPage();
    await page.goto('/login');
    await field(page, 'E-Mail-Adresse').fill('niemand@extern.example');
    await page.getByRole('button', { name: 'Mit Gast-Zugang anmelden' }).click();
    await page.getByText(authenticationMessages.guestNotFound).waitFor();

    const redeems: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/redeem')) redeems.push(request.url());
    });
    await field(page, 'E-Mail-Adresse').fill(GUEST.email);
    await page.getByRole('button', { name: 'Mit Gast-Zugang anmelden' }).click();
    await page.getByRole('heading', { name: 'Postfach überprüfen' }).waitFor();
    await expect.poll(() => redeems.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Anmelden abbrechen' }).click();
    await page.getByRole('heading', { name: 'Jetzt anmelden' }).waitFor();
    expect(await field(page, 'E-Mail-Adresse').inputValue()).toBe('');
    const afterCancel = redeems.length;
    await page.waitForTimeout(2500); // longer than one polling interval (2000 ms)
    expect(redeems.length).toBe(afterCancel);
  });

  it('guest login: after 60 unanswered retries the login is abandoned with the timeout message', async () => {
    const page = await openPage();
    // A controlled clock: the 2000 ms polling interval elapses on demand instead of in real time.
    await page.clock.install();
    let redeemCalls = 0;
    await page.route('**/backend/api/authentication/login-token/*/redeem', async (route) => {
      redeemCalls += 1;
      await route.continue();
    });
    await page.goto('/login');
    await field(page, 'E-Mail-Adresse').fill(GUEST.email);
    await page.getByRole('button', { name: 'Mit Gast-Zugang anmelden' }).click();
    await page.getByRole('heading', { name: 'Postfach überprüfen' }).waitFor();

    // The first redeem goes out at once; each 425 schedules the next one 2000 ms later. Advance the
    // page's clock in small steps until the hook gives up (the steps never skip a scheduled retry).
    const timeout = page.getByText(TIMEOUT_TEXT);
    const deadline = Date.now() + 90_000;
    while (!(await timeout.isVisible())) {
      if (Date.now() > deadline) throw new Error(`keine Zeitüberschreitung nach ${redeemCalls} Abfragen`);
      await page.clock.runFor(500);
      await page.waitForTimeout(10);
    }
    await page.getByText(TIMEOUT_TEXT).waitFor();
    expect(redeemCalls).toBe(61);
    await page.getByRole('heading', { name: 'Anmeldung fehlgeschlagen' }).waitFor();
    await page.getByRole('button', { name: 'Zurück zum Login' }).click();
    await page.getByRole('heading', { name: 'Jetzt anmelden' }).waitFor();
  });

  it('logout leads to /login?logout-successful and the session is gone after reload', async () => {
    const page = await openPage();
    await signInAsStaff(page, 'projektleiter@demo.example');
    await appMain(page).waitFor();
    expect(await statusOf(page, '/me')).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('logout-successful'));
    await page.getByText('Sie wurden erfolgreich abgemeldet.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('current-user'))).toBeNull();

    await page.reload();
    await page.getByRole('heading', { name: 'Jetzt anmelden' }).waitFor();
    expect(await statusOf(page, '/me')).toBe(401);
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Jetzt anmelden' }).waitFor();
  });
});
