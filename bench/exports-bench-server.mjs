// Child process of exports.bench.ts, plain JS on the compiled server (apps/server/dist, as
// `npm run bench` builds first): the real app as in production on the large installation of
// `npm run seed:large`, signed in as the demo project manager. Prints one JSON line with the app's
// URL, the cookie and the project, then serves until SIGTERM.
import { eq } from 'drizzle-orm';
import { LARGE_PROJECT_NUMBER } from '../apps/server/dist/db/large-seed.js';
import { projects, users } from '../apps/server/dist/db/schema/index.js';
import { createSession, openProductionApp } from './bench-project.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL fehlt');
const app = await openProductionApp(databaseUrl);
const [manager] = await app.db.select().from(users).where(eq(users.email, 'projektleiter@demo.example'));
const [project] = await app.db.select().from(projects).where(eq(projects.number, LARGE_PROJECT_NUMBER));
if (!manager || !project) throw new Error('Keine große Installation: zuerst npm run seed:large');
const cookie = await createSession(app.db, manager.id);
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ appUrl, cookie, projectId: project.id }));
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
