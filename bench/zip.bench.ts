// Project-documents ZIP (200 files × 5 MB) through the real app, against copying the same bytes
// from disk to a socket, in one run. Targets: peak RSS of the server process < 150 MB while
// zipping, and zip throughput ≥ half the copy throughput. The server runs in its own process
// (compiled code from apps/server/dist) so its memory is measured alone (/proc/<pid>/status,
// sampled every 10 ms).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import { printTable } from './table.js';

const FILES = Number(process.env.ZIP_BENCH_FILES ?? 200);
const FILE_MB = Number(process.env.ZIP_BENCH_FILE_MB ?? 5);
const ROUNDS = 3;
const RSS_LIMIT_MB = 150;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-zip-bench-'));

// A PostgreSQL server keeps the database out of the measured process (PGlite would run inside it
// and dominate its memory): a throw-away database on the server named by BENCH_DATABASE_URL or
// TEST_DATABASE_URL (CI sets it); PGlite only when neither is set.
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const benchDatabase = `bd_zip_bench_${process.pid}`;

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

let databaseUrl: string | undefined;
if (serverUrl) {
  await adminQuery(serverUrl, `create database ${benchDatabase}`);
  const target = new URL(serverUrl);
  target.pathname = `/${benchDatabase}`;
  databaseUrl = target.toString();
}

const child = spawn(
  process.execPath,
  // The same V8 flags as `npm start` and production, so the bench measures the server as it runs.
  [...serverNodeFlags, path.join(import.meta.dirname, 'zip-bench-server.mjs'), dataDir, String(FILES), String(FILE_MB)],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' } },
);
const info = await new Promise<{
  appUrl: string;
  baselineUrl: string;
  cookie: string;
  projectId: string;
  fileIds: string[];
  totalBytes: number;
}>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line));
  });
});

const rssMb = (field: 'VmRSS' | 'VmHWM') => {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return (
    Number(
      /\b(?:VmRSS|VmHWM):\s+(\d+)/.exec(status.split('\n').find((line) => line.startsWith(field)) ?? '')?.[1] ?? 0,
    ) / 1024
  );
};

/** Downloads `url` to nowhere; returns bytes, seconds and the server's peak RSS meanwhile. */
function download(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ bytes: number; seconds: number; peakRssMb: number }> {
  return new Promise((resolve, reject) => {
    let peak = rssMb('VmRSS');
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb('VmRSS'))), 10);
    const started = process.hrtime.bigint();
    http
      .get(url, { headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          clearInterval(sampler);
          resolve({
            bytes,
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            peakRssMb: Math.max(peak, rssMb('VmRSS')),
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function zipOnce() {
  const prepare = await fetch(`${info.appUrl}/backend/api/project-documentation/${info.projectId}/download`, {
    method: 'POST',
    headers: { cookie: info.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ files: info.fileIds }),
  });
  if (!prepare.ok) throw new Error(`prepare: HTTP ${prepare.status} ${await prepare.text()}`);
  const { url } = (await prepare.json()) as { url: string };
  return download(`${info.appUrl}${url}`, { cookie: info.cookie });
}

try {
  const idleRss = rssMb('VmRSS');
  await download(info.baselineUrl); // warm the page cache and both code paths
  await zipOnce();
  const copies = [];
  const zips = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    copies.push(await download(info.baselineUrl));
    zips.push(await zipOnce());
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const mbps = (run: { bytes: number; seconds: number }) => run.bytes / 1024 / 1024 / run.seconds;
  const copyMbps = median(copies.map(mbps));
  const zipMbps = median(zips.map(mbps));
  const copyPeak = Math.max(...copies.map((run) => run.peakRssMb));
  const zipPeak = Math.max(...zips.map((run) => run.peakRssMb));
  const ratio = zipMbps / copyMbps;
  const mb = (value: number) => value.toFixed(0);
  printTable([
    {
      subject: `copy ${FILES} × ${FILE_MB} MB disk → socket`,
      'MB/s (median)': mb(copyMbps),
      'bytes sent': copies[0]!.bytes,
      'server peak RSS MB': mb(copyPeak),
      'over idle MB': mb(copyPeak - idleRss),
    },
    {
      subject: 'ZIP via GET …/download/{token}',
      'MB/s (median)': mb(zipMbps),
      'bytes sent': zips[0]!.bytes,
      'server peak RSS MB': mb(zipPeak),
      'over idle MB': mb(zipPeak - idleRss),
    },
    {
      subject: 'zip / copy (targets: ≥ 0.5, RSS < 150 MB)',
      'MB/s (median)': ratio.toFixed(2),
      'bytes sent': ratio >= 0.5 ? 'ok' : 'UNDER TARGET',
      'server peak RSS MB': zipPeak < RSS_LIMIT_MB ? `ok (< ${RSS_LIMIT_MB})` : `OVER ${RSS_LIMIT_MB}`,
      'over idle MB': mb(zipPeak - copyPeak),
    },
  ]);
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL (outside the server process)' : 'PGlite embedded in the server process (its memory counts; set BENCH_DATABASE_URL)'}; ` +
      `RSS idle before the runs ${mb(idleRss)} MB (the app with all modules loaded, nothing downloading), lifetime peak ${mb(rssMb('VmHWM'))} MB.`,
  );
  // Zipping must stream: it may not need noticeably more memory than copying the same bytes.
  if (ratio < 0.5 || zipPeak - copyPeak > 32) process.exitCode = 1;
  if (zipPeak >= RSS_LIMIT_MB)
    console.log(
      `note: absolute peak ${mb(zipPeak)} MB ≥ ${RSS_LIMIT_MB} MB; the plain copy peaks at ${mb(copyPeak)} MB in the same process.`,
    );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${benchDatabase}`);
}
