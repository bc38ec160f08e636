// The server's CPU per request of the site day's reads, one type at a time (decision 0757): the
// real app as in production (bench-project.mjs) on a seeded large database, a member of one project
// in one role signed in, each read sent N times in a row over one keep-alive connection after WARM (20)
// unmeasured ones of every type. Prints per type the process's CPU (main thread, thread pool, GC threads — and
// this script's client, the same for every build) and the main thread's alone (schedstat), per
// request. Quieter than the site day's "alone" column (a median of a few), so two builds can be
// compared A/B/A/B on a shared machine (swap apps/server/dist between runs).
//   DB=postgres://…/copy-of-siteday [PROJECT=2021-100] [ROLE=project_manager] [N=300]
//   [WARM=20] [ONLY=historyPage,ordersPage] [ACCEPT_ENCODING='br, gzip'] [PROF=<dir>] [PERF=<dir>] [STATEMENTS=1] [PG=1]
//   [WRITES=1] node --max-semi-space-size=4 [--perf-basic-prof] bench/request-cpu.mjs
// WRITES: also the day's writes (decision 0772), each as its role sends it (foreman, machinist,
// project manager), with an Idempotency-Key: a photo (POST /file), a delivery and a dynamic load
// test (each after its POST /file, which is not counted in their figures), a capture of 1 t
// (over the project's piles being broken) and an order update. They change the copy.
// PROF: V8's sampling profile of the main thread per type (wall time: a sample taken while the
// thread waits for a core counts too). PERF: `perf record` of the process's CPU per type, all
// threads (run node with --perf-basic-prof for JavaScript names; `perf report -i <dir>/<type>.perf`).
// STATEMENTS: also count the statements whose SQL drizzle builds per request (not prepared; decision
// 0766) and the statements sent (pg.Client#query, every round trip: begin and commit too) — it
// wraps both, so take the CPU figures from a run without it. STATEMENTS=sql also prints the SQL
// built by the last request of each type, STATEMENTS=sent the statements it sent (decision 0782).
// PG=1: also the CPU of this database's PostgreSQL backends per request (/proc, ticks of 10 ms;
// PostgreSQL on this machine), which for a write includes its unmeasured POST /file.
// ANSWERS=<dir>: writes each type's last answer there (`<type>.body` as sent, `<type>.head` its
// status, ETag and content headers), to compare two builds' answers (decision 0772).
// It adds a user, a membership and a session to the database: use a copy (createdb -T).
import fs from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import sharp from 'sharp';
import { orders, projectMembers, projects, users } from '../apps/server/dist/db/schema/index.js';
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
const role = process.env.ROLE ?? 'project_manager';
/** A new staff user, a member of the project in `roles`, signed in: its cookie. */
const signIn = async (roles) => {
  const [user] = await db
    .insert(users)
    .values({
      type: 'staff',
      email: `request-cpu-${roles.join('-')}-${Date.now()}@example.org`,
      firstName: 'Anfrage',
      lastName: 'CPU',
      dataPrivacyPolicyConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  await db.insert(projectMembers).values({ projectId: p, userId: user.id, roles });
  return createSession(db, user.id);
};
const cookie = await signIn([role]);
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
  tasks: `/task/${p}?roles[]=${role}`,
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
const send = (url, { method = 'GET', headers = {}, body, as = cookie } = {}) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/backend/api${url}`,
      {
        agent,
        method,
        headers: {
          cookie: as,
          accept: 'application/json',
          'accept-encoding': process.env.ACCEPT_ENCODING ?? 'br, gzip',
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const answer = Buffer.concat(chunks);
          resolve({ status: response.statusCode, size: answer.length, body: answer, headers: response.headers });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
const get = (url) => send(url);
const json = (method, url, as, value, headers = {}) =>
  send(url, {
    method,
    as,
    body: Buffer.from(JSON.stringify(value)),
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
  });

// The day's writes (bench/site-day.bench.ts, writesOf), by the same names: each a `prepare` that is
// not measured (the delivery's and the test's POST /file) and the measured request.
const types = Object.entries(urls)
  .filter(([, url]) => url)
  .map(([name, url]) => [name, { request: () => get(url) }]);
if (process.env.WRITES) {
  const foreman = await signIn(['foreman']);
  const machinist = await signIn(['machinist']);
  const manager = role === 'project_manager' ? cookie : await signIn(['project_manager']);
  const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#8a7f70' } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const upload = async (kind) => {
    const boundary = `----bd${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send(`/file${kind}`, {
      method: 'POST',
      as: foreman,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-encoding': 'identity' },
    });
    if (answer.status !== 201) throw new Error(`POST /file: ${answer.status} ${answer.body}`);
    return answer;
  };
  const uploaded = async (kind) => JSON.parse((await upload(kind)).body.toString());
  const ids = (rows) => rows.map((row) => row.id);
  const deliveryOrders = ids(
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.projectId, p), eq(orders.status, 'in_delivery')))
      .orderBy(asc(orders.id))
      .limit(20),
  );
  const [editOrder] = ids(
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.projectId, p),
          sql`((${orders.status} = 'in_review' and ${orders.approvalByAppraiserRequired})
            or (${orders.status} = 'approved' and not ${orders.approvalByAppraiserRequired}))`,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(1),
  );
  // Captures go round the project's piles being broken; before every 100th, the batches closed
  // meanwhile get their location (unmeasured), or the rule would refuse the captures after two.
  const documentLocations = () =>
    db.execute(sql`update breaking_batches b set location_documented_at = now() from wrecking_piles w
      where w.id = b.wrecking_pile_id and w.project_id = ${p} and b.status <> 'is_breaking'
      and b.location_documented_at is null`);
  await documentLocations();
  const { rows: capturable } = await db.execute(sql`select w.id from wrecking_piles w where w.project_id = ${p}
    and w.status = 'breaking' order by w.id`);
  const order = editOrder && JSON.parse((await get(`/order/${editOrder}`)).body.toString());
  const recordedAt = () => new Date(Date.now() - 60_000).toISOString();
  const keyed = () => ({ 'idempotency-key': randomUUID() });
  let seed = 0;
  const writes = {
    file: { request: () => upload('') },
    delivery: {
      prepare: () => uploaded(''),
      request: (slip) =>
        json(
          'POST',
          `/order/${deliveryOrders[seed++ % deliveryOrders.length]}/delivery`,
          foreman,
          {
            deliveryDate: new Date().toISOString().slice(0, 10),
            amountInTons: '1.5',
            reference: `LS-${seed}`,
            attachmentDocuments: [slip],
            recordedAt: recordedAt(),
          },
          keyed(),
        ),
    },
    dynamicTest: {
      prepare: () => uploaded('?kind=image'),
      request: (printout) => {
        seed += 1;
        return json(
          'POST',
          '/dynamic-load-analysis',
          foreman,
          {
            projectId: p,
            gridField: `C${1 + (seed % 12)}/${String(1 + (seed % 40)).padStart(2, '0')}`,
            analysedAt: new Date(Date.now() - 3600_000).toISOString(),
            latitude: 53.507 + (seed % 50) / 10_000,
            longitude: 9.999 + (seed % 80) / 10_000,
            evd: 48.8,
            height: 34120,
            soilType: 'Kiessand, schwach schluffig',
            soilLayerHeight: 300,
            soilRecovery: 'Kalk-Zement 2 %',
            precipitation: false,
            temperature: 11.5,
            deviceName: 'ZFG 3000 GPS',
            deviceModel: 'Zorn Instruments',
            analysisResult: printout.id,
            recordedAt: recordedAt(),
          },
          keyed(),
        );
      },
    },
    capture: {
      prepare: async () => {
        if (seed % 100 === 0) await documentLocations();
      },
      request: () =>
        json(
          'POST',
          `/wrecking-pile/${capturable[seed++ % capturable.length].id}/capture-broken-material`,
          machinist,
          { amountInTons: '1', recordedAt: recordedAt() },
          keyed(),
        ),
    },
    orderUpdate: order && {
      request: () =>
        json('PUT', `/order/${editOrder}`, manager, {
          orderNumber: order.orderNumber,
          materialOrigin: order.materialOrigin,
          carrier: order.carrier,
          materialClass: order.materialClass,
          declaredQuantityInTons: order.declaredQuantityInTons,
          approvalByAppraiserRequired: order.approvalByAppraiserRequired,
          ...(order.disposalCode ? { disposalCode: order.disposalCode } : {}),
          attachmentDocuments: order.attachmentDocuments,
          comment: `Baustellentag ${seed++}`,
        }),
    },
  };
  for (const [name, write] of Object.entries(writes)) if (write) types.push([name, write]);
}
/** The main thread's time on a core (µs). */
const mainThread = () =>
  Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
/** Clock ticks (10 ms) the PostgreSQL backends of this database have spent, by pid (PG=1). */
const backendTicks = async () => {
  const { rows } = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  const ticks = {};
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks[pid] = Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
};
const ticksBetween = (before, after) =>
  Object.entries(after).reduce((sum, [pid, value]) => sum + value - (before[pid] ?? 0), 0);
const profiler = new inspector.Session();
profiler.connect();
const post = (method, parameters) =>
  new Promise((resolve, reject) =>
    profiler.post(method, parameters, (error, result) => (error ? reject(error) : resolve(result))),
  );

let built = 0;
let sent = 0;
let builtSql = [];
let sentSql = [];
if (process.env.STATEMENTS) {
  const sqlToQuery = PgDialect.prototype.sqlToQuery;
  PgDialect.prototype.sqlToQuery = function (...args) {
    built += 1;
    const query = sqlToQuery.apply(this, args);
    builtSql.push(query.sql);
    return query;
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    sent += 1;
    const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    sentSql.push(`${args[0]?.name ? `[${args[0].name}] ` : ''}${text}`.replace(/\s+/g, ' '));
    return query.apply(this, args);
  };
}

const only = process.env.ONLY?.split(',');
const measured = types.filter(([name]) => !only || only.includes(name));
const cpu = { process: 0, main: 0 };
// Every type warmed up before any is measured: the first type measured would otherwise pay for
// the compiling of the paths all types share.
for (const [, type] of measured)
  for (let i = 0; i < Number(process.env.WARM ?? 20); i++) await type.request(await type.prepare?.());
for (const [name, type] of measured) {
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
  sent = 0;
  let sentBySetUp = 0;
  cpu.process = 0;
  cpu.main = 0;
  const backendsBefore = process.env.PG ? await backendTicks() : undefined;
  const mainBefore = mainThread();
  const cpuBefore = process.cpuUsage();
  let answer;
  for (let i = 0; i < N; i++) {
    if (type.prepare) {
      // With a `prepare` (unmeasured), only the request's own CPU is added up. The statements of the unmeasured POST /file are not the request's.
      const before = sent;
      const builtBefore = built;
      const context = await type.prepare();
      sentBySetUp += sent - before;
      built = builtBefore;
      builtSql = [];
      sentSql = [];
      const mainStart = mainThread();
      const cpuStart = process.cpuUsage();
      answer = await type.request(context);
      const used = process.cpuUsage(cpuStart);
      cpu.main += mainThread() - mainStart;
      cpu.process += used.user + used.system;
    } else {
      builtSql = [];
      sentSql = [];
      answer = await type.request();
    }
  }
  const all = process.cpuUsage(cpuBefore);
  const main = type.prepare ? cpu.main : mainThread() - mainBefore;
  const used = type.prepare ? cpu.process : all.user + all.system;
  sent -= sentBySetUp;
  // The backends' CPU includes the unmeasured `prepare` of a write (its POST /file).
  const backends = backendsBefore && ticksBetween(backendsBefore, await backendTicks()) * 10_000;
  if (perf) {
    perf.kill('SIGINT');
    await once(perf, 'exit');
  }
  if (process.env.PROF) {
    const { profile } = await post('Profiler.stop');
    fs.writeFileSync(path.join(process.env.PROF, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  if (answer.status >= 300 && answer.status !== 304) console.log(`${name}: ${answer.status} ${answer.body}`);
  if (process.env.ANSWERS) {
    fs.writeFileSync(path.join(process.env.ANSWERS, `${name}.body`), answer.body);
    const { etag, 'content-type': type, 'content-encoding': encoding, 'content-length': length } = answer.headers;
    fs.writeFileSync(
      path.join(process.env.ANSWERS, `${name}.head`),
      JSON.stringify({ status: answer.status, etag, type, encoding, length }, null, 1),
    );
  }
  console.log(
    `${name.padEnd(18)} ${answer.status} ${String(answer.size).padStart(6)} B sent  ` +
      `CPU ${Math.round(used / N)} µs/request, of it main thread ${Math.round(main / N)} µs` +
      (backends !== undefined ? `, PostgreSQL ${Math.round(backends / N)} µs` : '') +
      (process.env.STATEMENTS
        ? `, ${Math.round((built / N) * 10) / 10} statements built/request, ${Math.round((sent / N) * 10) / 10} sent`
        : ''),
  );
  if (process.env.STATEMENTS === 'sql') for (const text of builtSql) console.log(`    built: ${text.slice(0, 160)}`);
  if (process.env.STATEMENTS === 'sent') for (const text of sentSql) console.log(`    sent: ${text.slice(0, 200)}`);
}
await app.close();
process.exit(0);
