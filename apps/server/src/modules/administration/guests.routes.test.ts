// Guest administration (admin only) and the participant picker's search (spec part 1 §2, §5, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { readOutbox } from '../mail/mailer.js';

let app: TestApp;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { isAdmin: true, firstName: 'Anna', lastName: 'Admin' });
  staff = await createUser(app, { firstName: 'Paul', lastName: 'Projektleiter' });
});
afterAll(() => app.cleanup());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url: `/backend/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let counter = 0;
const invitation = (overrides: Record<string, unknown> = {}) => ({
  name: { firstName: 'Gerda', lastName: `Gast ${++counter}` },
  emailAddress: `gerda.${counter}@extern.example`,
  inviteMessage: 'Bitte prüfen Sie die Lieferscheine.',
  ...overrides,
});

async function invite(overrides: Record<string, unknown> = {}) {
  const body = invitation(overrides);
  const response = await call('POST', '/user', admin.cookie, body);
  expect(response.statusCode).toBe(201);
  return { userId: response.json().userId as string, body };
}

const userCount = async () => (await app.db.select({ value: count() }).from(users))[0]!.value;

describe('access', () => {
  it('answers 401 without a session and 403 for non-admins, changing nothing', async () => {
    const { userId } = await invite();
    const guestUser = await createUser(app, { type: 'guest' });
    const before = await userCount();
    const requests: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/user?skip=0&limit=999999&type=guest'],
      ['POST', '/user', invitation()],
      ['GET', `/user/${userId}`],
      ['PUT', `/user/${userId}`, { name: { firstName: 'X', lastName: 'Y' }, emailAddress: 'x@y.example' }],
      ['PATCH', `/user/${userId}/deactivate`],
      ['PATCH', `/user/${userId}/activate`],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [staff, guestUser]) {
        const response = await call(method, url, user.cookie, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('Sie haben nicht die nötigen Berechtigungen für diese Aktion.');
      }
    }
    expect(await userCount()).toBe(before);
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ isActive: true, lastName: expect.stringMatching(/^Gast/) });
  });

  it('refuses before validating: 401 and 403 even for invalid input', async () => {
    expect((await call('POST', '/user', undefined, { name: {} })).statusCode).toBe(401);
    expect((await call('POST', '/user', staff.cookie, { name: {} })).statusCode).toBe(403);
    expect((await call('PUT', `/user/${staff.id}`, staff.cookie, { emailAddress: 'x' })).statusCode).toBe(403);
    expect((await call('GET', '/user?skip=-5', undefined)).statusCode).toBe(401);
    expect((await call('POST', '/user', admin.cookie, { name: {} })).statusCode).toBe(422);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'kein-nutzer']) {
      expect((await call('GET', `/user/${id}`, admin.cookie)).statusCode).toBe(404);
      expect((await call('PATCH', `/user/${id}/deactivate`, admin.cookie)).statusCode).toBe(404);
    }
  });
});

describe('inviting and editing guests', () => {
  it('invites a guest: creates the user and mails the invitation with the message and the login link', async () => {
    const { userId, body } = await invite();
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      type: 'guest',
      email: body.emailAddress,
      firstName: 'Gerda',
      isAdmin: false,
      isActive: true,
      dataPrivacyPolicyConfirmedAt: null,
    });
    const mail = (await readOutbox(app.config)).find((entry) => entry.to === body.emailAddress)!;
    expect(mail.subject).toBe('Einladung zu Baustellendoku');
    expect(mail.text).toContain('Anna Admin hat Sie als Gast');
    expect(mail.text).toContain('Bitte prüfen Sie die Lieferscheine.');
    expect(mail.links).toEqual([`${app.config.APP_URL}/login`]);

    const single = await call('GET', `/user/${userId}`, admin.cookie);
    expect(single.json()).toEqual({
      userId,
      type: 'guest',
      isAdmin: false,
      name: body.name,
      emailAddress: body.emailAddress,
      isActive: true,
      lastLoginAt: null,
    });
  });

  it('lists guests only, sorted by name, with total and paging', async () => {
    const created = [
      await invite({ name: { firstName: 'Zora', lastName: 'Aachen' } }),
      await invite({ name: { firstName: 'Yann', lastName: 'Aachen' } }),
    ];
    const list = await call('GET', '/user?skip=0&limit=999999&type=guest', admin.cookie);
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json() as {
      items: { userId: string; emailAddress: string; type: string }[];
      total: number;
    };
    expect(total).toBe(items.length);
    expect(items.every((item) => item.type === 'guest')).toBe(true);
    expect(items.some((item) => item.userId === staff.id)).toBe(false);
    expect(items.slice(0, 2).map((item) => item.userId)).toEqual([created[1]!.userId, created[0]!.userId]);
    const page = await call('GET', '/user?skip=1&limit=1&type=guest', admin.cookie);
    expect(page.json()).toEqual({ items: [items[1]], total });
    const bad = await call('GET', '/user?skip=-1&limit=0&type=robot', admin.cookie);
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .payload.violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['querystring.limit', 'querystring.skip', 'querystring.type']);
  });

  it('validates the invitation per field and refuses addresses in use, creating nothing', async () => {
    const before = await userCount();
    const required = 'Dieses Feld ist ein Pflichtfeld';
    const cases: [string, Record<string, unknown>, string][] = [
      ['name.firstName', { name: { firstName: '', lastName: 'Gast' } }, required],
      ['name.lastName', { name: { firstName: 'Gerda' } }, required],
      ['name.firstName', { name: { firstName: 'x'.repeat(201), lastName: 'Gast' } }, 'Maximal 200 Zeichen erlaubt'],
      ['name', { name: undefined }, required],
      ['emailAddress', { emailAddress: '' }, required],
      ['emailAddress', { emailAddress: 'keine-adresse' }, 'Bitte geben Sie eine valide E-Mail-Adresse ein'],
      ['emailAddress', { emailAddress: `${'a'.repeat(195)}@x.example` }, 'Maximal 200 Zeichen erlaubt'],
      ['inviteMessage', { inviteMessage: 'x'.repeat(1001) }, 'Maximal 1000 Zeichen erlaubt'],
      ['isAdmin', { isAdmin: true }, 'Dieses Feld ist nicht erlaubt'],
      ['emailAddress', { emailAddress: staff.email.toUpperCase() }, 'Diese E-Mail-Adresse wird bereits verwendet'],
    ];
    for (const [propertyPath, change, title] of cases) {
      const response = await call('POST', '/user', admin.cookie, invitation(change));
      expect(response.statusCode, propertyPath).toBe(422);
      expect(response.json().payload.violations, propertyPath).toContainEqual({ propertyPath, title });
    }
    expect(await userCount()).toBe(before);
    // Optional message: absent, null or empty are fine.
    await invite({ inviteMessage: undefined });
    await invite({ inviteMessage: null });
    await invite({ inviteMessage: '' });
  });

  it('updates name and e-mail of a guest; refuses addresses in use and staff accounts', async () => {
    const { userId } = await invite();
    const other = await invite();
    const update = { name: { firstName: 'Greta', lastName: 'Geändert' }, emailAddress: 'Neu.Adresse@Extern.example' };
    const response = await call('PUT', `/user/${userId}`, admin.cookie, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: update.name, emailAddress: 'neu.adresse@extern.example' });

    const taken = await call('PUT', `/user/${userId}`, admin.cookie, {
      ...update,
      emailAddress: other.body.emailAddress,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().payload.violations).toEqual([
      { propertyPath: 'emailAddress', title: 'Diese E-Mail-Adresse wird bereits verwendet' },
    ]);
    const invalid = await call('PUT', `/user/${userId}`, admin.cookie, {
      name: { firstName: '', lastName: '' },
      emailAddress: 'x',
    });
    expect(invalid.statusCode).toBe(422);
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ firstName: 'Greta', email: 'neu.adresse@extern.example' });

    const staffEdit = await call('PUT', `/user/${staff.id}`, admin.cookie, {
      name: { firstName: 'A', lastName: 'B' },
      emailAddress: 'b@firma.example',
    });
    expect(staffEdit.statusCode).toBe(409);
    expect(staffEdit.json().message).toBe('Die Daten von Mitarbeitenden werden über den Firmen-Login gepflegt.');
  });
});

describe('activation', () => {
  it('deactivation ends the live sessions at once; activation lets the user back in', async () => {
    const victim = await createUser(app, { type: 'guest' });
    expect((await call('GET', '/me', victim.cookie)).statusCode).toBe(200);
    const deactivated = await call('PATCH', `/user/${victim.id}/deactivate`, admin.cookie);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ userId: victim.id, isActive: false });
    expect((await call('GET', '/me', victim.cookie)).statusCode).toBe(401);
    expect(
      (await app.db.select({ value: count() }).from(sessions).where(eq(sessions.userId, victim.id)))[0]!.value,
    ).toBe(0);
    const listed = (await call('GET', '/user?skip=0&limit=999999&type=guest', admin.cookie))
      .json()
      .items.find((item: { userId: string }) => item.userId === victim.id);
    expect(listed.isActive).toBe(false);

    const activated = await call('PATCH', `/user/${victim.id}/activate`, admin.cookie);
    expect(activated.json()).toMatchObject({ isActive: true });
    // The old session stays ended; a new login is needed.
    expect((await call('GET', '/me', victim.cookie)).statusCode).toBe(401);
  });

  it('an admin cannot deactivate themself, but another admin', async () => {
    const response = await call('PATCH', `/user/${admin.id}/deactivate`, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Sie können Ihren eigenen Zugang nicht deaktivieren.');
    expect((await call('GET', '/me', admin.cookie)).statusCode).toBe(200);
    const otherAdmin = await createUser(app, { isAdmin: true });
    expect((await call('PATCH', `/user/${otherAdmin.id}/deactivate`, admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/me', otherAdmin.cookie)).statusCode).toBe(401);
  });
});

describe('participant candidates (excludeWithProjectId)', () => {
  it('lists active users not yet in the project, searchable, for project managers', async () => {
    const manager = await createUser(app, { firstName: 'Petra', lastName: 'Leitung' });
    const member = await createUser(app, { firstName: 'Moritz', lastName: 'Suchbar' });
    const candidate = await createUser(app, {
      firstName: 'Mila',
      lastName: 'Suchbar',
      email: 'mila.suchbar@extern.example',
      type: 'guest',
    });
    const inactive = await createUser(app, { firstName: 'Ina', lastName: 'Suchbar' });
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const project = await createProject(app, {
      members: [
        { user: manager, roles: ['project_manager'] },
        { user: member, roles: ['foreman'] },
      ],
    });

    const search = (cookie: string, query: string) =>
      call(
        'GET',
        `/user?skip=0&limit=5&excludeWithProjectId=${project.id}&search=${encodeURIComponent(query)}`,
        cookie,
      );
    const bySurname = await search(manager.cookie, 'suchbar');
    expect(bySurname.statusCode).toBe(200);
    expect(bySurname.json()).toEqual({
      items: [expect.objectContaining({ userId: candidate.id, name: { firstName: 'Mila', lastName: 'Suchbar' } })],
      total: 1,
    });
    expect((await search(manager.cookie, 'Mila Such')).json().total).toBe(1);
    expect((await search(manager.cookie, 'mila.suchbar@')).json().total).toBe(1);
    expect((await search(manager.cookie, '100%_')).json().total).toBe(0);
    expect((await search(admin.cookie, 'suchbar')).json().total).toBe(1);

    const all = (await call('GET', `/user?skip=0&limit=5&excludeWithProjectId=${project.id}`, manager.cookie)).json();
    expect(all.items).toHaveLength(Math.min(5, all.total));
    expect(all.total).toBeGreaterThan(5);
    expect(
      all.items.some((item: { userId: string }) => [manager.id, member.id, inactive.id].includes(item.userId)),
    ).toBe(false);

    // A member without manageProject: 403; someone outside the project: 404; nonsense id: 404.
    expect((await search(member.cookie, 'x')).statusCode).toBe(403);
    expect((await search(staff.cookie, 'x')).statusCode).toBe(404);
    expect((await call('GET', '/user?excludeWithProjectId=kaputt', manager.cookie)).statusCode).toBe(404);
  });
});
