// GET /backend/api/options through the whole app vs a bare Fastify route serving the same bytes
// from memory, measured alternately in one run (target ratio ≥ 0.8).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { printTable } from './table.js';

const ROUNDS = 3;
const SECONDS = 4;

const database = await openDatabase({});
await migrateDatabase(database);
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/bench-data', LOG_LEVEL: 'silent', PORT: '0' });
const app = await buildApp(config, { database, logger: false });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bytes = (await (await fetch(`${appUrl}/backend/api/options`)).text()).toString();

const bare = Fastify({ logger: false });
bare.get('/options', (_request, reply) => reply.header('Content-Type', 'application/json; charset=utf-8').send(bytes));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const appRps: number[] = [];
const bareRps: number[] = [];
await measure(`${appUrl}/backend/api/options`); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  bareRps.push(await measure(`${bareUrl}/options`));
  appRps.push(await measure(`${appUrl}/backend/api/options`));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ratio = median(appRps) / median(bareRps);
printTable([
  { subject: 'GET /backend/api/options (app)', 'req/s (median)': Math.round(median(appRps)), bytes: bytes.length },
  { subject: 'bare Fastify, same bytes', 'req/s (median)': Math.round(median(bareRps)), bytes: bytes.length },
  {
    subject: 'ratio app / bare',
    'req/s (median)': ratio.toFixed(2),
    bytes: ratio >= 0.8 ? 'ok (≥ 0.8)' : 'UNDER TARGET 0.8',
  },
]);
await app.close();
await bare.close();
await database.close();
