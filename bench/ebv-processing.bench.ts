// Recycled material at scale (issue "Recycled material II", benchmark): a project with 200 piles,
// 5,000 batches and 50,000 captures on PostgreSQL; the overview, the inventory, a pile and a batch
// as the screens call them, each at 50 concurrent connections, side by side in one run with the
// floor of "Years of data" (one `SELECT 1` through a pool of the app's size, then the same bytes).
// Targets: ≥ 0.33 × the floor's requests per second and p99 < 100 ms.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import { printTable } from './table.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log('Übersprungen: BENCH_DATABASE_URL oder TEST_DATABASE_URL (PostgreSQL) ist nicht gesetzt.');
  process.exit(0);
}
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET = { ratio: 0.33, p99Ms: 100 };

const benchDatabase = `bd_ebv_bench_${process.pid}`;
async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}
await adminQuery(`create database ${benchDatabase}`);
const target = new URL(serverUrl);
target.pathname = `/${benchDatabase}`;

const child = spawn(
  process.execPath,
  [...serverNodeFlags, path.join(import.meta.dirname, 'ebv-processing-bench-server.mjs')],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATABASE_URL: target.toString() },
  },
);
type Info = {
  appUrl: string;
  floorUrl: string;
  cookie: string;
  paths: Record<string, string>;
  sizes: Record<string, number>;
};
const info = await new Promise<Info>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line));
  });
});

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const rows: Record<string, string | number>[] = [];
let failed = 0;
try {
  for (const [name, route] of Object.entries(info.paths)) {
    const app = await measure(`${info.appUrl}${route}`, { cookie: info.cookie });
    // autocannon stops sending but the app may still work off queued requests (same process as the
    // floor): one more request waits behind them, so the floor is measured on a quiet process.
    await fetch(`${info.appUrl}${route}`, { headers: { cookie: info.cookie } }).then((response) =>
      response.arrayBuffer(),
    );
    const floor = await measure(`${info.floorUrl}/floor/${name}`);
    const ratio = app.rps / floor.rps;
    const ok = ratio >= TARGET.ratio && app.p99 < TARGET.p99Ms;
    if (!ok) failed += 1;
    rows.push({
      request: route.replace(/\?.*/, '').replace(/[0-9a-f-]{36}/g, '{id}'),
      size: `${Math.round(info.sizes[name]! / 1024)} KB`,
      'app req/s': Math.round(app.rps),
      'p50 / p99 ms': `${app.p50} / ${app.p99}`,
      'floor req/s': Math.round(floor.rps),
      ratio: ratio.toFixed(2),
      target: ok ? 'erfüllt' : `verfehlt (≥ ${TARGET.ratio}, p99 < ${TARGET.p99Ms} ms)`,
    });
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await adminQuery(`drop database ${benchDatabase} with (force)`);
}
printTable(rows);
process.exit(failed > 0 ? 1 : 0);
