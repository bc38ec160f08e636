// GET /project/{projectId} carries the project's site announcements (spec part 2 §3 "Project
// (parts used here)", issue 39 item 3): newest first, in the shape of the announcement list, only
// the project's own, and for one statement more at most.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementListSchema, projectViewSchema, type Announcement } from '@baustellendoku/domain';
import { countQueries } from '../../test/query-count.js';
import { call, createEbvProject, settingsInput, type EbvProject } from '../../test/recycled-material.js';
import { createSoilProject, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let first: EbvProject;
let second: EbvProject;
let fresh: EbvProject;
let soil: SoilProject;
beforeAll(async () => {
  app = await createTestApp();
  // Each ready project has one sent announcement; the first gets a second, still open one.
  first = await createEbvProject(app, { name: 'Recyclingpark Nord' });
  second = await createEbvProject(app, { name: 'Recyclingpark Süd' });
  const created = await call(app, first.byRole.project_manager, 'POST', `/project/${first.projectId}/announcement`);
  expect(created.statusCode, created.body).toBe(201);
  fresh = await createEbvProject(app, { ready: false, name: 'Recyclingpark Ost' });
  const activated = await call(
    app,
    fresh.byRole.project_manager,
    'POST',
    `/project/${fresh.projectId}/feature/ebv`,
    settingsInput(fresh.machineId),
  );
  expect(activated.statusCode, activated.body).toBe(200);
  soil = await createSoilProject(app);
}, 180_000);
afterAll(() => app.cleanup());

const projectOf = async (user: { cookie: string }, projectId: string) => {
  const response = await call(app, user as never, 'GET', `/project/${projectId}`);
  expect(response.statusCode, response.body).toBe(200);
  return projectViewSchema.parse(response.json());
};
const listOf = async (project: EbvProject) =>
  announcementListSchema.parse(
    (await call(app, project.byRole.machinist, 'GET', `/project/${project.projectId}/announcement`)).json(),
  ).items;

describe('the project answer carries its announcements', () => {
  it('newest first, in the shape of the announcement list', async () => {
    const { announcements } = await projectOf(first.byRole.machinist, first.projectId);
    expect(announcements.map((announcement) => announcement.document.fileName)).toEqual([
      'Baustellenanzeige 2 Recyclingpark Nord.pdf',
      'Baustellenanzeige 1 Recyclingpark Nord.pdf',
    ]);
    expect(announcements.map((announcement) => announcement.sendingIsConfirmed)).toEqual([false, true]);
    expect(announcements[0]).toMatchObject({
      projectId: first.projectId,
      createdBy: { name: 'Rolle project_manager' },
      document: { url: expect.stringMatching(/^\/backend\/api\/file\//) },
      sendingConfirmedAt: null,
      sendingConfirmedBy: null,
    });
    expect(Date.parse(announcements[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(announcements[1]!.createdAt));
    expect(announcements[1]!.sendingConfirmedBy).toEqual({ name: 'Rolle project_manager' });
    expect(announcements).toEqual(await listOf(first));
  });

  it("never shows another project's announcements", async () => {
    const ids = (items: Announcement[]) => items.map((announcement) => announcement.projectAnnouncementId);
    const own = (await projectOf(second.admin, second.projectId)).announcements;
    expect(own).toHaveLength(1);
    expect(own).toEqual(await listOf(second));
    const firstIds = ids(await listOf(first));
    expect(ids(own).some((id) => firstIds.includes(id))).toBe(false);
  });

  it('is an empty list for a project without announcements, and without the recycled-material feature', async () => {
    expect((await projectOf(fresh.byRole.project_manager, fresh.projectId)).announcements).toEqual([]);
    expect((await projectOf(soil.byRole.project_manager, soil.projectId)).announcements).toEqual([]);
  });

  it('the project edit answers with them too', async () => {
    const before = await projectOf(first.byRole.project_manager, first.projectId);
    const { projectId: _id, announcements, enabledFeatures: _features, ...rest } = before;
    const response = await call(app, first.byRole.project_manager, 'PUT', `/project/${first.projectId}`, {
      name: rest.name,
      number: rest.number,
      client: rest.client,
      address: rest.address,
      attributes: { ...rest.attributes, layoutPlan: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(projectViewSchema.parse(response.json()).announcements).toEqual(announcements);
  });

  it('costs one statement more than the project without the feature, however many announcements', async () => {
    const statements = (user: { cookie: string }, projectId: string) =>
      countQueries(app, () =>
        app.inject({ method: 'GET', url: `/backend/api/project/${projectId}`, headers: { cookie: user.cookie } }),
      );
    const withTwo = await statements(first.byRole.machinist, first.projectId);
    const withOne = await statements(second.byRole.machinist, second.projectId);
    const withoutFeature = await statements(soil.byRole.machinist, soil.projectId);
    expect(withTwo).toBe(withOne);
    expect(withTwo).toBe(withoutFeature + 1);
  });
});
