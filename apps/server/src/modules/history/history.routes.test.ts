import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEventTypes, renderHistoryEntry, type ProjectFacts } from '@baustellendoku/domain';
import { historyEvents, users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { createActors, expectedRefusal, memberships, request } from '../../test/administration.js';
import { recordHistory } from './history.service.js';

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
let manager: TestUser;
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
  projectId = (
    await createProject(app, {
      members: [{ user: manager, roles: ['project_manager'] }, ...memberships(actors.members)],
    })
  ).id;
});
afterAll(() => app.cleanup());

describe('GET /history/{projectId}', () => {
  it('returns the entries written by the API, newest first, with originator and no count of all entries', async () => {
    const guest = await createUser(app, { firstName: 'Gisela', lastName: 'Gast' });
    await request(app, manager, 'POST', `/project/${projectId}/user`, { userId: guest.id, roles: ['foreman'] });
    await request(app, manager, 'PUT', `/project/${projectId}/user/${guest.id}`, { roles: ['machinist'] });
    await request(app, manager, 'DELETE', `/project/${projectId}/user/${guest.id}`);
    const response = await request(app, actors.members[3]!.user, 'GET', `/history/${projectId}?skip=0&limit=10`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).not.toHaveProperty('total');
    expect(body.items.map((item: { type: string }) => item.type)).toEqual([
      historyEventTypes.participantRemoved,
      historyEventTypes.participantRolesChanged,
      historyEventTypes.participantAdded,
    ]);
    expect(body.items[0]).toEqual({
      historyId: expect.any(String),
      type: historyEventTypes.participantRemoved,
      variables: { userId: guest.id, userName: 'Gisela Gast', roles: ['machinist'] },
      occurrenceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // Only field entries made on site before they arrived carry a site time (decision 0390).
      recordedAt: null,
      originator: { name: 'Paul Projektleiter' },
    });
    expect(renderHistoryEntry(projectId, body.items[2]).text).toBe(
      'Gisela Gast wurde dem Projekt als Polier hinzugefügt',
    );
  });

  it('pages with skip and limit (the full page asks for limit 999999)', async () => {
    const page = (await request(app, manager, 'GET', `/history/${projectId}?skip=1&limit=1`)).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0].type).toBe(historyEventTypes.participantRolesChanged);
    expect((await request(app, manager, 'GET', `/history/${projectId}?skip=0&limit=999999`)).json().items).toHaveLength(
      3,
    );
    expect((await request(app, manager, 'GET', `/history/${projectId}`)).json().items).toHaveLength(3);
  });

  it('signs entries without an originator as "System" and keeps unknown types', async () => {
    const other = (await createProject(app, { members: [{ user: manager, roles: ['foreman'] }] })).id;
    await app.db.transaction((tx) =>
      recordHistory(tx, { projectId: other, type: 'future.thing', variables: { a: 1 }, originatorId: null }),
    );
    const item = (await request(app, manager, 'GET', `/history/${other}`)).json().items[0];
    expect(item).toMatchObject({ type: 'future.thing', originator: { name: 'System' } });
    expect(renderHistoryEntry(other, item)).toEqual({ text: 'Missing: future.thing', link: null });
  });

  it('keeps entries whose originator was deleted', async () => {
    const leaver = await createUser(app);
    const other = (await createProject(app, { members: [{ user: leaver, roles: ['project_manager'] }] })).id;
    await request(app, leaver, 'PUT', `/project/${other}`, {
      name: 'P',
      number: '1',
      client: 'C',
      address: { street: 'S', houseNumber: '1', postalCode: '12345', city: 'X' },
      attributes: {
        isBoundaryNotificationRequired: false,
        isExplosivesClearanceAvailable: false,
        isRemediationPlanAvailable: false,
      },
    });
    await app.db.delete(users).where(eq(users.id, leaver.id));
    const items = (await request(app, actors.admin.user, 'GET', `/history/${other}`)).json().items;
    expect(items).toEqual([
      expect.objectContaining({ type: historyEventTypes.projectUpdated, originator: { name: 'System' } }),
    ]);
  });

  it.each([
    ['skip=-1', 'querystring.skip', 'Der Wert muss mindestens 0 sein'],
    ['limit=0', 'querystring.limit', 'Der Wert muss mindestens 1 sein'],
    ['limit=abc', 'querystring.limit', 'Bitte geben Sie eine Zahl ein'],
  ])('refuses ?%s with 422', async (query, propertyPath, title) => {
    const response = await request(app, manager, 'GET', `/history/${projectId}?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toContainEqual({ propertyPath, title });
  });

  it('answers 401 without a session and 404 to everyone the rule accessProject refuses', async () => {
    expect((await request(app, null, 'GET', `/history/${projectId}`)).statusCode).toBe(401);
    for (const actor of actors.all) {
      const expected = expectedRefusal(actor, 'accessProject', facts) ?? 200;
      const response = await request(app, actor.user, 'GET', `/history/${projectId}`);
      expect({ actor: actor.label, status: response.statusCode }).toEqual({ actor: actor.label, status: expected });
    }
    expect(
      (await request(app, actors.admin.user, 'GET', '/history/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await request(app, actors.admin.user, 'GET', '/history/xyz')).statusCode).toBe(404);
  });

  it('writes nothing when the change is refused', async () => {
    const before = await app.db.select().from(historyEvents);
    await request(app, actors.members[1]!.user, 'DELETE', `/project/${projectId}/user/${manager.id}`);
    await request(app, manager, 'POST', `/project/${projectId}/user`, { userId: 'nobody', roles: [] });
    expect(await app.db.select().from(historyEvents)).toHaveLength(before.length);
  });
});
