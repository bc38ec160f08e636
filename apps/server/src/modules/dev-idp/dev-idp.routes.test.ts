// The embedded development identity provider, reached through exactly the same openid-client
// code as a company provider: discovery over HTTP, German sign-in page, demo accounts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { TestBrowser } from '../../test/identity/browser.js';
import { createListeningApp } from '../../test/identity/listening-app.js';

let app: TestApp;
let appUrl: string;

beforeAll(async () => {
  ({ app, url: appUrl } = await createListeningApp());
});
afterAll(() => app?.cleanup());

/** start → dev provider's login page; returns the browser and the page's form action. */
async function openLoginPage(redirect = '/') {
  const browser = new TestBrowser();
  const { response, url } = await browser.follow(
    `${appUrl}/backend/authentication/start?redirect=${encodeURIComponent(redirect)}`,
  );
  expect(url.startsWith(`${appUrl}/backend/dev-idp/interaction/`)).toBe(true);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return { browser, response, html, action: new URL(action!, appUrl).href };
}

async function signIn(email: string, password = 'demo', redirect = '/') {
  const { browser, action } = await openLoginPage(redirect);
  await browser.follow(action, { form: { email, password } });
  const callback = browser.hops.find((hop) => hop.url.startsWith(`${appUrl}/backend/authentication/callback`));
  return { browser, callback };
}

describe('embedded identity provider (no OIDC_ISSUER)', () => {
  it('publishes discovery under APP_URL/backend/dev-idp', async () => {
    const response = await fetch(`${appUrl}/backend/dev-idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = await response.json();
    expect(metadata.issuer).toBe(`${appUrl}/backend/dev-idp`);
    expect(metadata.authorization_endpoint.startsWith(`${appUrl}/backend/dev-idp/`)).toBe(true);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
  });

  it('shows a German sign-in page without scripts, under the app CSP', async () => {
    const { response, html } = await openLoginPage();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');
    expect(html).toMatch(/<button type="submit">Anmelden<\/button>/);
    expect(html).not.toContain('<script');
  });

  it('rejects a wrong password with a German message and no session', async () => {
    const { browser, action } = await openLoginPage();
    const response = await browser.request(action, { form: { email: 'admin@demo.example', password: 'falsch' } });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(html).toContain('value="admin@demo.example"');
    expect(browser.jar.get('bd_sid')).toBeUndefined();
  });

  it('signs Anna Admin in as admin through the admin group, into the remembered path', async () => {
    const { browser, callback } = await signIn('admin@demo.example', 'demo', '/guests');
    expect(callback).toMatchObject({ status: 303, location: '/guests' });
    const me = await fetch(`${appUrl}/backend/api/me`, { headers: { cookie: browser.jar.header() } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { isAdmin: true, name: { firstName: 'Anna', lastName: 'Admin' }, emailAddress: 'admin@demo.example' },
    });
  });

  it('links a seeded demo user by e-mail on the first sign-in and asks for the login form every time', async () => {
    const [seeded] = await app.db
      .insert(users)
      .values({ type: 'staff', email: 'projektleiter@demo.example', firstName: 'Paul', lastName: 'Projektleiter' })
      .returning();
    const first = await signIn('projektleiter@demo.example');
    expect(first.callback?.location).toBe('/');
    const [linked] = await app.db.select().from(users).where(eq(users.id, seeded!.id));
    expect(linked).toMatchObject({ subject: 'demo-projektleiter', isAdmin: false });
    // The same browser still has a provider session, yet the provider asks again (prompt=login),
    // so demo users can switch accounts after logging out of the app.
    const again = await first.browser.follow(`${appUrl}/backend/authentication/start`);
    expect(again.url.startsWith(`${appUrl}/backend/dev-idp/interaction/`)).toBe(true);
    const action = /<form method="post" action="([^"]+)"/.exec(await again.response.text())![1]!;
    await first.browser.follow(new URL(action, appUrl).href, {
      form: { email: 'gutachter@demo.example', password: 'demo' },
    });
    const me = await fetch(`${appUrl}/backend/api/me`, { headers: { cookie: first.browser.jar.header() } });
    expect((await me.json()).user.name).toEqual({ firstName: 'Greta', lastName: 'Gutachter' });
  });

  it('keeps its signing key in DATA_DIR across restarts', async () => {
    const file = path.join(app.config.DATA_DIR, 'dev-idp-jwks.json');
    expect(fs.existsSync(file)).toBe(true);
    const kid = (JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: { kid: string }[] }).keys[0]!.kid;
    const jwks = await (await fetch(`${appUrl}/backend/dev-idp/jwks`)).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toEqual([kid]);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
    const second = await createListeningApp({ DATA_DIR: app.config.DATA_DIR });
    try {
      const again = await (await fetch(`${second.url}/backend/dev-idp/jwks`)).json();
      expect(again.keys[0].kid).toBe(kid);
    } finally {
      await second.app.cleanup();
    }
  });

  it('is not mounted when a company provider is configured', async () => {
    const other = await createListeningApp({ OIDC_ISSUER: 'http://127.0.0.1:9/issuer', OIDC_CLIENT_ID: 'x' });
    try {
      const response = await fetch(`${other.url}/backend/dev-idp/.well-known/openid-configuration`);
      expect(response.status).toBe(404);
    } finally {
      await other.app.cleanup();
    }
  });
});
