// Retention of the EBV records (issue 36 item 1, decision 0623) through the real app: the admin's
// list with end days (five years from the delivery note's day; as long as installed for the cover
// sheet and the notes it covers), the removal that ends "as long as installed", a regenerated
// cover sheet that keeps the previous one, and the restore tool refusing to overwrite such records.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { retentionOverviewSchema } from '@baustellendoku/domain';
import { buildApp } from '../../app.js';
import { restoreBackup } from '../../db/backup.js';
import { ebvComplianceDocuments, files } from '../../db/schema/index.js';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.js';
import { call, createSoilProject, orderInStatus, type SoilProject } from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  // One delivery of BM-0 on 2026-05-04 with its delivery note (the helper's day).
  await orderInStatus(app, soil, 'in_delivery');
});
afterAll(() => app.cleanup());

const overview = async () => {
  const response = await call(app, soil.admin, 'GET', '/retention');
  expect(response.statusCode, response.body).toBe(200);
  return retentionOverviewSchema.parse(response.json()).items.find((item) => item.projectId === soil.projectId);
};
const removal = (body: unknown, user = soil.admin) =>
  app.inject({
    method: 'PUT',
    url: `/backend/api/project/${soil.projectId}/installation-removal`,
    headers: { cookie: user.cookie },
    payload: body as Record<string, unknown>,
  });

describe('the retained records of a project', () => {
  it('keeps a delivery note five years from its day', async () => {
    const project = await overview();
    expect(project?.records).toEqual([
      {
        label: 'Lieferschein der Anlieferung 1 zur Bestellung B-2026-001',
        kind: 'delivery_note',
        fileId: expect.any(String),
        fileName: 'Lieferschein.pdf',
        basis: 'five_years',
        endsOn: '2031-05-04',
      },
    ]);
    expect((await call(app, soil.byRole.project_manager, 'GET', '/retention')).statusCode).toBe(403);
  });

  it('keeps the cover sheet and the notes it covers as long as installed; a new cover sheet keeps the old file', async () => {
    const url = `/project/${soil.projectId}/ebv-cover-sheet`;
    expect((await call(app, soil.byRole.project_manager, 'POST', url)).statusCode).toBe(201);
    const [first] = await app.db
      .select()
      .from(ebvComplianceDocuments)
      .where(eq(ebvComplianceDocuments.projectId, soil.projectId));
    const records = (await overview())!.records;
    expect(records.map((record) => [record.kind, record.basis, record.endsOn])).toEqual([
      ['cover_sheet', 'while_installed', null],
      ['delivery_note', 'while_installed', null],
    ]);
    expect((await call(app, soil.byRole.project_manager, 'POST', url)).statusCode).toBe(201);
    // The previous cover sheet is no longer the current one, but its file is kept.
    const rows = await app.db
      .select()
      .from(ebvComplianceDocuments)
      .where(eq(ebvComplianceDocuments.projectId, soil.projectId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fileId).not.toBe(first!.fileId);
    expect(await app.db.select({ id: files.id }).from(files).where(eq(files.id, first!.fileId))).toHaveLength(1);
  });

  it('ends "as long as installed" with the removal an admin records (date and reason)', async () => {
    expect(
      (await removal({ removedOn: '2026-06-01', reason: 'Rückbau der Baustraße' }, soil.byRole.project_manager))
        .statusCode,
    ).toBe(403);
    const future = await removal({ removedOn: '2099-01-01', reason: 'x' });
    expect(future.statusCode).toBe(422);
    expect(future.json().payload.violations).toEqual([
      { propertyPath: 'removedOn', title: 'Der Rückbau kann nicht in der Zukunft liegen.' },
    ]);
    expect((await removal({ removedOn: 'gestern', reason: '' })).statusCode).toBe(422);
    const recorded = await removal({ removedOn: '2026-06-01', reason: 'Rückbau der Baustraße' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      removal: { removedOn: '2026-06-01', reason: 'Rückbau der Baustraße', recordedBy: { name: 'Ada Admin' } },
    });
    // The cover sheet's retention ended with the removal; the delivery note keeps its five years.
    expect((await overview())!.records.map((record) => [record.kind, record.basis, record.endsOn])).toEqual([
      ['delivery_note', 'five_years', '2031-05-04'],
    ]);
  });
});

describe('the restore tool', () => {
  it(
    'refuses to overwrite a database that holds retained records, naming the record and its end',
    { timeout: 180_000 },
    async () => {
      const postgresUrl = inject('postgresUrl');
      const name = `bd_retention_${randomUUID().replace(/-/g, '')}`;
      const admin = async (query: string) => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(query);
        await client.end();
      };
      const url = new URL(postgresUrl || 'postgres://x/y');
      url.pathname = `/${name}`;
      if (postgresUrl) await admin(`create database ${name} template ${inject('postgresTemplate')}`);
      const config = testConfig(postgresUrl ? { DATABASE_URL: url.toString() } : {});
      const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-retention-'));
      try {
        const target = Object.assign(await buildApp(config, { logger: false }), { cleanup: async () => undefined });
        await orderInStatus(target as TestApp, await createSoilProject(target as TestApp), 'in_delivery');
        await target.close();
        fs.writeFileSync(
          path.join(backupDir, 'manifest.json'),
          JSON.stringify({
            createdAt: new Date().toISOString(),
            database: postgresUrl ? 'postgres' : 'pglite',
            files: {},
          }),
        );
        await expect(restoreBackup(config, backupDir)).rejects.toThrow(
          /^Die Wiederherstellung würde die Datenbank überschreiben, die Aufzeichnungen nach § 25 EBV enthält: „Lieferschein der Anlieferung 1 zur Bestellung B-2026-001“ im Projekt „Testprojekt“ ist aufzubewahren, bis zum 04\.05\.2031\./,
        );
        // Nothing was overwritten: the files are still there.
        expect(fs.readdirSync(path.join(config.DATA_DIR, 'files')).length).toBeGreaterThan(0);
      } finally {
        fs.rmSync(backupDir, { recursive: true, force: true });
        fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
        if (postgresUrl) await admin(`drop database if exists ${name}`);
      }
    },
  );
});
