// List exports (issue 35 item 4, decision 0600) on the large installation of `npm run seed:large`:
// the history's 100,000 entries and the 20,000 deliveries of the big project as CSV and XLSX
// through the real app, beside a plain `COPY (select … the same rows …) TO STDOUT` by psql, in
// one run. Targets: CSV ≥ 0.3 × the COPY's rows per second, XLSX ≥ 0.1 ×, and the server's RSS
// growth while exporting < 100 MB (sampled every 10 ms from /proc/<pid>/status). The server runs
// in its own process on compiled code, with the production V8 flags.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import { loadAverage, withLargeDatabase } from './side-by-side.js';
import { printTable } from './table.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_GROWTH_LIMIT_MB = 100;
const TARGETS = { csv: 0.3, xlsx: 0.1 } as const;

/** The same rows the exports write, for the COPY baseline (the export's columns, its order). */
const copyQueries = {
  history: (projectId: string) => `select h.recorded_at, h.occurred_at, h.type, h.variables,
      coalesce(u.first_name || ' ' || u.last_name, 'System')
    from history_events h left join users u on u.id = h.originator_id
    where h.project_id = '${projectId}' order by h.occurred_at desc, h.id desc`,
  deliveries: (projectId: string) => `select o.order_number, o.material_class, o.carrier, o.status, d.number,
      d.delivery_date, d.amount_in_tons, d.reference, d.comment, coalesce(d.recorded_at, d.created_at),
      (select u.first_name || ' ' || u.last_name from users u where u.id = d.created_by)
    from deliveries d join orders o on o.id = d.order_id
    where o.project_id = '${projectId}' order by o.created_at desc, o.id, d.number`,
};

const lists = {
  history: (projectId: string) => `/backend/api/history/${projectId}/export`,
  deliveries: (projectId: string) => `/backend/api/order/export?projectId=${projectId}&withDelivery=true`,
};

type Run = { bytes: number; seconds: number; rows: number; peakRssMb: number };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Downloads `url` to nowhere (no compression, as COPY sends plain bytes), with the server's peak RSS. */
function download(url: string, cookie: string, pid: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    let peak = rssMbOf(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMbOf(pid))), 10);
    const started = process.hrtime.bigint();
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'identity' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
        });
        response.on('end', () => {
          clearInterval(sampler);
          resolve({
            bytes,
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            rows: lines - 1,
            peakRssMb: Math.max(peak, rssMbOf(pid)),
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** psql's COPY … TO STDOUT of the same rows (CSV, `;`), to nowhere. */
function copy(databaseUrl: string, query: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const psql = spawn(
      'psql',
      [databaseUrl, '-X', '-q', '-c', `copy (${query}) to stdout with (format csv, delimiter ';')`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let bytes = 0;
    let rows = 0;
    psql.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) rows += 1;
    });
    psql.on('error', reject);
    psql.on('exit', (code) =>
      code === 0
        ? resolve({ bytes, rows, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakRssMb: 0 })
        : reject(new Error(`psql exited with ${code}`)),
    );
  });
}

const exitCode = await withLargeDatabase(async (databaseUrl) => {
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, path.join(import.meta.dirname, 'exports-bench-server.mjs')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    },
  );
  try {
    const info = await new Promise<{ appUrl: string; cookie: string; projectId: string }>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('{')) resolve(JSON.parse(line));
      });
    });
    const pid = child.pid!;
    const table: Record<string, string | number>[] = [];
    let failed = false;
    // Warm both code paths and the database's cache once.
    for (const list of Object.keys(lists) as (keyof typeof lists)[]) {
      await download(
        `${info.appUrl}${lists[list](info.projectId).replace('/export', '/export.csv')}`,
        info.cookie,
        pid,
      );
      await copy(databaseUrl, copyQueries[list](info.projectId));
    }
    const idleRss = rssMbOf(pid);
    for (const list of Object.keys(lists) as (keyof typeof lists)[]) {
      const copies: Run[] = [];
      const runs = { csv: [] as Run[], xlsx: [] as Run[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        copies.push(await copy(databaseUrl, copyQueries[list](info.projectId)));
        for (const format of ['csv', 'xlsx'] as const)
          runs[format].push(
            await download(
              `${info.appUrl}${lists[list](info.projectId).replace('/export', `/export.${format}`)}`,
              info.cookie,
              pid,
            ),
          );
      }
      const copySeconds = median(copies.map((run) => run.seconds));
      const rows = copies[0]!.rows;
      table.push({
        subject: `${list}: COPY … TO STDOUT (psql)`,
        rows,
        'MB sent': (copies[0]!.bytes / 1e6).toFixed(1),
        's (median)': copySeconds.toFixed(2),
        'rows/s': Math.round(rows / copySeconds),
        'ratio to COPY': '1.00',
        'server RSS growth MB': '–',
      });
      for (const format of ['csv', 'xlsx'] as const) {
        const seconds = median(runs[format].map((run) => run.seconds));
        const ratio = copySeconds / seconds;
        const growth = Math.max(...runs[format].map((run) => run.peakRssMb)) - idleRss;
        const ok = ratio >= TARGETS[format] && growth < RSS_GROWTH_LIMIT_MB;
        if (!ok) failed = true;
        table.push({
          subject: `${list}: export.${format}`,
          rows: format === 'csv' ? runs.csv[0]!.rows : rows,
          'MB sent': (runs[format][0]!.bytes / 1e6).toFixed(1),
          's (median)': seconds.toFixed(2),
          'rows/s': Math.round(rows / seconds),
          'ratio to COPY': `${ratio.toFixed(2)} ${ratio >= TARGETS[format] ? 'ok' : `UNDER ${TARGETS[format]}`}`,
          'server RSS growth MB': `${growth.toFixed(0)} ${growth < RSS_GROWTH_LIMIT_MB ? 'ok' : `OVER ${RSS_GROWTH_LIMIT_MB}`}`,
        });
      }
      if (runs.csv[0]!.rows !== rows) {
        console.log(`${list}: CSV has ${runs.csv[0]!.rows} rows, COPY ${rows}`);
        failed = true;
      }
    }
    printTable(table);
    console.log(
      `server idle RSS ${idleRss.toFixed(0)} MB before the runs; ${ROUNDS} rounds, medians; load average ${loadAverage()} ` +
        '(the machine is shared: the ratios matter, the seconds move with the load).',
    );
    return failed ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
});
process.exit(exitCode ?? 0);
