// Guest login by e-mail token through the real app (outbox mailer): every failure case, the
// browser binding, single use, expiry, rate limits, cookie flags and the CSRF guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { loginTokens, rateLimitCounters, sessions, users } from '../../db/schema/index.js';
import { createTestApp, createUser, type TestApp } from '../../test/test-app.js';
import { parseSetCookies } from '../../test/identity/cookies.js';
import { readOutbox } from '../mail/mailer.js';
import { LOGIN_TOKEN_LIMITS } from './login-token.service.js';

let app: TestApp;
let ipCounter = 0;
/** A fresh client IP per test (trustProxy): the per-IP limit of one test does not leak into others. */
const nextIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  app = await createTestApp({ env: { TRUST_PROXY: '1' } }); // per-IP limits read X-Forwarded-For
});
afterAll(() => app.cleanup());

async function guest(options: { isActive?: boolean } = {}) {
  const email = `gast-${Math.random().toString(36).slice(2, 10)}@extern.example`;
  const [row] = await app.db
    .insert(users)
    .values({ type: 'guest', email, firstName: 'Gerda', lastName: 'Gast', isActive: options.isActive ?? true })
    .returning();
  return row!;
}

const requestToken = (emailAddress: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/backend/api/authentication/login-token',
    payload: { emailAddress },
    headers: { 'x-forwarded-for': nextIp(), ...headers },
  });

const redeem = (id: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/backend/api/authentication/login-token/${id}/redeem`,
    headers: cookie ? { cookie } : {},
  });

/** The link of the newest mail to this address. */
async function linkFor(email: string) {
  const mail = (await readOutbox(app.config)).find((entry) => entry.to === email);
  expect(mail).toBeDefined();
  return mail!;
}

const pathOf = (link: string) => link.slice(app.config.APP_URL.length);
const tokenCount = async () => (await app.db.select({ value: count() }).from(loginTokens))[0]!.value;

describe('POST /authentication/login-token', () => {
  it('validates emailAddress (required, valid, at most 200) without touching the database', async () => {
    const before = await tokenCount();
    const cases: [unknown, string][] = [
      ['', 'Dieses Feld ist ein Pflichtfeld'],
      [undefined, 'Dieses Feld ist ein Pflichtfeld'],
      ['kein-mail', 'Bitte geben Sie eine valide E-Mail-Adresse ein'],
      [`${'a'.repeat(195)}@x.example`, 'Maximal 200 Zeichen erlaubt'],
    ];
    for (const [emailAddress, title] of cases) {
      const response = await requestToken(emailAddress);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 422,
        payload: { violations: [{ propertyPath: 'emailAddress', title }] },
      });
    }
    const extra = await app.inject({
      method: 'POST',
      url: '/backend/api/authentication/login-token',
      payload: { emailAddress: 'a@b.example', admin: true },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().payload.violations).toEqual([
      { propertyPath: 'admin', title: 'Dieses Feld ist nicht erlaubt' },
    ]);
    expect(await tokenCount()).toBe(before);
    expect((await app.db.select({ value: count() }).from(rateLimitCounters))[0]!.value).toBe(0);
  });

  it('answers 404 "Gast-Zugang nicht gefunden" for unknown addresses and for staff addresses', async () => {
    const staff = await createUser(app);
    for (const emailAddress of ['niemand@extern.example', staff.email, staff.email.toUpperCase()]) {
      const response = await requestToken(emailAddress);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Gast-Zugang nicht gefunden',
        code: 404,
        payload: { violations: [{ propertyPath: 'emailAddress', title: 'Gast-Zugang nicht gefunden' }] },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 423 "Gast-Zugang ist vorerst deaktiviert" for a deactivated guest and sends no mail', async () => {
    const inactive = await guest({ isActive: false });
    const response = await requestToken(inactive.email);
    expect(response.statusCode).toBe(423);
    expect(response.json().message).toBe('Gast-Zugang ist vorerst deaktiviert');
    expect((await readOutbox(app.config)).some((mail) => mail.to === inactive.email)).toBe(false);
  });

  it('limits requests per e-mail address and per client IP with a German 429', async () => {
    const target = await guest();
    const ip = nextIp();
    for (let i = 0; i < LOGIN_TOKEN_LIMITS.perEmail; i += 1) {
      expect((await requestToken(target.email, { 'x-forwarded-for': nextIp() })).statusCode).toBe(201);
    }
    const limited = await requestToken(target.email, { 'x-forwarded-for': ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Per IP: unknown addresses count too (no probing of addresses from one client).
    const probeIp = nextIp();
    for (let i = 0; i < LOGIN_TOKEN_LIMITS.perIp; i += 1) {
      expect((await requestToken(`probe-${i}@extern.example`, { 'x-forwarded-for': probeIp })).statusCode).toBe(404);
    }
    expect((await requestToken('probe-last@extern.example', { 'x-forwarded-for': probeIp })).statusCode).toBe(429);
  });

  it('sets an httpOnly binding cookie and mails exactly one link under APP_URL', async () => {
    const target = await guest();
    const response = await requestToken(target.email.toUpperCase());
    expect(response.statusCode).toBe(201);
    const { loginTokenId } = response.json();
    expect(loginTokenId).toMatch(/^[0-9a-f-]{36}$/);
    const [binding] = parseSetCookies(response.headers['set-cookie']);
    expect(binding).toMatchObject({ name: 'bd_login_binding', attributes: { httponly: true, samesite: 'Strict' } });
    const mail = await linkFor(target.email);
    expect(mail.subject).toBe('Ihr Anmelde-Link für Baustellendoku');
    expect(mail.links).toHaveLength(1);
    expect(
      mail.links[0]!.startsWith(
        `${app.config.APP_URL}/backend/authentication/login-token/${loginTokenId}/confirm?secret=`,
      ),
    ).toBe(true);
    expect(mail.text).toContain('10 Minuten');
  });
});

describe('confirm and redeem', () => {
  async function startLogin() {
    const target = await guest();
    const response = await requestToken(target.email);
    const { loginTokenId } = response.json() as { loginTokenId: string };
    const [binding] = parseSetCookies(response.headers['set-cookie']);
    const mail = await linkFor(target.email);
    return { target, loginTokenId, bindingCookie: `${binding!.name}=${binding!.value}`, link: mail.links[0]! };
  }

  it('425 until approved, then 200 with a new session; single use; only from the requesting browser', async () => {
    const { target, loginTokenId, bindingCookie, link } = await startLogin();
    const waiting = await redeem(loginTokenId, bindingCookie);
    expect(waiting.statusCode).toBe(425);
    expect(waiting.json().message).toBe('Die Anmeldung wurde noch nicht freigegeben.');

    // Approve from "another browser": no cookies at all.
    const confirm = await app.inject({ method: 'GET', url: pathOf(link) });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/authentication/successful');

    // A browser without the binding cookie, or with a foreign one, learns nothing.
    expect((await redeem(loginTokenId)).statusCode).toBe(404);
    const other = await requestToken((await guest()).email);
    const [foreign] = parseSetCookies(other.headers['set-cookie']);
    expect((await redeem(loginTokenId, `bd_login_binding=${foreign!.value}`)).statusCode).toBe(404);

    const success = await redeem(loginTokenId, `${bindingCookie}; bd_sid=stale-session-token`);
    expect(success.statusCode).toBe(200);
    expect(success.json()).toEqual({ userId: target.id });
    const session = parseSetCookies(success.headers['set-cookie']).find((cookie) => cookie.name === 'bd_sid');
    expect(session).toMatchObject({ attributes: { httponly: true, samesite: 'Lax', path: '/' } });
    expect(session!.attributes.secure).toBeUndefined();
    expect(session!.value).not.toBe('stale-session-token');

    const me = await app.inject({
      method: 'GET',
      url: '/backend/api/me',
      headers: { cookie: `bd_sid=${session!.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ userId: target.id, emailAddress: target.email, isAdmin: false });
    const [stored] = await app.db.select().from(users).where(eq(users.id, target.id));
    expect(stored!.lastLoginAt).not.toBeNull();

    const again = await redeem(loginTokenId, bindingCookie);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('Der Anmelde-Token wurde bereits verwendet');
    const reconfirm = await app.inject({ method: 'GET', url: pathOf(link) });
    expect(reconfirm.headers.location).toBe('/authentication/failed/already-confirmed');
  });

  it('expires after 10 minutes: the link shows timed-out and redeem fails', async () => {
    const { loginTokenId, bindingCookie, link } = await startLogin();
    const [row] = await app.db.select().from(loginTokens).where(eq(loginTokens.id, loginTokenId));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 10 * 60 * 1000)).toBeLessThan(2000);
    await app.db
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.id, loginTokenId));
    const confirm = await app.inject({ method: 'GET', url: pathOf(link) });
    expect(confirm.headers.location).toBe('/authentication/failed/timed-out');
    const response = await redeem(loginTokenId, bindingCookie);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('Der Anmelde-Token ist abgelaufen');
  });

  it('shows not-found for unknown tokens and wrong secrets', async () => {
    const { loginTokenId, link } = await startLogin();
    const urls = [
      `/backend/authentication/login-token/${loginTokenId}/confirm?secret=falsch`,
      `/backend/authentication/login-token/${loginTokenId}/confirm`,
      `/backend/authentication/login-token/00000000-0000-4000-8000-000000000000/confirm?secret=x`,
      `/backend/authentication/login-token/kein-token/confirm?secret=x`,
    ];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/authentication/failed/not-found');
    }
    // The real link still works afterwards.
    expect((await app.inject({ method: 'GET', url: pathOf(link) })).headers.location).toBe(
      '/authentication/successful',
    );
    expect((await redeem('kein-token', 'bd_login_binding=x')).statusCode).toBe(404);
  });

  it('a guest deactivated after approval cannot redeem', async () => {
    const { target, loginTokenId, bindingCookie, link } = await startLogin();
    await app.inject({ method: 'GET', url: pathOf(link) });
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, target.id));
    const response = await redeem(loginTokenId, bindingCookie);
    expect(response.statusCode).toBe(423);
    expect(
      (await app.db.select({ value: count() }).from(sessions).where(eq(sessions.userId, target.id)))[0]!.value,
    ).toBe(0);
  });
});

describe('logout and request guards', () => {
  it('logout ends the session server-side and clears the cookie', async () => {
    const user = await createUser(app);
    expect(
      (await app.inject({ method: 'GET', url: '/backend/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/backend/api/authentication/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = parseSetCookies(logout.headers['set-cookie']).find((cookie) => cookie.name === 'bd_sid');
    expect(cleared?.value).toBe('');
    // The old cookie value is worthless now, even if a browser kept it.
    expect(
      (await app.inject({ method: 'GET', url: '/backend/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses cross-site state-changing requests', async () => {
    const user = await createUser(app);
    const crossOrigin = await app.inject({
      method: 'POST',
      url: '/backend/api/authentication/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/backend/api/authentication/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/backend/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/backend/api/authentication/logout',
      headers: { cookie: user.cookie, origin: app.config.APP_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });
});

describe('https deployments', () => {
  it('marks session and binding cookies Secure when APP_URL is https', async () => {
    const secureApp = await createTestApp({ env: { APP_URL: 'https://baustellendoku.example', TRUST_PROXY: '1' } });
    try {
      const [row] = await secureApp.db
        .insert(users)
        .values({ type: 'guest', email: 'secure@extern.example', firstName: 'S', lastName: 'G' })
        .returning();
      const response = await secureApp.inject({
        method: 'POST',
        url: '/backend/api/authentication/login-token',
        payload: { emailAddress: row!.email },
      });
      expect(response.statusCode).toBe(201);
      const [binding] = parseSetCookies(response.headers['set-cookie']);
      expect(binding!.attributes.secure).toBe(true);
      const mail = (await readOutbox(secureApp.config))[0]!;
      expect(mail.links[0]!.startsWith('https://baustellendoku.example/backend/authentication/login-token/')).toBe(
        true,
      );
      await secureApp.inject({ method: 'GET', url: mail.links[0]!.slice('https://baustellendoku.example'.length) });
      const redeemed = await secureApp.inject({
        method: 'POST',
        url: `/backend/api/authentication/login-token/${response.json().loginTokenId}/redeem`,
        headers: { cookie: `bd_login_binding=${binding!.value}` },
      });
      expect(redeemed.statusCode).toBe(200);
      const session = parseSetCookies(redeemed.headers['set-cookie']).find((cookie) => cookie.name === 'bd_sid');
      expect(session!.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax' });
    } finally {
      await secureApp.cleanup();
    }
  });
});
