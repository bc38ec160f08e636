// The side-by-side measurement of the benches on the large installation (issue "Years of data"):
// each request of the app and the floor (one `SELECT 1` through a pool of the app's size, then the
// same bytes; bench/large-bench-server.mjs) at 50 connections with autocannon, one after the other
// in one run, so load on the shared machine affects both alike. The data: BENCH_LARGE_DATABASE_URL
// (a database `npm run seed:large` filled), or a database this run creates from TEST_DATABASE_URL
// (or BENCH_DATABASE_URL), fills with seed:large and drops again.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { printTable } from './table.js';

export const TARGET = { ratio: 0.33, p99Ms: 100 };
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
/** App and floor alternate this many times per request, each for DURATION_S / ROUNDS seconds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLICE_S = Math.max(1, Math.round(DURATION_S / ROUNDS));
const CONNECTIONS = 50;
/**
 * What Chromium sends: the screens' requests come compressed (issue "Fast on a site phone"), and
 * the floor sends the same compressed bytes. BENCH_ACCEPT_ENCODING=identity measures them plain.
 */
export const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const root = path.resolve(import.meta.dirname, '..');

export type BenchRequest = {
  /** A request name of large-bench-server.mjs. */
  name: string;
  /** Whether the target applies (not to the spec's whole-list answers of megabytes). */
  target: boolean;
};

type ServerInfo = {
  appUrl: string;
  floorUrl: string;
  cookie: string;
  requests: Record<string, string>;
  sizes: Record<string, number>;
  /** The bytes sent (compressed when accepted). */
  wireSizes: Record<string, number>;
};

export const loadAverage = () => os.loadavg()[0]!.toFixed(1);

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}

/**
 * A database with the large installation for `run`: the given one, or a fresh one seeded (with
 * `seedArguments` for seed:large) and dropped after.
 */
export async function withLargeDatabase<T>(
  run: (url: string) => Promise<T>,
  seedArguments: string[] = [],
): Promise<T | undefined> {
  if (process.env.BENCH_LARGE_DATABASE_URL) return run(process.env.BENCH_LARGE_DATABASE_URL);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('Übersprungen: BENCH_LARGE_DATABASE_URL oder TEST_DATABASE_URL (PostgreSQL) ist nicht gesetzt.');
    return undefined;
  }
  const name = `bd_large_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await adminQuery(serverUrl, `create database ${name}`);
  try {
    console.log(`seed:large in ${name} …`);
    const seeded = spawnSync(
      process.execPath,
      [path.join(root, 'apps/server/dist/db/seed-large-cli.js'), ...seedArguments],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          DATA_DIR: os.tmpdir(),
          DEV_IDP: '1',
          NODE_ENV: 'development',
        },
      },
    );
    if (seeded.status !== 0) throw new Error('seed:large ist fehlgeschlagen');
    await adminQuery(url.toString(), 'analyze');
    return await run(url.toString());
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

type Measurement = { requests: number; seconds: number; cpuMicroseconds: number; p50: number[]; p99: number[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One slice of autocannon against `url`, with the server's CPU time spent meanwhile. */
async function slice(child: ChildProcess, url: string, seconds: number, into: Measurement, headers = {}) {
  const before = await cpuOf(child);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  into.cpuMicroseconds += (await cpuOf(child)) - before;
  into.requests += result.requests.total;
  into.seconds += seconds;
  into.p50.push(result.latency.p50);
  into.p99.push(result.latency.p99);
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve((message as { cpuMicroseconds: number }).cpuMicroseconds));
    child.send('cpu');
  });
}

/** Runs the requests side by side with the floor and prints the table; the exit code says whether every target was met. */
export async function benchSideBySide(all: BenchRequest[]): Promise<number> {
  // BENCH_ONLY=project,order measures only those requests (while working on them).
  const only = process.env.BENCH_ONLY?.split(',');
  const requests = only ? all.filter((request) => only.includes(request.name)) : all;
  const failed = await withLargeDatabase(async (databaseUrl) => {
    const child = fork(path.join(import.meta.dirname, 'large-bench-server.mjs'), [], {
      execArgv: ['--max-semi-space-size=4'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_REQUESTS: requests.map((r) => r.name).join(','),
        BENCH_ACCEPT_ENCODING: ACCEPT_ENCODING,
      },
    });
    const info = await new Promise<ServerInfo>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      child.once('message', (message) => resolve(message as ServerInfo));
    });
    const rows: Record<string, string | number>[] = [];
    let misses = 0;
    const loadBefore = loadAverage();
    try {
      for (const { name, target } of requests) {
        const route = info.requests[name]!;
        const app: Measurement = { requests: 0, seconds: 0, cpuMicroseconds: 0, p50: [], p99: [] };
        const floor: Measurement = { requests: 0, seconds: 0, cpuMicroseconds: 0, p50: [], p99: [] };
        // One unmeasured second each first: the app's code paths of this request are compiled and
        // optimized by V8 before they are measured, as the floor's one route is after its first turn.
        const warmUp: Measurement = { requests: 0, seconds: 0, cpuMicroseconds: 0, p50: [], p99: [] };
        await slice(child, `${info.appUrl}${route}`, 1, warmUp, { cookie: info.cookie });
        await slice(child, `${info.floorUrl}/floor/${name}`, 1, warmUp);
        // App and floor take turns in short slices, so a change of load on the shared machine
        // falls on both alike.
        for (let round = 0; round < ROUNDS; round++) {
          await slice(child, `${info.appUrl}${route}`, SLICE_S, app, { cookie: info.cookie });
          // autocannon stops sending but the app may still work off queued requests (same process
          // as the floor): one more request waits behind them, so the floor starts on a quiet process.
          await fetch(`${info.appUrl}${route}`, {
            headers: { cookie: info.cookie, 'accept-encoding': ACCEPT_ENCODING },
          }).then((response) => response.arrayBuffer());
          await slice(child, `${info.floorUrl}/floor/${name}`, SLICE_S, floor);
        }
        const rps = (measurement: Measurement) => measurement.requests / measurement.seconds;
        const cpu = (measurement: Measurement) =>
          measurement.requests > 0 ? Math.round(measurement.cpuMicroseconds / measurement.requests) : NaN;
        const ratio = rps(app) / rps(floor);
        const p99 = median(app.p99);
        const met = ratio >= TARGET.ratio && p99 < TARGET.p99Ms;
        if (target && !met) misses += 1;
        const size = info.sizes[name]!;
        const kilobytes = (bytes: number) =>
          bytes < 10_240 ? `${(bytes / 1024).toFixed(1)} KB` : `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
        rows.push({
          request: route
            .replace('/backend/api', '')
            .replace(/[0-9a-f-]{36}/g, '{id}')
            .replace('&projectId={id}', ''),
          size: kilobytes(size),
          sent: kilobytes(info.wireSizes[name]!),
          'app req/s': Math.round(rps(app)).toLocaleString('en'),
          'p50 / p99 ms': `${median(app.p50)} / ${p99}`,
          'floor req/s': Math.round(rps(floor)).toLocaleString('en'),
          ratio: ratio.toFixed(2),
          'CPU µs/req app / floor': `${cpu(app).toLocaleString('en')} / ${cpu(floor).toLocaleString('en')}`,
          target: !target
            ? '(ganze Liste)'
            : met
              ? 'erfüllt'
              : `verfehlt (≥ ${TARGET.ratio}, p99 < ${TARGET.p99Ms} ms)`,
        });
      }
    } finally {
      child.kill('SIGTERM');
      // Answers still being written (a whole list to 50 connections) may hold the close up.
      const stubborn = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await new Promise((resolve) => child.once('exit', resolve));
      clearTimeout(stubborn);
    }
    printTable(rows);
    console.log(
      `Load average (1 min) ${loadBefore} → ${loadAverage()}, ${os.cpus().length} CPUs; je Anfrage App und Boden ` +
        `abwechselnd ${ROUNDS} × ${SLICE_S} s; p50/p99: Median der Runden; CPU: Serverprozess ohne Datenbank.`,
    );
    return misses;
  });
  return failed === undefined ? 0 : failed > 0 ? 1 : 0;
}
