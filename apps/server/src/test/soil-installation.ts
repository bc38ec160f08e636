// Test support for the soil-installation modules: a project with the feature, one member per
// role, an admin and an outsider, uploads, and shortcuts for orders in a given state.
import { expect } from 'vitest';
import { projectRoles, type ProjectRole } from '@baustellendoku/domain';
import { multipartBody, pdfOfSize } from './fixtures.js';
import { createProject, createUser, type TestApp, type TestUser } from './test-app.js';

export type Actor = { key: string; user: TestUser; roles: ProjectRole[] | null };

export type SoilProject = {
  projectId: string;
  byRole: Record<ProjectRole, TestUser>;
  admin: TestUser;
  outsider: TestUser;
  /** Holds project_manager, foreman and appraiser: passes every role condition of the orders. */
  allRounder: TestUser;
  actors: Actor[];
};

export async function createSoilProject(
  app: TestApp,
  options: { features?: ('ebv' | 'mounting-documentation')[] } = {},
): Promise<SoilProject> {
  const byRole = {} as Record<ProjectRole, TestUser>;
  for (const role of projectRoles) byRole[role] = await createUser(app, { firstName: 'Rolle', lastName: role });
  const allRounder = await createUser(app, { firstName: 'Alle', lastName: 'Rollen' });
  const admin = await createUser(app, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  const outsider = await createUser(app, { firstName: 'Otto', lastName: 'Außen' });
  const project = await createProject(app, {
    features: options.features ?? ['mounting-documentation'],
    members: [
      ...projectRoles.map((role) => ({ user: byRole[role], roles: [role] })),
      { user: allRounder, roles: ['project_manager', 'foreman', 'appraiser'] as ProjectRole[] },
    ],
  });
  const actors: Actor[] = [
    ...projectRoles.map((role) => ({ key: role, user: byRole[role], roles: [role] as ProjectRole[] })),
    { key: 'admin', user: admin, roles: null },
    { key: 'outsider', user: outsider, roles: null },
  ];
  return { projectId: project.id, byRole, admin, outsider, allRounder, actors };
}

export async function call(
  app: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/backend/api${url}`,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function uploadPdf(
  app: TestApp,
  user: TestUser,
  fileName = 'Lieferschein.pdf',
  size = 2048,
): Promise<{ id: string; fileName: string; url: string }> {
  const { body, contentType } = multipartBody('file', fileName, pdfOfSize(size));
  const response = await app.inject({
    method: 'POST',
    url: '/backend/api/file',
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

export const orderInput = (projectId: string, overrides: Record<string, unknown> = {}) => ({
  projectId,
  orderNumber: 'B-2026-001',
  materialOrigin: 'Baugrube Nord, Aushub Los 3',
  carrier: 'Kieswerk Mustermann GmbH',
  materialClass: 'bm_0_sand',
  declaredQuantityInTons: 100,
  approvalByAppraiserRequired: true,
  ...overrides,
});

export async function createOrder(app: TestApp, soil: SoilProject, overrides: Record<string, unknown> = {}) {
  const response = await call(
    app,
    soil.byRole.project_manager,
    'POST',
    '/order',
    orderInput(soil.projectId, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { orderId: string; status: string } & Record<string, unknown>;
}

export async function recordDelivery(
  app: TestApp,
  soil: SoilProject,
  orderId: string,
  amountInTons: number | string,
  user?: TestUser,
) {
  const actor = user ?? soil.byRole.foreman;
  const file = await uploadPdf(app, actor);
  return call(app, actor, 'POST', `/order/${orderId}/delivery`, {
    deliveryDate: '2026-05-04',
    amountInTons,
    attachmentDocuments: [file],
  });
}

/** An order brought into `status` through the API (so history and facts are real). */
export async function orderInStatus(app: TestApp, soil: SoilProject, status: string): Promise<string> {
  const order = await createOrder(app, soil);
  const id = order.orderId;
  const post = async (user: TestUser, path: string, body?: unknown) => {
    const response = await call(app, user, 'POST', `/order/${id}/${path}`, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  if (status === 'in_review') return id;
  if (status === 'rejected') {
    await post(soil.byRole.appraiser, 'reject', { comment: 'Analyse fehlt' });
    return id;
  }
  await post(soil.byRole.appraiser, 'approve', {});
  if (status === 'approved') return id;
  if (status === 'in_delivery') {
    expect((await recordDelivery(app, soil, id, 10)).statusCode).toBe(201);
    return id;
  }
  if (status === 'deactivated') {
    await post(soil.byRole.project_manager, 'deactivate');
    return id;
  }
  throw new Error(`unknown status ${status}`);
}
