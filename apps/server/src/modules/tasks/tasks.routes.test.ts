import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { renderTask, type ProjectFacts } from '@baustellendoku/domain';
import { projects } from '../../db/schema/index.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { createActors, expectedRefusal, memberships, request } from '../../test/administration.js';

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
let manager: TestUser;
let projectId: string;
const facts: ProjectFacts = {
  enabledFeatures: [],
  isProjectDataCompleted: false,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};

beforeAll(async () => {
  app = await createTestApp();
  actors = await createActors(app);
  manager = await createUser(app);
  projectId = (
    await createProject(app, {
      complete: false,
      members: [{ user: manager, roles: ['project_manager', 'machinist'] }, ...memberships(actors.members)],
    })
  ).id;
});
afterAll(() => app.cleanup());

const tasksOf = async (user: TestUser, query = '') => {
  const response = await request(app, user, 'GET', `/task/${projectId}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().items as { type: string; link: string | null }[];
};

describe('GET /task/{projectId}', () => {
  it('gives a project manager of an incomplete project without features both project tasks', async () => {
    const items = await tasksOf(manager, '?roles[]=project_manager&roles[]=machinist');
    expect(items).toEqual([
      { type: 'project_complete_data', link: `/projects/${projectId}/settings` },
      { type: 'project_add_feature', link: `/projects/${projectId}/features` },
    ]);
    expect(renderTask(projectId, items[0]!)).toEqual({
      title: 'Projektdaten vervollständigen',
      description: expect.any(String),
      link: { href: `/projects/${projectId}/settings`, text: 'Projekt bearbeiten' },
    });
  });

  it('computes only for requested roles the user really holds', async () => {
    expect(await tasksOf(manager, '?roles[]=machinist')).toEqual([]);
    // A machinist cannot claim the project manager's tasks by asking for them.
    expect(await tasksOf(actors.members[2]!.user, '?roles[]=project_manager')).toEqual([]);
    expect(await tasksOf(actors.admin.user, '?roles[]=project_manager')).toEqual([]);
    expect(await tasksOf(manager, '?roles=project_manager')).toHaveLength(2);
    // As the browser's URLSearchParams encodes it.
    expect(await tasksOf(manager, `?${new URLSearchParams([['roles[]', 'project_manager']]).toString()}`)).toHaveLength(
      2,
    );
    // Without the parameter: all of the user's roles.
    expect(await tasksOf(manager)).toHaveLength(2);
    expect(await tasksOf(manager, '?roles[]=unbekannt')).toEqual([]);
  });

  it('drops the tasks once the data is complete and a feature is enabled', async () => {
    const update = await request(app, manager, 'PUT', `/project/${projectId}`, {
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
    expect(update.statusCode).toBe(200);
    expect(await tasksOf(manager, '?roles[]=project_manager')).toEqual([
      { type: 'project_add_feature', link: `/projects/${projectId}/features` },
    ]);
    await app.db
      .update(projects)
      .set({ enabledFeatures: ['mounting-documentation'] })
      .where(eq(projects.id, projectId));
    expect(await tasksOf(manager, '?roles[]=project_manager')).toEqual([]);
  });

  it('answers 401 without a session and 404 to everyone the rule accessProject refuses', async () => {
    expect((await request(app, null, 'GET', `/task/${projectId}`)).statusCode).toBe(401);
    for (const actor of actors.all) {
      const expected = expectedRefusal(actor, 'accessProject', facts) ?? 200;
      const response = await request(app, actor.user, 'GET', `/task/${projectId}?roles[]=project_manager`);
      expect({ actor: actor.label, status: response.statusCode }).toEqual({ actor: actor.label, status: expected });
    }
    expect(
      (await request(app, actors.admin.user, 'GET', '/task/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
