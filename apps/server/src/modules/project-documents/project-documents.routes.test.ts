import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { projectDocumentDownloads, projects } from '../../db/schema/index.js';
import { multipartBody, pdfOfSize, PNG_1X1 } from '../../test/fixtures.js';
import { call, createOrder, createSoilProject, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { readZip } from '../../test/zip-reader.js';

let app: TestApp;
let soil: SoilProject;
const contents = new Map<string, Buffer>();
let orderFileId: string;
let deliveryFileIds: string[];
let planFileId: string;
let foreignFileId: string;

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function upload(user: TestUser, fileName: string, content: Buffer) {
  const { body, contentType } = multipartBody('file', fileName, content);
  const response = await app.inject({
    method: 'POST',
    url: '/backend/api/file',
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: body,
  });
  const file = response.json();
  contents.set(file.id, content);
  return file as { id: string; fileName: string; url: string };
}

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  const manager = soil.byRole.project_manager;
  const foreman = soil.byRole.foreman;
  const analysis = await upload(manager, 'Bodenanalyse März.pdf', pdfOfSize(300_000));
  orderFileId = analysis.id;
  const { orderId } = await createOrder(app, soil, {
    orderNumber: 'B/7',
    approvalByAppraiserRequired: false,
    attachmentDocuments: [analysis],
  });
  deliveryFileIds = [];
  for (const [index, name] of ['Lieferschein.pdf', 'Lieferschein.pdf'].entries()) {
    const file = await upload(foreman, name, pdfOfSize(50_000 + index));
    deliveryFileIds.push(file.id);
    const response = await call(app, foreman, 'POST', `/order/${orderId}/delivery`, {
      deliveryDate: '2026-05-04',
      amountInTons: 10,
      attachmentDocuments: [file],
    });
    expect(response.statusCode).toBe(201);
  }
  // The layout plan is set directly: the projects module owns that form.
  const plan = await upload(manager, 'Lageplan.png', PNG_1X1);
  planFileId = plan.id;
  await app.db
    .update(projects)
    .set({ layoutPlanFileIds: [plan.id] })
    .where(eq(projects.id, soil.projectId));
  const { files } = await import('../../db/schema/index.js');
  await app.db.update(files).set({ projectId: soil.projectId }).where(eq(files.id, plan.id));
  // A document of another project.
  const other = await createSoilProject(app);
  const foreign = await upload(other.byRole.project_manager, 'Fremd.pdf', pdfOfSize(1000));
  foreignFileId = foreign.id;
  await createOrder(app, other, { attachmentDocuments: [foreign] });
});
afterAll(() => app.cleanup());

const documentsUrl = () => `/project-documentation/${soil.projectId}`;

describe('project documents list', () => {
  it('groups every file of the project by category and subcategory', async () => {
    const response = await call(app, soil.byRole.project_manager, 'GET', documentsUrl());
    expect(response.statusCode).toBe(200);
    const groups = response.json();
    expect(groups.map((group: { label: string }) => group.label)).toEqual([
      'Projektpläne',
      'Bestellungen & Anlieferungen',
    ]);
    expect(groups[0].subCategories[0]).toMatchObject({
      label: 'Lagepläne',
      files: [{ id: planFileId, label: 'Lageplan.png', file: { fileName: 'Lageplan.png' } }],
    });
    const order = groups[1].subCategories[0];
    expect(order.label).toBe('Bestellung B/7');
    expect(order.files).toEqual([
      {
        id: orderFileId,
        label: 'Bodenanalyse März.pdf',
        createdAt: expect.any(String),
        createdBy: { name: 'Rolle project_manager' },
        contentType: 'application/pdf',
        file: { id: orderFileId, fileName: 'Bodenanalyse März.pdf', url: `/backend/api/file/${orderFileId}` },
      },
      expect.objectContaining({ id: deliveryFileIds[0], label: 'Anlieferung Charge 1: Lieferschein.pdf' }),
      expect.objectContaining({ id: deliveryFileIds[1], label: 'Anlieferung Charge 2: Lieferschein.pdf' }),
    ]);
    expect(JSON.stringify(groups)).not.toContain(foreignFileId);
  });

  it('needs the manage-project permission', async () => {
    expect((await call(app, soil.byRole.foreman, 'GET', documentsUrl())).statusCode).toBe(403);
    expect((await call(app, soil.outsider, 'GET', documentsUrl())).statusCode).toBe(404);
    expect((await call(app, soil.admin, 'GET', documentsUrl())).statusCode).toBe(200);
    expect((await call(app, null, 'GET', documentsUrl())).statusCode).toBe(401);
  });
});

describe('project documents download', () => {
  it('streams a ZIP of exactly the selected files with identical bytes, folders per category and UTF-8 names', async () => {
    const selection = [orderFileId, ...deliveryFileIds, planFileId];
    const prepared = await call(app, soil.byRole.project_manager, 'POST', `${documentsUrl()}/download`, {
      files: selection,
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const { url } = prepared.json();
    expect(url).toMatch(new RegExp(`^/backend/api/project-documentation/${soil.projectId}/download/[\\w-]+$`));
    const response = await app.inject({ method: 'GET', url, headers: { cookie: soil.byRole.project_manager.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment;');
    const entries = readZip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'Projektpläne/Lagepläne/Lageplan.png',
      'Bestellungen & Anlieferungen/Bestellung B-7/Bodenanalyse März.pdf',
      'Bestellungen & Anlieferungen/Bestellung B-7/Charge 1/Lieferschein.pdf',
      'Bestellungen & Anlieferungen/Bestellung B-7/Charge 2/Lieferschein.pdf',
    ]);
    const expectedIds = [planFileId, orderFileId, ...deliveryFileIds];
    entries.forEach((entry, index) => {
      expect(sha(entry.data)).toBe(sha(contents.get(expectedIds[index]!)!));
      expect(entry.utf8Flag).toBe(true);
      expect(entry.method).toBe(0);
    });
  });

  it('contains only the selection', async () => {
    const prepared = await call(app, soil.byRole.project_manager, 'POST', `${documentsUrl()}/download`, {
      files: [deliveryFileIds[1]],
    });
    const response = await app.inject({
      method: 'GET',
      url: prepared.json().url,
      headers: { cookie: soil.byRole.project_manager.cookie },
    });
    const entries = readZip(response.rawPayload);
    expect(entries).toHaveLength(1);
    expect(sha(entries[0]!.data)).toBe(sha(contents.get(deliveryFileIds[1]!)!));
  });

  it('refuses a file of another project (422 on its index) and an empty selection', async () => {
    const foreign = await call(app, soil.byRole.project_manager, 'POST', `${documentsUrl()}/download`, {
      files: [orderFileId, foreignFileId],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().payload.violations).toEqual([
      { propertyPath: 'files.1', title: 'Diese Datei gehört nicht zu den Dokumenten dieses Projekts.' },
    ]);
    const empty = await call(app, soil.byRole.project_manager, 'POST', `${documentsUrl()}/download`, { files: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().payload.violations).toEqual([
      { propertyPath: 'files', title: 'Bitte wählen Sie mindestens eine Datei aus.' },
    ]);
    const before = await app.db.select().from(projectDocumentDownloads);
    expect(before.every((row) => !row.fileIds.includes(foreignFileId))).toBe(true);
  });

  it('serves the URL only to the user who asked, within its lifetime', async () => {
    const prepared = await call(app, soil.byRole.project_manager, 'POST', `${documentsUrl()}/download`, {
      files: [orderFileId],
    });
    const { url } = prepared.json();
    expect((await app.inject({ method: 'GET', url, headers: { cookie: soil.admin.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `${url}x`, headers: { cookie: soil.byRole.project_manager.cookie } }))
        .statusCode,
    ).toBe(404);
    await app.db.update(projectDocumentDownloads).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await app.inject({ method: 'GET', url, headers: { cookie: soil.byRole.project_manager.cookie } })).statusCode,
    ).toBe(404);
  });

  it('needs the manage-project permission to prepare a download', async () => {
    expect(
      (await call(app, soil.byRole.foreman, 'POST', `${documentsUrl()}/download`, { files: [orderFileId] })).statusCode,
    ).toBe(403);
    expect(
      (await call(app, soil.outsider, 'POST', `${documentsUrl()}/download`, { files: [orderFileId] })).statusCode,
    ).toBe(404);
  });
});
