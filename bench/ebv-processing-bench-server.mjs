// Child process of ebv-processing.bench.ts (plain JS on the compiled server, as `npm run bench`
// builds first): the real app on PostgreSQL with one project of 200 piles, 5,000 batches (half
// analysed, so the inventory has stock) and 50,000 captures, written with set-based SQL; plus the
// floor of the issue "Years of data": a bare Fastify route that awaits one `SELECT 1` through a
// pool of the app's size (10) and then sends the bytes the app answered for the same request.
// Prints one JSON line with the URLs, then serves.
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrateDatabase } from '../apps/server/dist/db/migrate.js';
import { createBenchProject } from './bench-project.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL fehlt');
const PILES = 200;
const BATCHES_PER_PILE = 25;
const CAPTURES_PER_BATCH = 10;

const database = await openDatabase({ databaseUrl });
await migrateDatabase(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', SEED_DEMO: 'never' });
const app = await buildApp(config, { database, logger: false });
const db = app.db;

const { user, project, cookie } = await createBenchProject(db, ['ebv']);

// Set-based inserts: machine and settings, piles in `breaking`, their batches (all full, every
// second one analysed RC-1 0/32 and completed), ten captures per batch.
await db.execute(sql`
  with machine as (insert into machines (name) values ('Brecher Bench') returning id)
  insert into ebv_feature_settings (project_id, grain_size_and_qualities, machine_ids, expected_quantity_in_tons, sampling_interval_in_tons)
  select ${project.id}, array['rc_1_0_32'], array[machine.id], 100000, 500 from machine`);
await db.execute(sql`
  insert into wrecking_piles (project_id, name, machine_id, expected_mass_of_raw_material_in_tons,
    expected_grain_size_and_quality, disposal_code, status, created_by)
  select ${project.id}, 'Miete ' || n, (select machine_ids[1] from ebv_feature_settings where project_id = ${project.id}),
    12500, 'rc_1_0_32', '17 01 07', 'breaking', ${user.id}
  from generate_series(1, ${PILES}) as n`);
await db.execute(sql`
  insert into breaking_batches (wrecking_pile_id, number, size_in_tons, amount_in_tons, status, analytic_status)
  select pile.id, n, 500, 500, 'completely_broken', case when n % 2 = 0 then 'completed' else 'open' end
  from wrecking_piles pile, generate_series(1, ${BATCHES_PER_PILE}) as n
  where pile.project_id = ${project.id}`);
await db.execute(sql`
  insert into batch_analytics (batch_id, sampling_date, grain_size_and_quality, material_class_footnotes,
    is_operational_assessment_required, created_by)
  select batch.id, current_date, 'rc_1_0_32', array['keine'], false, ${user.id}
  from breaking_batches batch join wrecking_piles pile on pile.id = batch.wrecking_pile_id
  where pile.project_id = ${project.id} and batch.analytic_status = 'completed'`);
await db.execute(sql`
  insert into broken_material_captures (batch_id, amount_in_tons, created_by)
  select batch.id, 50, ${user.id}
  from breaking_batches batch join wrecking_piles pile on pile.id = batch.wrecking_pile_id,
    generate_series(1, ${CAPTURES_PER_BATCH})
  where pile.project_id = ${project.id}`);
await db.execute(sql`analyze`);

const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const { rows: piles } = await new pg.Client({ connectionString: databaseUrl }).connect().then(async (client) => {
  const result = await client.query(
    `select pile.id as "pileId", (select id from breaking_batches where wrecking_pile_id = pile.id and number = 2) as "batchId"
     from wrecking_piles pile where project_id = $1 order by name limit 1`,
    [project.id],
  );
  await client.end();
  return result;
});
const { pileId, batchId } = piles[0];
const paths = {
  overview: `/backend/api/wrecking-pile-overview?skip=0&limit=999999&projectId=${project.id}`,
  inventory: `/backend/api/wrecking-pile-inventory?skip=0&limit=999999&projectId=${project.id}`,
  pile: `/backend/api/wrecking-pile/${pileId}`,
  batch: `/backend/api/wrecking-pile/${pileId}/batch/${batchId}`,
};

// The floor: the same bytes (and encoding) the app sent, after one database round trip.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const floor = Fastify({ logger: false });
const answers = new Map();
for (const [name, path] of Object.entries(paths)) {
  const response = await fetch(`${appUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  answers.set(name, {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? 'application/json',
  });
}
floor.get('/floor/:name', async (request, reply) => {
  await pool.query('select 1');
  const answer = answers.get(request.params.name);
  return reply.type(answer.type).send(answer.body);
});
const floorUrl = await floor.listen({ host: '127.0.0.1', port: 0 });
console.log(
  JSON.stringify({
    appUrl,
    floorUrl,
    cookie,
    paths,
    sizes: Object.fromEntries([...answers].map(([n, a]) => [n, a.body.length])),
  }),
);
