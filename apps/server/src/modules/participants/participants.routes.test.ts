import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { historyEventTypes, type ProjectFacts } from '@baustellendoku/domain';
import { historyEvents, projectMembers, users } from '../../db/schema/index.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { createActors, expectedRefusal, memberships, request, snapshot } from '../../test/administration.js';

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
let manager: TestUser;
let guest: TestUser;
let projectId: string;
const facts: ProjectFacts = {
  enabledFeatures: [],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};

beforeAll(async () => {
  app = await createTestApp();
  actors = await createActors(app);
  manager = await createUser(app, { firstName: 'Paul', lastName: 'Projektleiter' });
  guest = await createUser(app, { type: 'guest', firstName: 'Gisela', lastName: 'Gast' });
  projectId = (
    await createProject(app, {
      members: [{ user: manager, roles: ['project_manager'] }, ...memberships(actors.members)],
    })
  ).id;
});
afterAll(() => app.cleanup());

const violationsOf = (response: { json: () => unknown }) =>
  (response.json() as { payload: { violations: { propertyPath: string; title: string }[] } }).payload.violations;

describe('project participants', () => {
  it('adds a user with roles, lists them, records the history entry', async () => {
    const response = await request(app, manager, 'POST', `/project/${projectId}/user`, {
      userId: guest.id,
      roles: ['appraiser', 'foreman', 'appraiser'],
    });
    expect(response.statusCode).toBe(201);
    const expected = {
      userId: guest.id,
      name: { firstName: 'Gisela', lastName: 'Gast' },
      displayName: 'Gisela Gast',
      emailAddress: guest.email,
      isActive: true,
      roles: ['appraiser', 'foreman'],
      rolesAsLabel: 'Gutachter, Polier',
    };
    expect(response.json()).toEqual(expected);
    const list = (await request(app, manager, 'GET', `/project/${projectId}/user`)).json().items;
    expect(list).toContainEqual(expected);
    expect(list).toHaveLength(actors.members.length + 2);
    const [event] = await app.db
      .select()
      .from(historyEvents)
      .where(and(eq(historyEvents.projectId, projectId), eq(historyEvents.type, historyEventTypes.participantAdded)));
    expect(event).toMatchObject({
      originatorId: manager.id,
      variables: { userId: guest.id, userName: 'Gisela Gast', rolesAsLabel: 'Gutachter, Polier' },
    });
    // The guest now sees the project.
    expect((await request(app, guest, 'GET', `/project/${projectId}`)).statusCode).toBe(200);
  });

  it('shows inactive users as inactive', async () => {
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, actors.members[1]!.user.id));
    const list = (await request(app, manager, 'GET', `/project/${projectId}/user`)).json().items;
    expect(list.find((item: { userId: string }) => item.userId === actors.members[1]!.user.id).isActive).toBe(false);
    await app.db.update(users).set({ isActive: true }).where(eq(users.id, actors.members[1]!.user.id));
  });

  it.each([
    [{ roles: [] }, 'userId', 'Bitte wählen Sie einen Nutzer'],
    [{ userId: '', roles: [] }, 'userId', 'Bitte wählen Sie einen Nutzer'],
    [{ userId: null, roles: [] }, 'userId', 'Bitte wählen Sie einen Nutzer'],
    [{ userId: '00000000-0000-4000-8000-000000000000', roles: [] }, 'userId', 'Dieser Nutzer wurde nicht gefunden'],
    [{ userId: 'irgendwer', roles: [] }, 'userId', 'Dieser Nutzer wurde nicht gefunden'],
    [{ userId: 'MEMBER', roles: [] }, 'userId', 'Dieser Nutzer ist dem Projekt bereits zugeordnet'],
    [{ userId: 'OUTSIDER', roles: ['chef'] }, 'roles.0', 'Bitte wählen Sie einen gültigen Wert'],
    [{ userId: 'OUTSIDER', roles: 'project_manager' }, 'roles', 'Ungültiger Wert'],
    [{ userId: 'OUTSIDER', roles: [], note: 'x' }, 'note', 'Dieses Feld ist nicht erlaubt'],
  ] as [Record<string, unknown>, string, string][])(
    'refuses %j with 422 on %s and changes nothing',
    async (body, propertyPath, title) => {
      // Another member: the manager adding himself would be refused by four-eyes first (decision 0251).
      const ids: Record<string, string> = { MEMBER: actors.members[1]!.user.id, OUTSIDER: actors.outsider.user.id };
      const placeholder = typeof body.userId === 'string' ? ids[body.userId] : undefined;
      const payload = { ...body, ...(placeholder ? { userId: placeholder } : {}) };
      const before = await snapshot(app);
      const response = await request(app, manager, 'POST', `/project/${projectId}/user`, payload);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toContainEqual({ propertyPath, title });
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('adds a user only once under concurrent requests', async () => {
    const newcomer = await createUser(app);
    const responses = await Promise.all(
      [1, 2].map(() =>
        request(app, manager, 'POST', `/project/${projectId}/user`, { userId: newcomer.id, roles: ['foreman'] }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const events = await app.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.type, historyEventTypes.participantAdded));
    expect(events.filter((event) => (event.variables as { userId?: string }).userId === newcomer.id)).toHaveLength(1);
    await request(app, manager, 'DELETE', `/project/${projectId}/user/${newcomer.id}`);
  });

  it('updates the roles and records the change', async () => {
    const response = await request(app, manager, 'PUT', `/project/${projectId}/user/${guest.id}`, {
      roles: ['installation_appraiser'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: guest.id,
      roles: ['installation_appraiser'],
      rolesAsLabel: 'Einbaugutachter',
    });
    const [member] = await app.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, guest.id)));
    expect(member!.roles).toEqual(['installation_appraiser']);
    const events = await app.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.type, historyEventTypes.participantRolesChanged));
    expect(events[0]!.variables).toMatchObject({
      previousRoles: ['appraiser', 'foreman'],
      roles: ['installation_appraiser'],
    });
  });

  it('refuses invalid roles on update with 422 and changes nothing', async () => {
    const before = await snapshot(app);
    const response = await request(app, manager, 'PUT', `/project/${projectId}/user/${guest.id}`, { roles: ['admin'] });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      { propertyPath: 'roles.0', title: 'Bitte wählen Sie einen gültigen Wert' },
    ]);
    expect(await snapshot(app)).toEqual(before);
  });

  it('answers 404 "User is not assigned to project" for non-members', async () => {
    for (const userId of [actors.outsider.user.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      for (const [method, payload] of [
        ['PUT', { roles: [] }],
        ['DELETE', undefined],
      ] as const) {
        const before = await snapshot(app);
        const response = await request(app, manager, method, `/project/${projectId}/user/${userId}`, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'User is not assigned to project', code: 404, payload: {} });
        expect(await snapshot(app)).toEqual(before);
      }
    }
  });

  it('removes a participant, whose access ends with the very next request', async () => {
    expect((await request(app, guest, 'GET', `/project/${projectId}`)).statusCode).toBe(200);
    const response = await request(app, manager, 'DELETE', `/project/${projectId}/user/${guest.id}`);
    expect(response.statusCode).toBe(204);
    expect((await request(app, guest, 'GET', `/project/${projectId}`)).statusCode).toBe(404);
    expect((await request(app, guest, 'GET', '/project')).json().items).toEqual([]);
    const events = await app.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.type, historyEventTypes.participantRemoved));
    const forGuest = events.filter((event) => (event.variables as { userId?: string }).userId === guest.id);
    expect(forGuest).toHaveLength(1);
    expect(forGuest[0]).toMatchObject({
      projectId,
      originatorId: manager.id,
      variables: { userId: guest.id, userName: 'Gisela Gast' },
    });
  });

  it('answers 401 on every participant route without a session', async () => {
    for (const [method, url] of [
      ['GET', `/project/${projectId}/user`],
      ['POST', `/project/${projectId}/user`],
      ['PUT', `/project/${projectId}/user/${manager.id}`],
      ['DELETE', `/project/${projectId}/user/${manager.id}`],
    ] as const) {
      const payload =
        method === 'POST' ? { userId: guest.id, roles: [] } : method === 'PUT' ? { roles: [] } : undefined;
      const response = await request(app, null, method, url, payload);
      expect({ method, status: response.statusCode }).toEqual({ method, status: 401 });
    }
  });

  it('refuses every actor the rule manageProject refuses on every participant route and changes nothing', async () => {
    const target = actors.members[0]!.user;
    const refused = actors.all.filter((actor) => expectedRefusal(actor, 'manageProject', facts) !== null);
    expect(refused.map((actor) => actor.label)).not.toContain('admin');
    expect(refused.map((actor) => actor.label)).not.toContain('project_manager');
    for (const actor of refused) {
      const expected = expectedRefusal(actor, 'manageProject', facts);
      for (const [method, url, payload] of [
        ['GET', `/project/${projectId}/user`, undefined],
        ['POST', `/project/${projectId}/user`, { userId: guest.id, roles: ['foreman'] }],
        ['PUT', `/project/${projectId}/user/${target.id}`, { roles: ['project_manager'] }],
        ['DELETE', `/project/${projectId}/user/${target.id}`, undefined],
      ] as const) {
        const before = await snapshot(app);
        const response = await request(app, actor.user, method, url, payload);
        expect({ actor: actor.label, method, status: response.statusCode }).toEqual({
          actor: actor.label,
          method,
          status: expected,
        });
        expect(await snapshot(app)).toEqual(before);
      }
    }
  });

  it('lets admins and project managers manage participants', async () => {
    const admin = actors.admin.user;
    const extra = await createUser(app);
    expect(
      (await request(app, admin, 'POST', `/project/${projectId}/user`, { userId: extra.id, roles: ['machinist'] }))
        .statusCode,
    ).toBe(201);
    expect(
      (await request(app, actors.members[0]!.user, 'PUT', `/project/${projectId}/user/${extra.id}`, { roles: [] }))
        .statusCode,
    ).toBe(200);
    expect((await request(app, admin, 'DELETE', `/project/${projectId}/user/${extra.id}`)).statusCode).toBe(204);
  });
});
