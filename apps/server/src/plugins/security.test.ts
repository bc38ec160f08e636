// The CSRF guard with the Origin values browsers really send: "null" (same-origin form posts under
// Referrer-Policy no-referrer, e.g. the dev identity provider's login form) and malformed values
// must be answered with a decision, never with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@baustellendoku/domain';
import { createTestApp, createUser, type TestApp } from '../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

const logout = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/backend/api/authentication/logout', headers });

describe('CSRF guard', () => {
  it('accepts "Origin: null" only when the browser marks the request same-origin', async () => {
    const refused = await createUser(app);
    const withoutFetchSite = await logout({ cookie: refused.cookie, origin: 'null' });
    expect(withoutFetchSite.statusCode).toBe(403);
    expect(withoutFetchSite.json()).toMatchObject({ message: apiMessages.csrf, code: 403 });
    const crossSite = await logout({ cookie: refused.cookie, origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    // Refused requests changed nothing: the session still works.
    expect(
      (await app.inject({ method: 'GET', url: '/backend/api/me', headers: { cookie: refused.cookie } })).statusCode,
    ).toBe(200);

    const accepted = await createUser(app);
    expect(
      (await logout({ cookie: accepted.cookie, origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(204);
  });

  it('refuses a malformed Origin with 403 instead of failing', async () => {
    const user = await createUser(app);
    const answer = await logout({ cookie: user.cookie, origin: 'not a url' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ message: apiMessages.csrf });
  });
});
