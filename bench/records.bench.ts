// Records that last (issue 36): verifying a project's history chain of 100,000 entries (the large
// installation's history) beside a plain SELECT of the same rows through the same driver, in one
// run. Target: select time / verification time ≥ 0.3 (verification at most ~3.3 × the read).
// Also reported: the resident memory each adds over the process before it (sampled every 10 ms),
// and the backfill that chains the entries (what a migration of an existing installation costs).
// The database: a throw-away PostgreSQL database on BENCH_DATABASE_URL or TEST_DATABASE_URL,
// PGlite in memory when neither is set. The machine is shared: read the ratio, not the seconds.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { historyEvents, organizations, projects, users } from '../apps/server/src/db/schema/index.js';
import { backfillHistoryChains } from '../apps/server/src/lib/history-chain.js';
import { verifyProjectChain } from '../apps/server/src/modules/history/history-chain.service.js';
import { printTable } from './table.js';

const ENTRIES = Number(process.env.RECORDS_BENCH_ENTRIES ?? 100_000);
const ROUNDS = 3;
const TARGET = 0.3;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const benchDatabase = `bd_records_bench_${process.pid}`;
async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}
let databaseUrl: string | undefined;
if (serverUrl) {
  await adminQuery(serverUrl, `create database ${benchDatabase}`);
  const target = new URL(serverUrl);
  target.pathname = `/${benchDatabase}`;
  databaseUrl = target.toString();
}

const rssMb = () => process.memoryUsage().rss / 1_048_576;
/** Runs `work`, returning seconds and the peak RSS growth over the start (MB). */
async function measure(work: () => Promise<unknown>) {
  global.gc?.();
  const start = rssMb();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
  const began = performance.now();
  await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  return { seconds, growthMb: Math.max(peak, rssMb()) - start };
}

const handle = await openDatabase({ databaseUrl });
try {
  await migrateDatabase(handle);
  const db = handle.db;
  const [organization] = await db.insert(organizations).values({ name: 'Bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({ type: 'staff', email: 'bench@example.org', firstName: 'Bench', lastName: 'Nutzer', isAdmin: true })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ organizationId: organization!.id, name: 'Großprojekt' })
    .returning();
  const projectId = project!.id;
  // Entries like the large seed's: a type, a few variables, an originator, one per minute.
  await db.execute(sql`
    insert into history_events (project_id, type, variables, originator_id, occurred_at)
    select ${projectId}, 'order.delivery_recorded',
      jsonb_build_object('orderNumber', 'B-' || (i % 2000), 'deliveryNumber', i, 'amountInTons', (i % 400) / 10.0),
      ${user!.id}, timestamptz '2021-01-01' + i * interval '1 minute'
    from generate_series(1, ${ENTRIES}) as i`);
  const backfill = await measure(() => backfillHistoryChains(db));

  const plainSelect = () => db.select().from(historyEvents).where(eq(historyEvents.projectId, projectId));
  const selects: Awaited<ReturnType<typeof measure>>[] = [];
  const verifications: Awaited<ReturnType<typeof measure>>[] = [];
  let intact = true;
  for (let round = 0; round < ROUNDS; round += 1) {
    selects.push(await measure(plainSelect));
    verifications.push(
      await measure(async () => {
        const report = await verifyProjectChain(db, projectId);
        intact &&= report?.intact === true && report.entries === ENTRIES;
      }),
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const selectSeconds = median(selects.map((run) => run.seconds));
  const verifySeconds = median(verifications.map((run) => run.seconds));
  const ratio = selectSeconds / verifySeconds;
  printTable([
    {
      subject: `plain SELECT of ${ENTRIES} history rows`,
      'seconds (median of 3)': selectSeconds.toFixed(3),
      'RSS growth MB (max)': Math.max(...selects.map((run) => run.growthMb)).toFixed(0),
    },
    {
      subject: `verify the chain of ${ENTRIES} entries`,
      'seconds (median of 3)': verifySeconds.toFixed(3),
      'RSS growth MB (max)': Math.max(...verifications.map((run) => run.growthMb)).toFixed(0),
    },
    {
      subject: `select / verify (target ≥ ${TARGET})`,
      'seconds (median of 3)': ratio.toFixed(2),
      'RSS growth MB (max)': ratio >= TARGET && intact ? 'ok' : 'UNDER TARGET OR BROKEN',
    },
    {
      subject: `backfill: chain ${ENTRIES} unchained entries (once)`,
      'seconds (median of 3)': backfill.seconds.toFixed(3),
      'RSS growth MB (max)': backfill.growthMb.toFixed(0),
    },
  ]);
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL' : 'PGlite in this process'}; load average ${process.platform === 'linux' ? (await import('node:os')).loadavg()[0]!.toFixed(1) : '?'} (shared machine).`,
  );
  if (ratio < TARGET || !intact) process.exitCode = 1;
} finally {
  await handle.close();
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${benchDatabase}`);
}
