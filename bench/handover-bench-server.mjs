// Child process of handover.bench.ts (plain JS on the compiled server in apps/server/dist, as
// `npm run bench` builds first): the real app as in production on a throw-away PostgreSQL database,
// files on disk in BENCH_DATA_DIR, with one project whose order has NOTES deliveries, each with its
// delivery note of NOTE_KB (random bytes: incompressible like scanned slips and PDFs with images).
// Prints one JSON line with the app's URL, the cookie, the project and the note files' paths.
import { randomBytes } from 'node:crypto';
import { deliveries, files, orders } from '../apps/server/dist/db/schema/index.js';
import { createBenchProject, openProductionApp, writeStoredFile } from './bench-project.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!databaseUrl || !dataDir) throw new Error('BENCH_DATABASE_URL und BENCH_DATA_DIR fehlen');
const NOTES = Number(process.env.HANDOVER_BENCH_NOTES ?? 2000);
const NOTE_BYTES = Number(process.env.HANDOVER_BENCH_NOTE_KB ?? 250) * 1024;

const app = await openProductionApp(databaseUrl);
const db = app.db;
const { user, project, cookie } = await createBenchProject(db, ['mounting-documentation']);
const [order] = await db
  .insert(orders)
  .values({
    projectId: project.id,
    orderNumber: 'BENCH-1',
    materialOrigin: 'Bench',
    carrier: 'Bench',
    materialClass: 'bm_0_sand',
    declaredQuantityInTons: '50000',
    approvalByAppraiserRequired: false,
    status: 'in_delivery',
  })
  .returning();

// Written from a function so the source buffer is garbage once the files exist: the bench measures
// the server, not its own set-up.
const paths = [];
await writeNotes();
async function writeNotes() {
  const body = randomBytes(NOTE_BYTES);
  for (let first = 0; first < NOTES; first += 500) {
    const fileRows = [];
    const deliveryRows = [];
    for (let index = first; index < Math.min(first + 500, NOTES); index += 1) {
      const { id, storageKey, target } = writeStoredFile(dataDir, body);
      paths.push(target);
      fileRows.push({
        id,
        fileName: `Lieferschein ${index + 1}.pdf`,
        contentType: 'application/pdf',
        sizeInBytes: NOTE_BYTES,
        storageKey,
        uploadedBy: user.id,
        projectId: project.id,
      });
      deliveryRows.push({
        orderId: order.id,
        projectId: project.id,
        number: index + 1,
        amountInTons: '24.5',
        deliveryDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-15`,
        attachmentFileIds: [id],
        createdBy: user.id,
      });
    }
    await db.insert(files).values(fileRows);
    await db.insert(deliveries).values(deliveryRows);
  }
}

const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ appUrl, cookie, projectId: project.id, paths, totalBytes: NOTES * NOTE_BYTES }));
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
