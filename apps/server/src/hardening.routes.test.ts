// Regression tests of the eight defects of issue 12, through the real app: control characters and
// lone surrogates, loose dates, unbounded measurements, four-eyes, CSRF origin, dev outbox access,
// and what the log may hold. Each refusal is a 4xx in the one error format and changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@baustellendoku/domain';
import { devMailboxMessages } from './modules/mail/dev-mailbox.routes.js';
import { loggerOptions, redactError } from './plugins/log-redaction.js';
import { startBanner } from './start-banner.js';
import { snapshot } from './test/administration.js';
import { appraiserInformation } from './test/fixtures.js';
import { staticPayload } from './test/load-analysis-support.js';
import { call, createOrder, createSoilProject, orderInput, type SoilProject } from './test/soil-installation.js';
import { createTestApp, createUser, testConfig, type TestApp, type TestUser } from './test/test-app.js';

let app: TestApp;
let soil: SoilProject;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  admin = soil.admin;
});
afterAll(() => app.cleanup());

const violation = (propertyPath: string, title: string) => ({
  message: apiMessages.validationFailed,
  code: 422,
  payload: { violations: expect.arrayContaining([{ propertyPath, title }]) },
});

describe('1–2: NUL, control characters and lone surrogates', () => {
  const cases: [string, 'POST' | 'PUT', () => string, () => Record<string, unknown>, string][] = [
    ['machine name', 'POST', () => '/machine', () => ({ name: 'A\u0000B' }), 'name'],
    ['machine owner', 'POST', () => '/machine', () => ({ name: 'A', owner: 'B\u0007' }), 'owner'],
    [
      'guest name',
      'POST',
      () => '/user',
      () => ({ name: { firstName: 'A\u0000', lastName: 'B' }, emailAddress: 'gast@example.org' }),
      'name.firstName',
    ],
    [
      'order number',
      'POST',
      () => '/order',
      () => orderInput(soil.projectId, { orderNumber: 'B\u0000-1' }),
      'orderNumber',
    ],
    [
      'order comment (lone surrogate)',
      'POST',
      () => '/order',
      () => orderInput(soil.projectId, { comment: 'x\ud800' }),
      'comment',
    ],
    [
      'project name',
      'PUT',
      () => `/project/${soil.projectId}`,
      () => ({
        name: 'P\u0000',
        number: '1',
        client: 'C',
        address: { street: 'S', houseNumber: '1', postalCode: '12345', city: 'X' },
        attributes: {
          isBoundaryNotificationRequired: false,
          isExplosivesClearanceAvailable: false,
          isRemediationPlanAvailable: false,
        },
      }),
      'name',
    ],
    [
      'static test layer',
      'POST',
      () => '/static-load-analysis',
      () => staticPayload({ projectId: soil.projectId, testLayer: 'Schicht\u0000' }),
      'testLayer',
    ],
  ];

  it.each(cases)('%s is refused with the German field message', async (_label, method, url, body, path) => {
    const actor = url().startsWith('/order') ? soil.byRole.project_manager : admin;
    const user = url() === '/static-load-analysis' ? soil.byRole.installation_appraiser : actor;
    const before = await snapshot(app);
    const response = await call(app, user, method as 'POST', url(), body());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject(violation(path, messages.invalidCharacters));
    expect(await snapshot(app)).toEqual(before);
  });

  it('appraiser information with a lone surrogate (stored as JSON) is refused', async () => {
    const user = soil.byRole.appraiser;
    const response = await call(
      app,
      user,
      'POST',
      '/me/appraiser-information',
      appraiserInformation({ company: '\ud800' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation('company', messages.invalidCharacters));
  });

  it('a rejection comment with a lone surrogate (a history variable) is refused; line breaks are fine', async () => {
    const { orderId } = await createOrder(app, soil);
    const refused = await call(app, soil.byRole.appraiser, 'POST', `/order/${orderId}/reject`, { comment: '\ud800' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject(violation('comment', messages.invalidCharacters));
    const accepted = await call(app, soil.byRole.appraiser, 'POST', `/order/${orderId}/reject`, {
      comment: 'Analyse fehlt.\nBitte nachreichen.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('issue 39: NUL and lone surrogates in query strings and path parameters', () => {
  let both: SoilProject;
  beforeAll(async () => {
    both = await createSoilProject(app, { features: ['mounting-documentation', 'ebv'] });
  });
  const lists = (projectId: string) => [
    '/user?search=',
    `/order?projectId=${projectId}&search=`,
    `/static-load-analysis?projectId=${projectId}&search=`,
    `/dynamic-load-analysis?projectId=${projectId}&search=`,
    `/mounting-documentation?projectId=${projectId}&search=`,
    `/wrecking-pile-overview?projectId=${projectId}&search=`,
    `/wrecking-pile-inventory?projectId=${projectId}&search=`,
  ];

  it.each(['Pol%00ier', '%00', 'Pol%01ier'])(
    'search=%s is refused with 422 and the German field message on every searchable list',
    async (search) => {
      for (const list of lists(both.projectId)) {
        const response = await call(app, both.admin, 'GET', `${list}${search}`);
        expect(response.statusCode, `${list}${search}: ${response.body}`).toBe(422);
        expect(response.json()).toMatchObject(violation('querystring.search', messages.invalidCharacters));
      }
    },
  );

  it.each(['/project/%ED%A0%80', `/project/${'A'.repeat(300)}`, '/order/%C3%28/delivery'])(
    'a path that is no UTF-8 or has an over-long parameter (%s) names nothing: 404 in the one format',
    async (path) => {
      const response = await call(app, both.admin, 'GET', path);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: apiMessages.routeNotFound, code: 404, payload: {} });
    },
  );

  it('a path parameter with NUL names nothing (404), a query id with NUL is a 422', async () => {
    const path = await call(app, both.admin, 'GET', '/project/a%00b');
    expect(path.statusCode, path.body).toBe(404);
    const query = await call(app, both.admin, 'GET', '/user?excludeWithProjectId=a%00b');
    expect(query.statusCode, query.body).toBe(422);
    expect(query.json()).toMatchObject(violation('querystring.excludeWithProjectId', messages.invalidCharacters));
  });
});

describe('3: strict calendar dates', () => {
  it.each([
    ['0000-01-01', messages.dateOutOfRange],
    ['1', messages.invalidDate],
    ['-000001-01-01', messages.invalidDate],
    ['2026-02-30', messages.invalidDate],
  ])('deliveryDate %s is refused', async (deliveryDate, title) => {
    const { orderId } = await createOrder(app, soil, { approvalByAppraiserRequired: false });
    const response = await call(app, soil.byRole.foreman, 'POST', `/order/${orderId}/delivery`, {
      deliveryDate,
      amountInTons: 5,
      attachmentDocuments: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation('deliveryDate', title));
  });

  it('accreditationValidUntil 2026-02-30 is refused', async () => {
    const response = await call(
      app,
      soil.byRole.appraiser,
      'POST',
      '/me/appraiser-information',
      appraiserInformation({ accreditationValidUntil: '2026-02-30' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation('accreditationValidUntil', messages.invalidDate));
  });
});

describe('4: plausible measurements', () => {
  it.each([
    [
      'initialCompressions.load.2',
      { initialCompressions: { load: [0.29, 0.61, -1e308, 1.32, 1.72, 1.98, 2.25], unload: [2.12, 1.83, 1.12] } },
    ],
    ['temperature', { temperature: 1e308 }],
    ['height', { height: -1e308 }],
  ])('a static test with %s out of range is refused with 422', async (path, overrides) => {
    const response = await call(
      app,
      soil.byRole.installation_appraiser,
      'POST',
      '/static-load-analysis',
      staticPayload({ projectId: soil.projectId, ...overrides }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().payload.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
  });
});

describe('5: four-eyes', () => {
  it('the creator of an order cannot approve or reject it, even holding the appraiser role', async () => {
    const response = await call(app, soil.allRounder, 'POST', '/order', orderInput(soil.projectId));
    const orderId = response.json().orderId as string;
    for (const move of ['approve', 'reject'] as const) {
      const refused = await call(app, soil.allRounder, 'POST', `/order/${orderId}/${move}`, { comment: 'selbst' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: apiMessages.fourEyes, code: 403, payload: {} });
    }
    const approved = await call(app, soil.byRole.appraiser, 'POST', `/order/${orderId}/approve`, {});
    expect(approved.json().status).toBe('approved');
  });

  it('the last editor of an order cannot approve it', async () => {
    const { orderId } = await createOrder(app, soil);
    const edited = await call(
      app,
      soil.allRounder,
      'PUT',
      `/order/${orderId}`,
      orderInput(soil.projectId, { carrier: 'X' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await call(app, soil.allRounder, 'POST', `/order/${orderId}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiMessages.fourEyes);
  });

  it('nobody changes their own project roles; an admin or another project manager does', async () => {
    const manager = soil.byRole.project_manager;
    const path = `/project/${soil.projectId}/user`;
    const own = await call(app, manager, 'PUT', `${path}/${manager.id}`, { roles: ['project_manager', 'appraiser'] });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(apiMessages.fourEyes);
    const adminSelf = await call(app, admin, 'POST', path, { userId: admin.id, roles: ['appraiser'] });
    expect(adminSelf.statusCode).toBe(403);
    const byAdmin = await call(app, admin, 'PUT', `${path}/${manager.id}`, { roles: ['project_manager'] });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const byOtherManager = await call(app, soil.allRounder, 'PUT', `${path}/${manager.id}`, {
      roles: ['project_manager'],
    });
    expect(byOtherManager.statusCode).toBe(200);
  });
});

describe('6: CSRF origin compares scheme, host and port', () => {
  const post = (origin: string) =>
    app.inject({
      method: 'POST',
      url: '/backend/api/machine',
      headers: { cookie: admin.cookie, origin, host: 'localhost:3999' },
      payload: { name: 'Brecher' },
    });
  it.each(['https://localhost:3999', 'http://localhost:4000', 'http://evil.example', 'https://localhost'])(
    'refuses Origin %s on an http://localhost:3999 instance',
    async (origin) => {
      const response = await post(origin);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(apiMessages.csrf);
    },
  );
  it('accepts its own origin', async () => {
    expect((await post('http://localhost:3999')).statusCode).toBe(201);
  });
});

describe('7: development outbox', () => {
  const read = (options: { remoteAddress?: string; cookie?: string; forwardedFor?: string } = {}) =>
    app.inject({
      method: 'GET',
      url: '/backend/dev-mailbox/messages',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
    });

  it('answers loopback clients and signed-in admins only', async () => {
    expect((await read()).statusCode).toBe(200);
    const remote = await read({ remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toBe(devMailboxMessages.localOnly);
    expect((await read({ forwardedFor: '203.0.113.9' })).statusCode).toBe(403);
    const member = await createUser(app);
    expect((await read({ remoteAddress: '192.168.1.20', cookie: member.cookie })).statusCode).toBe(403);
    expect((await read({ remoteAddress: '192.168.1.20', cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('the start banner names the development services and how to turn them off', () => {
    const banner = startBanner(testConfig({ HOST: '0.0.0.0' }));
    expect(banner).toContain('ENTWICKLUNGSDIENSTE AKTIV');
    expect(banner).toContain('/backend/dev-mailbox');
    expect(banner).toContain('SMTP_URL setzen');
    expect(banner).toContain('/backend/dev-idp');
    expect(banner).toContain('OIDC_ISSUER');
    expect(banner).toContain('HOST=127.0.0.1');
    const production = testConfig({
      SMTP_URL: 'smtp://mail.example.org',
      OIDC_ISSUER: 'https://id.example.org',
      OIDC_CLIENT_ID: 'bd',
      SEED_DEMO: 'never',
      HOST: '127.0.0.1',
    });
    expect(startBanner(production)).not.toContain('ENTWICKLUNGSDIENSTE');
  });
});

describe('8: no parameter values or personal data in logs', () => {
  it('a failed query is logged with its SQL and error code, without parameters or details', async () => {
    const secret = 'max.mustermann@example.org';
    const error = await app.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(secret);
    const logged = JSON.stringify(redactError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::int');
    expect(JSON.stringify(redactError(error, true))).toContain(secret);
  });

  it('the app logger uses the redacting serializers at every level but trace', () => {
    const options = loggerOptions('info') as {
      serializers: { err: (e: unknown) => unknown; req: (r: unknown) => unknown };
    };
    const failure = Object.assign(new Error('Failed query: select $1\nparams: geheim'), { params: ['geheim'] });
    expect(JSON.stringify(options.serializers.err(failure))).not.toContain('geheim');
    expect(options.serializers.req({ method: 'GET', url: '/backend/api/user?search=Mustermann' })).toMatchObject({
      url: '/backend/api/user',
    });
  });
});
