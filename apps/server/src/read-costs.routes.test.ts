// Reads cost a fixed number of queries however big the project (issue "Years of data", decision
// 0371): the requests of the benchmark table, counted on the large installation of seed:large at
// two scales (a small one and one three times bigger). Runs on PGlite and on PostgreSQL.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_PROJECT_NUMBER, seedLargeInstallation } from './db/large-seed.js';
import { orders, projects, sessions, users } from './db/schema/index.js';
import { randomToken, sha256 } from './lib/crypto.js';
import { SESSION_COOKIE } from './platform/access/index.js';
import { countQueries } from './test/query-count.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.cleanup())));

/** The app with the large installation at `scale`, the screens' requests and a signed-in manager. */
async function installation(scale: number) {
  const app = await createTestApp();
  apps.push(app);
  await seedLargeInstallation(app, { scale });
  const [project] = await app.db.select().from(projects).where(eq(projects.number, LARGE_PROJECT_NUMBER));
  const [order] = await app.db
    .select()
    .from(orders)
    .where(eq(orders.projectId, project!.id))
    .orderBy(desc(orders.deliveryCount))
    .limit(1);
  const [manager] = await app.db.select().from(users).where(eq(users.email, 'projektleiter@demo.example'));
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: manager!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  const id = project!.id;
  const list = (path: string, query: string) => `/backend/api/${path}?${query}&projectId=${id}`;
  const requests = {
    projects: '/backend/api/project',
    project: `/backend/api/project/${id}`,
    order: `/backend/api/order/${order!.id}`,
    dashboardHistory: `/backend/api/history/${id}?skip=0&limit=10`,
    historyPage: `/backend/api/history/${id}?skip=100&limit=101`,
    orders: list('order', 'skip=0&limit=999999'),
    deliveries: list('order', 'skip=0&limit=999999&withDelivery=true'),
    dynamicTests: list('dynamic-load-analysis', 'skip=0&limit=51'),
    staticTests: list('static-load-analysis', 'skip=0&limit=51'),
    installations: list('mounting-documentation', 'skip=0&limit=51'),
    tasks: `/backend/api/task/${id}`,
  };
  const counts: Record<string, number> = {};
  const read = (name: string, url: string) =>
    countQueries(app, async () => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    });
  for (const [name, url] of Object.entries(requests)) {
    counts[name] = await read(name, url);
  }
  return counts;
}

describe('queries per read on the large installation', () => {
  let small: Record<string, number>;
  let big: Record<string, number>;
  beforeAll(async () => {
    small = await installation(0.01);
    big = await installation(0.03);
  }, 600_000);

  it('are the same for a project three times bigger', () => {
    expect(big).toEqual(small);
  });

  it('are what each read needs, the session and the project access always in one statement', () => {
    expect(small).toEqual({
      // The session alone; then the accessible projects (memberships) and the projects.
      projects: 3,
      // Session with the access and the facts (the project row answers); the layout plan's files; the
      // announcements with their documents and names (the project has recycled material).
      project: 3,
      // Session with the access to the order's project; the order; its deliveries; names and files.
      order: 4,
      // Session with the access; the page (names joined). (One more each while the answer cache's
      // front looked up a read first, decisions 0480 and 0490.)
      dashboardHistory: 2,
      historyPage: 2,
      // Session with the access; the orders; names (their files only when they have attachments).
      orders: 3,
      // … with their deliveries: names and the delivery notes' files together.
      deliveries: 4,
      // The load tests: one more each for the project's compaction requirements, which judge every
      // test of the page (issue 37, decision 0660).
      dynamicTests: 5,
      staticTests: 4,
      installations: 4,
      // Session with the access and the facts; one query per source of open tasks the user's roles
      // can see (a source skips the queries of task types for other roles, decision 0710). The
      // re-test tasks read the project's compaction requirements; without one no test fails and
      // they stop there (decision 0661).
      tasks: 10,
    });
  });
});
