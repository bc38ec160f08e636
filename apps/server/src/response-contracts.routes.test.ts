// Issue 9 §3 / decision 0225: the answers of these areas are declared once in the domain and every
// route of the areas names its answer as `response` schema, so no undeclared field leaves the server.
// The routes come from the app's route table: a route added to a covered area later must declare
// its answer too (or be listed below with the reason it has none).
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.js';

/** Areas (path under /backend/api, with everything below it) whose answers are declared in the domain. */
const coveredAreas = [
  '/order',
  '/organization',
  '/user',
  '/machine',
  '/history',
  '/task',
  '/mounting-documentation',
  '/static-load-analysis',
  '/last-static-load-analysis',
  '/dynamic-load-analysis',
  '/project-documentation',
  '/file',
  '/me',
  // The projects area itself; other areas' routes below /project/:projectId are not covered yet.
  '/project/user-roles',
  '/project/:projectId/user',
  '/project/:projectId/feature/mounting-documentation',
  // Recycled material (spec part 2).
  '/project/:projectId/feature/ebv',
  '/project/:projectId/announcement',
  '/project/:projectId/documents-confirming-absence-of-asbestos',
  '/wrecking-pile',
  '/wrecking-pile-overview',
  '/wrecking-pile-inventory',
];
const coveredRoutes = ['/project', '/project/:projectId'];

const isCovered = (url: string) => {
  const path = url.slice('/backend/api'.length);
  return coveredRoutes.includes(path) || coveredAreas.some((area) => path === area || path.startsWith(`${area}/`));
};

/** Routes of those areas that answer no JSON entity (a stream, a file, 204) or are not done yet. */
const withoutContract = new Set([
  'GET /backend/api/file/:fileId',
  'DELETE /backend/api/project/:projectId/user/:userId',
  'GET /backend/api/project-documentation/:projectId/download/:token',
  'GET /backend/api/project/:projectId/documents-confirming-absence-of-asbestos/template',
  // Not yet: the printout reading answers the web's ParsedPrintout (decision 0225).
  'POST /backend/api/dynamic-load-analysis/parse-document/:fileId/:namespace',
]);

const app = await createTestApp();
afterAll(() => app.cleanup());

describe('response contracts', () => {
  it('every JSON route of the covered areas declares its answer', () => {
    const covered = app.routeTable.filter((route) => route.method !== 'HEAD' && isCovered(route.url));
    expect(covered.length).toBeGreaterThan(30);
    const missing = covered
      .filter((route) => !route.schema?.response && !withoutContract.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});
