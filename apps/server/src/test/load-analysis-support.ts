// Test support for plate load tests: a project with the soil-installation feature and one member
// per role, image uploads, and realistic payloads (static: shared vector S1 on the form's rows).
import { expect } from 'vitest';
import { projectRoles, type ProjectRole } from '@baustellendoku/domain';
import { dynamicPayload, multipartBody } from './fixtures.js';
import { createProject, createUser, type TestApp, type TestUser } from './test-app.js';
import { calibratedDevice } from './devices.js';

export { dynamicPayload };

/** A 1×1 GIF89a (the smallest valid GIF image). */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export type LoadTestActor = { key: string; user: TestUser; roles: ProjectRole[] | null };

export async function createLoadTestProject(app: TestApp) {
  const byRole = {} as Record<ProjectRole, TestUser>;
  for (const role of projectRoles) byRole[role] = await createUser(app, { firstName: 'Rolle', lastName: role });
  const admin = await createUser(app, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  const outsider = await createUser(app, { firstName: 'Otto', lastName: 'Außen' });
  const members = projectRoles.map((role) => ({ user: byRole[role], roles: [role] }));
  const project = await createProject(app, { name: 'Gewerbepark Nord', features: ['mounting-documentation'], members });
  // Same people, but the soil-installation feature is off: reading and writing are refused (403).
  const withoutFeature = await createProject(app, { name: 'Ohne Bodeneinbau', features: [], members });
  const actors: LoadTestActor[] = [
    ...projectRoles.map((role) => ({ key: role, user: byRole[role], roles: [role] as ProjectRole[] })),
    { key: 'admin', user: admin, roles: null },
    { key: 'outsider', user: outsider, roles: null },
  ];
  return { projectId: project.id, otherProjectId: withoutFeature.id, byRole, admin, outsider, actors };
}

export async function call(
  app: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: url.startsWith('/backend/') ? url : `/backend/api${url}`,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function uploadFile(app: TestApp, user: TestUser, fileName: string, content: Buffer, kind?: 'image') {
  const { body, contentType } = multipartBody('file', fileName, content);
  const url = `/backend/api/file${kind ? `?kind=${kind}` : ''}`;
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; fileName: string; url: string };
}

/** Shared vector S1 (Ev1 50.00, Ev2 112.50, ratio 2.25) on the form's 7 + 3 and 6 rows. */
export const staticPayload = (overrides: Record<string, unknown> = {}) => ({
  gridField: 'B12/03',
  analysedAt: '2026-05-04T10:30:00+02:00',
  measuringPointName: 'MP 4',
  latitude: 52.606878,
  longitude: 13.287412,
  liftingArm: 1,
  plateBase: true,
  layerThickness: 300,
  testLayer: 'Frostschutzschicht 0/32',
  height: 34250,
  preLoad: 0.01,
  timeBetweenCompressionAndAnalysis: 24,
  plateDiameter: 300,
  temperature: 14.5,
  temperatureDayBefore: 12,
  precipitation: false,
  precipitationDayBefore: true,
  initialSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5], unload: [0.25, 0.125, 0.01] },
  initialCompressions: { load: [0.2928, 0.6112, 0.9552, 1.3248, 1.72, 1.98, 2.25], unload: [2.12, 1.83, 1.12196] },
  secondSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45] },
  secondCompressions: { load: [1.27344, 1.44176, 1.60496, 1.76304, 1.916, 2.009] },
  ...overrides,
});

/** A project with its members by role (createLoadTestProject, or any such project). */
type LoadTestProject = { projectId: string; byRole: Record<ProjectRole, TestUser> };

/**
 * POST /dynamic-load-analysis as the project's foreman, with a fresh printout image, made with the
 * app's calibrated device unless `overrides` names one (or `deviceId: null`): the answer.
 */
export async function postDynamic(app: TestApp, project: LoadTestProject, overrides: Record<string, unknown> = {}) {
  const foreman = project.byRole.foreman;
  const image = await uploadFile(app, foreman, 'ausdruck.gif', GIF_1X1, 'image');
  return call(app, foreman, 'POST', '/dynamic-load-analysis', {
    projectId: project.projectId,
    deviceId: await calibratedDevice(app, 'dynamic'),
    ...dynamicPayload(image.id, overrides),
  });
}

/** POST /static-load-analysis as the project's installation appraiser (device as `postDynamic`): the answer. */
export const postStatic = async (app: TestApp, project: LoadTestProject, overrides: Record<string, unknown> = {}) =>
  call(app, project.byRole.installation_appraiser, 'POST', '/static-load-analysis', {
    projectId: project.projectId,
    deviceId: await calibratedDevice(app, 'static'),
    ...staticPayload(overrides),
  });

/** The recorded test (201 expected). */
export async function recorded(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
