// The server's CPU per request of the site day's reads, one type at a time (decision 0757): the
// real app as in production (bench-project.mjs) on a seeded large database, a member of one project
// in one role signed in, each read sent N times in a row over one keep-alive connection after WARM (20)
// unmeasured ones of every type. Prints per type the process's CPU (main thread, thread pool, GC threads — and
// this script's client, the same for every build) and the main thread's alone (schedstat), per
// request. Quieter than the site day's "alone" column (a median of a few), so two builds can be
// compared A/B/A/B on a shared machine (swap apps/server/dist between runs).
//   DB=postgres://…/copy-of-siteday [PROJECT=2021-100] [ROLE=project_manager] [N=300]
//   [WARM=20] [ONLY=historyPage,ordersPage] [ACCEPT_ENCODING='br, gzip'] [PROF=<dir>] [PERF=<dir>] [STATEMENTS=1]
//   node --max-semi-space-size=4 [--perf-basic-prof] bench/request-cpu.mjs
// PROF: V8's sampling profile of the main thread per type (wall time: a sample taken while the
// thread waits for a core counts too). PERF: `perf record` of the process's CPU per type, all
// threads (run node with --perf-basic-prof for JavaScript names; `perf report -i <dir>/<type>.perf`).
// STATEMENTS: also count the statements whose SQL drizzle builds per request (not prepared; decision
// 0766) — it wraps the builder, so take the CPU figures from a run without it.
// It adds a user, a membership and a session to the database: use a copy (createdb -T).
import fs from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { projectMembers, projects, users } from '../apps/server/dist/db/schema/index.js';
import { createSession, openProductionApp } from './bench-project.mjs';

const N = Number(process.env.N ?? 300);
const app = await openProductionApp(process.env.DB);
const db = app.db;
const [project] = await db
  .select({ id: projects.id })
  .from(projects)
  .where(eq(projects.number, process.env.PROJECT ?? '2021-100'));
if (!project) throw new Error('Projekt nicht gefunden: zuerst npm run seed:large -- --busy-projects=19');
const p = project.id;
const [user] = await db
  .insert(users)
  .values({
    type: 'staff',
    email: `request-cpu-${Date.now()}@example.org`,
    firstName: 'Anfrage',
    lastName: 'CPU',
    dataPrivacyPolicyConfirmedAt: new Date(),
  })
  .returning({ id: users.id });
await db
  .insert(projectMembers)
  .values({ projectId: p, userId: user.id, roles: [process.env.ROLE ?? 'project_manager'] });
const cookie = await createSession(db, user.id);
const [pile] = (
  await db.execute(sql`select w.id, (select b.id from breaking_batches b where b.wrecking_pile_id = w.id
    order by b.number limit 1) as batch from wrecking_piles w where w.project_id = ${p} and w.status = 'breaking'
    order by w.id limit 1`)
).rows;
const [order] = (
  await db.execute(sql`select id from orders where project_id = ${p} order by delivery_count desc, id limit 1`)
).rows;

// The site day's reads (bench/site-day.bench.ts, dayOf), by the same names.
const urls = {
  project: `/project/${p}`,
  tasks: `/task/${p}?roles[]=${process.env.ROLE ?? 'project_manager'}`,
  dashboardHistory: `/history/${p}?skip=0&limit=10`,
  ordersPage: `/order?skip=0&limit=51&projectId=${p}&phase=delivery`,
  admissibility: `/project/${p}/admissibility/overview`,
  order: order && `/order/${order.id}`,
  historyPage: `/history/${p}?skip=100&limit=101`,
  dynamicTestsPage: `/dynamic-load-analysis?skip=0&limit=51&projectId=${p}`,
  dynamicTestPoints: `/dynamic-load-analysis/points?projectId=${p}`,
  publicConfig: '/public-config',
  piles: `/wrecking-pile?skip=0&limit=999999&projectId=${p}`,
  pile: pile && `/wrecking-pile/${pile.id}`,
  pileStock: pile && `/wrecking-pile-inventory?skip=0&limit=1&projectId=${p}&wreckingPileId=${pile.id}`,
  batch: pile?.batch && `/wrecking-pile/${pile.id}/batch/${pile.batch}`,
  inventoryPage: `/wrecking-pile-inventory?skip=0&limit=11&projectId=${p}`,
};

const base = await app.listen({ host: '127.0.0.1', port: 0 });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (url) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/backend/api${url}`,
      {
        agent,
        headers: { cookie, accept: 'application/json', 'accept-encoding': process.env.ACCEPT_ENCODING ?? 'br, gzip' },
      },
      (response) => {
        let size = 0;
        response.on('data', (chunk) => (size += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode, size }));
      },
    );
    request.on('error', reject);
    request.end();
  });
/** The main thread's time on a core (µs). */
const mainThread = () =>
  Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
const profiler = new inspector.Session();
profiler.connect();
const post = (method, parameters) =>
  new Promise((resolve, reject) =>
    profiler.post(method, parameters, (error, result) => (error ? reject(error) : resolve(result))),
  );

let built = 0;
if (process.env.STATEMENTS) {
  const sqlToQuery = PgDialect.prototype.sqlToQuery;
  PgDialect.prototype.sqlToQuery = function (...args) {
    built += 1;
    return sqlToQuery.apply(this, args);
  };
}

const only = process.env.ONLY?.split(',');
const measured = Object.entries(urls).filter(([name, url]) => url && (!only || only.includes(name)));
// Every type warmed up before any is measured: the first type measured would otherwise pay for
// the compiling of the paths all types share.
for (const [, url] of measured) for (let i = 0; i < Number(process.env.WARM ?? 20); i++) await get(url);
for (const [name, url] of measured) {
  if (process.env.PROF) {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 100 });
    await post('Profiler.start');
  }
  let perf;
  if (process.env.PERF) {
    const output = path.join(process.env.PERF, `${name}.perf`);
    const args = ['record', '-q', '-F', '1999', '-g', '-p', String(process.pid), '-o', output];
    perf = spawn('perf', args, { stdio: 'inherit' });
    await sleep(1000);
  }
  built = 0;
  const mainBefore = mainThread();
  const cpuBefore = process.cpuUsage();
  let answer;
  for (let i = 0; i < N; i++) answer = await get(url);
  const cpu = process.cpuUsage(cpuBefore);
  const main = mainThread() - mainBefore;
  if (perf) {
    perf.kill('SIGINT');
    await once(perf, 'exit');
  }
  if (process.env.PROF) {
    const { profile } = await post('Profiler.stop');
    fs.writeFileSync(path.join(process.env.PROF, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  console.log(
    `${name.padEnd(18)} ${answer.status} ${String(answer.size).padStart(6)} B sent  ` +
      `CPU ${Math.round((cpu.user + cpu.system) / N)} µs/request, of it main thread ${Math.round(main / N)} µs` +
      (process.env.STATEMENTS ? `, ${Math.round((built / N) * 10) / 10} statements built/request` : ''),
  );
}
await app.close();
process.exit(0);
