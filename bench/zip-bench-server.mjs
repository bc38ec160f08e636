// Child process of zip.bench.ts (plain JS on the compiled server in apps/server/dist, as
// `npm run bench` builds first — tsx would add ~90 MB of transpiler memory): the real app (PGlite in memory, files on disk) with one project
// whose order carries FILES files of FILE_MB each, plus a bare HTTP server that copies the same
// files from disk to the socket (the baseline). Prints one JSON line with the URLs, then serves.
import fs from 'node:fs';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrateDatabase } from '../apps/server/dist/db/migrate.js';
import { files, orders } from '../apps/server/dist/db/schema/index.js';
import { createBenchProject, writeStoredFile } from './bench-project.mjs';

const [dataDir, fileCount = '200', fileMb = '5'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: zip-bench-server.mjs <dataDir> [files] [MB]');
const FILES = Number(fileCount);
const FILE_BYTES = Number(fileMb) * 1024 * 1024;

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {},
);
await migrateDatabase(database);
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', SEED_DEMO: 'never' });
const app = await buildApp(config, { database, logger: false });
const db = app.db;

const { user, project, cookie } = await createBenchProject(db, ['mounting-documentation']);

// Random content (incompressible like real PDFs and photos); each file differs in its first bytes.
// Written from a function so the 5 MB source buffer is garbage once the files exist: the bench
// measures the server, not its own set-up.
const paths = [];
const rows = [];
writeFiles();
function writeFiles() {
  const body = randomBytes(FILE_BYTES);
  for (let index = 0; index < FILES; index += 1) {
    const { id, storageKey, target } = writeStoredFile(dataDir, body);
    paths.push(target);
    rows.push({
      id,
      fileName: `Anlieferung ${index + 1} – Prüfbericht.pdf`,
      contentType: 'application/pdf',
      sizeInBytes: FILE_BYTES,
      storageKey,
      uploadedBy: user.id,
      projectId: project.id,
    });
  }
}
await db.insert(files).values(rows);
await db.insert(orders).values({
  projectId: project.id,
  orderNumber: 'BENCH-1',
  materialOrigin: 'Bench',
  carrier: 'Bench',
  materialClass: 'bm_0_sand',
  declaredQuantityInTons: '1000',
  approvalByAppraiserRequired: false,
  status: 'approved',
  attachmentFileIds: rows.map((row) => row.id),
});

const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// Baseline: the same files, one after another, from disk to the socket — no archive, no app.
const baseline = http.createServer(async (_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
  for (const file of paths) {
    for await (const chunk of fs.createReadStream(file)) {
      if (!response.write(chunk)) await once(response, 'drain');
    }
  }
  response.end();
});
await new Promise((resolve) => baseline.listen(0, '127.0.0.1', resolve));
const address = baseline.address();

console.log(
  JSON.stringify({
    appUrl,
    baselineUrl: `http://127.0.0.1:${address.port}/`,
    cookie,
    projectId: project.id,
    fileIds: rows.map((row) => row.id),
    totalBytes: FILES * FILE_BYTES,
  }),
);
process.on('SIGTERM', async () => {
  baseline.close();
  await app.close();
  await database.close();
  process.exit(0);
});
