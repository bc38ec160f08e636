// Child process of the benches on the large installation (years-of-data.bench.ts,
// ebv-processing.bench.ts), plain JS on the compiled server as `npm run bench` builds first: the
// real app as in production (NODE_ENV=production, request logging at level info into /dev/null) on
// a database filled by `npm run seed:large`, signed in as the demo project manager; and the floor
// of issue "Years of data": a bare Fastify route that awaits one `SELECT 1` through a node-postgres
// pool of the app's size (10) and then sends the bytes the app answered for the same request, with
// its Content-Encoding (the benches accept compression as Chromium does; side-by-side.ts).
// BENCH_REQUESTS names the requests to serve; the URLs and sizes go to the parent over IPC.
import { desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { LARGE_PROJECT_NUMBER } from '../apps/server/dist/db/large-seed.js';
import { breakingBatches, orders, projects, users, wreckingPiles } from '../apps/server/dist/db/schema/index.js';
import { createSession, openProductionApp } from './bench-project.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL fehlt');
const POOL_SIZE = 10; // the app's pool (apps/server/src/db/client.ts)

const app = await openProductionApp(databaseUrl);
const db = app.db;

const [manager] = await db.select().from(users).where(eq(users.email, 'projektleiter@demo.example'));
const [project] = await db.select().from(projects).where(eq(projects.number, LARGE_PROJECT_NUMBER));
if (!manager || !project) throw new Error('Keine große Installation: zuerst npm run seed:large');
const cookie = await createSession(db, manager.id);
const projectId = project.id;
// The order with the most deliveries, a pile being broken and one of its completed batches.
const [order] = await db
  .select({ id: orders.id })
  .from(orders)
  .where(eq(orders.projectId, projectId))
  .orderBy(desc(orders.deliveryCount))
  .limit(1);
const [batch] = await db
  .select({ pileId: breakingBatches.wreckingPileId, batchId: breakingBatches.id })
  .from(breakingBatches)
  .innerJoin(wreckingPiles, eq(wreckingPiles.id, breakingBatches.wreckingPileId))
  .where(sql`${wreckingPiles.projectId} = ${projectId} and ${breakingBatches.analyticStatus} = 'completed'`)
  .orderBy(wreckingPiles.createdAt, breakingBatches.number)
  .limit(1);

const list = (path, query) => `/backend/api/${path}?${new URLSearchParams({ ...query, projectId })}`;
const all = { skip: '0', limit: '999999' };
/** Every request the benches know, by name: as the spec's screens ask (limit 999999) and paged. */
const requests = {
  project: `/backend/api/project/${projectId}`,
  order: `/backend/api/order/${order.id}`,
  dashboardHistory: `/backend/api/history/${projectId}?skip=0&limit=10`,
  orders: list('order', all),
  ordersPage: list('order', { skip: '0', limit: '51' }),
  dynamicTests: list('dynamic-load-analysis', all),
  dynamicTestsPage: list('dynamic-load-analysis', { skip: '0', limit: '51' }),
  deliveriesPage: list('order', { skip: '0', limit: '51', withDelivery: 'true' }),
  historyPage: `/backend/api/history/${projectId}?skip=0&limit=101`,
  historyDeepPage: `/backend/api/history/${projectId}?skip=50000&limit=101`,
  pileOverview: list('wrecking-pile-overview', all),
  pileOverviewPage: list('wrecking-pile-overview', { skip: '0', limit: '11' }),
  pileInventory: list('wrecking-pile-inventory', all),
  pileInventoryPage: list('wrecking-pile-inventory', { skip: '0', limit: '11' }),
  pile: `/backend/api/wrecking-pile/${batch.pileId}`,
  batch: `/backend/api/wrecking-pile/${batch.pileId}/batch/${batch.batchId}`,
};
const names = (process.env.BENCH_REQUESTS ?? Object.keys(requests).join(',')).split(',');

const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
// The floor: the same bytes (and type) the app sent, after one database round trip.
const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
const floor = Fastify({ logger: false });
const answers = new Map();
for (const name of names) {
  const path = requests[name];
  if (!path) throw new Error(`Unbekannte Anfrage ${name}`);
  // The bytes as they went over the wire (compressed when the bench accepts it, as Chromium does).
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { cookie, 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'identity' },
  });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  const plain = await app.inject({ method: 'GET', url: path, headers: { cookie } });
  answers.set(name, {
    plainSize: plain.rawPayload.length,
    body: response.rawPayload,
    type: response.headers['content-type'] ?? 'application/json',
    encoding: response.headers['content-encoding'],
  });
}
floor.get('/floor/:name', async (request, reply) => {
  await pool.query('select 1');
  const answer = answers.get(request.params.name);
  if (answer.encoding) reply.header('content-encoding', answer.encoding).header('vary', 'accept-encoding');
  return reply.type(answer.type).send(answer.body);
});
const floorUrl = await floor.listen({ host: '127.0.0.1', port: 0 });
process.send({
  appUrl,
  floorUrl,
  cookie,
  requests: Object.fromEntries(names.map((name) => [name, requests[name]])),
  sizes: Object.fromEntries([...answers].map(([name, answer]) => [name, answer.plainSize])),
  wireSizes: Object.fromEntries([...answers].map(([name, answer]) => [name, answer.body.length])),
});
// The parent asks for this process's CPU time around each measurement: CPU per request does not
// depend on how busy the shared machine is (the database's share is not in it).
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send({ cpuMicroseconds: user + system, user, system });
  }
});
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), floor.close(), pool.end()]);
  process.exit(0);
});
