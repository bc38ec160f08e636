// Company sign-in proven against a separately started oidc-provider (real HTTP, redirects
// followed with fetch and cookies): start → provider → callback → session → /me.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { TestBrowser } from '../../test/identity/browser.js';
import { startCompanyIdp } from '../../test/identity/company-idp.js';
import { parseSetCookies } from '../../test/identity/cookies.js';
import { createListeningApp, freePort } from '../../test/identity/listening-app.js';

let app: TestApp;
let appUrl: string;
let idp: Awaited<ReturnType<typeof startCompanyIdp>>;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  idp = await startCompanyIdp({
    redirectUri: `${appUrl}/backend/authentication/callback`,
    clientId: 'bd-app',
    clientSecret: 'geheimes-client-secret',
  });
  ({ app } = await createListeningApp(
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'bd-app',
      OIDC_CLIENT_SECRET: 'geheimes-client-secret',
      ADMIN_EMAILS: 'chefin@firma.example',
      OIDC_ADMIN_GROUP: 'bd-admins',
    },
    port,
  ));
  idp.addAccount({
    sub: 'u-1001',
    email: 'Bauleiter@Firma.example',
    given_name: 'Bernd',
    family_name: 'Bauleiter',
    groups: ['bau'],
  });
  idp.addAccount({ sub: 'u-1002', email: 'chefin@firma.example', given_name: 'Clara', family_name: 'Chefin' });
  idp.addAccount({
    sub: 'u-1003',
    email: 'it@firma.example',
    given_name: 'Ida',
    family_name: 'Informatik',
    groups: ['bd-admins'],
  });
  idp.addAccount({ sub: 'u-1004', email: 'weg@firma.example', given_name: 'Walter', family_name: 'Weg' });
  idp.addAccount({ sub: 'u-1005', email: 'gast@extern.example', given_name: 'Gustav', family_name: 'Gast' });
});
afterAll(async () => {
  await app?.cleanup();
  await idp?.close();
});

/** Runs the whole sign-in in a fresh browser; returns the browser and the app's final redirect. */
async function signIn(sub: string | null, redirect = '/') {
  idp.signInAs(sub);
  const browser = new TestBrowser();
  await browser.follow(`${appUrl}/backend/authentication/start?redirect=${encodeURIComponent(redirect)}`);
  const callback = browser.hops.find((hop) => hop.url.startsWith(`${appUrl}/backend/authentication/callback`));
  return { browser, callback };
}

/** Runs a sign-in up to (not including) the callback; returns the callback URL. */
async function callbackUrlOf(browser: TestBrowser, sub: string) {
  idp.signInAs(sub);
  let response = await browser.request(`${appUrl}/backend/authentication/start`);
  for (let i = 0; i < 10; i += 1) {
    const next = new URL(response.headers.get('location')!, browser.hops.at(-1)!.url).href;
    if (next.startsWith(`${appUrl}/backend/authentication/callback`)) return next;
    response = await browser.request(next);
  }
  throw new Error('no callback reached');
}

const me = (browser: TestBrowser) => fetch(`${appUrl}/backend/api/me`, { headers: { cookie: browser.jar.header() } });

describe('company sign-in (OIDC_ISSUER)', () => {
  it('creates the staff user just in time from the claims and redirects into the app', async () => {
    const { browser, callback } = await signIn('u-1001', '/projects/abc?tab=1');
    const start = browser.hops[0]!;
    expect(start.status).toBe(303);
    const authorize = new URL(start.location!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('scope')).toBe('openid email profile groups');

    expect(callback).toMatchObject({ status: 303, location: '/projects/abc?tab=1' });
    const response = await me(browser);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: {
        isAdmin: false,
        name: { firstName: 'Bernd', lastName: 'Bauleiter' },
        emailAddress: 'bauleiter@firma.example',
      },
      assignedProjects: [],
      dataPrivacyPolicyIsConfirmed: false,
      needsAppraiserInformation: false,
    });
    const [row] = await app.db.select().from(users).where(eq(users.subject, 'u-1001'));
    expect(row).toMatchObject({ type: 'staff', email: 'bauleiter@firma.example', isActive: true });
  });

  it('sets the session cookie httpOnly, SameSite=Lax, and a new session id at every sign-in', async () => {
    const first = await signIn('u-1001');
    const second = await signIn('u-1001');
    const cookieOf = (browser: TestBrowser) => browser.jar.get('bd_sid');
    expect(cookieOf(first.browser)).toBeTruthy();
    expect(cookieOf(first.browser)).not.toBe(cookieOf(second.browser));
    // Both sessions are independent rows; the user row is the same.
    expect((await me(first.browser)).status).toBe(200);
    const raw = await fetch(`${appUrl}/backend/authentication/start`, { redirect: 'manual' });
    const transaction = parseSetCookies(raw.headers.getSetCookie()).find((cookie) =>
      cookie.name.startsWith('bd_oidc_'),
    );
    expect(transaction?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/backend/authentication' });
    const rows = await app.db.select().from(users).where(eq(users.subject, 'u-1001'));
    expect(rows).toHaveLength(1);
  });

  it('checks the session cookie flags on the callback answer', async () => {
    idp.signInAs('u-1001');
    const fresh = new TestBrowser();
    let response = await fresh.request(`${appUrl}/backend/authentication/start`);
    let setCookies: string[] = [];
    for (let i = 0; i < 10 && response.status >= 300 && response.status < 400; i += 1) {
      const next = new URL(response.headers.get('location')!, fresh.hops.at(-1)!.url).href;
      response = await fresh.request(next);
      if (next.startsWith(`${appUrl}/backend/authentication/callback`)) {
        setCookies = response.headers.getSetCookie();
        break;
      }
    }
    const session = parseSetCookies(setCookies).find((cookie) => cookie.name === 'bd_sid');
    expect(session?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(session?.attributes.secure).toBeUndefined();
  });

  it('makes admins from ADMIN_EMAILS and from the admin group claim', async () => {
    const byEmail = await signIn('u-1002');
    expect((await (await me(byEmail.browser)).json()).user.isAdmin).toBe(true);
    const byGroup = await signIn('u-1003');
    expect((await (await me(byGroup.browser)).json()).user.isAdmin).toBe(true);
    const plain = await signIn('u-1001');
    expect((await (await me(plain.browser)).json()).user.isAdmin).toBe(false);
  });

  it('sends a cancelled sign-in to /login?error=cancelled without a session', async () => {
    const { browser, callback } = await signIn(null);
    expect(callback).toMatchObject({ status: 303, location: '/login?error=cancelled' });
    expect(browser.jar.get('bd_sid')).toBeUndefined();
  });

  it('refuses a callback without its transaction cookie, with a forged one or with another state', async () => {
    const victim = new TestBrowser();
    const callbackUrl = await callbackUrlOf(victim, 'u-1001');
    const key = `bd_oidc_${new URL(callbackUrl).searchParams.get('state')!.slice(0, 16)}`;
    expect(victim.jar.get(key)).toBeTruthy();

    const noCookie = await fetch(callbackUrl, { redirect: 'manual' });
    expect(noCookie.headers.get('location')).toBe('/login?error=expired');

    const forged = await fetch(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: `${key}=${encodeURIComponent('{"state":"x"}')}` },
    });
    expect(forged.headers.get('location')).toBe('/login?error=expired');

    // A validly signed transaction of another sign-in under this state's name: state mismatch.
    const attacker = new TestBrowser();
    await attacker.request(`${appUrl}/backend/authentication/start`);
    const [ownName, ownValue] = attacker.jar.header().split('=');
    expect(ownName!.startsWith('bd_oidc_')).toBe(true);
    const mismatch = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: `${key}=${ownValue}` } });
    expect(mismatch.headers.get('location')).toBe('/login?error=failed');
    expect(mismatch.headers.getSetCookie().some((cookie) => cookie.startsWith('bd_sid='))).toBe(false);
  });

  it('completes sign-ins started in two tabs of the same browser', async () => {
    const browser = new TestBrowser();
    const first = await callbackUrlOf(browser, 'u-1001');
    const second = await callbackUrlOf(browser, 'u-1001');
    const secondAnswer = await browser.request(second);
    expect(secondAnswer.headers.get('location')).toBe('/');
    const firstAnswer = await browser.request(first);
    expect(firstAnswer.headers.get('location')).toBe('/');
    expect((await (await me(browser)).json()).user.emailAddress).toBe('bauleiter@firma.example');
  });

  it('refuses inactive users and e-mail addresses of guests', async () => {
    await signIn('u-1004');
    await app.db.update(users).set({ isActive: false }).where(eq(users.subject, 'u-1004'));
    const inactive = await signIn('u-1004');
    expect(inactive.callback?.location).toBe('/login?error=inactive');
    expect(inactive.browser.jar.get('bd_sid')).toBeUndefined();

    await app.db
      .insert(users)
      .values({ type: 'guest', email: 'gast@extern.example', firstName: 'Gustav', lastName: 'Gast' });
    const conflict = await signIn('u-1005');
    expect(conflict.callback?.location).toBe('/login?error=account-conflict');
    const [guestRow] = await app.db.select().from(users).where(eq(users.email, 'gast@extern.example'));
    expect(guestRow).toMatchObject({ type: 'guest', subject: null });
  });

  it('only follows in-app redirect targets', async () => {
    for (const target of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/backend/api/me',
      'projects',
    ]) {
      const { callback } = await signIn('u-1001', target);
      expect(callback?.location).toBe('/');
    }
  });
});

describe('provider unavailable', () => {
  it('sends the browser to /login?error=unavailable when the provider cannot be reached', async () => {
    const deadPort = await freePort();
    const { app: offline, url } = await createListeningApp({
      OIDC_ISSUER: `http://127.0.0.1:${deadPort}`,
      OIDC_CLIENT_ID: 'x',
    });
    try {
      const response = await fetch(`${url}/backend/authentication/start`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/login?error=unavailable');
    } finally {
      await offline.cleanup();
    }
  });
});
