// Backup and restore drill (issue 12): create data, back up, wipe database and files, restore,
// and compare every table's row count and content hash and every file's SHA-256. On PGlite by
// default; on PostgreSQL (pg_dump/pg_restore) when the suite runs with TEST_DB=postgres.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { multipartBody, pdfOfSize } from '../test/fixtures.js';
import { databaseFingerprint } from '../test/fuzz/fuzz-fixture.js';
import { createProject, createUser, testConfig } from '../test/test-app.js';
import { createBackup, hashFiles, restoreBackup } from './backup.js';

const postgresUrl = inject('postgresUrl');
const databaseName = `bd_backup_${randomUUID().replace(/-/g, '')}`;
const adminQuery = async (query: string) => {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};
const databaseUrl = () => {
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
};

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-backup-'));
afterAll(async () => {
  fs.rmSync(backupDir, { recursive: true, force: true });
  if (postgresUrl) await adminQuery(`drop database if exists ${databaseName}`);
});

describe('npm run backup / npm run restore', () => {
  it('brings back every row and every file after a wipe', async () => {
    if (postgresUrl) await adminQuery(`create database ${databaseName} template ${inject('postgresTemplate')}`);
    const config = testConfig(postgresUrl ? { DATABASE_URL: databaseUrl() } : {});
    try {
      const app = await buildApp(config, { logger: false });
      const admin = await createUser(app, { isAdmin: true });
      await createProject(app, { name: 'Sicherungsprojekt', features: ['mounting-documentation'] });
      for (const size of [2048, 40_000]) {
        const { body, contentType } = multipartBody('file', `Lieferschein-${size}.pdf`, pdfOfSize(size));
        const upload = await app.inject({
          method: 'POST',
          url: '/backend/api/file',
          headers: { cookie: admin.cookie, 'content-type': contentType },
          payload: body,
        });
        expect(upload.statusCode).toBe(201);
      }
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/backend/api/machine',
            headers: { cookie: admin.cookie },
            payload: { name: 'Brecher' },
          })
        ).statusCode,
      ).toBe(201);
      const rows = await databaseFingerprint(app);
      const files = hashFiles(path.join(config.DATA_DIR, 'files'));
      expect(Object.keys(files)).toHaveLength(2);
      await app.close();

      const manifest = await createBackup(config, backupDir);
      expect(manifest.files).toEqual(files);

      // Wipe: an empty database and no files.
      if (postgresUrl) {
        await adminQuery(`drop database ${databaseName}`);
        await adminQuery(`create database ${databaseName} template template0`);
      } else fs.rmSync(path.join(config.DATA_DIR, 'pglite'), { recursive: true, force: true });
      fs.rmSync(path.join(config.DATA_DIR, 'files'), { recursive: true, force: true });

      await restoreBackup(config, backupDir);
      const restored = await buildApp(config, { logger: false });
      try {
        expect(await databaseFingerprint(restored)).toEqual(rows);
        expect(hashFiles(path.join(config.DATA_DIR, 'files'))).toEqual(files);
        // The restored app works: the session and the data are back.
        const machines = await restored.inject({
          method: 'GET',
          url: '/backend/api/machine',
          headers: { cookie: admin.cookie },
        });
        expect(machines.json().items.map((item: { name: string }) => item.name)).toEqual(['Brecher']);
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    }
  }, 180_000);
});
