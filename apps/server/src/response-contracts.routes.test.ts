// Issue 9 §3 / decision 0225: every answer of the API is declared once in the domain and every JSON
// route names it as its `response` schema, so no undeclared field leaves the server. The routes
// come from the app's route table: a route added later must declare its answer too, or be listed
// below with the reason it has none.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.js';

/** Whole areas that answer no JSON of the API: the browser sign-in flow (redirects), dev-only tools. */
const areasWithoutContract = [
  '/backend/authentication/', // OpenID Connect start/callback and the e-mail link: redirects
  '/backend/dev-idp', // the development identity provider (oidc-provider's own pages)
  '/backend/dev-mailbox', // the development mailbox page and its message list
  '/backend/api/docs', // the API reference page (HTML and its scripts, decision 0550)
];

/** Single routes that answer no JSON entity: a stream, a file, a PDF or 204. */
const routesWithoutContract = new Set([
  'GET /backend/api/file/:fileId',
  'DELETE /backend/api/project/:projectId/user/:userId',
  'DELETE /backend/api/project/:projectId/webhook/:webhookId',
  'DELETE /backend/api/project/:projectId/compaction-requirements/:requirementId',
  'DELETE /backend/api/project/:projectId/compaction-lots/:lotId',
  'DELETE /backend/api/device/:deviceId/certificate/:certificateId',
  // A test lot's report PDF (decision 0670).
  'GET /backend/api/project/:projectId/compaction-lots/:lotId/report',
  'GET /backend/api/project-documentation/:projectId/download/:token',
  'GET /backend/api/project/:projectId/documents-confirming-absence-of-asbestos/template',
  'POST /backend/api/material-class/evaluation-sheet',
  'GET /backend/api/project/:projectId/installed-material.csv',
  // A delivery note's PDF or UBL XML (decision 0640).
  'GET /backend/api/delivery-note/:deliveryNoteId/document',
  'GET /backend/api/delivery-note/:deliveryNoteId/document.xml',
  // A delivery's receipt PDF (decision 0690) and a note's UBL ReceiptAdvice (decision 0691).
  'GET /backend/api/order/:orderId/delivery/:deliveryId/document',
  'GET /backend/api/delivery-note/:deliveryNoteId/receipt-advice.xml',
  'POST /backend/api/authentication/logout',
  // The OpenAPI document: its schema is OpenAPI 3.1 itself (openapi.routes.test.ts validates it).
  'GET /backend/api/openapi.json',
]);

const app = await createTestApp();
afterAll(() => app.cleanup());

const name = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** The list exports (decision 0600) answer a CSV or XLSX file. */
const isListExport = (route: { url: string }) => /\/export\.(csv|xlsx)$/.test(route.url);
// The API lives under /backend; the web app's static files (served when apps/web/dist exists) are not JSON.
const routes = app.routeTable.filter(
  (route) =>
    route.method !== 'HEAD' &&
    route.url.startsWith('/backend/') &&
    !areasWithoutContract.some((area) => route.url.startsWith(area)),
);

describe('response contracts', () => {
  it('every JSON route declares its answer', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((route) => !route.schema?.response && !routesWithoutContract.has(name(route)) && !isListExport(route))
      .map(name);
    expect(missing).toEqual([]);
  });

  it('lists no exception that does not exist or has a contract after all', () => {
    const byName = new Map(routes.map((route) => [name(route), route]));
    for (const exception of routesWithoutContract) {
      expect(byName.has(exception), exception).toBe(true);
      expect(byName.get(exception)!.schema?.response, exception).toBeUndefined();
    }
  });
});
