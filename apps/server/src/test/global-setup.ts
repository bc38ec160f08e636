// Prepares one migrated database image per test run; each test file then starts from a copy:
// a PGlite data-dir dump, or a PostgreSQL template database when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresUrl: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (postgresUrl) {
    // One template per run, so two runs against the same server do not break each other.
    const TEMPLATE_DB = `bd_test_template_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(postgresUrl, TEMPLATE_DB) });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresUrl', postgresUrl);
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('pgliteDump', '');
    return async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${TEMPLATE_DB}`);
      await dropper.end();
    };
  }
  const client = await PGlite.create();
  const handle = await openDatabase({ pglite: client });
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bd-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('postgresUrl', '');
  project.provide('postgresTemplate', '');
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
