// The owner's handover pack (issue 36 item 2, decision 0622) of a project with 2,000 delivery
// notes, through the real app (`POST /backend/api/project/{id}/handover`: ZIP into the storage,
// every entry's SHA-256 on the way, manifest and its PDF), beside a plain copy of the same files
// (`copyFile`) on the same disk, alternating, in one run. Targets: copy time / pack time ≥ 0.5 and
// the server's RSS growth while packing < 150 MB (its peak, sampled every 10 ms from
// /proc/<pid>/status, over its RSS before the first pack). The server runs in its own process on
// compiled code with the production V8 flags, on a throw-away PostgreSQL database
// (BENCH_DATABASE_URL or TEST_DATABASE_URL).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import { loadAverage } from './side-by-side.js';
import { printTable } from './table.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_RATIO = 0.5;
const RSS_GROWTH_LIMIT_MB = 150;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log('Übersprungen: BENCH_DATABASE_URL oder TEST_DATABASE_URL (PostgreSQL) ist nicht gesetzt.');
  process.exit(0);
}
async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}
const benchDatabase = `bd_handover_bench_${process.pid}`;
await adminQuery(`create database ${benchDatabase}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${benchDatabase}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-handover-bench-'));

const rssMbOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const child = spawn(
  process.execPath,
  [
    ...serverNodeFlags,
    // HANDOVER_CPU_PROF=<dir>: a V8 CPU profile of the server (bench/cpu-profile-summary.ts reads it).
    ...(process.env.HANDOVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HANDOVER_CPU_PROF}`] : []),
    path.join(import.meta.dirname, 'handover-bench-server.mjs'),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl.toString(), BENCH_DATA_DIR: dataDir },
  },
);
let failed = false;
try {
  const info = await new Promise<{
    appUrl: string;
    cookie: string;
    projectId: string;
    paths: string[];
    totalBytes: number;
  }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
  });
  const pid = child.pid!;

  /** One handover pack through the app: seconds, the pack's size and the server's peak RSS. */
  async function pack() {
    let peak = rssMbOf(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMbOf(pid))), 10);
    const started = performance.now();
    const response = await fetch(`${info.appUrl}/backend/api/project/${info.projectId}/handover`, {
      method: 'POST',
      headers: { cookie: info.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: 'Stadt Norderstedt, Tiefbauamt', recipientRole: 'client' }),
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const body = (await response.json()) as { fileCount?: number };
    if (response.status !== 201) throw new Error(`handover: HTTP ${response.status} ${JSON.stringify(body)}`);
    return { seconds, files: body.fileCount!, peakRssMb: Math.max(peak, rssMbOf(pid)) };
  }

  /** The same files copied one after another (`copyFile`, the kernel's copy) on the same disk: no archive, no digest, no app. */
  async function copy() {
    const target = path.join(dataDir, 'copy');
    fs.mkdirSync(target);
    const started = performance.now();
    for (const [index, file] of info.paths.entries())
      await fs.promises.copyFile(file, path.join(target, String(index)));
    const seconds = (performance.now() - started) / 1000;
    fs.rmSync(target, { recursive: true });
    return seconds;
  }

  await copy(); // warms the page cache for both sides
  const idleRss = rssMbOf(pid);
  const packs: Awaited<ReturnType<typeof pack>>[] = [];
  const copies: number[] = [];
  // Each side starts with the disk written back (`sync`): otherwise the one measured second
  // pays for the other's dirty pages (a 512 MB pack or copy), and the ratio follows the order.
  const settled = <T>(measure: () => Promise<T>) => {
    execFileSync('sync');
    return measure();
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    copies.push(await settled(copy));
    packs.push(await settled(pack));
  }
  const copySeconds = median(copies);
  const packSeconds = median(packs.map((run) => run.seconds));
  const ratio = copySeconds / packSeconds;
  const growth = Math.max(...packs.map((run) => run.peakRssMb)) - idleRss;
  failed = ratio < TARGET_RATIO || growth >= RSS_GROWTH_LIMIT_MB || packs[0]!.files < info.paths.length;
  const megabytes = info.totalBytes / 1e6;
  printTable([
    {
      subject: `plain copy of the ${info.paths.length} delivery notes`,
      files: info.paths.length,
      MB: megabytes.toFixed(0),
      's (median)': copySeconds.toFixed(2),
      'MB/s': (megabytes / copySeconds).toFixed(0),
      'ratio (copy / pack)': '1.00',
      'server RSS growth MB': '–',
    },
    {
      subject: 'handover pack (ZIP, SHA-256 of each entry, manifest, PDF)',
      files: packs[0]!.files,
      MB: megabytes.toFixed(0),
      's (median)': packSeconds.toFixed(2),
      'MB/s': (megabytes / packSeconds).toFixed(0),
      'ratio (copy / pack)': `${ratio.toFixed(2)} ${ratio >= TARGET_RATIO ? 'ok' : `UNDER ${TARGET_RATIO}`}`,
      'server RSS growth MB': `${growth.toFixed(0)} ${growth < RSS_GROWTH_LIMIT_MB ? 'ok' : `OVER ${RSS_GROWTH_LIMIT_MB}`}`,
    },
  ]);
  console.log(
    `server idle RSS ${idleRss.toFixed(0)} MB before the first pack; ${ROUNDS} rounds, medians; load average ${loadAverage()} ` +
      '(the machine is shared: the ratio matters, the seconds move with the load).',
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await adminQuery(`drop database if exists ${benchDatabase} with (force)`);
}
process.exit(failed ? 1 : 0);
