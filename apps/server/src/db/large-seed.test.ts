// The large seed on a small scale (decision 0370): its bulk rows keep the invariants the services
// keep — consecutive numbers, sums, the states of the state machines, the capture rule replayed in
// time, inventories never below zero, one history entry per act that renders — and the screens'
// reads answer on it. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareDecimals,
  historyEventTypes,
  historyRegistry,
  isCaptureBlockedByLocations,
  renderHistoryEntry,
} from '@baustellendoku/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { SESSION_COOKIE } from '../platform/access/index.js';
import { loadInventories } from '../modules/ebv/inventory.js';
import { historyEvents, projects, sessions, users, wreckingPiles } from './schema/index.js';
import { selectRows } from './select-rows.js';
import {
  BUSY_PROJECT_SHARE,
  LARGE_PROJECT_NUMBER,
  LargeSeedRefused,
  seedLargeInstallation,
  type LargeSeedSummary,
} from './large-seed.js';

const SCALE = 0.02;
let app: TestApp;
let summary: LargeSeedSummary;
let projectId: string;

beforeAll(async () => {
  app = await createTestApp();
  summary = await seedLargeInstallation(app, { scale: SCALE, busyProjects: 1 });
  [{ id: projectId }] = (await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.number, LARGE_PROJECT_NUMBER))) as [{ id: string }];
}, 300_000);
afterAll(() => app.cleanup());

const rows = <Row>(query: ReturnType<typeof sql>) => selectRows<Row>(app.db, query);

/** Signs the demo project manager in (a session row); returns a GET of the API that expects 200. */
async function signedInAsManager() {
  const [manager] = await app.db.select().from(users).where(eq(users.email, 'projektleiter@demo.example'));
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: manager!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/backend/api${url}`,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return response.json();
  };
}

describe('seed:large on a small scale', () => {
  it('writes the scaled volumes and refuses a second run with a German message', async () => {
    expect(summary).toMatchObject({
      orders: 40,
      deliveries: 400,
      mountingDocumentations: 60,
      dynamicTests: 100,
      staticTests: 20,
    });
    expect(summary.projects).toBe(4); // the demo's two, the large one and one more at this scale
    expect(summary.captures).toBeGreaterThan(summary.batches! * 8);
    expect(summary.history).toBeGreaterThan(summary.deliveries! + summary.captures!);
    await expect(seedLargeInstallation(app, { scale: SCALE })).rejects.toThrow(LargeSeedRefused);
    await expect(seedLargeInstallation(app, { scale: SCALE })).rejects.toThrow(/Die Datenbank ist nicht leer/);
  });

  it('orders: deliveries numbered 1…n, counted and summed exactly, status and 90 % mark as the services set them', async () => {
    const orders = await rows<{
      status: string;
      delivery_count: number;
      delivered: string;
      declared: string;
      almost: boolean;
      n: number;
      lowest: number | null;
      highest: number | null;
      distinct_numbers: number;
      summed: string;
      recorded: number;
    }>(sql`select o.status, o.delivery_count, o.delivered_amount_in_tons::text as delivered,
        o.declared_quantity_in_tons::text as declared, o.almost_fully_delivered_at is not null as almost,
        count(d.id)::int as n, min(d.number) as lowest, max(d.number) as highest,
        count(distinct d.number)::int as distinct_numbers, coalesce(sum(d.amount_in_tons), 0)::text as summed,
        (select count(*)::int from history_events h where h.type = ${historyEventTypes.deliveryRecorded} and h.variables->>'orderId' = o.id::text) as recorded
      from orders o left join deliveries d on d.order_id = o.id
      where o.project_id = ${projectId} group by o.id`);
    expect(orders).toHaveLength(summary.orders!);
    for (const order of orders) {
      expect(order.n).toBe(order.delivery_count);
      expect(order.recorded).toBe(order.n);
      expect(compareDecimals(order.summed, order.delivered)).toBe(0);
      if (order.n > 0) expect([order.lowest, order.highest, order.distinct_numbers]).toEqual([1, order.n, order.n]);
      if (order.n > 0) expect(['in_delivery', 'deactivated']).toContain(order.status);
      else expect(['in_review', 'approved', 'rejected']).toContain(order.status);
      const reached = Number(order.delivered) * 10 >= Number(order.declared) * 9;
      expect(order.almost).toBe(reached);
    }
    const statuses = new Set(orders.map((order) => order.status));
    for (const status of ['in_review', 'approved', 'in_delivery']) expect(statuses).toContain(status);
    // Installations only use orders that were deliverable.
    const [links] = await rows<{ foreign: number; undeliverable: number }>(sql`select
        count(*) filter (where o.project_id <> m.project_id)::int as foreign,
        count(*) filter (where o.status not in ('approved', 'in_delivery'))::int as undeliverable
      from mounting_documentation_orders l join orders o on o.id = l.order_id
      join mounting_documentations m on m.id = l.mounting_documentation_id`);
    expect(links).toEqual({ foreign: 0, undeliverable: 0 });
  });

  it('load tests are numbered 1…n per kind and the counters hold n', async () => {
    const kinds = await rows<{
      kind: string;
      n: number;
      highest: number;
      distinct_numbers: number;
      counter: number;
    }>(sql`
      select kind, n, highest, distinct_numbers, (select last_number from load_analysis_counters c where c.project_id = ${projectId} and c.kind = t.kind) as counter
      from (select 'dynamic' as kind, count(*)::int as n, max(number) as highest, count(distinct number)::int as distinct_numbers from dynamic_load_analyses where project_id = ${projectId}
            union all select 'static', count(*)::int, max(number), count(distinct number)::int from static_load_analyses where project_id = ${projectId}) t`);
    for (const kind of kinds)
      expect([kind.highest, kind.distinct_numbers, kind.counter]).toEqual([kind.n, kind.n, kind.n]);
  });

  it('batches fill and close as bookCapture says, and no capture was made while two batches lacked a location', async () => {
    const batches = await rows<{
      pile: string;
      number: number;
      status: string;
      analytic_status: string;
      size: string;
      amount: string;
      summed: string;
      created_at: Date;
      located_at: Date | null;
    }>(sql`select b.wrecking_pile_id as pile, b.number, b.status, b.analytic_status, b.size_in_tons::text as size,
        b.amount_in_tons::text as amount, b.created_at, b.location_documented_at as located_at,
        (select coalesce(sum(c.amount_in_tons), 0)::text from broken_material_captures c where c.batch_id = b.id) as summed
      from breaking_batches b order by b.wrecking_pile_id, b.number`);
    expect(batches.length).toBeGreaterThan(0);
    const byPile = new Map<string, typeof batches>();
    for (const batch of batches) byPile.set(batch.pile, [...(byPile.get(batch.pile) ?? []), batch]);
    for (const pileBatches of byPile.values()) {
      pileBatches.forEach((batch, index) => {
        expect(batch.number).toBe(index + 1);
        expect(compareDecimals(batch.summed, batch.amount)).toBe(0);
        const full = compareDecimals(batch.amount, batch.size) >= 0;
        expect(batch.status).toBe(full ? 'completely_broken' : 'is_breaking');
        if (!full) expect(index).toBe(pileBatches.length - 1);
      });
    }
    // Replay every capture in time: the service refuses one while 2 batches lack a location.
    const captures = await rows<{ pile: string; created_at: Date }>(sql`select b.wrecking_pile_id as pile, c.created_at
      from broken_material_captures c join breaking_batches b on b.id = c.batch_id order by c.created_at`);
    for (const capture of captures) {
      const at = new Date(capture.created_at).getTime();
      const existing = byPile
        .get(capture.pile)!
        .filter((batch) => new Date(batch.created_at).getTime() < at)
        .map((batch) => ({
          status: batch.status as 'is_breaking',
          isLocationDocumented: batch.located_at !== null && new Date(batch.located_at).getTime() <= at,
        }));
      expect(isCaptureBlockedByLocations(existing)).toBe(false);
    }
    // Analytics: completed (the crusher's proven class) and check (another class) carry one.
    const [analytics] = await rows<{ without: number; wrong: number }>(sql`select
        count(*) filter (where a.batch_id is null)::int as without,
        count(*) filter (where (b.analytic_status = 'completed') <> (a.grain_size_and_quality = 'rc_1_0_32'))::int as wrong
      from breaking_batches b left join batch_analytics a on a.batch_id = b.id where b.analytic_status in ('completed', 'check')`);
    expect(analytics).toEqual({ without: 0, wrong: 0 });
  });

  it('delivery notes never draw more than the stock and are numbered 1…n per project', async () => {
    const piles = await app.db.select({ id: wreckingPiles.id }).from(wreckingPiles);
    const inventories = await loadInventories(
      app.db,
      piles.map((pile) => pile.id),
    );
    let stocked = 0;
    for (const entries of inventories.values())
      for (const entry of entries) {
        expect(compareDecimals(entry.availableAmountInTons, '0')).toBeGreaterThanOrEqual(0);
        if (compareDecimals(entry.deliveredAmountInTons, '0') > 0) stocked += 1;
      }
    expect(stocked).toBeGreaterThan(0);
    const [notes] = await rows<{ n: number; highest: number; distinct_numbers: number }>(sql`select count(*)::int as n,
      max(number) as highest, count(distinct number)::int as distinct_numbers from delivery_notes where project_id = ${projectId}`);
    expect([notes!.highest, notes!.distinct_numbers]).toEqual([notes!.n, notes!.n]);
    expect(notes!.n).toBe(summary.deliveryNotes);
  });

  it('every history entry has the variables its text names and renders', async () => {
    const entries = await app.db
      .select({ type: historyEvents.type, variables: historyEvents.variables })
      .from(historyEvents);
    const registry = historyRegistry as Record<string, { text: string }>;
    for (const entry of entries) {
      const definition = registry[entry.type];
      expect(definition, entry.type).toBeDefined();
      for (const [, name] of definition!.text.matchAll(/\{(\w+)\}/g))
        expect(entry.variables, entry.type).toHaveProperty(name!);
      expect(renderHistoryEntry(projectId, entry).text).not.toMatch(/^Missing:|undefined/);
    }
  });

  it('the demo project manager signs in and the screens read the large project', async () => {
    const get = await signedInAsManager();
    expect((await get('/project')).items.length).toBe(summary.projects!);
    expect((await get(`/project/${projectId}`)).name).toBe('Hafenkante Wilhelmsburg');
    const list = await get(`/order?skip=0&limit=999999&projectId=${projectId}&withDelivery=true`);
    expect(list.items).toHaveLength(summary.orders!);
    const delivered = list.items.find((order: { deliveryCount: number }) => order.deliveryCount > 2);
    expect(delivered.deliveries.map((delivery: { number: number }) => delivery.number)).toEqual(
      Array.from({ length: delivered.deliveryCount }, (_, index) => index + 1),
    );
    expect((await get(`/history/${projectId}?skip=0&limit=10`)).items).toHaveLength(10);
    expect((await get(`/dynamic-load-analysis?skip=0&limit=999999&projectId=${projectId}`)).items).toHaveLength(
      summary.dynamicTests!,
    );
    const overview = await get(`/wrecking-pile-overview?skip=0&limit=999999&projectId=${projectId}`);
    const [processed] = await rows<{ n: number }>(sql`select count(*)::int as n from wrecking_piles
      where project_id = ${projectId} and status in ('approved_for_breaking', 'breaking')`);
    expect(overview.items.length).toBe(processed!.n);
    expect(processed!.n).toBe(Math.round(200 * SCALE));
    await get(`/wrecking-pile-inventory?skip=0&limit=999999&projectId=${projectId}`);
  });

  it('a busy project (the site-day bench) works like the big one at its share, and the screens read it', async () => {
    expect(summary.busyProjects).toBe(1);
    // The first of the other projects (numbered from 2021-100, before the demo's 2026-014).
    const [busy] = await rows<{ id: string; features: string[]; orders: number; dynamic: number; piles: number }>(
      sql`select p.id, p.enabled_features as features,
        (select count(*)::int from orders o where o.project_id = p.id) as orders,
        (select count(*)::int from dynamic_load_analyses d where d.project_id = p.id) as dynamic,
        (select count(*)::int from wrecking_piles w where w.project_id = p.id and w.status = 'breaking') as piles
      from projects p where p.number <> ${LARGE_PROJECT_NUMBER} and cardinality(p.enabled_features) = 2
        and exists (select 1 from orders o where o.project_id = p.id) order by p.number limit 1`,
    );
    expect([...busy!.features].sort()).toEqual(['ebv', 'mounting-documentation']);
    // The seed's minimums at this scale: the share of 2,000 orders × 0.02 is below five.
    expect(busy!.orders).toBe(Math.max(5, Math.round(2000 * SCALE * BUSY_PROJECT_SHARE)));
    expect(busy!.dynamic).toBeGreaterThan(0);
    expect(busy!.piles).toBeGreaterThan(0);
    const get = await signedInAsManager();
    expect((await get(`/order?skip=0&limit=51&projectId=${busy!.id}`)).items).toHaveLength(busy!.orders);
    expect((await get(`/dynamic-load-analysis/points?projectId=${busy!.id}`)).items).toHaveLength(busy!.dynamic);
    expect((await get(`/wrecking-pile-inventory?skip=0&limit=11&projectId=${busy!.id}`)).items.length).toBeGreaterThan(
      0,
    );
    await get(`/project/${busy!.id}/admissibility/overview`);
  });
});
