// Shared set-up of the bench servers: a session for a user, or a staff user with a session and one
// project of one organization in which the user is project manager. Rows are written directly: the benches
// measure reads and need no history of how the data came to be.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrateDatabase } from '../apps/server/dist/db/migrate.js';
import { organizations, projectMembers, projects, sessions, users } from '../apps/server/dist/db/schema/index.js';
import { randomToken, sha256 } from '../apps/server/dist/lib/crypto.js';
import { SESSION_COOKIE } from '../apps/server/dist/platform/access/sessions.js';

/** Returns the user, the project and the cookie that signs the user in. */
export async function createBenchProject(db, enabledFeatures) {
  const [user] = await db
    .insert(users)
    .values({
      type: 'staff',
      email: `bench-${randomUUID()}@example.org`,
      firstName: 'Bench',
      lastName: 'Mark',
      dataPrivacyPolicyConfirmedAt: new Date(),
    })
    .returning();
  const cookie = await createSession(db, user.id);
  const [organization] = await db.insert(organizations).values({ name: 'Bench' }).returning();
  const [project] = await db
    .insert(projects)
    .values({ organizationId: organization.id, name: 'Bench', number: 'B-1', enabledFeatures })
    .returning();
  await db.insert(projectMembers).values({ projectId: project.id, userId: user.id, roles: ['project_manager'] });
  return { user, project, cookie };
}

/** A session of an hour for the user; returns the Cookie header value that carries it. */
export async function createSession(db, userId) {
  const token = randomToken();
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + 3600_000) });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * The real app as in production (NODE_ENV=production, request logging at level info into
 * /dev/null) on the given PostgreSQL database, migrated first; files in BENCH_DATA_DIR.
 */
export async function openProductionApp(databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: '0',
    SEED_DEMO: 'never',
    DEV_IDP: '1',
    APP_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-bench-bench-bench-bench-bench-bench',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp',
  });
  return buildApp(config, { database });
}

/**
 * Writes `body` as a stored file of the disk storage under `dataDir` (its first 16 bytes made
 * random, so no two files are equal) and returns its id, storage key and path.
 */
export function writeStoredFile(dataDir, body) {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  const target = path.join(dataDir, 'files', storageKey);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  randomBytes(16).copy(body, 0);
  fs.writeFileSync(target, body);
  return { id, storageKey, target };
}
