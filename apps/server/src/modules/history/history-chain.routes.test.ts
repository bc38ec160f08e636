// The history chain (issue 36 §4, decision 0620): entries written through the API form one chain
// per project; a row changed, deleted or inserted by SQL is found and named; two app instances
// writing to one project at once keep one unbroken chain; a generated document's SHA-256 is in
// the history entry that made it; entries without a hash are chained by the backfill.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chainReportSchema, chainReportsSchema, GENESIS_HASH, historyEventTypes } from '@baustellendoku/domain';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { files, historyChainHeads, historyEvents } from '../../db/schema/index.js';
import { readStoredFile } from '../../documents/store-document.js';
import { backfillHistoryChains } from '../../lib/history-chain.js';
import { request } from '../../test/administration.js';
import { staticPayload } from '../../test/load-analysis-support.js';
import { createSoilProject } from '../../test/soil-installation.js';
import {
  createPostgresTestDatabase,
  createProject,
  createTestApp,
  createUser,
  openTestDatabase,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { runVerifyCommand } from './verify-command.js';

let app: TestApp;
let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { isAdmin: true });
  manager = await createUser(app, { firstName: 'Paula', lastName: 'Projektleiterin' });
});
afterAll(() => app.cleanup());

/** A project with `count` entries written through the API (participants added). */
async function projectWithEntries(on: TestApp, count: number) {
  const project = await createProject(on, { members: [{ user: manager, roles: ['project_manager'] }] });
  for (let index = 0; index < count; index += 1) {
    const guest = await createUser(on);
    const response = await request(on, manager, 'POST', `/project/${project.id}/user`, {
      userId: guest.id,
      roles: ['foreman'],
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return project.id;
}

const chainOf = (on: TestApp, projectId: string) =>
  on.db.select().from(historyEvents).where(eq(historyEvents.projectId, projectId)).orderBy(asc(historyEvents.chainSeq));

async function verify(projectId: string) {
  const response = await request(app, admin, 'GET', `/history-chain/${projectId}`);
  expect(response.statusCode, response.body).toBe(200);
  return chainReportSchema.parse(response.json());
}

describe('the chain as the API writes it', () => {
  it('links every entry to the one before it, from the genesis hash, and moves the head', async () => {
    const projectId = await projectWithEntries(app, 3);
    const chain = await chainOf(app, projectId);
    expect(chain.map((row) => row.chainSeq)).toEqual([1, 2, 3]);
    expect(chain[0]!.previousHash).toBe(GENESIS_HASH);
    expect(chain[1]!.previousHash).toBe(chain[0]!.hash);
    expect(chain[2]!.previousHash).toBe(chain[1]!.hash);
    expect(chain[2]!.hash).toMatch(/^[0-9a-f]{64}$/);
    const [head] = await app.db.select().from(historyChainHeads).where(eq(historyChainHeads.projectId, projectId));
    expect(head).toEqual({ projectId, seq: 3, hash: chain[2]!.hash });
    expect(await verify(projectId)).toEqual({
      projectId,
      projectName: 'Testprojekt',
      entries: 3,
      headHash: chain[2]!.hash,
      intact: true,
      firstBreak: null,
    });
  });

  it('lists every project for the admin and refuses everyone else (403) and the anonymous (401)', async () => {
    const projectId = await projectWithEntries(app, 1);
    const response = await request(app, admin, 'GET', '/history-chain');
    expect(response.statusCode).toBe(200);
    const body = chainReportsSchema.parse(response.json());
    expect(body.items.find((item) => item.projectId === projectId)).toMatchObject({ entries: 1, intact: true });
    expect((await request(app, manager, 'GET', '/history-chain')).statusCode).toBe(403);
    expect((await request(app, manager, 'GET', `/history-chain/${projectId}`)).statusCode).toBe(403);
    expect((await request(app, null, 'GET', '/history-chain')).statusCode).toBe(401);
    expect((await request(app, admin, 'GET', '/history-chain/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await request(app, admin, 'GET', '/history-chain/kein-projekt')).statusCode).toBe(404);
  });
});

describe('changes made by SQL are found and named', () => {
  it('a changed row: its hash no longer matches', async () => {
    const projectId = await projectWithEntries(app, 4);
    const [, second] = await chainOf(app, projectId);
    await app.db.execute(
      sql`update history_events set variables = jsonb_set(variables, '{roles}', '["project_manager"]') where id = ${second!.id}`,
    );
    const report = await verify(projectId);
    expect(report.intact).toBe(false);
    expect(report.firstBreak).toEqual({
      reason: 'changed',
      text: 'Inhalt geändert: die Prüfsumme passt nicht mehr zum Eintrag',
      historyId: second!.id,
      seq: 2,
      type: historyEventTypes.participantAdded,
      occurrenceDate: second!.occurredAt.toISOString(),
    });
  });

  it('a changed time, originator or hash is found as well', async () => {
    for (const change of [
      sql`occurred_at = occurred_at - interval '1 day'`,
      sql`originator_id = null`,
      sql`hash = ${'f'.repeat(64)}`,
    ]) {
      const projectId = await projectWithEntries(app, 2);
      const [first] = await chainOf(app, projectId);
      await app.db.execute(sql`update history_events set ${change} where id = ${first!.id}`);
      const report = await verify(projectId);
      // A forged hash leaves the entry's content unmatched, or its successor's link.
      expect(report.firstBreak?.historyId).toBe(first!.id);
    }
  });

  it('a deleted row: the entry after it is named (entries missing before it)', async () => {
    const projectId = await projectWithEntries(app, 4);
    const [, second, third] = await chainOf(app, projectId);
    await app.db.execute(sql`delete from history_events where id = ${second!.id}`);
    expect((await verify(projectId)).firstBreak).toMatchObject({
      reason: 'missingBefore',
      historyId: third!.id,
      seq: 3,
    });
  });

  it('the newest rows deleted: the head says the chain was longer', async () => {
    const projectId = await projectWithEntries(app, 3);
    await app.db.execute(sql`delete from history_events where project_id = ${projectId} and chain_seq = 3`);
    expect((await verify(projectId)).firstBreak).toMatchObject({
      reason: 'missingAtEnd',
      text: 'Die letzten Einträge fehlen: sie wurden gelöscht',
      historyId: null,
    });
  });

  it('an inserted row, with or without a made-up place in the chain', async () => {
    const projectId = await projectWithEntries(app, 2);
    const inserted = (await app.db.execute(sql`
      insert into history_events (project_id, type, variables, originator_id)
      values (${projectId}, ${historyEventTypes.participantRemoved}, '{"userName":"Niemand"}', ${manager.id})
      returning id`)) as unknown as { rows: { id: string }[] };
    const report = await verify(projectId);
    expect(report.firstBreak).toMatchObject({
      reason: 'inserted',
      historyId: inserted.rows[0]!.id,
      seq: null,
    });

    const other = await projectWithEntries(app, 2);
    const [, last] = await chainOf(app, other);
    await app.db.execute(sql`
      insert into history_events (project_id, type, variables, chain_seq, previous_hash, hash)
      values (${other}, 'project.updated', '{}', 3, ${last!.hash}, ${'a'.repeat(64)})`);
    expect((await verify(other)).firstBreak).toMatchObject({ reason: 'changed', seq: 3 });
  });

  it('npm run verify names the broken chain and exits with 1; an intact one with 0', async () => {
    const intact = await projectWithEntries(app, 2);
    const broken = await projectWithEntries(app, 2);
    const [first] = await chainOf(app, broken);
    await app.db.execute(sql`update history_events set type = 'project.updated' where id = ${first!.id}`);
    const out: string[] = [];
    const err: string[] = [];
    expect(
      await runVerifyCommand(
        app.db,
        [intact],
        (line) => out.push(line),
        (line) => err.push(line),
      ),
    ).toBe(0);
    expect(out[0]).toMatch(/: 2 Einträge – Kette unverändert, letzter Hash [0-9a-f]{64}$/);
    expect(out[1]).toBe('1 Verlaufskette(n) geprüft, alle unverändert.');
    expect(
      await runVerifyCommand(
        app.db,
        [broken],
        (line) => out.push(line),
        (line) => err.push(line),
      ),
    ).toBe(1);
    expect(err[0]).toContain(`KETTE GEBROCHEN: erster abweichender Eintrag ${first!.id} (Nr. 1, project.updated`);
    expect(err[0]).toContain('Inhalt geändert');
    expect(
      await runVerifyCommand(
        app.db,
        ['--all'],
        () => undefined,
        () => undefined,
      ),
    ).toBe(1);
    expect(
      await runVerifyCommand(
        app.db,
        [],
        () => undefined,
        (line) => err.push(line),
      ),
    ).toBe(2);
    expect(err.at(-1)).toBe('Aufruf: npm run verify -- <Projekt-ID> | --all');
    expect(
      await runVerifyCommand(
        app.db,
        ['xyz'],
        () => undefined,
        (line) => err.push(line),
      ),
    ).toBe(2);
  });
});

describe('entries written before the chain existed', () => {
  it('are chained by the backfill in the order they happened, after the existing chain', async () => {
    const projectId = await projectWithEntries(app, 1);
    const times = ['2025-03-01T10:00:00.123456Z', '2025-02-01T10:00:00Z'];
    for (const time of times) {
      await app.db.execute(sql`
        insert into history_events (project_id, type, variables, occurred_at)
        values (${projectId}, 'project.updated', '{"b":1,"a":[1.5,"x"]}', ${time}::timestamptz)`);
    }
    expect((await verify(projectId)).firstBreak?.reason).toBe('inserted');
    expect(await backfillHistoryChains(app.db)).toBeGreaterThanOrEqual(2);
    const chain = await chainOf(app, projectId);
    expect(chain.map((row) => row.occurredAt.toISOString())).toEqual([
      chain[0]!.occurredAt.toISOString(),
      '2025-02-01T10:00:00.000Z',
      '2025-03-01T10:00:00.123Z',
    ]);
    expect(await verify(projectId)).toMatchObject({ intact: true, entries: 3 });
    expect(await backfillHistoryChains(app.db)).toBe(0);
  });
});

describe('documents named by their history entry', () => {
  it("a generated PDF's SHA-256 is in the entry that made it and matches the stored bytes", async () => {
    const soil = await createSoilProject(app);
    const response = await request(app, soil.byRole.installation_appraiser, 'POST', '/static-load-analysis', {
      projectId: soil.projectId,
      ...staticPayload(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [entry] = await app.db
      .select()
      .from(historyEvents)
      .where(
        and(
          eq(historyEvents.projectId, soil.projectId),
          eq(historyEvents.type, historyEventTypes.staticLoadTestRecorded),
        ),
      );
    expect(entry!.documents).toHaveLength(1);
    const [document] = entry!.documents;
    const [file] = await app.db.select().from(files).where(eq(files.id, document!.fileId));
    const bytes = await readStoredFile(app.storage, file!.storageKey);
    expect(document).toEqual({
      fileId: file!.id,
      fileName: file!.fileName,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(file!.sha256).toBe(document!.sha256);
    expect((await verify(soil.projectId)).intact).toBe(true);
  });
});

/** Two app instances on one database (two pools on PostgreSQL; one PGlite shared). */
async function twoInstances(): Promise<[TestApp, TestApp, () => Promise<void>]> {
  const keep = (handle: DatabaseHandle): DatabaseHandle => ({ ...handle, close: async () => undefined });
  if (inject('postgresUrl')) {
    const database = await createPostgresTestDatabase();
    const handles = [
      await openDatabase({ databaseUrl: database.url }),
      await openDatabase({ databaseUrl: database.url }),
    ];
    const apps = [
      await createTestApp({ database: keep(handles[0]!) }),
      await createTestApp({ database: keep(handles[1]!) }),
    ];
    return [
      apps[0]!,
      apps[1]!,
      async () => {
        for (const one of apps) await one.cleanup();
        for (const handle of handles) await handle.close();
        await database.drop();
      },
    ];
  }
  const handle = await openTestDatabase();
  const apps = [await createTestApp({ database: keep(handle) }), await createTestApp({ database: keep(handle) })];
  return [
    apps[0]!,
    apps[1]!,
    async () => {
      for (const one of apps) await one.cleanup();
      await handle.close();
    },
  ];
}

describe('two instances writing to one project at once', () => {
  it('keep one unbroken chain with every entry in it once', async () => {
    const [first, second, close] = await twoInstances();
    try {
      const lead = await createUser(first);
      const project = await createProject(first, { members: [{ user: lead, roles: ['project_manager'] }] });
      const guests = await Promise.all(Array.from({ length: 24 }, () => createUser(first)));
      const responses = await Promise.all(
        guests.map((guest, index) =>
          request(index % 2 === 0 ? first : second, lead, 'POST', `/project/${project.id}/user`, {
            userId: guest.id,
            roles: ['foreman'],
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(guests.map(() => 201));
      const chain = await chainOf(second, project.id);
      expect(chain.map((row) => row.chainSeq)).toEqual(guests.map((_, index) => index + 1));
      const admin2 = await createUser(second, { isAdmin: true });
      const report = chainReportSchema.parse(
        (await request(second, admin2, 'GET', `/history-chain/${project.id}`)).json(),
      );
      expect(report).toMatchObject({ entries: 24, intact: true, headHash: chain.at(-1)!.hash });
    } finally {
      await close();
    }
  });
});
