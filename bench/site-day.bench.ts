// Site day (issue 40, part 3): 200 users in 20 projects of the large installation (`npm run
// seed:large -- --busy-projects=19` on PostgreSQL: the big project and 19 that work like it at a
// twentieth of its volumes), each a member of one to three projects in a demo role, run scripted
// days made of the requests the screens make (apps/web: route-queries.ts and the features' api.ts):
// the dashboard with tasks and history, the orders page (three groups and the admissibility
// overview), one order, the history page scrolled three pages, the dynamic tests' table, map points
// and map config, the piles, a pile with its stock, a batch, and the inventory. In between, about
// one write per ten reads, as the field entries send them (with an Idempotency-Key): a delivery
// with a photo (POST /file, then the delivery), a dynamic load test with its printout image, a
// capture of processed material, and an order update. 50 connections for 60 s.
//
// Side by side in the same run, the floor (site-day-server.mjs): bare Fastify that makes one
// `SELECT 1` (reads) or one committed single-row INSERT (writes) through a pool of 10 and sends as
// many bytes as the app sent for that request type, on the same mix, connections and slices. App
// and floor take turns in SITE_DAY_ROUNDS slices. Afterwards each request type is sent alone a few
// times to count its statements and their time and the server's CPU for it (all threads, and the
// main thread alone); the table lists the types by their share of the mix's server CPU (decision
// 0757). Targets (issue 40): every read p99 < 100 ms, every
// write p99 < 250 ms, whole-mix throughput ≥ 0.10 × the floor's, no answer other than 2xx/304.
//
// SITE_DAY_SECONDS (default 60, per side), SITE_DAY_ROUNDS (3), SITE_DAY_MAX_REQUESTS (per side),
// SITE_DAY_CPU_PROF=<dir> (a V8 CPU profile of the server during each app slice, for
// bench/cpu-profile-summary.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import {
  captureBrokenMaterialSchema,
  deliverySchema,
  dynamicLoadAnalysisCreateSchema,
  orderPhases,
  updateOrderSchema,
} from '@baustellendoku/domain';
import { dynamicPayload, multipartBody } from '../apps/server/src/test/fixtures.js';
import { ACCEPT_ENCODING, loadAverage, withLargeDatabase } from './side-by-side.js';
import { printTable } from './table.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.SITE_DAY_SECONDS ?? 60);
const ROUNDS = Number(process.env.SITE_DAY_ROUNDS ?? 3);
const SLICE_MS = (SECONDS / ROUNDS) * 1000;
const WARM_UP_MS = Number(process.env.SITE_DAY_WARM_UP_SECONDS ?? 5) * 1000;
const MAX_REQUESTS = Number(process.env.SITE_DAY_MAX_REQUESTS ?? 5_000_000);
/** One write per this many reads. */
const READS_PER_WRITE = 10;
export const SITE_DAY_TARGET = { readP99Ms: 100, writeP99Ms: 250, ratio: 0.1 };

type ProjectInfo = {
  projectId: string;
  features: string[];
  readOrders: string[];
  deliveryOrders: string[];
  editOrders: string[];
  piles: { pileId: string; batchId: string; capture: boolean }[];
};
type DayUser = { cookie: string; role: string; projects: ProjectInfo[] };
type ServerInfo = {
  appUrl: string;
  floorUrl: string;
  users: DayUser[];
  orderFields: Record<string, Record<string, unknown>>;
  projects: number;
};
type Side = 'app' | 'floor';
type Kind = 'read' | 'write';

/** What one side measured: latencies per request type, and the time and CPU of its slices. */
class Tally {
  latencies = new Map<string, number[]>();
  kinds = new Map<string, Kind>();
  examples = new Map<string, string>();
  errors: string[] = [];
  errorCount = 0;
  requests = 0;
  milliseconds = 0;
  cpuMicroseconds = 0;
  mainThreadMicroseconds = 0;
  backendTicks = 0;
  record(type: string, kind: Kind, example: string, milliseconds: number) {
    let list = this.latencies.get(type);
    if (!list) {
      this.latencies.set(type, (list = []));
      this.kinds.set(type, kind);
      this.examples.set(type, example);
    }
    list.push(milliseconds);
    this.requests += 1;
  }
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]) => percentile(values, 50);

class Stop extends Error {}

/** Wire bytes of the app's answers per type: the floor sends as many. */
const appSizes = new Map<string, number[]>();
const sizeFor = (type: string) => Math.round(median(appSizes.get(type) ?? [2])) || 2;
const agents = {
  app: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }),
  floor: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }),
};

type Send = (
  type: string,
  kind: Kind,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options?: { status?: number; headers?: Record<string, string>; body?: Buffer; json?: unknown },
) => Promise<unknown>;

/** A request sender for one side, measuring into `tally` until `deadline` or the count limit. */
function sender(
  side: Side,
  base: string,
  cookie: () => string,
  tally: Tally | undefined,
  deadline: number,
  observe?: (type: string, milliseconds: number) => Promise<void>,
  before?: () => Promise<void>,
): Send {
  return async (type, kind, method, url, options = {}) => {
    if (Date.now() >= deadline || (tally && tally.requests >= MAX_REQUESTS)) throw new Stop();
    const status = options.status ?? (method === 'POST' ? 201 : 200);
    const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': ACCEPT_ENCODING,
      cookie: cookie(),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(body ? { 'content-length': String(body.length) } : {}),
      ...options.headers,
    };
    if (side === 'floor') {
      headers['x-floor-bytes'] = String(sizeFor(type));
      headers['x-floor-status'] = String(status);
    }
    await before?.();
    const started = performance.now();
    const answer = await new Promise<{ status: number; body: Buffer; encoding?: string }>((resolve, reject) => {
      const request = http.request(
        `${base}/backend/api${url}`,
        { method, headers, agent: agents[side] },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              encoding: response.headers['content-encoding'],
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    const milliseconds = performance.now() - started;
    const example = `${method} ${url
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')
      .replace(/&projectId=\{id\}|projectId=\{id\}&?/, '')
      .replace(/\?$/, '')}`;
    if (answer.status !== status && answer.status !== 304 && !(answer.status >= 200 && answer.status < 300)) {
      if (tally) {
        tally.errorCount += 1;
        if (tally.errors.length < 5)
          tally.errors.push(`${example}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
      }
      return undefined;
    }
    tally?.record(type, kind, example, milliseconds);
    if (side === 'app') {
      let sizes = appSizes.get(type);
      if (!sizes) appSizes.set(type, (sizes = []));
      if (sizes.length < 200) sizes.push(answer.body.length);
    }
    await observe?.(type, milliseconds);
    if (side === 'floor' || kind === 'read') return undefined;
    const plain =
      answer.encoding === 'br'
        ? zlib.brotliDecompressSync(answer.body)
        : answer.encoding === 'gzip'
          ? zlib.gunzipSync(answer.body)
          : answer.body;
    return JSON.parse(plain.toString());
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const someOf = <T>(values: T[], seed: number): T | undefined =>
  values.length > 0 ? values[Math.abs(seed) % values.length] : undefined;

/** The count of reads and writes of one side: a write comes when reads reach ten per write. */
type Mix = { reads: number; writes: number };
/** One step of a day: a screen's request, or a moment at which the user may write. */
type Step = { read: (send: Send) => Promise<unknown> } | { writeAt: ProjectInfo };

/** One user's day: the screens of each of their projects in turn, a chance to write after each. */
function dayOf(user: DayUser, seed: number): Step[] {
  const steps: Step[] = [];
  const read = (type: string, url: string) => steps.push({ read: (send: Send) => send(type, 'read', 'GET', url) });
  for (const project of user.projects) {
    const p = project.projectId;
    const soil = project.features.includes('mounting-documentation');
    const ebv = project.features.includes('ebv');
    const writeAt = () => steps.push({ writeAt: project });
    // Dashboard: the project, the open tasks for the user's roles, the latest ten entries.
    read('project', `/project/${p}`);
    read('tasks', `/task/${p}?${new URLSearchParams({ 'roles[]': user.role })}`);
    read('dashboardHistory', `/history/${p}?skip=0&limit=10`);
    writeAt();
    if (soil) {
      // The orders page: its three groups, page one each, and the admissibility marks.
      for (const phase of orderPhases) read('ordersPage', `/order?skip=0&limit=51&projectId=${p}&phase=${phase}`);
      read('admissibility', `/project/${p}/admissibility/overview`);
      const order = someOf(project.readOrders, seed);
      if (order) read('order', `/order/${order}`);
      writeAt();
    }
    // The history page, scrolled three pages (100 entries each and one more to see a next page).
    for (const skip of [0, 100, 200]) read('historyPage', `/history/${p}?skip=${skip}&limit=101`);
    writeAt();
    if (soil) {
      read('dynamicTestsPage', `/dynamic-load-analysis?skip=0&limit=51&projectId=${p}`);
      read('dynamicTestPoints', `/dynamic-load-analysis/points?projectId=${p}`);
      read('publicConfig', '/public-config');
      writeAt();
    }
    const pile = someOf(project.piles, seed);
    if (ebv && pile) {
      read('piles', `/wrecking-pile?skip=0&limit=999999&projectId=${p}`);
      read('pile', `/wrecking-pile/${pile.pileId}`);
      read('pileStock', `/wrecking-pile-inventory?skip=0&limit=1&projectId=${p}&wreckingPileId=${pile.pileId}`);
      read('batch', `/wrecking-pile/${pile.pileId}/batch/${pile.batchId}`);
      read('inventoryPage', `/wrecking-pile-inventory?skip=0&limit=11&projectId=${p}`);
      writeAt();
    }
  }
  return steps;
}

/**
 * Where a connection is in its users' days; it goes on there in the next slice, so every screen
 * gets its share however short the slices are.
 */
type Cursor = { user: number; steps: Step[]; position: number };

/** Runs one step. Writes owed by users who may not write fall to the next who may (at most three in a row). */
async function runStep(step: Step, user: DayUser, send: Send, info: ServerInfo, photo: Buffer, mix: Mix, seed: number) {
  if ('read' in step) {
    await step.read(send);
    mix.reads += 1;
    return;
  }
  const writes = writesOf(user, step.writeAt, info);
  for (let turn = 0; turn < 3 && writes.length > 0; turn++) {
    if (mix.reads < (mix.writes + 1) * READS_PER_WRITE) return;
    await someOf(writes, seed + turn)!(send, photo, seed + turn);
    mix.writes += 1;
  }
}

type Write = (send: Send, photo: Buffer, seed: number) => Promise<void>;

/** A photo as the web uploads it (multipart field "file"); the floor's answer stands in for the file. */
async function upload(send: Send, photo: Buffer, kind: '' | '?kind=image') {
  const form = multipartBody('file', 'foto.jpg', photo, 'image/jpeg');
  const answer = (await send('file', 'write', 'POST', `/file${kind}`, {
    body: form.body,
    headers: { 'content-type': form.contentType },
  })) as { id: string; fileName: string; url: string } | undefined;
  return answer ?? { id: randomUUID(), fileName: 'foto.jpg', url: '/backend/api/file/floor' };
}

/** The writes the user's role may make in the project (the rule table, packages/domain). */
function writesOf(user: DayUser, project: ProjectInfo, info: ServerInfo): Write[] {
  const writes: Write[] = [];
  const recordedAt = () => new Date(Date.now() - 60_000).toISOString();
  const soil = project.features.includes('mounting-documentation');
  if (soil && user.role === 'foreman') {
    if (project.deliveryOrders.length > 0)
      writes.push(async (send, photo, seed) => {
        const slip = await upload(send, photo, '');
        const orderId = someOf(project.deliveryOrders, seed)!;
        const body = deliverySchema.parse({
          deliveryDate: today(),
          amountInTons: '1.5',
          reference: `LS-${seed}`,
          attachmentDocuments: [slip],
          recordedAt: recordedAt(),
        });
        await send('delivery', 'write', 'POST', `/order/${orderId}/delivery`, {
          json: { ...body, recordedAt: recordedAt() },
          headers: { 'idempotency-key': randomUUID() },
        });
      });
    writes.push(async (send, photo, seed) => {
      const printout = await upload(send, photo, '?kind=image');
      // The tests' payload, on the big project's site and at another grid field each time.
      const body = dynamicLoadAnalysisCreateSchema.parse({
        projectId: project.projectId,
        ...dynamicPayload(printout.id, {
          gridField: `C${1 + (seed % 12)}/${String(1 + (seed % 40)).padStart(2, '0')}`,
          analysedAt: new Date(Date.now() - 3600_000).toISOString(),
          latitude: 53.507 + (seed % 50) / 10_000,
          longitude: 9.999 + (seed % 80) / 10_000,
        }),
        recordedAt: recordedAt(),
      });
      await send('dynamicTest', 'write', 'POST', '/dynamic-load-analysis', {
        json: { ...body, recordedAt: recordedAt() },
        headers: { 'idempotency-key': randomUUID() },
      });
    });
  }
  if (soil && user.role === 'project_manager' && project.editOrders.length > 0)
    writes.push(async (send, _photo, seed) => {
      const orderId = someOf(project.editOrders, seed)!;
      const body = updateOrderSchema.parse({ ...info.orderFields[orderId], comment: `Baustellentag ${seed}` });
      await send('orderUpdate', 'write', 'PUT', `/order/${orderId}`, { json: body, status: 200 });
    });
  const capturable = project.piles.filter((pile) => pile.capture);
  if (project.features.includes('ebv') && user.role === 'machinist' && capturable.length > 0)
    writes.push(async (send, _photo, seed) => {
      const pile = someOf(capturable, seed)!;
      const body = captureBrokenMaterialSchema.parse({ amountInTons: '1', recordedAt: recordedAt() });
      await send('capture', 'write', 'POST', `/wrecking-pile/${pile.pileId}/capture-broken-material`, {
        json: { ...body, recordedAt: recordedAt() },
        headers: { 'idempotency-key': randomUUID() },
        status: 200,
      });
    });
  return writes;
}

function cpuOf(child: ChildProcess): Promise<{
  cpuMicroseconds: number;
  mainThreadMicroseconds: number;
  backends: Record<Side, Record<string, number>>;
}> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as never));
    child.send('cpu');
  });
}
function ask<T>(child: ChildProcess, question: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as T));
    child.send(question);
  });
}

/** Clock ticks the backends of `side` spent between two readings (a backend that ended is lost). */
function ticksBetween(before: Record<string, number>, after: Record<string, number>) {
  let ticks = 0;
  for (const [pid, value] of Object.entries(after)) ticks += value - (before[pid] ?? 0);
  return ticks;
}

/** 50 connections, each going on with its users' days, for `milliseconds`. */
async function slice(
  child: ChildProcess,
  side: Side,
  run: { info: ServerInfo; photo: Buffer; cursors: Cursor[]; mix: Mix },
  milliseconds: number,
  tally: Tally | undefined,
) {
  const { info, photo, cursors, mix } = run;
  const before = await cpuOf(child);
  const started = performance.now();
  const deadline = Date.now() + milliseconds;
  const base = side === 'app' ? info.appUrl : info.floorUrl;
  await Promise.all(
    cursors.map(async (cursor) => {
      try {
        for (;;) {
          if (cursor.position >= cursor.steps.length) {
            cursor.user += CONNECTIONS;
            cursor.steps = dayOf(info.users[cursor.user % info.users.length]!, cursor.user);
            cursor.position = 0;
          }
          const user = info.users[cursor.user % info.users.length]!;
          const send = sender(side, base, () => user.cookie, tally, deadline);
          await runStep(cursor.steps[cursor.position]!, user, send, info, photo, mix, cursor.user + cursor.position);
          cursor.position += 1;
        }
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
    }),
  );
  const after = await cpuOf(child);
  if (tally) {
    tally.milliseconds += performance.now() - started;
    tally.cpuMicroseconds += after.cpuMicroseconds - before.cpuMicroseconds;
    tally.mainThreadMicroseconds += after.mainThreadMicroseconds - before.mainThreadMicroseconds;
    tally.backendTicks += ticksBetween(before.backends[side], after.backends[side]);
  }
}

/**
 * Each connection's first user and day, the connections starting at different screens: a slow run
 * gets through a few steps per connection only, and every screen still gets its share.
 */
const startingCursors = (info: ServerInfo): Cursor[] =>
  Array.from({ length: CONNECTIONS }, (_, connection) => {
    const steps = dayOf(info.users[connection % info.users.length]!, connection);
    return { user: connection, steps, position: (connection * 7) % steps.length };
  });

/** Each statement of the alone pass (by request type and text): its times in ms. */
const slowStatements = new Map<string, number[]>();

/** Each request type alone, a few times: its statements, their time and its latency unloaded. */
async function statementsPerType(child: ChildProcess, info: ServerInfo, photo: Buffer) {
  const found = new Map<
    string,
    {
      statements: number[];
      databaseMs: number[];
      latencyMs: number[];
      cpuMicroseconds: number[];
      mainThreadMicroseconds: number[];
    }
  >();
  const deadline = Date.now() + 30_000;
  const mix: Mix = { reads: 0, writes: 0 };
  try {
    for (let next = 0; next < info.users.length; next += 7) {
      const user = info.users[next]!;
      const send = sender(
        'app',
        info.appUrl,
        () => user.cookie,
        undefined,
        deadline,
        async (type, milliseconds) => {
          const counted = await ask<{
            count: number;
            microseconds: number;
            slowest: { text: string; microseconds: number }[];
            cpuMicroseconds: number;
            mainThreadMicroseconds: number;
          }>(child, 'statements');
          for (const statement of counted.slowest) {
            const key = `${type}: ${statement.text}`;
            slowStatements.set(key, [...(slowStatements.get(key) ?? []), statement.microseconds / 1000]);
          }
          let entry = found.get(type);
          if (!entry)
            found.set(
              type,
              (entry = {
                statements: [],
                databaseMs: [],
                latencyMs: [],
                cpuMicroseconds: [],
                mainThreadMicroseconds: [],
              }),
            );
          entry.statements.push(counted.count);
          entry.cpuMicroseconds.push(counted.cpuMicroseconds);
          entry.mainThreadMicroseconds.push(counted.mainThreadMicroseconds);
          entry.databaseMs.push(counted.microseconds / 1000);
          entry.latencyMs.push(milliseconds);
        },
        async () => void (await ask(child, 'statements-reset')),
      );
      const steps = dayOf(user, next);
      for (const [position, step] of steps.entries())
        await runStep(step, user, send, info, photo, mix, next + position);
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return found;
}

async function siteDay(databaseUrl: string): Promise<number> {
  const cpuProfile = process.env.SITE_DAY_CPU_PROF;
  const child = fork(path.join(import.meta.dirname, 'site-day-server.mjs'), [], {
    // The server's own flags (npm start, production); SITE_DAY_SEMI_SPACE_MB tries another young generation.
    execArgv: process.env.SITE_DAY_SEMI_SPACE_MB
      ? [
          ...serverNodeFlags.filter((flag) => !flag.startsWith('--max-semi-space-size')),
          `--max-semi-space-size=${process.env.SITE_DAY_SEMI_SPACE_MB}`,
        ]
      : serverNodeFlags,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
  });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`site-day server exited with ${code}`)));
    child.once('message', (message) => resolve(message as ServerInfo));
  });
  // A small photo of a delivery slip (JPEG, as a phone's camera sends, only smaller).
  const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#8a7f70' } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const app = new Tally();
  const floor = new Tally();
  const loadBefore = loadAverage();
  const clientBefore = process.cpuUsage();
  let statements: Awaited<ReturnType<typeof statementsPerType>>;
  // Each side goes through the same days from the same start, with its own count of the mix.
  const runs = {
    app: { info, photo, cursors: startingCursors(info), mix: { reads: 0, writes: 0 } },
    floor: { info, photo, cursors: startingCursors(info), mix: { reads: 0, writes: 0 } },
  };
  try {
    // Unmeasured warm-up: V8 compiles the app's paths; the floor learns the app's answer sizes.
    await slice(child, 'app', runs.app, WARM_UP_MS, undefined);
    await slice(child, 'floor', runs.floor, WARM_UP_MS, undefined);
    for (let round = 0; round < ROUNDS; round++) {
      if (cpuProfile) await ask(child, 'profile-start');
      await slice(child, 'app', runs.app, SLICE_MS, app);
      if (cpuProfile) console.log(`CPU-Profil: ${(await ask<{ file: string }>(child, 'profile-stop')).file}`);
      await slice(child, 'floor', runs.floor, SLICE_MS, floor);
    }
    statements = await statementsPerType(child, info, photo);
  } finally {
    child.kill('SIGTERM');
    const stubborn = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(stubborn);
  }
  const client = process.cpuUsage(clientBefore);

  const rows: Record<string, string | number>[] = [];
  let misses = 0;
  const kilobytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
  // Each type's share of the mix's server CPU: its CPU alone (median) × how often the mix sent it.
  const cpuAlone = (type: string) => median(statements.get(type)?.cpuMicroseconds ?? []);
  const weighted = (type: string) => (cpuAlone(type) || 0) * (app.latencies.get(type)?.length ?? 0);
  const mixCpuAlone = [...app.latencies.keys()].reduce((sum, type) => sum + weighted(type), 0);
  // Largest share of the server's CPU first.
  for (const [type, latencies] of [...app.latencies].sort(([a], [b]) => weighted(b) - weighted(a))) {
    const kind = app.kinds.get(type)!;
    const p99 = percentile(latencies, 99);
    const limit = kind === 'read' ? SITE_DAY_TARGET.readP99Ms : SITE_DAY_TARGET.writeP99Ms;
    if (p99 >= limit) misses += 1;
    const alone = statements.get(type);
    const floorLatencies = floor.latencies.get(type) ?? [];
    rows.push({
      request: `${app.examples.get(type)!.slice(0, 72)}`,
      count: latencies.length.toLocaleString('en'),
      sent: kilobytes(sizeFor(type)),
      'app p50 / p99 ms': `${percentile(latencies, 50).toFixed(0)} / ${p99.toFixed(0)}`,
      'floor p50 / p99 ms': `${percentile(floorLatencies, 50).toFixed(0)} / ${percentile(floorLatencies, 99).toFixed(0)}`,
      'alone: statements / db ms / ms': alone
        ? `${median(alone.statements)} / ${median(alone.databaseMs).toFixed(1)} / ${median(alone.latencyMs).toFixed(1)}`
        : '–',
      'server CPU µs alone / share / of it main thread': alone
        ? `${Math.round(cpuAlone(type)).toLocaleString('en')} / ${((100 * weighted(type)) / Math.max(1, mixCpuAlone)).toFixed(1)} % / ${Math.round(median(alone.mainThreadMicroseconds)).toLocaleString('en')}`
        : '–',
      target: p99 < limit ? 'erfüllt' : `verfehlt (p99 < ${limit} ms)`,
    });
  }
  printTable(rows);
  const rps = (tally: Tally) => tally.requests / (tally.milliseconds / 1000);
  const ratio = rps(app) / rps(floor);
  if (ratio < SITE_DAY_TARGET.ratio) misses += 1;
  const perRequest = (microseconds: number, tally: Tally) => Math.round(microseconds / Math.max(1, tally.requests));
  const tickMicroseconds = 1_000_000 / 100; // USER_HZ
  const writes = [...app.kinds].filter(([, kind]) => kind === 'write').map(([type]) => app.latencies.get(type)!.length);
  const writeCount = writes.reduce((sum, count) => sum + count, 0);
  printTable([
    {
      side: 'app',
      requests: app.requests.toLocaleString('en'),
      'req/s (whole mix)': Math.round(rps(app)).toLocaleString('en'),
      'writes of all': `${((100 * writeCount) / Math.max(1, app.requests)).toFixed(1)} %`,
      'CPU µs/req server': perRequest(app.cpuMicroseconds, app).toLocaleString('en'),
      'of it main thread': perRequest(app.mainThreadMicroseconds, app).toLocaleString('en'),
      'CPU µs/req PostgreSQL': perRequest(app.backendTicks * tickMicroseconds, app).toLocaleString('en'),
      errors: app.errorCount,
      'answer cache hits': 'n/a',
    },
    {
      side: 'floor',
      requests: floor.requests.toLocaleString('en'),
      'req/s (whole mix)': Math.round(rps(floor)).toLocaleString('en'),
      'writes of all': '(same mix)',
      'CPU µs/req server': perRequest(floor.cpuMicroseconds, floor).toLocaleString('en'),
      'of it main thread': perRequest(floor.mainThreadMicroseconds, floor).toLocaleString('en'),
      'CPU µs/req PostgreSQL': perRequest(floor.backendTicks * tickMicroseconds, floor).toLocaleString('en'),
      errors: floor.errorCount,
      'answer cache hits': '–',
    },
  ]);
  console.log(
    `Server-CPU je Anfrage aus den Arten allein, mit dem Mix gewichtet: ` +
      `${Math.round(mixCpuAlone / Math.max(1, app.requests)).toLocaleString('en')} µs ` +
      `(im Mix gemessen: ${perRequest(app.cpuMicroseconds, app).toLocaleString('en')} µs).`,
  );
  console.log('Die langsamsten Anweisungen (jede Art allein, Median):');
  printTable(
    [...slowStatements]
      .map(([statement, times]) => ({ statement, times }))
      .sort((a, b) => median(b.times) - median(a.times))
      .slice(0, Number(process.env.SITE_DAY_SLOW_STATEMENTS ?? 12))
      .map(({ statement, times }) => ({ 'ms (median)': median(times).toFixed(1), n: times.length, statement })),
  );
  const met = ratio >= SITE_DAY_TARGET.ratio ? 'erfüllt' : `verfehlt (≥ ${SITE_DAY_TARGET.ratio})`;
  console.log(`App/Boden (Durchsatz des ganzen Mix): ${ratio.toFixed(3)} — ${met}`);
  for (const error of [...app.errors, ...floor.errors]) console.log(`Fehler: ${error}`);
  console.log(
    `${info.users.length} Nutzer in ${info.projects} Projekten, ${CONNECTIONS} Verbindungen, App und Boden je ` +
      `${ROUNDS} × ${(SLICE_MS / 1000).toFixed(0)} s abwechselnd; Load average (1 min) ${loadBefore} → ${loadAverage()}, ` +
      `${os.cpus().length} CPUs; Lastgenerator ${Math.round((client.user + client.system) / 1000).toLocaleString('en')} ms CPU; ` +
      `CPU PostgreSQL: /proc der Backends (Takt 10 ms); „alone“: jede Art allein, Median.`,
  );
  return misses > 0 || app.errorCount > 0 || floor.errorCount > 0 ? 1 : 0;
}

// The big project and 19 busy ones (a twentieth of its volumes each) are the day's 20 projects.
process.exit((await withLargeDatabase(siteDay, ['--busy-projects=19'])) ?? 0);
