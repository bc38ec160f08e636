// Child process of long-lists.bench.ts (plain JS on the compiled server, as `npm run bench` builds
// first): the real app with the built web app on PostgreSQL, with one project of 100,000 history
// entries and 2,000 orders (1,500 of them approved), written with set-based SQL. Prints one JSON
// line with the URL, the session cookie and the project, then serves.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrateDatabase } from '../apps/server/dist/db/migrate.js';
import { createBenchProject } from './bench-project.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL fehlt');
const HISTORY_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);

const database = await openDatabase({ databaseUrl });
await migrateDatabase(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', SEED_DEMO: 'never' });
const app = await buildApp(config, { database, logger: false });
const db = app.db;

const { user, project, cookie } = await createBenchProject(db, ['mounting-documentation']);

// Orders, newest last created: every fourth in review, the rest approved (the orders screen's
// first and second group). Each has its "created" entry among the history entries.
await db.execute(sql`
  insert into orders (project_id, order_number, material_origin, carrier, material_class,
    declared_quantity_in_tons, approval_by_appraiser_required, status, created_at, created_by)
  select ${project.id}, 'B-' || lpad(n::text, 5, '0'), 'Baugrube Los ' || (n % 40), 'Spedition ' || (n % 25),
    'bm_0_sand', 100, n % 4 = 0, case when n % 4 = 0 then 'in_review' else 'approved' end,
    now() - (${ORDERS} - n) * interval '1 hour', ${user.id}
  from generate_series(1, ${ORDERS}) as n`);
// History: order events with links, one a minute back from now; every tenth without originator.
await db.execute(sql`
  with numbered as (
    select id, order_number, row_number() over (order by created_at) as rn from orders where project_id = ${project.id})
  insert into history_events (project_id, type, variables, occurred_at, originator_id)
  select ${project.id}, 'order.created', jsonb_build_object('orderId', o.id, 'orderNumber', o.order_number),
    now() - n * interval '1 minute', case when n % 10 = 0 then null else ${user.id}::uuid end
  from generate_series(1, ${HISTORY_ENTRIES}) as n join numbered o on o.rn = n % ${ORDERS} + 1`);
await db.execute(sql`analyze`);

const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ appUrl, cookie, projectId: project.id }));
