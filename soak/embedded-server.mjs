// Child process of soak/embedded-memory.ts: the compiled app on embedded PGlite (DATA_DIR; or on
// PostgreSQL with DATABASE_URL) with
// the demo data, as `npm start` runs it, plus a way to look inside: on the stdin line "measure" it
// collects garbage (--expose-gc) and prints process.memoryUsage() and the size of PGlite's
// WebAssembly memory as one JSON line; "snapshot <file>" writes a V8 heap snapshot.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrateDatabase } from '../apps/server/dist/db/migrate.js';
import { seedDemoDataIfEmpty } from '../apps/server/dist/db/seed-if-empty.js';

const [dataDir, port] = process.argv.slice(2);
// With DATABASE_URL the same app on PostgreSQL, for comparison (no PGlite in the process).
const pglite = process.env.DATABASE_URL ? null : await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
const database = await openDatabase(pglite ? { pglite } : { databaseUrl: process.env.DATABASE_URL });
await migrateDatabase(database);
const config = loadConfig({
  NODE_ENV: 'production',
  DEV_IDP: '1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: port,
  APP_URL: `http://127.0.0.1:${port}`,
  SESSION_SECRET: 'soak-session-secret-0123456789-abcdefghijklmnop',
});
const app = await buildApp(config, { database });
await seedDemoDataIfEmpty(app);
await app.listen({ port: Number(port), host: '127.0.0.1' });

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Resident part of PGlite's WebAssembly memory: the anonymous mapping of exactly its size. */
function wasmResidentMb(bytes) {
  let resident = 0;
  let match = false;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) match = Number(BigInt(`0x${range[2]}`) - BigInt(`0x${range[1]}`)) === bytes;
    else if (match && line.startsWith('Rss:')) resident += Number(/(\d+)/.exec(line)[1]) / 1024;
  }
  return Math.round(resident);
}
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'measure') {
    globalThis.gc();
    const usage = process.memoryUsage();
    console.log(
      JSON.stringify({
        rss: mb(usage.rss),
        heapUsed: mb(usage.heapUsed),
        heapTotal: mb(usage.heapTotal),
        external: mb(usage.external),
        arrayBuffers: mb(usage.arrayBuffers),
        // PGlite's WebAssembly linear memory (PostgreSQL's shared buffers, caches, work memory).
        wasm: pglite ? mb(pglite.mod.HEAPU8.buffer.byteLength) : 0,
        wasmResident: pglite ? wasmResidentMb(pglite.mod.HEAPU8.buffer.byteLength) : 0,
      }),
    );
  } else if (line.startsWith('snapshot ')) {
    console.log(JSON.stringify({ snapshot: v8.writeHeapSnapshot(line.slice('snapshot '.length)) }));
  }
});
console.log(JSON.stringify({ ready: true }));
