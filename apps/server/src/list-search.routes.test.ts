// Lists that page (issue "Years of data", decision 0380): the screens page with skip/limit and search
// the long lists; the spec's skip=0&limit=999999 keeps answering everything. The map takes its
// markers from a lean points answer (decision 0381).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wreckingPiles } from './db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './test/test-app.js';
import { GIF_1X1, dynamicPayload, staticPayload, uploadFile } from './test/load-analysis-support.js';
import { createEbvProject, createPile } from './test/recycled-material.js';
import { call, createOrder, createSoilProject, orderInStatus, type SoilProject } from './test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
let reader: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  reader = soil.byRole.inhouse_production_control;
});
afterAll(() => app.cleanup());

const get = async (path: string, user: TestUser = reader) => {
  const response = await call(app, user, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Record<string, unknown>[] };
};
const field = (answer: { items: Record<string, unknown>[] }, key: string) => answer.items.map((item) => item[key]);

describe('orders: phase, search and pages', () => {
  let inReview: string;
  let approved: string;
  let delivering: string;
  let rejected: string;
  beforeAll(async () => {
    inReview = await orderInStatus(app, soil, 'in_review');
    approved = await orderInStatus(app, soil, 'approved');
    delivering = await orderInStatus(app, soil, 'in_delivery');
    rejected = await orderInStatus(app, soil, 'rejected');
    await createOrder(app, soil, { orderNumber: 'AN-4711', carrier: 'Erdbau Süd', approvalByAppraiserRequired: false });
    await createOrder(app, soil, { orderNumber: 'AN-4712 100%_sicher', approvalByAppraiserRequired: false });
  });
  const list = (query: string) => get(`/order?projectId=${soil.projectId}&${query}`);

  it('answers one group of the orders list per phase, newest first', async () => {
    expect(field(await list('phase=planning'), 'orderId')).toEqual([inReview]);
    const delivery = await list('phase=delivery&withDelivery=true');
    expect(field(delivery, 'status')).toEqual(['approved', 'approved', 'in_delivery', 'approved']);
    expect(field(delivery, 'orderId').slice(2)).toEqual([delivering, approved]);
    expect(delivery.items[2]!.deliveries).toHaveLength(1);
    expect(field(await list('phase=closed'), 'orderId')).toEqual([rejected]);
  });

  it('pages with skip and limit; limit+1 tells whether there is more, 999999 still answers all', async () => {
    expect(await list('skip=0&limit=999999')).toHaveProperty('items.length', 6);
    const first = await list('phase=delivery&skip=0&limit=3');
    const rest = await list('phase=delivery&skip=2&limit=3');
    expect(first.items).toHaveLength(3);
    expect(rest.items).toHaveLength(2);
    expect(rest.items[0]).toEqual(first.items[2]);
  });

  it('finds words of the order number or the carrier, case-insensitive; % and _ are plain characters', async () => {
    expect(field(await list('search=an-47'), 'orderNumber')).toEqual(['AN-4712 100%_sicher', 'AN-4711']);
    expect(field(await list('search=%20erdbau%20 SÜD'), 'orderNumber')).toEqual(['AN-4711']);
    expect(field(await list('search=100%25_'), 'orderNumber')).toEqual(['AN-4712 100%_sicher']);
    expect((await list('search=1%25')).items).toEqual([]);
    expect((await list('search=4711&phase=planning')).items).toEqual([]);
    expect((await list('search=')).items).toHaveLength(6);
  });

  it('refuses a bad phase, an over-long search and a bad page with German messages (422)', async () => {
    const refused = async (query: string) => {
      const response = await call(app, reader, 'GET', `/order?projectId=${soil.projectId}&${query}`);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().payload.violations.map((violation: { title: string }) => violation.title);
    };
    expect(await refused('phase=alle')).toEqual(['Bitte wählen Sie einen gültigen Wert']);
    expect(await refused(`search=${'x'.repeat(101)}`)).toEqual(['Maximal 100 Zeichen erlaubt']);
    expect(await refused('limit=0')).toEqual(['Der Wert muss mindestens 1 sein']);
    expect(await refused('limit=1000000')).toEqual(['Der Wert darf höchstens 999999 sein']);
    expect(await refused('skip=-1')).toEqual(['Der Wert muss mindestens 0 sein']);
  });
});

describe('installation documentations: search by grid field or order number', () => {
  it('finds the installations of a grid field or of an order', async () => {
    const first = await createOrder(app, soil, { orderNumber: 'EB-1001', approvalByAppraiserRequired: false });
    const second = await createOrder(app, soil, { orderNumber: 'EB-2002', approvalByAppraiserRequired: false });
    const document = async (gridField: string, orders: string[]) => {
      const response = await call(app, soil.byRole.project_manager, 'POST', '/mounting-documentation', {
        projectId: soil.projectId,
        gridField,
        orders,
        mountingDate: '2026-05-05',
        fillingHeightInMeters: 34.25,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await document('A12/01', [first.orderId]);
    await document('B7/02', [second.orderId, first.orderId]);
    await document('C3/01', [second.orderId]);
    const list = (query: string) => get(`/mounting-documentation?projectId=${soil.projectId}&${query}`);
    expect(field(await list('search=a12'), 'gridField')).toEqual(['A12/01']);
    expect(field(await list('search=/01'), 'gridField').sort()).toEqual(['A12/01', 'C3/01']);
    expect(field(await list('search=EB-1001'), 'gridField').sort()).toEqual(['A12/01', 'B7/02']);
    expect(field(await list('search=EB-2002 C3'), 'gridField')).toEqual(['C3/01']);
    expect((await list('skip=0&limit=2')).items).toHaveLength(2);
    expect((await list('skip=0&limit=999999')).items).toHaveLength(3);
  });
});

describe('plate load tests: search and map points', () => {
  beforeAll(async () => {
    const foreman = soil.byRole.foreman;
    for (const [gridField, latitude, evd] of [
      ['C7/02', 52.607512, 48.8],
      ['D9/01', 52.6081, 61.25],
      ['C12/01', 52.609, 70],
    ] as const) {
      const image = await uploadFile(app, foreman, 'ausdruck.gif', GIF_1X1, 'image');
      const response = await call(app, foreman, 'POST', '/dynamic-load-analysis', {
        projectId: soil.projectId,
        ...dynamicPayload(image.id, { gridField, latitude, evd }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    for (const gridField of ['B12/03', 'E1/01']) {
      const response = await call(app, soil.byRole.installation_appraiser, 'POST', '/static-load-analysis', {
        projectId: soil.projectId,
        ...staticPayload({ gridField }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('finds dynamic tests by grid field or by number, newest number first', async () => {
    const list = (query: string) => get(`/dynamic-load-analysis?projectId=${soil.projectId}&${query}`);
    const numbers = async (query: string) => (await list(query)).items.map((item) => item.number);
    expect(await numbers('search=c')).toEqual([3, 1]);
    expect(await numbers('search=2')).toEqual([3, 2, 1]);
    expect(await numbers('search=3')).toEqual([3]);
    expect(await numbers('search=d9')).toEqual([2]);
    expect(await numbers('skip=1&limit=1')).toEqual([2]);
    expect(await numbers('skip=0&limit=999999')).toEqual([3, 2, 1]);
  });

  it('finds static tests by grid field or number', async () => {
    const list = (query: string) => get(`/static-load-analysis?projectId=${soil.projectId}&${query}`);
    expect((await list('search=e1')).items.map((item) => item.number)).toEqual([2]);
    expect((await list('search=1')).items.map((item) => item.number)).toEqual([2, 1]);
  });

  it('answers every test as a lean map point with what the popup shows', async () => {
    const dynamic = await get(`/dynamic-load-analysis/points?projectId=${soil.projectId}`);
    expect(dynamic.items).toHaveLength(3);
    expect(dynamic.items[1]).toEqual({
      id: expect.any(String),
      number: 2,
      lat: 52.6081,
      lng: 13.289043,
      value: 61.25,
      analysedAt: '2026-05-05T06:45:00.000Z',
      creator: 'Rolle foreman',
      // No layer, no requirement: grey on the map (issue 37).
      verdict: 'notJudged',
    });
    const statics = await get(`/static-load-analysis/points?projectId=${soil.projectId}`);
    expect(statics.items.map((item) => [item.number, item.value, item.creator])).toEqual([
      [1, 112.5, 'Rolle installation_appraiser'],
      [2, 112.5, 'Rolle installation_appraiser'],
    ]);
  });

  it('keeps the points to those who may see the tests (404 outside, 401 without session)', async () => {
    const path = `/dynamic-load-analysis/points?projectId=${soil.projectId}`;
    expect((await call(app, soil.outsider, 'GET', path)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', path)).statusCode).toBe(401);
    const refused = await call(app, reader, 'GET', '/static-load-analysis/points?projectId=kein-projekt');
    expect(refused.statusCode).toBe(422);
  });
});

describe('processed material and delivery notes overviews: piles paged and searched', () => {
  it('counts skip and limit in piles and finds words of the pile name, in both lists', async () => {
    const ebv = await createEbvProject(app);
    for (const name of ['Miete 1 Betonbruch', 'Miete 2 Ziegel', 'Miete 3 Beton gemischt']) {
      const pile = await createPile(app, ebv, { name });
      // Straight into processing: this test is about the list, not the workflow.
      await app.db.update(wreckingPiles).set({ status: 'breaking' }).where(eq(wreckingPiles.id, pile.wreckingPileId));
    }
    const user = ebv.byRole.machinist;
    for (const endpoint of ['/wrecking-pile-overview', '/wrecking-pile-inventory']) {
      const list = async (query: string) =>
        (await get(`${endpoint}?projectId=${ebv.projectId}&${query}`, user)).items.map((item) => item.name);
      expect(await list('skip=0&limit=2')).toEqual(['Miete 1 Betonbruch', 'Miete 2 Ziegel']);
      expect(await list('skip=2&limit=2')).toEqual(['Miete 3 Beton gemischt']);
      expect(await list('search=beton')).toEqual(['Miete 1 Betonbruch', 'Miete 3 Beton gemischt']);
      expect(await list('search=ziegel&skip=0&limit=999999')).toEqual(['Miete 2 Ziegel']);
    }
  });

  it('narrows the inventory to one pile by its id (the pile detail), refusing a bad id with 422', async () => {
    const ebv = await createEbvProject(app);
    const ids: string[] = [];
    for (const name of ['Miete 1', 'Miete 10']) {
      const pile = await createPile(app, ebv, { name });
      await app.db.update(wreckingPiles).set({ status: 'breaking' }).where(eq(wreckingPiles.id, pile.wreckingPileId));
      ids.push(pile.wreckingPileId);
    }
    const user = ebv.byRole.project_manager;
    const path = `/wrecking-pile-inventory?projectId=${ebv.projectId}&skip=0&limit=1`;
    const one = await get(`${path}&wreckingPileId=${ids[1]}`, user);
    expect(one.items.map((item) => [item.wreckingPileId, item.name])).toEqual([[ids[1], 'Miete 10']]);
    const refused = await call(app, user, 'GET', `${path}&wreckingPileId=kein-id`);
    expect(refused.statusCode).toBe(422);
  });
});
