// Webhook dispatch (issue 35 item 3, decision 0570). Part 1: 1,000 changes committed at 50 a second,
// each writing its history entry and — by the hook in `recordHistory` — its outbox row in the same
// transaction; the dispatcher started with the app sends them to a local receiver. Measured: the
// delay from each commit to its arrival (p50, p99; target p99 < 2 s) and the throughput; side by side
// in the same run, the baseline: plain POSTs of the same bodies to the same receiver at the same rate
// (send → arrival). Part 2: 1,000 deliveries to a receiver that answers 500: the resident memory
// while they fail (sampled every 100 ms; growth, not a target) and the app's answer time for a small
// request while the dispatcher works, beside the same requests with the dispatcher idle.
// PGlite in memory by default; BENCH_DATABASE_URL (a PostgreSQL server) runs it on a fresh database.
// The machine is shared: figures are noisy.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import {
  organizations,
  projects,
  webhookDeliveries,
  webhookSubscriptions,
} from '../apps/server/src/db/schema/index.js';
import { recordHistory } from '../apps/server/src/modules/history/index.js';
import { startWebhookReceiver } from '../apps/server/src/test/webhook-receiver.js';
import { printTable } from './table.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const RATE = 50;
const TARGET_P99_MS = 2000;

async function openBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase({}), drop: async () => {}, kind: 'PGlite (im Speicher)' };
  const name = `bench_webhooks_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString() }),
    kind: 'PostgreSQL',
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const database = await openBenchDatabase();
await migrateDatabase(database.handle);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-webhooks-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PORT: '0',
  APP_URL: 'http://localhost:3000',
  WEBHOOK_ALLOW_PRIVATE: '1',
  WEBHOOK_DISPATCHER: 'on',
});
const app = await buildApp(config, { database: database.handle, logger: false });
await app.ready();
const db = app.db;

const [organization] = await db.insert(organizations).values({ name: 'Bench' }).returning();
const [project] = await db.insert(projects).values({ organizationId: organization!.id, name: 'Bench' }).returning();
const projectId = project!.id;

async function subscribe(url: string) {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values({ projectId, url, events: ['delivery.recorded'], secret: 'whsec_bench' })
    .returning();
  return row!;
}

/** One committed change with its history entry (and so its outbox row); resolves after the commit. */
async function commitChange(index: number): Promise<number> {
  await db.transaction(async (tx) => {
    await recordHistory(tx, {
      projectId,
      type: historyEventTypes.deliveryRecorded,
      variables: { orderId: 'bench', deliveryId: `d-${index}`, orderNumber: 'B-1', amountInTons: '1' },
      originatorId: null,
    });
  });
  return Date.now();
}

/** Runs `act(i)` at RATE per second (each on its own schedule slot, not waiting for the previous). */
async function atRate(act: (index: number) => Promise<void>): Promise<void> {
  const start = performance.now();
  const running: Promise<void>[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const due = start + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(act(index));
  }
  await Promise.all(running);
}

// ── Part 1: commit → delivery, beside plain POSTs ───────────────────────────────────────────────
const receiver = await startWebhookReceiver({ keep: true });
await subscribe(receiver.url);
const committedAt = new Map<string, number>();
const arrivedAt = new Map<string, number>();
const indexOf = (body: string) => (JSON.parse(body) as { object: { id: string } }).object.id;
const poll = setInterval(() => {
  for (const entry of receiver.received.splice(0)) arrivedAt.set(indexOf(entry.body), entry.receivedAt);
}, 5);
const webhookStart = Date.now();
await atRate(async (index) => {
  committedAt.set(`d-${index}`, await commitChange(index));
});
while (arrivedAt.size < EVENTS) await sleep(20);
clearInterval(poll);
const webhookSeconds = (Math.max(...arrivedAt.values()) - webhookStart) / 1000;
const webhookDelays = [...committedAt].map(([id, at]) => arrivedAt.get(id)! - at);

// Baseline: the same bodies POSTed directly to the same receiver at the same rate.
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const sampleBody = JSON.stringify({
  id: randomUUID(),
  event: 'delivery.recorded',
  time: new Date().toISOString(),
  projectId,
  object: { type: 'delivery', id: 'd-0', link: `${config.APP_URL}/projects/${projectId}/orders/bench/delivery/d-0` },
});
const baselineDelays: number[] = [];
receiver.received.length = 0;
const baselineStart = performance.now();
await atRate(async () => {
  const sent = performance.now();
  await new Promise<void>((resolve, reject) => {
    const request = http.request(receiver.url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(sampleBody) },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.on('error', reject);
    request.end(sampleBody);
  });
  baselineDelays.push(performance.now() - sent);
});
const baselineSeconds = (performance.now() - baselineStart) / 1000;
agent.destroy();
await receiver.close();

// ── Part 2: 1,000 failing deliveries: memory and the app's answers ─────────────────────────────
const failing = await startWebhookReceiver({ keep: false });
failing.answer = 500;
const failingHook = await subscribe(failing.url);
// Only this subscription from now on.
await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.url, receiver.url));

async function appAnswerTimes(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/backend/api/public-config' });
    if (response.statusCode !== 200) throw new Error(`public-config: ${response.statusCode}`);
    times.push(performance.now() - started);
    await sleep(5);
  }
  return times;
}
const idleAnswers = await appAnswerTimes(200);
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const rss: number[] = [rssBefore];
const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 100);
const queueStart = performance.now();
for (let index = 0; index < EVENTS; index += 1) await commitChange(index);
const queueSeconds = (performance.now() - queueStart) / 1000;
const busyAnswersPromise = appAnswerTimes(200);
// Until every failing delivery was tried once (the next attempt is 30 s later).
for (;;) {
  const rows = await db
    .select({ attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, failingHook.id));
  if (rows.length === EVENTS && rows.every((row) => row.attempts >= 1)) break;
  await sleep(200);
}
const failSeconds = (performance.now() - queueStart) / 1000 - queueSeconds;
const busyAnswers = await busyAnswersPromise;
clearInterval(sampler);
const rssAfter = process.memoryUsage().rss;

printTable([
  {
    subject: `Webhook: Commit → Empfang (${EVENTS} bei ${RATE}/s, ${database.kind})`,
    'p50 ms': percentile(webhookDelays, 50).toFixed(0),
    'p99 ms': percentile(webhookDelays, 99).toFixed(0),
    'max ms': Math.max(...webhookDelays).toFixed(0),
    'Ereignisse/s': (EVENTS / webhookSeconds).toFixed(1),
    Ziel: percentile(webhookDelays, 99) < TARGET_P99_MS ? 'ok (p99 < 2 s)' : 'ÜBER ZIEL (p99 ≥ 2 s)',
  },
  {
    subject: 'Basis: direkter POST → Antwort, gleiche Rate',
    'p50 ms': percentile(baselineDelays, 50).toFixed(1),
    'p99 ms': percentile(baselineDelays, 99).toFixed(1),
    'max ms': Math.max(...baselineDelays).toFixed(1),
    'Ereignisse/s': (EVENTS / baselineSeconds).toFixed(1),
    Ziel: '–',
  },
]);
printTable([
  {
    subject: `${EVENTS} Zustellungen an einen Empfänger mit HTTP 500`,
    'RSS vorher MB': mb(rssBefore),
    'RSS max MB': mb(Math.max(...rss)),
    'RSS nachher MB': mb(rssAfter),
    'Zuwachs MB': mb(rssAfter - rssBefore),
    'einreihen s': queueSeconds.toFixed(1),
    'alle 1× versucht nach s': failSeconds.toFixed(1),
  },
]);
printTable([
  {
    subject: 'App-Antwort (GET public-config), Dispatcher untätig',
    'p50 ms': percentile(idleAnswers, 50).toFixed(1),
    'p99 ms': percentile(idleAnswers, 99).toFixed(1),
  },
  {
    subject: 'App-Antwort, während 1.000 Zustellungen scheitern',
    'p50 ms': percentile(busyAnswers, 50).toFixed(1),
    'p99 ms': percentile(busyAnswers, 99).toFixed(1),
  },
]);

await app.close();
await failing.close();
await database.handle.close();
await database.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
