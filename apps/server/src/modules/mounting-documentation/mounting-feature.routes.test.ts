import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import { historyEvents, mountingFeatureSettings, projects } from '../../db/schema/index.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { call } from '../../test/soil-installation.js';

let app: TestApp;
let manager: TestUser;
let foreman: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  manager = await createUser(app);
  foreman = await createUser(app);
});
afterAll(() => app.cleanup());

const settings = {
  mountingMethods: ['ew_7', 'ew_8'],
  groundwaterCoverLayerSoilType: 'guenstig_sand',
  groundwaterCoverLayerThicknessInMeter: 1.5,
  highestExpectedGroundwaterLevelInMeter: 31.25,
  waterProtectionArea: 'wsg_iii_b',
};

/** A complete project (as the projects module judges it) with a manager and a foreman. */
async function completeProject() {
  const project = await createProject(app, {
    members: [
      { user: manager, roles: ['project_manager'] },
      { user: foreman, roles: ['foreman'] },
    ],
  });
  await app.db
    .update(projects)
    .set({ startDate: '2026-03-01', constructionWorkTypes: ['strassenbau'] })
    .where(eq(projects.id, project.id));
  return project.id;
}
const url = (projectId: string) => `/project/${projectId}/feature/mounting-documentation`;
const events = async (projectId: string) =>
  (await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, projectId))).map((event) => event.type);

describe('soil-installation feature settings', () => {
  it('is not activated at first, activates on the first save and updates afterwards', async () => {
    const projectId = await completeProject();
    const before = await call(app, manager, 'GET', url(projectId));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      projectId,
      isActivated: false,
      mountingMethods: [],
      groundwaterCoverLayerSoilType: null,
      groundwaterCoverLayerThicknessInMeter: null,
      highestExpectedGroundwaterLevelInMeter: null,
      waterProtectionArea: null,
    });

    const first = await call(app, manager, 'POST', url(projectId), settings);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ projectId, isActivated: true, activated: true, ...settings });
    const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.enabledFeatures).toEqual(['mounting-documentation']);
    expect(await events(projectId)).toEqual([historyEventTypes.featureActivated]);

    const second = await call(app, manager, 'POST', url(projectId), {
      ...settings,
      highestExpectedGroundwaterLevelInMeter: null,
      waterProtectionArea: '',
    });
    expect(second.json()).toMatchObject({
      isActivated: true,
      activated: false,
      highestExpectedGroundwaterLevelInMeter: null,
      waterProtectionArea: null,
    });
    const [again] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(again!.enabledFeatures).toEqual(['mounting-documentation']);
    expect((await events(projectId)).sort()).toEqual(
      [historyEventTypes.featureActivated, historyEventTypes.featureUpdated].sort(),
    );
    expect((await call(app, manager, 'GET', url(projectId))).json()).toMatchObject({
      isActivated: true,
      mountingMethods: ['ew_7', 'ew_8'],
    });
  });

  it.each([
    [{ mountingMethods: [] }, 'mountingMethods', 'Es muss mindestens eine Einbauweise ausgewählt werden'],
    [{ mountingMethods: undefined }, 'mountingMethods', 'Es muss mindestens eine Einbauweise ausgewählt werden'],
    [{ mountingMethods: ['ew_99'] }, 'mountingMethods.0', 'Bitte wählen Sie einen gültigen Wert'],
    [{ groundwaterCoverLayerSoilType: '' }, 'groundwaterCoverLayerSoilType', 'Dieses Feld ist ein Pflichtfeld'],
    [
      { groundwaterCoverLayerThicknessInMeter: null },
      'groundwaterCoverLayerThicknessInMeter',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      { groundwaterCoverLayerThicknessInMeter: 0.9 },
      'groundwaterCoverLayerThicknessInMeter',
      'Der Wert muss mindestens 1 sein',
    ],
    [
      { highestExpectedGroundwaterLevelInMeter: 'hoch' },
      'highestExpectedGroundwaterLevelInMeter',
      'Bitte geben Sie eine Zahl ein',
    ],
    [{ waterProtectionArea: 'zone_x' }, 'waterProtectionArea', 'Bitte wählen Sie einen gültigen Wert'],
    [{ enabled: true }, 'enabled', 'Dieses Feld ist nicht erlaubt'],
  ])('refuses %o with 422 on %s and does not activate', async (overrides, propertyPath, title) => {
    const projectId = await completeProject();
    const response = await call(app, manager, 'POST', url(projectId), { ...settings, ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual([{ propertyPath, title }]);
    expect(
      await app.db.select().from(mountingFeatureSettings).where(eq(mountingFeatureSettings.projectId, projectId)),
    ).toHaveLength(0);
  });

  it('needs the manage-project permission: 403 for a foreman, 404 outside, 401 without session; admins may', async () => {
    const projectId = await completeProject();
    const outsider = await createUser(app);
    const admin = await createUser(app, { isAdmin: true });
    expect((await call(app, foreman, 'GET', url(projectId))).statusCode).toBe(403);
    expect((await call(app, foreman, 'POST', url(projectId), settings)).statusCode).toBe(403);
    expect((await call(app, outsider, 'POST', url(projectId), settings)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', url(projectId))).statusCode).toBe(401);
    expect((await call(app, admin, 'POST', url(projectId), settings)).statusCode).toBe(200);
    expect((await call(app, admin, 'GET', url('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });

  it('refuses to activate while project data is incomplete (403 with the reason), changing nothing', async () => {
    const project = await createProject(app, {
      complete: false,
      members: [{ user: manager, roles: ['project_manager'] }],
    });
    const response = await call(app, manager, 'POST', url(project.id), settings);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Die Projektdaten sind noch nicht vollständig. Bitte vervollständigen Sie zuerst die Projekteinstellungen.',
    );
    const [row] = await app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.enabledFeatures).toEqual([]);
    expect(await events(project.id)).toEqual([]);
  });
});
