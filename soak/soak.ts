// npm run soak (issue 12): the app under load and faults on PostgreSQL, as it runs in production
// (compiled server processes, production V8 flags), on a throwaway PostgreSQL cluster of its own.
//   1. Last: SOAK_USERS (50) users for SOAK_SECONDS (60) s (after 30 s warm-up) of mixed reads and writes.
//   2. PostgreSQL restarted during the load: fast German 503s, nothing half-written, recovery by itself.
//   3. Two instances on one database, started at once, behind a round-robin proxy.
//   4. File store faults during uploads: the disk store (instance of 1/2) and S3 (s3rver, instances of 3).
//   5. Backup and restore drill with `npm run backup` / `npm run restore`, PostgreSQL and embedded.
// Prints pass/fail per scenario and exits 1 if any failed. Figures are recorded in docs/operations.md.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import pg from 'pg';
import { apiMessages } from '@baustellendoku/domain';
import { checkBooks, readBooks } from './books.js';
import { startCluster, type Cluster } from './cluster.js';
import {
  findDemo,
  latencyTable,
  pileStock,
  runLoad,
  signIn,
  signInUsers,
  type Demo,
  type LoadResult,
  type Role,
  type Session,
} from './load.js';
import { freePort } from '../apps/server/src/test/free-port.js';
import { sampleRss, spawnApp, type AppProcess } from './processes.js';
import { startProxy } from './proxy.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const USERS = Number(process.env.SOAK_USERS ?? 50);
/** SOAK_PARTS=single,two,embedded (default all): one instance (1, 2, 4a, 5a), two instances (3, 4b), embedded (5b). */
const PARTS = new Set((process.env.SOAK_PARTS ?? 'single,two,embedded').split(','));
const SESSION_SECRET = 'soak-session-secret-0123456789-abcdefghijklmnop';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-soak-'));
const logDir = path.resolve('test-results/soak');
fs.rmSync(logDir, { recursive: true, force: true });
fs.mkdirSync(logDir, { recursive: true });

type Outcome = { name: string; passed: boolean; failures: string[]; facts: string[] };
const outcomes: Outcome[] = [];
const figures: Record<string, unknown> = {};

function report(name: string, failures: string[], facts: string[]) {
  outcomes.push({ name, passed: failures.length === 0, failures, facts });
  console.log(`\n${failures.length === 0 ? 'BESTANDEN      ' : 'NICHT BESTANDEN'}  ${name}`);
  for (const fact of facts) console.log(`    ${fact}`);
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (clock ticks of 1/100 s). */
const cpuSeconds = (pid: number | undefined) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const load1 = () => os.loadavg()[0]!.toFixed(1);

const errorsOf = (load: LoadResult) => load.samples.filter((sample) => sample.status < 200 || sample.status >= 300);
const describeErrors = (samples: LoadResult['samples']) => {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const key = `${sample.kind} ${sample.status} ${sample.message}`.slice(0, 160);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`);
};

function diskKeys(dataDir: string): Set<string> {
  const root = path.join(dataDir, 'files');
  const keys = new Set<string>();
  if (!fs.existsSync(root)) return keys;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !entry.name.endsWith('.partial')) {
      keys.add(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return keys;
}

/** Outage window checks: inside it only 503s with `allowed` messages, answered within `fastMs`; outside none. */
function judgeOutage(
  load: LoadResult,
  window: { from: number; to: number },
  allowed: string[],
  fastMs: number,
): { failures: string[]; facts: string[] } {
  const failures: string[] = [];
  const errors = errorsOf(load);
  const inside = errors.filter((s) => s.at + s.ms >= window.from && s.at <= window.to);
  const outside = errors.filter((s) => !inside.includes(s));
  const wrong = inside.filter((s) => s.status !== 503 || !allowed.includes(s.message));
  // Fast: a request that starts while the service is down gets its answer within `fastMs` (one that
  // was already running when it went down may have queued behind others before).
  const slow = inside.filter(
    (s) => s.at >= window.from && s.status === 503 && allowed.includes(s.message) && s.ms > fastMs,
  );
  const recovered = load.samples.filter((s) => s.at > window.to && s.status >= 200 && s.status < 300);
  const answered = inside.filter((s) => s.status === 503);
  const facts = [
    `Ausfall ${(window.from / 1000).toFixed(1)}–${(window.to / 1000).toFixed(1)} s: ${answered.length} Anfragen mit 503 „${allowed.join('“ / „')}“, längste der im Ausfall begonnenen ${Math.max(0, ...answered.filter((s) => s.at >= window.from).map((s) => s.ms))} ms`,
    `danach ${recovered.length} erfolgreiche Anfragen ohne Neustart der App`,
  ];
  if (outside.length > 0)
    failures.push(`${outside.length} Fehler außerhalb des Ausfalls: ${describeErrors(outside).join('; ')}`);
  if (wrong.length > 0)
    failures.push(
      `${wrong.length} Fehler im Ausfall ohne die deutsche 503-Meldung: ${describeErrors(wrong).join('; ')}`,
    );
  if (slow.length > 0) failures.push(`${slow.length} Anfragen im Ausfall langsamer als ${fastMs} ms beantwortet`);
  if (inside.length === 0) failures.push('Der Ausfall hat keine Anfrage getroffen (Last zu gering?)');
  if (recovered.length === 0) failures.push('Nach dem Ausfall keine erfolgreiche Anfrage');
  return { failures, facts };
}

function rssFacts(samples: [number, number][], warmUp: number) {
  const steady = samples.filter(([t]) => t >= warmUp);
  const first = steady.slice(0, Math.max(1, Math.floor(steady.length / 4)));
  const last = steady.slice(-Math.max(1, Math.floor(steady.length / 4)));
  const mean = (rows: [number, number][]) => rows.reduce((total, [, mb]) => total + mb, 0) / rows.length;
  return {
    start: samples[0]?.[1] ?? 0,
    peak: Math.max(...samples.map(([, mb]) => mb)),
    steadyFirst: mean(first),
    steadyLast: mean(last),
  };
}

async function storeKeysS3(endpoint: string): Promise<Set<string>> {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) keys.add(object.Key!);
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys;
}

const BUCKET = 'baustellendoku-soak';
async function startS3(directory: string, port: number) {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await server.run();
  return server;
}

// ---------------------------------------------------------------------------------------------

/** Scenario 1: the steady load. */
async function steadyLoad(app: AppProcess, databaseUrl: string, users: { session: Session; role: Role }[], demo: Demo) {
  // Warm-up (JIT, caches, pools, V8 heap sizing) under the same load, then the measured run.
  const warmUp = await runLoad({ baseUrl: app.url, users, seconds: 30, demo, noteBudgetTons: 30 });
  const before = await readBooks(databaseUrl, demo);
  const rss = sampleRss(app);
  const cpuBefore = cpuSeconds(app.child.pid);
  const loadBefore = load1();
  const load = await runLoad({ baseUrl: app.url, users, seconds: SECONDS, demo, noteBudgetTons: 120 });
  const samples = rss.stop();
  const cpu = cpuSeconds(app.child.pid) - cpuBefore;
  const afterBooks = await readBooks(databaseUrl, demo);
  const books = checkBooks(before, afterBooks, load, diskKeys(app.dataDir), true);
  const errors = [...errorsOf(warmUp), ...errorsOf(load)];
  const memory = rssFacts(samples, 0);
  const growth = memory.steadyLast - memory.steadyFirst;
  const failures = [...books.failures];
  if (errors.length > 0) failures.push(`${errors.length} Fehler: ${describeErrors(errors).join('; ')}`);
  // Flat: the last quarter of the measured minute at most 10 % (min. 20 MB) above its first quarter.
  const allowed = Math.max(20, memory.steadyFirst * 0.1);
  if (growth > allowed)
    failures.push(`RSS wächst nach dem Aufwärmen um ${growth.toFixed(0)} MB (erlaubt ${allowed.toFixed(0)} MB)`);

  const perSecond = (load.samples.length / SECONDS).toFixed(0);
  figures.steady = {
    latency: latencyTable(load.samples),
    memory,
    rss: samples,
    cpu,
    loadBefore,
    loadAfter: load1(),
    perSecond,
  };
  report(`1 Last: ${users.length} Nutzer, ${SECONDS} s gemischt lesen und schreiben`, failures, [
    ...latencyTable(load.samples),
    `${load.samples.length} Anfragen (${perSecond}/s), ${errors.length} Fehler; ${load.deliveries.length} Anlieferungen, ${load.notes.length} Lieferscheine (PDF), ${load.uploads.length} Uploads`,
    ...books.facts,
    `RSS Server nach 30 s Aufwärmen: ${memory.start.toFixed(0)} MB, Spitze ${memory.peak.toFixed(0)} MB, Mittel erstes → letztes Viertel ${memory.steadyFirst.toFixed(0)} → ${memory.steadyLast.toFixed(0)} MB`,
    `Maschine: Last ${loadBefore} → ${load1()} (2 Kerne, geteilt), Server-CPU ${cpu.toFixed(0)} s in ${SECONDS} s`,
  ]);
}

/** Scenario 2: PostgreSQL stops in the middle of the load and starts again 8 s later. */
async function databaseRestart(
  app: AppProcess,
  cluster: Cluster,
  databaseUrl: string,
  users: { session: Session; role: Role }[],
  demo: Demo,
) {
  const before = await readBooks(databaseUrl, demo);
  const pid = app.child.pid;
  const seconds = 40;
  const loadStarted = Date.now();
  let window = { from: 0, to: 0 };
  const [load] = await Promise.all([
    runLoad({ baseUrl: app.url, users, seconds, demo, noteBudgetTons: 60 }),
    (async () => {
      await sleep(12_000);
      const from = Date.now() - loadStarted;
      await cluster.stop();
      await sleep(8_000);
      await cluster.start();
      // Requests that were waiting for a connection when it came back finish within the pool timeout.
      window = { from, to: Date.now() - loadStarted + 1_000 };
    })(),
  ]);
  const outage = judgeOutage(load, window, [apiMessages.serviceUnavailable], 6_000);
  const books = checkBooks(before, await readBooks(databaseUrl, demo), load, diskKeys(app.dataDir), false);
  const failures = [...outage.failures, ...books.failures];
  if (app.child.exitCode !== null || app.child.pid !== pid) failures.push('Der Server ist abgestürzt');
  figures.restart = { latency: latencyTable(load.samples), outage: outage.facts };
  report('2 PostgreSQL-Neustart unter Last (8 s Ausfall)', failures, [
    ...outage.facts,
    ...latencyTable(load.samples),
    ...books.facts,
  ]);
}

/** Scenario 4 (disk): the files folder disappears for 8 s (an unmounted volume) during uploads. */
async function diskStoreFault(
  app: AppProcess,
  databaseUrl: string,
  users: { session: Session; role: Role }[],
  demo: Demo,
) {
  const before = await readBooks(databaseUrl, demo);
  const files = path.join(app.dataDir, 'files');
  const loadStarted = Date.now();
  let window = { from: 0, to: 0 };
  const [load] = await Promise.all([
    runLoad({ baseUrl: app.url, users, seconds: 30, demo, noteBudgetTons: 30, deliveryShare: 0.8 }),
    (async () => {
      await sleep(8_000);
      const from = Date.now() - loadStarted;
      fs.renameSync(files, `${files}.weg`);
      fs.writeFileSync(files, 'Der Datenträger ist nicht eingehängt.');
      await sleep(8_000);
      fs.rmSync(files);
      fs.renameSync(`${files}.weg`, files);
      window = { from, to: Date.now() - loadStarted };
    })(),
  ]);
  const outage = judgeOutage(load, window, [apiMessages.fileStoreWriteFailed, apiMessages.fileStoreUnavailable], 6_000);
  const books = checkBooks(before, await readBooks(databaseUrl, demo), load, diskKeys(app.dataDir), true);
  report(
    '4a Dateispeicher (Festplatte) 8 s nicht verfügbar während Uploads',
    [...outage.failures, ...books.failures],
    [...outage.facts, ...books.facts],
  );
}

// ---------------------------------------------------------------------------------------------

async function tableFingerprint(client: { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }) {
  const tables = (
    await client.query(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  ).rows.map((row) => String(row.table_name));
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await client.query(
      `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${table}" t`,
    );
    result[table] = String(rows[0]!.print);
  }
  return result;
}

function fileHashes(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const result: Record<string, string> = {};
  for (const key of diskKeys(dataDir)) {
    result[key] = createHash('sha256')
      .update(fs.readFileSync(path.join(root, key)))
      .digest('hex');
  }
  return result;
}

function npmRun(script: 'backup' | 'restore', directory: string, env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return execFileSync('npm', ['run', '--silent', script, '--', directory], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

const diffPrints = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] !== b[key]);

/** Scenario 5 on PostgreSQL: backup while the app runs, wipe database and files, restore (app stopped). */
async function backupDrillPostgres(app: AppProcess, cluster: Cluster, database: string) {
  const url = cluster.url(database);
  const target = path.join(work, 'backup-postgres');
  const env = { DATABASE_URL: url, DATA_DIR: app.dataDir };
  const printOf = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await tableFingerprint(client);
    } finally {
      await client.end();
    }
  };
  const backupLine = npmRun('backup', target, env);
  await app.stop();
  const rows = await printOf();
  const hashes = fileHashes(app.dataDir);
  await cluster.dropDatabase(database);
  await cluster.createDatabase(database);
  fs.rmSync(path.join(app.dataDir, 'files'), { recursive: true, force: true });
  const restoreLine = npmRun('restore', target, env);
  const tables = diffPrints(rows, await printOf());
  const files = diffPrints(hashes, fileHashes(app.dataDir));
  const failures = [
    ...(tables.length ? [`Tabellen weichen ab: ${tables.join(', ')}`] : []),
    ...(files.length ? [`${files.length} Dateien weichen ab`] : []),
  ];
  report('5a Sicherung und Wiederherstellung (PostgreSQL, npm run backup/restore)', failures, [
    backupLine,
    restoreLine,
    `${Object.keys(rows).length} Tabellen (Zeilen und Inhalt) und ${Object.keys(hashes).length} Dateien (SHA-256) gleich`,
  ]);
}

/** Scenario 5 embedded: a PGlite server with the demo data, stopped, backed up, wiped, restored, started. */
async function backupDrillEmbedded() {
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = path.join(work, 'embedded');
  const printOf = async () => {
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    try {
      return await tableFingerprint(db as unknown as Parameters<typeof tableFingerprint>[0]);
    } finally {
      await db.close();
    }
  };
  const start = async () => {
    const app = spawnApp({ name: 'eingebettet', port: await freePort(), dataDir, logDir, env: { SESSION_SECRET } });
    await app.ready();
    return app;
  };
  let app = await start();
  const session = await signIn(app.url, 'projektleiter@demo.example');
  await app.stop();
  const rows = await printOf();
  const hashes = fileHashes(dataDir);
  const target = path.join(work, 'backup-embedded');
  const backupLine = npmRun('backup', target, { DATA_DIR: dataDir });
  fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
  const restoreLine = npmRun('restore', target, { DATA_DIR: dataDir });
  const tables = diffPrints(rows, await printOf());
  const files = diffPrints(hashes, fileHashes(dataDir));
  app = await start();
  // The session of before the backup still signs in, and the project's data is there.
  const me = await fetch(`${app.url}/backend/api/project`, { headers: { cookie: session.cookie } });
  const projects = me.ok ? ((await me.json()) as { items: unknown[] }).items.length : 0;
  await app.stop();
  const failures = [
    ...(tables.length ? [`Tabellen weichen ab: ${tables.join(', ')}`] : []),
    ...(files.length ? [`${files.length} Dateien weichen ab`] : []),
    ...(projects === 2 ? [] : [`Nach der Wiederherstellung sieht der Projektleiter ${projects} statt 2 Projekte`]),
  ];
  report('5b Sicherung und Wiederherstellung (eingebettet, npm run backup/restore)', failures, [
    backupLine,
    restoreLine,
    `${Object.keys(rows).length} Tabellen und ${Object.keys(hashes).length} Dateien gleich; die App startet darauf, die alte Sitzung gilt`,
  ]);
}

// ---------------------------------------------------------------------------------------------

/** Scenario 3 and 4b: two instances on one database and one S3 store, behind a proxy. */
async function twoInstances(cluster: Cluster) {
  const databaseUrl = await cluster.createDatabase('soak_two');
  const s3Directory = path.join(work, 's3');
  const s3Port = await freePort();
  let s3 = await startS3(s3Directory, s3Port);
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    APP_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: '1',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  // Started at the same moment on an empty database: both migrate and seed if they may.
  const apps = await Promise.all(
    ['instanz-a', 'instanz-b'].map(async (name) =>
      spawnApp({ name, port: await freePort(), dataDir: path.join(work, name), logDir, env }),
    ),
  );
  const proxy = await startProxy(apps, proxyPort);
  try {
    await Promise.all(apps.map((app) => app.ready()));
    const failures: string[] = [];
    const facts: string[] = [];
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const migrations = Number((await client.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count);
    const journal = JSON.parse(fs.readFileSync('apps/server/drizzle/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    const users = (await client.query('select email from users')).rows.map((row) => String(row.email));
    await client.end();
    facts.push(
      `Migrationen: ${migrations} von ${journal.entries.length} einmal eingetragen; Demo-Nutzer: ${users.length}`,
    );
    if (migrations !== journal.entries.length)
      failures.push(`${migrations} Migrationen eingetragen, ${journal.entries.length} erwartet`);
    if (users.length !== new Set(users).size || users.length !== 7)
      failures.push(`Demo-Daten nicht genau einmal angelegt (${users.length} Nutzer)`);
    for (const app of apps) {
      const log = fs.readFileSync(app.logFile, 'utf8');
      if (/"level":(50|60)/.test(log)) failures.push(`${app.name} protokolliert Fehler beim Start (${app.logFile})`);
    }

    // A session opened through the proxy (callback on either instance) works on each instance directly.
    const manager = await signIn(proxy.url, 'projektleiter@demo.example');
    const whoAmI = await Promise.all(
      apps.map(async (app) => {
        const response = await fetch(`${app.url}/backend/api/me`, { headers: { cookie: manager.cookie } });
        return response.ok
          ? ((await response.json()) as { user: { emailAddress: string } }).user.emailAddress
          : `HTTP ${response.status}`;
      }),
    );
    facts.push(`Sitzung über den Proxy geöffnet; /me direkt auf A: ${whoAmI[0]}, auf B: ${whoAmI[1]}`);
    if (whoAmI.some((email) => email !== 'projektleiter@demo.example'))
      failures.push('Die Sitzung gilt nicht auf beiden Instanzen');

    const userSessions = await signInUsers(proxy.url, USERS);
    const demo = await findDemo(proxy.url, manager);
    const before = await readBooks(databaseUrl, demo);
    const servedBefore = [...proxy.served];
    const load = await runLoad({ baseUrl: proxy.url, users: userSessions, seconds: 30, demo, noteBudgetTons: 100 });
    const served = proxy.served.map((count, index) => count - servedBefore[index]!);
    const books = checkBooks(
      before,
      await readBooks(databaseUrl, demo),
      load,
      await storeKeysS3(env.S3_ENDPOINT),
      true,
    );
    const errors = errorsOf(load);
    if (errors.length > 0) failures.push(`${errors.length} Fehler: ${describeErrors(errors).join('; ')}`);
    if (served.some((count) => count === 0)) failures.push('Eine Instanz hat nichts beantwortet');
    failures.push(...books.failures);
    figures.twoInstances = { latency: latencyTable(load.samples), served };
    report('3 Zwei Instanzen, gleichzeitig gestartet, hinter einem Proxy (30 s Last)', failures, [
      ...facts,
      `Anfragen je Instanz: A ${served[0]}, B ${served[1]}`,
      ...latencyTable(load.samples),
      ...books.facts,
    ]);

    // 4b: S3 stops for 8 s while the foremen upload delivery slips.
    const beforeS3 = await readBooks(databaseUrl, demo);
    const loadStarted = Date.now();
    let window = { from: 0, to: 0 };
    const [s3Load] = await Promise.all([
      runLoad({ baseUrl: proxy.url, users: userSessions, seconds: 30, demo, noteBudgetTons: 30, deliveryShare: 0.8 }),
      (async () => {
        await sleep(8_000);
        const from = Date.now() - loadStarted;
        // Gone at once, like a crashed store: open connections are cut, new ones refused.
        (s3 as unknown as { httpServer: Server }).httpServer.closeAllConnections();
        await s3.close();
        await sleep(8_000);
        s3 = await startS3(s3Directory, s3Port);
        // The SDK retries a refused connection a few times before it gives up.
        window = { from, to: Date.now() - loadStarted + 2_000 };
      })(),
    ]);
    const outage = judgeOutage(
      s3Load,
      window,
      [apiMessages.fileStoreWriteFailed, apiMessages.fileStoreUnavailable],
      6_000,
    );
    const s3Books = checkBooks(
      beforeS3,
      await readBooks(databaseUrl, demo),
      s3Load,
      await storeKeysS3(env.S3_ENDPOINT),
      true,
    );
    report(
      '4b Dateispeicher (S3) 8 s nicht verfügbar während Uploads, zwei Instanzen',
      [...outage.failures, ...s3Books.failures],
      [...outage.facts, ...s3Books.facts],
    );
  } finally {
    await proxy.close();
    await Promise.all(apps.map((app) => app.stop()));
    await s3.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(
    `Soak: ${USERS} Nutzer, ${SECONDS} s; Protokolle in ${logDir}; Maschine: ${os.cpus().length} Kerne, Last ${load1()}`,
  );
  const cluster = await startCluster();
  console.log(`Eigener PostgreSQL-Cluster (${cluster.binDir}) auf Port ${cluster.port}`);
  try {
    if (PARTS.has('single')) await singleInstance(cluster);
    if (PARTS.has('two')) await twoInstances(cluster);
    if (PARTS.has('embedded')) await backupDrillEmbedded();
  } catch (error) {
    report('Soak abgebrochen', [error instanceof Error ? (error.stack ?? error.message) : String(error)], []);
  } finally {
    await cluster.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(logDir, 'results.json'), JSON.stringify({ outcomes, figures }, null, 2));
  console.log('\n=== Ergebnis ===');
  for (const outcome of outcomes)
    console.log(`${outcome.passed ? 'BESTANDEN      ' : 'NICHT BESTANDEN'}  ${outcome.name}`);
  process.exit(outcomes.every((outcome) => outcome.passed) ? 0 : 1);
}

/** Scenarios 1, 2, 4a and 5a on one instance with the disk store. */
async function singleInstance(cluster: Cluster) {
  const databaseUrl = await cluster.createDatabase('soak_single');
  const app = spawnApp({
    name: 'instanz-1',
    port: await freePort(),
    dataDir: path.join(work, 'instanz-1'),
    logDir,
    env: { DATABASE_URL: databaseUrl, SESSION_SECRET },
  });
  try {
    await app.ready();
    const users = await signInUsers(app.url, USERS);
    const manager = users.find((user) => user.role === 'manager')!.session;
    const demo = await findDemo(app.url, manager);
    console.log(`Demo-Projekt bereit; ${users.length} Nutzer angemeldet; Bestand ${demo.availableTons} t`);
    await steadyLoad(app, databaseUrl, users, demo);
    await databaseRestart(app, cluster, databaseUrl, users, demo);
    await diskStoreFault(app, databaseUrl, users, demo);
    const stock = await pileStock(app.url, manager, demo.projectId);
    console.log(`Bestand danach ${stock.availableTons} t`);
    await backupDrillPostgres(app, cluster, 'soak_single');
  } finally {
    await app.stop();
  }
}

await main();
