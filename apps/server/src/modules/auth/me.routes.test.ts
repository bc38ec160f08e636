// GET /me, privacy policy confirmation, appraiser details (spec part 1 §3, §5, §7) and
// GET /public-config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { appraiserInformation } from '../../test/fixtures.js';
import { createProject, createTestApp, createUser, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { MAP_STYLE_URL: 'https://tiles.example/style.json' } });
});
afterAll(() => app.cleanup());

const get = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/backend/api/me', headers: cookie ? { cookie } : {} });

const validAppraiser = () => appraiserInformation();

describe('GET /me', () => {
  it('answers 401 without a session and with an unknown session', async () => {
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Bitte melden Sie sich an.', code: 401, payload: {} });
    expect((await get('bd_sid=unbekannt')).statusCode).toBe(401);
  });

  it('shows the user, assigned projects with roles and the two gates', async () => {
    const user = await createUser(app, { firstName: 'Fritz', lastName: 'Polier', confirmed: false });
    const first = await createProject(app, { members: [{ user, roles: ['foreman'] }] });
    const second = await createProject(app, { members: [{ user, roles: ['machinist', 'project_manager'] }] });
    await createProject(app);
    const response = await get(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      user: {
        userId: user.id,
        isAdmin: false,
        name: { firstName: 'Fritz', lastName: 'Polier' },
        emailAddress: user.email,
      },
      assignedProjects: [
        { projectId: first.id, roles: ['foreman'] },
        { projectId: second.id, roles: ['machinist', 'project_manager'] },
      ],
      dataPrivacyPolicyIsConfirmed: false,
      needsAppraiserInformation: false,
    });
  });

  it('needs appraiser information while an appraiser or installation appraiser has not given it', async () => {
    for (const role of ['appraiser', 'installation_appraiser'] as const) {
      const user = await createUser(app);
      await createProject(app, { members: [{ user, roles: ['foreman', role] }] });
      expect((await get(user.cookie)).json().needsAppraiserInformation).toBe(true);
      const saved = await app.inject({
        method: 'POST',
        url: '/backend/api/me/appraiser-information',
        headers: { cookie: user.cookie },
        payload: validAppraiser(),
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().needsAppraiserInformation).toBe(false);
      expect((await get(user.cookie)).json().needsAppraiserInformation).toBe(false);
    }
    const admin = await createUser(app, { isAdmin: true });
    expect((await get(admin.cookie)).json()).toMatchObject({
      user: { isAdmin: true },
      needsAppraiserInformation: false,
    });
  });
});

describe('PATCH /me/confirm-data-privacy-policy', () => {
  it('confirms once and answers the refreshed user; 401 without session', async () => {
    expect((await app.inject({ method: 'PATCH', url: '/backend/api/me/confirm-data-privacy-policy' })).statusCode).toBe(
      401,
    );
    const user = await createUser(app, { confirmed: false });
    const response = await app.inject({
      method: 'PATCH',
      url: '/backend/api/me/confirm-data-privacy-policy',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().dataPrivacyPolicyIsConfirmed).toBe(true);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    const confirmedAt = row!.dataPrivacyPolicyConfirmedAt;
    await app.inject({
      method: 'PATCH',
      url: '/backend/api/me/confirm-data-privacy-policy',
      headers: { cookie: user.cookie },
    });
    const [again] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(again!.dataPrivacyPolicyConfirmedAt).toEqual(confirmedAt);
  });
});

describe('POST /me/appraiser-information', () => {
  const post = (cookie: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/backend/api/me/appraiser-information',
      headers: { cookie },
      payload: payload as object,
    });

  it('answers 401 to an anonymous caller before judging the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/me/appraiser-information',
      payload: { company: '' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('validates every field with the German messages and stores nothing on refusal', async () => {
    const user = await createUser(app);
    const required = 'Dieses Feld ist ein Pflichtfeld';
    const cases: [string, (body: ReturnType<typeof validAppraiser>) => unknown, string][] = [
      ['company', (b) => ({ ...b, company: '' }), required],
      ['company', (b) => ({ ...b, company: 'x'.repeat(201) }), 'Maximal 200 Zeichen erlaubt'],
      ['phoneNumber', (b) => ({ ...b, phoneNumber: '  ' }), required],
      ['address.street', (b) => ({ ...b, address: { ...b.address, street: '' } }), required],
      ['address.houseNumber', (b) => ({ ...b, address: { ...b.address, houseNumber: undefined } }), required],
      [
        'address.postalCode',
        (b) => ({ ...b, address: { ...b.address, postalCode: '1234' } }),
        'Bitte geben Sie eine valide PLZ ein',
      ],
      [
        'address.postalCode',
        (b) => ({ ...b, address: { ...b.address, postalCode: '123456' } }),
        'Bitte geben Sie eine valide PLZ ein',
      ],
      [
        'address.city',
        (b) => ({ ...b, address: { ...b.address, city: 'y'.repeat(201) } }),
        'Maximal 200 Zeichen erlaubt',
      ],
      ['address.country', (b) => ({ ...b, address: { ...b.address, country: '' } }), required],
      ['accreditationNumber', (b) => ({ ...b, accreditationNumber: '' }), required],
      ['accreditationAuthority', (b) => ({ ...b, accreditationAuthority: null }), required],
      ['accreditationValidUntil', (b) => ({ ...b, accreditationValidUntil: '' }), required],
      [
        'accreditationValidUntil',
        (b) => ({ ...b, accreditationValidUntil: 'kein Datum' }),
        'Bitte geben Sie ein gültiges Datum ein',
      ],
      ['address', (b) => ({ ...b, address: undefined }), required],
    ];
    for (const [propertyPath, change, title] of cases) {
      const response = await post(user.cookie, change(validAppraiser()));
      expect(response.statusCode, propertyPath).toBe(422);
      expect(response.json().payload.violations, propertyPath).toContainEqual({ propertyPath, title });
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.appraiserInformation).toBeNull();
  });

  it('stores the details, the validity as calendar date in Germany', async () => {
    const user = await createUser(app);
    const response = await post(user.cookie, {
      ...validAppraiser(),
      accreditationValidUntil: '2028-03-30T22:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.appraiserInformation).toEqual({ ...validAppraiser(), accreditationValidUntil: '2028-03-31' });
  });
});

describe('GET /public-config', () => {
  it('needs no session and shows the support address and map styles', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: 'support@example.org',
      mapStyleUrl: 'https://tiles.example/style.json',
      mapSatelliteStyleUrl: null,
    });
  });
});
