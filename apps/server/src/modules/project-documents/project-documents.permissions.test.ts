// The documents list and the download for every role, and the feature settings for every role,
// generated from the rule table: allowed → 2xx, refused → 403, outside the project → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { can, type ProjectFacts, type RuleName } from '@baustellendoku/domain';
import { projects } from '../../db/schema/index.js';
import {
  call,
  createOrder,
  createSoilProject,
  uploadPdf,
  type Actor,
  type SoilProject,
} from '../../test/soil-installation.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let soil: SoilProject;
let fileId: string;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  // Complete as the projects module judges it, so the feature settings may be saved.
  await app.db
    .update(projects)
    .set({ startDate: '2026-03-01', constructionWorkTypes: ['strassenbau'] })
    .where(eq(projects.id, soil.projectId));
  const file = await uploadPdf(app, soil.byRole.project_manager);
  fileId = file.id;
  await createOrder(app, soil, { attachmentDocuments: [file] });
});
afterAll(() => app.cleanup());

const facts: ProjectFacts = {
  enabledFeatures: ['mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};
const expected = (actor: Actor, rule: RuleName) =>
  actor.key === 'outsider'
    ? 404
    : can(rule, { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles, project: facts })
      ? 'ok'
      : 403;
const settings = {
  mountingMethods: ['ew_1'],
  groundwaterCoverLayerSoilType: 'guenstig_sand',
  groundwaterCoverLayerThicknessInMeter: 1,
};

describe('project documents and feature settings by role (from the rule table)', () => {
  const cases: [string, RuleName, (actor: Actor) => ReturnType<typeof call>][] = [
    [
      'documents list',
      'downloadProjectDocuments',
      (actor) => call(app, actor.user, 'GET', `/project-documentation/${soil.projectId}`),
    ],
    [
      'prepare download',
      'downloadProjectDocuments',
      (actor) =>
        call(app, actor.user, 'POST', `/project-documentation/${soil.projectId}/download`, { files: [fileId] }),
    ],
    [
      'read feature settings',
      'manageProjectFeatures',
      (actor) => call(app, actor.user, 'GET', `/project/${soil.projectId}/feature/mounting-documentation`),
    ],
    [
      'save feature settings',
      'configureMountingDocumentationFeature',
      (actor) => call(app, actor.user, 'POST', `/project/${soil.projectId}/feature/mounting-documentation`, settings),
    ],
  ];
  it.each(cases)('%s', async (_name, rule, perform) => {
    for (const actor of soil.actors) {
      const response = await perform(actor);
      const want = expected(actor, rule);
      expect(
        want === 'ok' ? response.statusCode < 300 : response.statusCode === want,
        `${actor.key}: ${response.statusCode}`,
      ).toBe(true);
    }
  });
});
