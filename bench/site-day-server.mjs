// Child process of bench/site-day.bench.ts (issue 40, part 3), plain JS on the compiled server as
// `npm run bench` builds first. On a database filled by `npm run seed:large` it starts the real app
// as in production (bench-project.mjs) and the floor, and prepares the site day: 200 staff users,
// each a member of one to three of 20 projects in one of the demo roles, signed in with a session
// row as the other benches do (createSession), and per project the rows the day's writes act on.
// It tells the parent over IPC what it needs to build the requests, and answers the parent's
// questions about CPU time (this process and the PostgreSQL backends) and statements and CPU per
// request.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { LARGE_PROJECT_NUMBER } from '../apps/server/dist/db/large-seed.js';
import {
  breakingBatches,
  orders,
  projectMembers,
  projects,
  users,
  wreckingPiles,
} from '../apps/server/dist/db/schema/index.js';
import { createSession, openProductionApp } from './bench-project.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL fehlt');
const USERS = Number(process.env.SITE_DAY_USERS ?? 200);
const PROJECTS = Number(process.env.SITE_DAY_PROJECTS ?? 20);
const POOL_SIZE = 10; // the app's pool (apps/server/src/db/client.ts)
/** The demo roles (seed.ts), one per user in turn. */
const ROLES = [
  'project_manager',
  'machinist',
  'appraiser',
  'foreman',
  'installation_appraiser',
  'inhouse_production_control',
];

// Statements and their time while the parent measures one request alone (pg.Client is the one
// way both the pool and transactions reach PostgreSQL; the floor is idle meanwhile).
const statements = { count: 0, microseconds: 0, slowest: [] };
/** This process's CPU (user + system, µs) when the parent reset the count before one request. */
let cpuAtReset = 0;
let mainAtReset = 0;
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
/** The main thread's (the event loop's) time on a core, µs: the process's CPU without libuv's thread pool. */
const mainThreadNow = () => {
  try {
    return Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
  } catch {
    return NaN; // not Linux
  }
};
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  statements.count += 1;
  const started = process.hrtime.bigint();
  const [first] = args;
  const text = typeof first === 'string' ? first : String(first?.text ?? '');
  const add = () => {
    const microseconds = Number(process.hrtime.bigint() - started) / 1000;
    statements.microseconds += microseconds;
    statements.slowest.push({ text: text.replace(/\s+/g, ' ').slice(0, 160), microseconds });
  };
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last];
    args[last] = (...results) => {
      add();
      callback(...results);
    };
    return originalQuery.apply(this, args);
  }
  const result = originalQuery.apply(this, args);
  if (result && typeof result.then === 'function') result.then(add, add);
  return result;
};

const app = await openProductionApp(databaseUrl);
const db = app.db;

// ── The 20 projects: the big one, then those with the most orders and piles ─────────────────
const candidates = await db.execute(sql`
  select * from (
    select p.id, p.number, p.enabled_features as features,
      (select count(*)::int from ${orders} o where o.project_id = p.id)
        + (select count(*)::int from ${wreckingPiles} w where w.project_id = p.id) as rows
    from ${projects} p) candidate
  order by coalesce(number = ${LARGE_PROJECT_NUMBER}, false) desc, rows desc, cardinality(features) desc, number
  limit ${PROJECTS}`);
const chosen = candidates.rows;
if (chosen[0]?.number !== LARGE_PROJECT_NUMBER) throw new Error('Keine große Installation: zuerst npm run seed:large');

// ── 200 users, each in one to three projects ─────────────────────────────────────────────────
const people = await db
  .insert(users)
  .values(
    Array.from({ length: USERS }, (_, index) => ({
      type: 'staff',
      email: `site-day-${index}-${randomUUID().slice(0, 8)}@example.org`,
      firstName: 'Baustellen',
      lastName: `Tag ${index}`,
      dataPrivacyPolicyConfirmedAt: new Date(),
    })),
  )
  .returning({ id: users.id });
const memberships = people.map((person, index) => {
  const count = 1 + (index % 3);
  const projectIndexes = [index % chosen.length, (index + 7) % chosen.length, (index + 13) % chosen.length];
  return {
    userId: person.id,
    role: ROLES[index % ROLES.length],
    projectIds: [...new Set(projectIndexes.slice(0, count))].map((projectIndex) => chosen[projectIndex].id),
  };
});
await db
  .insert(projectMembers)
  .values(
    memberships.flatMap((membership) =>
      membership.projectIds.map((projectId) => ({ projectId, userId: membership.userId, roles: [membership.role] })),
    ),
  );
const cookies = [];
for (const membership of memberships) cookies.push(await createSession(db, membership.userId));

// ── Per project: what the day reads and writes ───────────────────────────────────────────────
const pick = async (query) => (await query).map((row) => row.id);
const projectInfo = {};
for (const project of chosen) {
  const features = project.features ?? [];
  const info = { projectId: project.id, features, readOrders: [], deliveryOrders: [], editOrders: [], piles: [] };
  if (features.includes('mounting-documentation')) {
    info.readOrders = await pick(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.projectId, project.id))
        .orderBy(desc(orders.deliveryCount), asc(orders.id))
        .limit(20),
    );
    info.deliveryOrders = await pick(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.projectId, project.id), eq(orders.status, 'in_delivery')))
        .orderBy(asc(orders.id))
        .limit(20),
    );
    // An edit keeps these where they are (orderMoves.edit): in review when approval is required.
    info.editOrders = await pick(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.projectId, project.id),
            sql`((${orders.status} = 'in_review' and ${orders.approvalByAppraiserRequired})
              or (${orders.status} = 'approved' and not ${orders.approvalByAppraiserRequired}))`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(10),
    );
  }
  if (features.includes('ebv')) {
    // Piles being broken with a batch to read; captures only where no batch lacks its location:
    // a capture of 1 t may close a nearly full batch, and the rule captureBrokenMaterial refuses
    // captures while two batches lack their location.
    const piles = await db
      .select({
        pileId: wreckingPiles.id,
        batchId: sql`(select b.id from ${breakingBatches} b where b.wrecking_pile_id = "wrecking_piles"."id"
          order by b.number limit 1)`,
        withoutLocation: sql`(select count(*)::int from ${breakingBatches} b
          where b.wrecking_pile_id = "wrecking_piles"."id" and b.location_documented_at is null)`,
      })
      .from(wreckingPiles)
      .where(and(eq(wreckingPiles.projectId, project.id), inArray(wreckingPiles.status, ['breaking'])))
      .orderBy(asc(wreckingPiles.id))
      .limit(20);
    info.piles = piles
      .filter((pile) => pile.batchId)
      .map((pile) => ({ pileId: pile.pileId, batchId: pile.batchId, capture: pile.withoutLocation === 0 }));
  }
  projectInfo[project.id] = info;
}

// The fields of each order the day edits, as the form sends them (from the order's view).
const firstCookieIn = (projectId) => cookies[memberships.findIndex((m) => m.projectIds.includes(projectId))];
const orderFields = {};
for (const info of Object.values(projectInfo)) {
  for (const orderId of info.editOrders) {
    const response = await app.inject({
      method: 'GET',
      url: `/backend/api/order/${orderId}`,
      headers: { cookie: firstCookieIn(info.projectId) },
    });
    if (response.statusCode !== 200) throw new Error(`order ${orderId}: ${response.statusCode} ${response.body}`);
    const order = response.json();
    orderFields[orderId] = {
      orderNumber: order.orderNumber,
      materialOrigin: order.materialOrigin,
      carrier: order.carrier,
      materialClass: order.materialClass,
      declaredQuantityInTons: order.declaredQuantityInTons,
      approvalByAppraiserRequired: order.approvalByAppraiserRequired,
      ...(order.disposalCode ? { disposalCode: order.disposalCode } : {}),
      attachmentDocuments: order.attachmentDocuments,
    };
  }
}

const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

// ── The floor: one SELECT 1 (reads) or one committed single-row INSERT (writes), same bytes ──
const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, application_name: 'site-day-floor' });
await pool.query(
  'create table if not exists site_day_floor (id bigserial primary key, at timestamptz not null default now())',
);
const floor = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
floor.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
const bodies = new Map();
const bytesOf = (size) => {
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = Buffer.alloc(size, 'x')));
  return body;
};
floor.all('/*', async (request, reply) => {
  if (request.method === 'GET') await pool.query('select 1');
  else await pool.query('insert into site_day_floor default values');
  return reply
    .code(Number(request.headers['x-floor-status'] ?? 200))
    .type('application/json')
    .send(bytesOf(Number(request.headers['x-floor-bytes'] ?? 2)));
});
const floorUrl = await floor.listen({ host: '127.0.0.1', port: 0 });

process.send({
  appUrl,
  floorUrl,
  users: memberships.map((membership, index) => ({
    cookie: cookies[index],
    role: membership.role,
    projects: membership.projectIds.map((projectId) => projectInfo[projectId]),
  })),
  orderFields,
  projects: chosen.length,
});

// ── CPU of this process and of the PostgreSQL backends (app and floor apart) ─────────────────
const statsClient = new pg.Client({ connectionString: databaseUrl, application_name: 'site-day-stats' });
await statsClient.connect();
const ticksOf = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
  } catch {
    return undefined; // the backend ended, or PostgreSQL runs elsewhere
  }
};
async function backendTicks() {
  const { rows } = await statsClient.query(
    `select pid, application_name as name from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const ticks = { app: {}, floor: {} };
  for (const row of rows) {
    const value = ticksOf(row.pid);
    if (value !== undefined) ticks[row.name === 'site-day-floor' ? 'floor' : 'app'][row.pid] = value;
  }
  return ticks;
}
// A V8 CPU profile of the app's slices only (SITE_DAY_CPU_PROF=<dir>): the floor and the set-up
// run in this process too.
const profiler = new inspector.Session();
profiler.connect();
const post = (method, parameters) =>
  new Promise((resolve, reject) =>
    profiler.post(method, parameters, (error, result) => (error ? reject(error) : resolve(result))),
  );
let profiles = 0;
process.on('message', async (message) => {
  if (message === 'profile-start') {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 500 });
    await post('Profiler.start');
    process.send({ profiling: true });
  } else if (message === 'profile-stop') {
    const { profile } = await post('Profiler.stop');
    const file = path.join(process.env.SITE_DAY_CPU_PROF, `site-day-app-${process.pid}-${++profiles}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    process.send({ file });
  } else if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send({
      cpuMicroseconds: user + system,
      mainThreadMicroseconds: mainThreadNow(),
      backends: await backendTicks(),
    });
  } else if (message === 'statements-reset') {
    statements.count = 0;
    statements.microseconds = 0;
    statements.slowest = [];
    cpuAtReset = cpuNow();
    mainAtReset = mainThreadNow();
    process.send({ count: 0 });
  } else if (message === 'statements') {
    // The server's CPU for the one request (and the two IPC messages around it, a few µs).
    process.send({
      ...statements,
      cpuMicroseconds: cpuNow() - cpuAtReset,
      mainThreadMicroseconds: mainThreadNow() - mainAtReset,
    });
  }
});
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), floor.close(), pool.end(), statsClient.end()]);
  process.exit(0);
});
