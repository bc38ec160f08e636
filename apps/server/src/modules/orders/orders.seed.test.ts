import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import { seedDemoData } from '../../db/seed.js';
import { projects, sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { SESSION_COOKIE, SESSION_ABSOLUTE_MS } from '../../platform/access/index.js';
import { call } from '../../test/soil-installation.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { readZip } from '../../test/zip-reader.js';

let app: TestApp;
let projectId: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app);
  const [project] = await app.db.select().from(projects).where(eq(projects.number, '2026-014'));
  projectId = project!.id;
  // The whole demo seed generates PDFs; on a machine shared with other builds it can exceed 60 s.
}, 120_000);
afterAll(() => app.cleanup());

async function signIn(email: string): Promise<TestUser> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return { id: user!.id, email, cookie: `${SESSION_COOKIE}=${token}`, isAdmin: user!.isAdmin };
}

describe('demo seed (soil installation)', () => {
  it('activates the feature in Gewerbepark Nord with its settings', async () => {
    const manager = await signIn('projektleiter@demo.example');
    const settings = (await call(app, manager, 'GET', `/project/${projectId}/feature/mounting-documentation`)).json();
    expect(settings).toMatchObject({
      isActivated: true,
      mountingMethods: ['ew_7', 'ew_8', 'ew_4'],
      groundwaterCoverLayerThicknessInMeter: 2.1,
    });
  });

  it('has orders in every group, a delivering order with two deliveries, and a limed documentation', async () => {
    const foreman = await signIn('polier@demo.example');
    const { items } = (
      await call(app, foreman, 'GET', `/order?skip=0&limit=999999&projectId=${projectId}&withDelivery=true`)
    ).json();
    const byNumber = Object.fromEntries(items.map((order: { orderNumber: string }) => [order.orderNumber, order]));
    expect(Object.keys(byNumber).sort()).toEqual(['B-2026-001', 'B-2026-002', 'B-2026-003', 'B-2026-004']);
    expect(byNumber['B-2026-001']).toMatchObject({
      status: 'in_delivery',
      deliveryCount: 2,
      deliveredAmountInTons: 300,
      declaredQuantityInTons: 450,
      deliveryProgressInPercent: 66,
    });
    expect(
      byNumber['B-2026-001'].deliveries.map((delivery: { number: number; amountInTons: number }) => [
        delivery.number,
        delivery.amountInTons,
      ]),
    ).toEqual([
      [1, 124.38],
      [2, 175.62],
    ]);
    expect(byNumber['B-2026-001'].approvalInformation.createdBy.name).toEqual(expect.any(String));
    expect(byNumber['B-2026-002'].status).toBe('in_review');
    expect(byNumber['B-2026-003'].status).toBe('deactivated');
    expect(byNumber['B-2026-004'].rejectionInformation.comment).toContain('Wasserschutzgebiet');
    // The foreman can record the next delivery on the delivering order.
    const docs = (
      await call(app, foreman, 'GET', `/mounting-documentation?skip=0&limit=999999&projectId=${projectId}`)
    ).json().items;
    expect(docs).toEqual([
      expect.objectContaining({
        gridField: 'C4/02',
        isLimed: true,
        orderReferences: [{ orderId: byNumber['B-2026-001'].orderId, orderNumber: 'B-2026-001' }],
      }),
    ]);
  });

  it('tells its story on past days through the services: history entries and rows are dated', async () => {
    const manager = await signIn('projektleiter@demo.example');
    const { items } = (await call(app, manager, 'GET', `/history/${projectId}?skip=0&limit=200`)).json();
    // Calendar days (UTC), as the seed's daysAgo counts them: at any hour of the day.
    const utcDay = (ms: number) => Math.floor(ms / 86_400_000);
    const daysBefore = (iso: string) => utcDay(Date.now()) - utcDay(Date.parse(iso));
    const entry = (type: string, orderNumber?: string) =>
      items.find(
        (item: { type: string; variables: { orderNumber?: string } }) =>
          item.type === type && item.variables.orderNumber === orderNumber,
      );
    expect(daysBefore(entry(historyEventTypes.orderCreated, 'B-2026-001').occurrenceDate)).toBe(26);
    expect(daysBefore(entry(historyEventTypes.orderApproved, 'B-2026-001').occurrenceDate)).toBe(24);
    expect(daysBefore(entry(historyEventTypes.orderRejected, 'B-2026-004').occurrenceDate)).toBe(11);
    const deliveries = items.filter((item: { type: string }) => item.type === historyEventTypes.deliveryRecorded);
    expect(deliveries.map((item: { occurrenceDate: string }) => daysBefore(item.occurrenceDate))).toEqual([14, 20]);
    const order = (await call(app, manager, 'GET', `/order?skip=0&limit=10&projectId=${projectId}`))
      .json()
      .items.find((item: { orderNumber: string }) => item.orderNumber === 'B-2026-004');
    expect(daysBefore(order.rejectionInformation.createdAt)).toBe(11);
    const installed = entry(historyEventTypes.mountingDocumentationCreated);
    expect(daysBefore(installed.occurrenceDate)).toBe(13);
  });

  it('lists the delivery notes as project documents and zips them', async () => {
    const manager = await signIn('projektleiter@demo.example');
    const groups = (await call(app, manager, 'GET', `/project-documentation/${projectId}`)).json();
    const orderGroup = groups.find((group: { label: string }) => group.label === 'Bestellungen & Anlieferungen');
    const files = orderGroup.subCategories.flatMap((sub: { files: { id: string }[] }) =>
      sub.files.map((file) => file.id),
    );
    expect(files).toHaveLength(3);
    const protocols = groups.find((group: { label: string }) => group.label === 'Bodeneinbau-Dokumentationen');
    expect(protocols.subCategories[0].files).toEqual([
      expect.objectContaining({ label: 'Bodeneinbau in C4/02: Bodeneinbau C4-02.pdf' }),
    ]);
    const { url } = (
      await call(app, manager, 'POST', `/project-documentation/${projectId}/download`, { files })
    ).json();
    const zip = await app.inject({ method: 'GET', url, headers: { cookie: manager.cookie } });
    expect(readZip(zip.rawPayload).map((entry) => entry.name)).toEqual([
      'Bestellungen & Anlieferungen/Bestellung B-2026-001/Deklarationsanalyse Sand Kiesgrube Henstedt.pdf',
      'Bestellungen & Anlieferungen/Bestellung B-2026-001/Charge 1/Lieferschein LS-44711.pdf',
      'Bestellungen & Anlieferungen/Bestellung B-2026-001/Charge 2/Lieferschein LS-44712.pdf',
    ]);
  });
});
