import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import { historyEvents, orders } from '../../db/schema/index.js';
import { createProject, createTestApp, createUser, type TestApp } from '../../test/test-app.js';
import {
  call,
  createOrder,
  createSoilProject,
  orderInput,
  orderInStatus,
  recordDelivery,
  uploadPdf,
  type SoilProject,
} from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
});
afterAll(() => app.cleanup());

const historyOf = async (type: string, orderId: string) =>
  (await app.db.select().from(historyEvents).where(eq(historyEvents.type, type))).filter(
    (event) => event.variables.orderId === orderId,
  );

const orderCount = async () =>
  (await app.db.select({ id: orders.id }).from(orders).where(eq(orders.projectId, soil.projectId))).length;

describe('create order', () => {
  it('starts in review when an appraiser must approve, with every field, attachment and a history entry', async () => {
    const file = await uploadPdf(app, soil.byRole.project_manager, 'Analyse Bodenprobe.pdf');
    const response = await call(
      app,
      soil.byRole.project_manager,
      'POST',
      '/order',
      orderInput(soil.projectId, {
        disposalCode: '170504',
        comment: 'Lieferung ab KW 19',
        attachmentDocuments: [file],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      projectId: soil.projectId,
      orderNumber: 'B-2026-001',
      materialClass: 'bm_0_sand',
      materialClassLabel: 'BM-0 Bodenmaterial Klasse 0 – Bodenart Sand',
      declaredQuantityInTons: 100,
      deliveredAmountInTons: 0,
      deliveryProgressInPercent: 0,
      approvalByAppraiserRequired: true,
      disposalCode: '170504',
      comment: 'Lieferung ab KW 19',
      status: 'in_review',
      deliveryCount: 0,
      deliveries: [],
      attachmentDocuments: [{ id: file.id, fileName: 'Analyse Bodenprobe.pdf', url: file.url }],
      createdBy: { name: 'Rolle project_manager' },
      approvalInformation: null,
      rejectionInformation: null,
    });
    expect(await historyOf(historyEventTypes.orderCreated, order.orderId)).toHaveLength(1);
  });

  it('is approved at once without required approval; an empty disposal code is omitted', async () => {
    const order = await createOrder(app, soil, { approvalByAppraiserRequired: false, disposalCode: '' });
    expect(order).toMatchObject({ status: 'approved', disposalCode: null, approvalInformation: null });
  });

  it('defaults approvalByAppraiserRequired to true', async () => {
    const { approvalByAppraiserRequired: _omitted, ...input } = orderInput(soil.projectId);
    const response = await call(app, soil.byRole.project_manager, 'POST', '/order', input);
    expect(response.json()).toMatchObject({ approvalByAppraiserRequired: true, status: 'in_review' });
  });

  it.each([
    [{ orderNumber: '' }, 'orderNumber', 'Dieses Feld ist ein Pflichtfeld'],
    [{ orderNumber: 'x'.repeat(201) }, 'orderNumber', 'Maximal 200 Zeichen erlaubt'],
    [{ materialOrigin: '   ' }, 'materialOrigin', 'Dieses Feld ist ein Pflichtfeld'],
    [{ carrier: undefined }, 'carrier', 'Dieses Feld ist ein Pflichtfeld'],
    [{ materialClass: '' }, 'materialClass', 'Bitte wählen Sie eine Materialklasse'],
    [{ materialClass: 'gold' }, 'materialClass', 'Bitte wählen Sie einen gültigen Wert'],
    [{ declaredQuantityInTons: null }, 'declaredQuantityInTons', 'Dies ist ein Pflichtfeld'],
    [{ declaredQuantityInTons: 0.5 }, 'declaredQuantityInTons', 'Der Wert muss mindestens 1 sein'],
    [{ declaredQuantityInTons: 1.0001 }, 'declaredQuantityInTons', 'Maximal 3 Nachkommastellen erlaubt'],
    [{ approvalByAppraiserRequired: 'ja' }, 'approvalByAppraiserRequired', 'Dieses Feld ist ein Pflichtfeld'],
    [{ disposalCode: '99_99_99' }, 'disposalCode', 'Bitte wählen Sie einen gültigen Wert'],
    [{ comment: 'x'.repeat(201) }, 'comment', 'Maximal 200 Zeichen erlaubt'],
    [{ attachmentDocuments: ['keine-uuid'] }, 'attachmentDocuments.0', 'Ungültiger Wert'],
    [{ status: 'approved' }, 'status', 'Dieses Feld ist nicht erlaubt'],
  ])('refuses %o with 422 on %s and changes nothing', async (overrides, propertyPath, title) => {
    const before = await orderCount();
    const response = await call(
      app,
      soil.byRole.project_manager,
      'POST',
      '/order',
      orderInput(soil.projectId, overrides),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 422, payload: { violations: [{ propertyPath, title }] } });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a file uploaded by someone else (422, nothing stored)', async () => {
    const foreign = await uploadPdf(app, soil.byRole.foreman);
    const before = await orderCount();
    const response = await call(
      app,
      soil.byRole.project_manager,
      'POST',
      '/order',
      orderInput(soil.projectId, { attachmentDocuments: [foreign] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations[0].propertyPath).toBe('attachmentDocuments.0');
    expect(await orderCount()).toBe(before);
  });

  it('answers 401 without a session and 404 for a project the user cannot see', async () => {
    expect((await call(app, null, 'POST', '/order', orderInput(soil.projectId))).statusCode).toBe(401);
    expect((await call(app, soil.outsider, 'POST', '/order', orderInput(soil.projectId))).statusCode).toBe(404);
  });
});

describe('order list and detail', () => {
  it('lists the project orders as {items}, with deliveries on request', async () => {
    const orderId = await orderInStatus(app, soil, 'in_delivery');
    const plain = await call(
      app,
      soil.byRole.machinist,
      'GET',
      `/order?skip=0&limit=999999&projectId=${soil.projectId}`,
    );
    expect(plain.statusCode).toBe(200);
    const item = plain.json().items.find((entry: { orderId: string }) => entry.orderId === orderId);
    expect(item).toMatchObject({ projectId: soil.projectId, status: 'in_delivery', deliveryCount: 1 });
    expect(item.deliveries).toBeUndefined();
    const withDelivery = await call(
      app,
      soil.byRole.machinist,
      'GET',
      `/order?skip=0&limit=999999&projectId=${soil.projectId}&withDelivery=true`,
    );
    const full = withDelivery.json().items.find((entry: { orderId: string }) => entry.orderId === orderId);
    expect(full.deliveries).toHaveLength(1);
    const paged = await call(app, soil.byRole.machinist, 'GET', `/order?skip=0&limit=1&projectId=${soil.projectId}`);
    expect(paged.json().items).toHaveLength(1);
  });

  it('hides orders of projects the user cannot see (404) and needs the feature (403)', async () => {
    const orderId = await orderInStatus(app, soil, 'approved');
    expect((await call(app, soil.outsider, 'GET', `/order/${orderId}`)).statusCode).toBe(404);
    expect((await call(app, soil.outsider, 'GET', `/order?projectId=${soil.projectId}`)).statusCode).toBe(404);
    expect((await call(app, soil.admin, 'GET', `/order/${orderId}`)).statusCode).toBe(200);
    expect((await call(app, soil.admin, 'GET', '/order/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(app, soil.admin, 'GET', '/order/kaputt')).statusCode).toBe(404);
    const member = await createUser(app);
    const withoutFeature = await createProject(app, { members: [{ user: member, roles: ['project_manager'] }] });
    expect((await call(app, member, 'GET', `/order?projectId=${withoutFeature.id}`)).statusCode).toBe(403);
    expect((await call(app, member, 'POST', '/order', orderInput(withoutFeature.id))).statusCode).toBe(403);
  });
});

describe('approval', () => {
  it('approves with an optional comment and shows who and when', async () => {
    const orderId = await orderInStatus(app, soil, 'in_review');
    const response = await call(app, soil.byRole.appraiser, 'POST', `/order/${orderId}/approve`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      approvalInformation: { createdBy: { name: 'Rolle appraiser' }, createdAt: expect.any(String), comment: null },
      rejectionInformation: null,
    });
    expect(await historyOf(historyEventTypes.orderApproved, orderId)).toHaveLength(1);
  });

  it('rejects only with a comment; rejection is final', async () => {
    const orderId = await orderInStatus(app, soil, 'in_review');
    const missing = await call(app, soil.byRole.appraiser, 'POST', `/order/${orderId}/reject`, { comment: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().payload.violations).toEqual([
      { propertyPath: 'comment', title: 'Dieses Feld ist ein Pflichtfeld' },
    ]);
    const response = await call(app, soil.byRole.appraiser, 'POST', `/order/${orderId}/reject`, {
      comment: 'Analyse fehlt',
    });
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectionInformation: { createdBy: { name: 'Rolle appraiser' }, comment: 'Analyse fehlt' },
      approvalInformation: null,
    });
    expect(await historyOf(historyEventTypes.orderRejected, orderId)).toHaveLength(1);
    expect((await call(app, soil.allRounder, 'PUT', `/order/${orderId}`, orderInput(soil.projectId))).statusCode).toBe(
      403,
    );
    expect((await recordDelivery(app, soil, orderId, 5, soil.allRounder)).statusCode).toBe(403);
    expect((await call(app, soil.allRounder, 'POST', `/order/${orderId}/approve`, {})).statusCode).toBe(403);
  });

  it('an edit of an approved order asks for approval again and clears the approval', async () => {
    const orderId = await orderInStatus(app, soil, 'approved');
    const response = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/order/${orderId}`,
      orderInput(soil.projectId, { declaredQuantityInTons: 120 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'in_review',
      declaredQuantityInTons: 120,
      approvalInformation: null,
      updatedBy: { name: 'Rolle project_manager' },
    });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.approvedAt).toBeNull();
    const [event] = await historyOf(historyEventTypes.orderUpdated, orderId);
    expect(event!.variables).toMatchObject({ approvalReset: true, status: 'in_review' });
  });

  it('keeps attachments that an edit does not send, and removes them on an empty list', async () => {
    const file = await uploadPdf(app, soil.byRole.project_manager, 'Analyse.pdf');
    const { orderId } = await createOrder(app, soil, { attachmentDocuments: [file] });
    const kept = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/order/${orderId}`,
      orderInput(soil.projectId, { comment: 'neu' }),
    );
    expect(kept.json().attachmentDocuments).toEqual([file]);
    const cleared = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/order/${orderId}`,
      orderInput(soil.projectId, { attachmentDocuments: [] }),
    );
    expect(cleared.json().attachmentDocuments).toEqual([]);
  });

  it('an edit without required approval keeps the order usable', async () => {
    const orderId = await orderInStatus(app, soil, 'in_review');
    const response = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/order/${orderId}`,
      orderInput(soil.projectId, { approvalByAppraiserRequired: false }),
    );
    expect(response.json().status).toBe('approved');
  });

  it('an edit cannot move the order to another project', async () => {
    const orderId = await orderInStatus(app, soil, 'in_review');
    const response = await call(
      app,
      soil.byRole.project_manager,
      'PUT',
      `/order/${orderId}`,
      orderInput('00000000-0000-4000-8000-000000000000'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations[0].propertyPath).toBe('projectId');
  });
});

describe('activation', () => {
  it('deactivates and activates back to approved, or to in_delivery when deliveries exist', async () => {
    const approved = await orderInStatus(app, soil, 'approved');
    const delivering = await orderInStatus(app, soil, 'in_delivery');
    for (const [orderId, back] of [
      [approved, 'approved'],
      [delivering, 'in_delivery'],
    ] as const) {
      const off = await call(app, soil.byRole.project_manager, 'POST', `/order/${orderId}/deactivate`);
      expect(off.json().status).toBe('deactivated');
      expect((await recordDelivery(app, soil, orderId, 5)).statusCode).toBe(403);
      const on = await call(app, soil.byRole.project_manager, 'POST', `/order/${orderId}/activate`);
      expect(on.json().status).toBe(back);
      expect(await historyOf(historyEventTypes.orderDeactivated, orderId)).toHaveLength(1);
      expect(await historyOf(historyEventTypes.orderActivated, orderId)).toHaveLength(1);
    }
  });
});

describe('deliveries', () => {
  it('records consecutive Chargen, moves the order to in_delivery and answers the delivery', async () => {
    const orderId = await orderInStatus(app, soil, 'approved');
    const file = await uploadPdf(app, soil.byRole.foreman, 'Wiegeschein 0815.pdf');
    const first = await call(app, soil.byRole.foreman, 'POST', `/order/${orderId}/delivery`, {
      deliveryDate: '2026-05-04',
      amountInTons: 12.345,
      comment: 'Leicht feucht',
      reference: 'LS-0815',
      attachmentDocuments: [file.id],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      orderId,
      projectId: soil.projectId,
      number: 1,
      amountInTons: 12.345,
      deliveryDate: '2026-05-04',
      comment: 'Leicht feucht',
      reference: 'LS-0815',
      attachmentDocuments: [{ id: file.id, fileName: 'Wiegeschein 0815.pdf' }],
      createdBy: { name: 'Rolle foreman' },
    });
    expect((await recordDelivery(app, soil, orderId, '7.655')).json().number).toBe(2);
    const order = (await call(app, soil.byRole.machinist, 'GET', `/order/${orderId}`)).json();
    expect(order).toMatchObject({
      status: 'in_delivery',
      deliveryCount: 2,
      deliveredAmountInTons: 20,
      deliveryProgressInPercent: 20,
    });
    expect(order.deliveries.map((delivery: { number: number }) => delivery.number)).toEqual([1, 2]);
    const detail = await call(
      app,
      soil.byRole.machinist,
      'GET',
      `/order/${orderId}/delivery/${first.json().deliveryId}`,
    );
    expect(detail.json()).toEqual(first.json());
    const [recorded] = await historyOf(historyEventTypes.deliveryRecorded, orderId);
    expect(recorded!.variables).toMatchObject({
      number: 1,
      amountInTons: '12,345',
      deliveryId: first.json().deliveryId,
    });
  });

  it('finds a delivery only under its own order', async () => {
    const a = await orderInStatus(app, soil, 'in_delivery');
    const b = await orderInStatus(app, soil, 'approved');
    const order = (await call(app, soil.byRole.foreman, 'GET', `/order/${a}`)).json();
    const deliveryId = order.deliveries[0].deliveryId;
    expect((await call(app, soil.byRole.foreman, 'GET', `/order/${b}/delivery/${deliveryId}`)).statusCode).toBe(404);
    expect((await call(app, soil.outsider, 'GET', `/order/${a}/delivery/${deliveryId}`)).statusCode).toBe(404);
  });

  it.each([
    [{ deliveryDate: '' }, 'deliveryDate', 'Dieses Feld ist ein Pflichtfeld'],
    [{ deliveryDate: '2026-02-31' }, 'deliveryDate', 'Bitte geben Sie ein gültiges Datum ein'],
    [{ amountInTons: null }, 'amountInTons', 'Dieses Feld ist ein Pflichtfeld'],
    [{ amountInTons: 0.999 }, 'amountInTons', 'Der Wert muss mindestens 1 sein'],
    [{ amountInTons: 1.2345 }, 'amountInTons', 'Maximal 3 Nachkommastellen erlaubt'],
    [{ amountInTons: 'viel' }, 'amountInTons', 'Bitte geben Sie eine Zahl ein'],
    [{ attachmentDocuments: [] }, 'attachmentDocuments', 'Es muss mindestens ein Dokument hochgeladen werden'],
    [{ attachmentDocuments: undefined }, 'attachmentDocuments', 'Es muss mindestens ein Dokument hochgeladen werden'],
    [{ reference: 'x'.repeat(201) }, 'reference', 'Maximal 200 Zeichen erlaubt'],
  ])('refuses %o with 422 on %s and records nothing', async (overrides, propertyPath, title) => {
    const orderId = await orderInStatus(app, soil, 'approved');
    const file = await uploadPdf(app, soil.byRole.foreman);
    const response = await call(app, soil.byRole.foreman, 'POST', `/order/${orderId}/delivery`, {
      deliveryDate: '2026-05-04',
      amountInTons: 3,
      attachmentDocuments: [file],
      ...overrides,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual([{ propertyPath, title }]);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ deliveryCount: 0, status: 'approved' });
  });

  it('sums amounts exactly: 1.1 t + 2.2 t is 3.3 t (not 3.3000000000000003) and 100 %', async () => {
    expect(1.1 + 2.2).not.toBe(3.3);
    const { orderId } = await createOrder(app, soil, {
      approvalByAppraiserRequired: false,
      declaredQuantityInTons: 3.3,
    });
    await recordDelivery(app, soil, orderId, 1.1);
    await recordDelivery(app, soil, orderId, 2.2);
    const order = (await call(app, soil.byRole.foreman, 'GET', `/order/${orderId}`)).json();
    expect(order.deliveredAmountInTons).toBe(3.3);
    expect(order.deliveryProgressInPercent).toBe(100);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.deliveredAmountInTons).toBe('3.300');
  });

  it('writes "almost fully delivered" exactly once, when 90 % is first reached', async () => {
    const { orderId } = await createOrder(app, soil, {
      approvalByAppraiserRequired: false,
      declaredQuantityInTons: 100,
    });
    await recordDelivery(app, soil, orderId, 89.999);
    expect(await historyOf(historyEventTypes.orderAlmostFullyDelivered, orderId)).toHaveLength(0);
    await recordDelivery(app, soil, orderId, 1.001);
    expect(await historyOf(historyEventTypes.orderAlmostFullyDelivered, orderId)).toHaveLength(1);
    await recordDelivery(app, soil, orderId, 15);
    const events = await historyOf(historyEventTypes.orderAlmostFullyDelivered, orderId);
    expect(events).toHaveLength(1);
    expect(events[0]!.variables).toMatchObject({ orderNumber: 'B-2026-001', deliveredAmountInTons: '91.000' });
    const order = (await call(app, soil.byRole.foreman, 'GET', `/order/${orderId}`)).json();
    expect(order.deliveryProgressInPercent).toBe(100);
    expect(order.deliveredAmountInTons).toBe(106);
  });

  it('gives 20 concurrent deliveries on one order 20 distinct consecutive numbers', async () => {
    const { orderId } = await createOrder(app, soil, {
      approvalByAppraiserRequired: false,
      declaredQuantityInTons: 1000,
    });
    const files = await Promise.all(Array.from({ length: 20 }, () => uploadPdf(app, soil.byRole.foreman)));
    const responses = await Promise.all(
      files.map((file, index) =>
        call(app, soil.byRole.foreman, 'POST', `/order/${orderId}/delivery`, {
          deliveryDate: '2026-05-05',
          amountInTons: `${index + 1}.1`,
          attachmentDocuments: [file],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((response) => response.json().number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const [row] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId)));
    // 1.1 + 2.1 + … + 20.1 = 210 + 2 = 212
    expect(row).toMatchObject({ deliveryCount: 20, deliveredAmountInTons: '212.000' });
    expect(await historyOf(historyEventTypes.deliveryRecorded, orderId)).toHaveLength(20);
  });
});

describe('a delivery repeated after a lost answer (issue 39)', () => {
  it('gets its stored 201 with the same key although the order was deactivated meanwhile', async () => {
    const orderId = await orderInStatus(app, soil, 'approved');
    const foreman = soil.byRole.foreman;
    const body = {
      deliveryDate: '2026-05-04',
      amountInTons: 12,
      attachmentDocuments: [await uploadPdf(app, foreman)],
    };
    const send = (key: string) =>
      app.inject({
        method: 'POST',
        url: `/backend/api/order/${orderId}/delivery`,
        headers: { cookie: foreman.cookie, 'idempotency-key': key },
        payload: body,
      });
    const booked = await send('delivery-lost-answer-0001');
    expect(booked.statusCode, booked.body).toBe(201);
    const off = await call(app, soil.byRole.project_manager, 'POST', `/order/${orderId}/deactivate`);
    expect(off.json().status).toBe('deactivated');

    const repeat = await send('delivery-lost-answer-0001');
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(booked.json());
    const order = await call(app, foreman, 'GET', `/order/${orderId}`);
    expect(order.json().deliveries).toHaveLength(1);
    // A new request on the deactivated order is refused as before, and so is another user's repeat.
    expect((await send('delivery-lost-answer-0002')).statusCode).toBe(403);
    const other = await app.inject({
      method: 'POST',
      url: `/backend/api/order/${orderId}/delivery`,
      headers: { cookie: soil.byRole.project_manager.cookie, 'idempotency-key': 'delivery-lost-answer-0001' },
      payload: body,
    });
    expect(other.statusCode).toBe(403);
  });
});
