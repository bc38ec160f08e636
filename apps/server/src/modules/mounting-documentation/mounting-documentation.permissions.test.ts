// Create, edit and read of installation documentation for every role, generated from the rule
// table: allowed → 2xx, refused → 403, outside the project → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type ProjectFacts, type RuleName } from '@baustellendoku/domain';
import { call, createSoilProject, orderInStatus, type Actor, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let soil: SoilProject;
let orderId: string;
let documentationId: string;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  orderId = await orderInStatus(app, soil, 'approved');
  const created = await call(app, soil.byRole.project_manager, 'POST', '/mounting-documentation', body());
  documentationId = created.json().mountingDocumentationId;
});
afterAll(() => app.cleanup());

const body = () => ({
  projectId: soil.projectId,
  gridField: 'A1/01',
  orders: [orderId],
  mountingDate: '2026-05-05',
  fillingHeightInMeters: 20,
});
const facts: ProjectFacts = {
  enabledFeatures: ['mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
  deliverableOrderCount: 1,
};
const expected = (actor: Actor, rule: RuleName) =>
  actor.key === 'outsider'
    ? 404
    : can(rule, { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles, project: facts })
      ? 'ok'
      : 403;
const matches = (code: number, want: number | 'ok') => (want === 'ok' ? code < 300 : code === want);

describe('installation documentation by role (from the rule table)', () => {
  const cases: [string, RuleName, (actor: Actor) => ReturnType<typeof call>][] = [
    [
      'create',
      'createMountingDocumentation',
      (actor) => call(app, actor.user, 'POST', '/mounting-documentation', body()),
    ],
    [
      'edit',
      'editMountingDocumentation',
      (actor) => call(app, actor.user, 'PUT', `/mounting-documentation/${documentationId}`, body()),
    ],
    [
      'list',
      'accessMountingDocumentation',
      (actor) => call(app, actor.user, 'GET', `/mounting-documentation?projectId=${soil.projectId}`),
    ],
    [
      'detail',
      'accessMountingDocumentation',
      (actor) => call(app, actor.user, 'GET', `/mounting-documentation/${documentationId}`),
    ],
  ];
  it.each(cases)('%s', async (_name, rule, perform) => {
    for (const actor of soil.actors) {
      const response = await perform(actor);
      expect(matches(response.statusCode, expected(actor, rule)), `${actor.key}: ${response.statusCode}`).toBe(true);
    }
  });
});
