// Every mutating route of the running app answers an anonymous caller with 401 before it judges
// the body: the routes are read from the app itself, so a new area is covered without a new test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const withIds = (url: string) => url.replace(/:\w+/g, () => randomUUID());

describe('anonymous changes', () => {
  it('only the sign-in routes are public', () => {
    const publicRoutes = app.mutatingApiRoutes.filter((route) => route.isPublic).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([
      'POST /backend/api/authentication/login-token',
      'POST /backend/api/authentication/login-token/:loginTokenId/redeem',
      'POST /backend/api/authentication/logout',
    ]);
  });

  it('every other mutating route answers 401 before validating the body', async () => {
    const guarded = app.mutatingApiRoutes.filter((route) => !route.isPublic);
    expect(guarded.map((route) => `${route.method} ${route.url}`)).toContain('POST /backend/api/order');
    for (const route of guarded) {
      for (const payload of [{}, { projectId: 'kein-uuid', unknownField: true }]) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: withIds(route.url),
          payload,
        });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
        expect(response.json()).toMatchObject({ code: 401 });
      }
    }
  });
});
