// Test harness: a real app on a fresh database (PGlite copy or PostgreSQL database from the
// migrated template), real storage in a temporary directory, and helpers for users and sessions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { organizations, projectMembers, projects, sessions, users } from '../db/schema/index.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { SESSION_COOKIE, SESSION_ABSOLUTE_MS } from '../platform/access/index.js';
import type { FileStorage } from '../storage/storage.js';
import { multipartBody } from './fixtures.js';
import type { ProjectRole, Feature } from '@baustellendoku/domain';

export type TestApp = FastifyInstance & { cleanup: () => Promise<void> };

/** PostgreSQL runs (TEST_DB=postgres): a fresh migrated database from the template, and its drop. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  const name = `bd_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  };
}

/** Opens a fresh database for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (inject('postgresUrl')) {
    const database = await createPostgresTestDatabase();
    const handle = await openDatabase({ databaseUrl: database.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3999',
    SUPPORT_EMAIL: 'support@example.org',
    ...overrides,
  });
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    storage?: FileStorage;
    /** Another database than a fresh test database; closed with the app. */
    database?: DatabaseHandle;
    /** Collects the log lines (with `LOG_LEVEL` in `env`); otherwise logging is off unless TEST_LOG is set. */
    logLines?: Record<string, unknown>[];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(config, {
    database,
    ...(options.storage ? { storage: options.storage } : {}),
    logger: Boolean(process.env.TEST_LOG) || Boolean(options.logLines),
    ...(options.logLines
      ? {
          logStream: {
            write: (line: string) => void options.logLines!.push(JSON.parse(line) as Record<string, unknown>),
          },
        }
      : {}),
  });
  await app.ready();
  return Object.assign(app, {
    cleanup: async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  });
}

export type TestUser = { id: string; email: string; cookie: string; isAdmin: boolean };

let userCounter = 0;

/** Creates a user with a live session; `cookie` is the Cookie header for requests. */
export async function createUser(
  app: FastifyInstance,
  options: {
    isAdmin?: boolean;
    type?: 'staff' | 'guest';
    email?: string;
    firstName?: string;
    lastName?: string;
    confirmed?: boolean;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = options.email ?? `user${userCounter}-${randomUUID().slice(0, 8)}@example.org`;
  const [user] = await app.db
    .insert(users)
    .values({
      type: options.type ?? 'staff',
      email,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `Nutzer ${userCounter}`,
      isAdmin: options.isAdmin ?? false,
      dataPrivacyPolicyConfirmedAt: options.confirmed === false ? null : new Date(),
    })
    .returning();
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return { id: user!.id, email, cookie: `${SESSION_COOKIE}=${token}`, isAdmin: user!.isAdmin };
}

/** Creates a project (complete data unless told otherwise) and assigns members with roles. */
export async function createProject(
  app: FastifyInstance,
  options: {
    name?: string;
    features?: Feature[];
    members?: { user: TestUser; roles: ProjectRole[] }[];
    complete?: boolean;
  } = {},
) {
  const [organization] = await app.db.insert(organizations).values({ name: 'Test-Organisation' }).returning();
  const complete = options.complete ?? true;
  const [project] = await app.db
    .insert(projects)
    .values({
      organizationId: organization!.id,
      name: options.name ?? 'Testprojekt',
      enabledFeatures: options.features ?? [],
      ...(complete
        ? {
            number: 'T-1',
            client: 'Bauherr GmbH',
            street: 'Hauptstraße',
            houseNumber: '1',
            postalCode: '10115',
            city: 'Berlin',
            isBoundaryNotificationRequired: false,
            isExplosivesClearanceAvailable: true,
            isRemediationPlanAvailable: false,
            transferHeightTopInCentimeters: '3500',
            transferHeightBottomInCentimeters: '3400',
          }
        : {}),
    })
    .returning();
  for (const member of options.members ?? []) {
    await app.db.insert(projectMembers).values({ projectId: project!.id, userId: member.user.id, roles: member.roles });
  }
  return project!;
}

/** POST /backend/api/file with `content` as the multipart field `file`; returns the raw answer. */
export async function uploadFile(app: FastifyInstance, user: TestUser, fileName: string, content: Buffer) {
  const { body, contentType } = multipartBody('file', fileName, content);
  return app.inject({
    method: 'POST',
    url: '/backend/api/file',
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: body,
  });
}
