import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import { historyEvents, mountingDocumentations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pdfText } from '../../test/pdf-text.js';
import { call, createSoilProject, orderInStatus, type SoilProject } from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
let approved: string;
let delivering: string;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  approved = await orderInStatus(app, soil, 'approved');
  delivering = await orderInStatus(app, soil, 'in_delivery');
});
afterAll(() => app.cleanup());

const liming = {
  limeAmountPerSquareMeterInKilograms: 12.5,
  dateOfLiming: '2026-05-06',
  dateOfSecondCompaction: '2026-05-07',
  dateOfSecondStabilization: '2026-05-08',
  limeAmountPerSquareMeterOfSecondStabilizationInKilograms: 6,
};
const input = (overrides: Record<string, unknown> = {}) => ({
  projectId: soil.projectId,
  gridField: 'A12/05',
  orders: [delivering, approved],
  mountingDate: '2026-05-05',
  fillingHeightInMeters: 34.25,
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}) =>
  call(app, soil.byRole.project_manager, 'POST', '/mounting-documentation', input(overrides));
const documentationCount = async () =>
  (await app.db.select().from(mountingDocumentations).where(eq(mountingDocumentations.projectId, soil.projectId)))
    .length;

describe('create mounting documentation', () => {
  it('needs at least one deliverable order in the project (403 before)', async () => {
    const empty = await createSoilProject(app);
    const response = await call(app, empty.byRole.project_manager, 'POST', '/mounting-documentation', {
      ...input(),
      projectId: empty.projectId,
      orders: [approved],
    });
    expect(response.statusCode).toBe(403);
    await orderInStatus(app, empty, 'in_review');
    expect(
      (
        await call(app, empty.byRole.project_manager, 'POST', '/mounting-documentation', {
          ...input(),
          projectId: empty.projectId,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('documents an installation with liming, linked orders in the chosen order, and a history entry', async () => {
    const response = await create({ limingInformation: liming, mountingDate: '2026-05-04T22:00:00.000Z' });
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json();
    expect(view).toMatchObject({
      projectId: soil.projectId,
      gridField: 'A12/05',
      orders: [delivering, approved],
      orderReferences: [
        { orderId: delivering, orderNumber: 'B-2026-001' },
        { orderId: approved, orderNumber: 'B-2026-001' },
      ],
      mountingDate: '2026-05-05',
      fillingHeightInMeters: 34.25,
      isLimed: true,
      limingInformation: liming,
      createdBy: { name: 'Rolle project_manager' },
      updatedAt: null,
      updatedBy: null,
    });
    const events = await app.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.type, historyEventTypes.mountingDocumentationCreated));
    expect(events.map((event) => event.variables)).toContainEqual({
      mountingDocumentationId: view.mountingDocumentationId,
      gridField: 'A12/05',
    });
  });

  it('stores no liming when limingInformation is not sent', async () => {
    const response = await create({ gridField: 'B3/-07' });
    expect(response.json()).toMatchObject({ gridField: 'B3/-07', isLimed: false, limingInformation: null });
  });

  it.each([
    [{ gridField: 'A012/05' }, 'gridField', 'Dieses Format ist nicht valide'],
    [{ gridField: 'A12' }, 'gridField', 'Dieses Format ist nicht valide'],
    [{ gridField: '' }, 'gridField', 'Dieses Feld ist ein Pflichtfeld'],
    [{ orders: [] }, 'orders', 'Es muss mindestens eine Bestellung ausgewählt werden'],
    [{ mountingDate: '' }, 'mountingDate', 'Dieses Feld ist ein Pflichtfeld'],
    [{ fillingHeightInMeters: null }, 'fillingHeightInMeters', 'Dieses Feld ist ein Pflichtfeld'],
    [
      { limingInformation: { ...liming, dateOfLiming: undefined } },
      'limingInformation.dateOfLiming',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      { limingInformation: { ...liming, limeAmountPerSquareMeterInKilograms: null } },
      'limingInformation.limeAmountPerSquareMeterInKilograms',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [{ isLimed: true }, 'isLimed', 'Dieses Feld ist nicht erlaubt'],
  ])('refuses %o with 422 on %s', async (overrides, propertyPath, title) => {
    const before = await documentationCount();
    const response = await create(overrides);
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual([{ propertyPath, title }]);
    expect(await documentationCount()).toBe(before);
  });

  it('refuses orders of another project and orders that are not deliverable, on their index', async () => {
    const other = await createSoilProject(app);
    const foreign = await orderInStatus(app, other, 'approved');
    const inReview = await orderInStatus(app, soil, 'in_review');
    const deactivated = await orderInStatus(app, soil, 'deactivated');
    const response = await create({ orders: [approved, foreign, inReview, deactivated] });
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual([
      { propertyPath: 'orders.1', title: 'Diese Bestellung gehört nicht zu diesem Projekt.' },
      { propertyPath: 'orders.2', title: 'Diese Bestellung ist nicht freigegeben oder wurde deaktiviert.' },
      { propertyPath: 'orders.3', title: 'Diese Bestellung ist nicht freigegeben oder wurde deaktiviert.' },
    ]);
  });

  it('is for project managers only; others of the project read it, outsiders get 404', async () => {
    expect((await call(app, soil.byRole.foreman, 'POST', '/mounting-documentation', input())).statusCode).toBe(403);
    expect((await call(app, soil.admin, 'POST', '/mounting-documentation', input())).statusCode).toBe(403);
    expect((await call(app, soil.outsider, 'POST', '/mounting-documentation', input())).statusCode).toBe(404);
    const id = (await create({ gridField: 'C7/01' })).json().mountingDocumentationId;
    expect((await call(app, soil.byRole.foreman, 'GET', `/mounting-documentation/${id}`)).statusCode).toBe(200);
    expect((await call(app, soil.outsider, 'GET', `/mounting-documentation/${id}`)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', `/mounting-documentation/${id}`)).statusCode).toBe(401);
    const list = await call(
      app,
      soil.byRole.machinist,
      'GET',
      `/mounting-documentation?skip=0&limit=999999&projectId=${soil.projectId}`,
    );
    expect(list.json().items.map((item: { gridField: string }) => item.gridField)).toContain('C7/01');
    expect(
      (await call(app, soil.outsider, 'GET', `/mounting-documentation?projectId=${soil.projectId}`)).statusCode,
    ).toBe(404);
  });
});

describe('protocol', () => {
  it('generates a PDF protocol on create and replaces it on update', async () => {
    const created = (await create({ limingInformation: liming, gridField: 'G7/04' })).json();
    expect(created.document).toMatchObject({
      fileName: 'Bodeneinbau G7-04.pdf',
      url: expect.stringMatching(/^\/backend\/api\/file\//),
    });
    const pdf = await app.inject({
      method: 'GET',
      url: created.document.url,
      headers: { cookie: soil.byRole.foreman.cookie },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Bodeneinbau in G7/04',
      '05.05.2026',
      '34,25 m NHN',
      'B-2026-001',
      'BM-0 Bodenmaterial',
      '12,5 kg/m²',
      '06.05.2026',
    ]) {
      expect(text).toContain(expected);
    }
    const updated = (
      await call(
        app,
        soil.byRole.project_manager,
        'PUT',
        `/mounting-documentation/${created.mountingDocumentationId}`,
        input({ gridField: 'G7/05' }),
      )
    ).json();
    expect(updated.document.id).not.toBe(created.document.id);
    expect(
      (await app.inject({ method: 'GET', url: created.document.url, headers: { cookie: soil.byRole.foreman.cookie } }))
        .statusCode,
    ).toBe(404);
    const newText = await pdfText(
      (await app.inject({ method: 'GET', url: updated.document.url, headers: { cookie: soil.byRole.foreman.cookie } }))
        .rawPayload,
    );
    expect(newText).toContain('Der Boden wurde nicht gekalkt.');
    const documents = (
      await call(app, soil.byRole.project_manager, 'GET', `/project-documentation/${soil.projectId}`)
    ).json();
    const protocols = documents.find((group: { label: string }) => group.label === 'Bodeneinbau-Dokumentationen')
      .subCategories[0];
    expect(protocols.label).toBe('Protokolle');
    expect(protocols.files).toContainEqual(
      expect.objectContaining({ id: updated.document.id, label: 'Bodeneinbau in G7/05: Bodeneinbau G7-05.pdf' }),
    );
  });
});

describe('update mounting documentation', () => {
  it('replaces the data, drops liming when not sent, records who and writes history', async () => {
    const id = (await create({ limingInformation: liming, gridField: 'D4/02' })).json().mountingDocumentationId;
    const response = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/mounting-documentation/${id}`,
      input({ gridField: 'D4/03', orders: [approved], fillingHeightInMeters: 35 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      gridField: 'D4/03',
      orders: [approved],
      isLimed: false,
      limingInformation: null,
      fillingHeightInMeters: 35,
      updatedBy: { name: 'Rolle project_manager' },
      updatedAt: expect.any(String),
    });
    const events = await app.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.type, historyEventTypes.mountingDocumentationUpdated));
    expect(events.map((event) => event.variables)).toContainEqual({ mountingDocumentationId: id, gridField: 'D4/03' });
  });

  it('keeps an order that was deactivated since, but refuses adding one', async () => {
    const later = await orderInStatus(app, soil, 'approved');
    const id = (await create({ orders: [later], gridField: 'E5/01' })).json().mountingDocumentationId;
    expect((await call(app, soil.byRole.project_manager, 'POST', `/order/${later}/deactivate`)).statusCode).toBe(200);
    const kept = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/mounting-documentation/${id}`,
      input({ orders: [later], gridField: 'E5/02' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const other = (await create({ orders: [approved], gridField: 'E5/03' })).json().mountingDocumentationId;
    const added = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/mounting-documentation/${other}`,
      input({ orders: [approved, later] }),
    );
    expect(added.statusCode).toBe(422);
    expect(added.json().payload.violations).toEqual([
      { propertyPath: 'orders.1', title: 'Diese Bestellung ist nicht freigegeben oder wurde deaktiviert.' },
    ]);
  });

  it('refuses other roles (403), outsiders (404), unknown ids (404) and a project move (422)', async () => {
    const id = (await create({ gridField: 'F6/01' })).json().mountingDocumentationId;
    expect((await call(app, soil.byRole.foreman, 'PUT', `/mounting-documentation/${id}`, input())).statusCode).toBe(
      403,
    );
    expect((await call(app, soil.outsider, 'PUT', `/mounting-documentation/${id}`, input())).statusCode).toBe(404);
    expect(
      (
        await call(
          app,
          soil.byRole.project_manager,
          'PUT',
          '/mounting-documentation/00000000-0000-4000-8000-000000000000',
          input(),
        )
      ).statusCode,
    ).toBe(404);
    const moved = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/mounting-documentation/${id}`,
      input({ projectId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(moved.statusCode).toBe(422);
  });
});

describe('grid fields of the project (the maps draw them)', () => {
  it('lists every documented grid field once, sorted, to every member; outsiders get 404', async () => {
    const project = await createSoilProject(app);
    const inDelivery = await orderInStatus(app, project, 'in_delivery');
    const list = (user: typeof project.outsider) =>
      call(app, user, 'GET', `/mounting-documentation/grid-fields?projectId=${project.projectId}`);
    expect((await list(project.byRole.foreman)).json()).toEqual({ items: [] });
    for (const gridField of ['C4/02', 'A1/01', 'C4/02']) {
      const created = await call(app, project.byRole.project_manager, 'POST', '/mounting-documentation', {
        ...input({ gridField, orders: [inDelivery] }),
        projectId: project.projectId,
      });
      expect(created.statusCode).toBe(201);
    }
    const answer = await list(project.byRole.installation_appraiser);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ items: ['A1/01', 'C4/02'] });
    expect((await list(project.outsider)).statusCode).toBe(404);
    const bad = await call(app, project.byRole.foreman, 'GET', '/mounting-documentation/grid-fields?projectId=kaputt');
    expect(bad.statusCode).toBe(422);
  });
});
