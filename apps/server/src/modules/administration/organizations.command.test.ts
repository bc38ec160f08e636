import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runOrganizationsCommand } from './organizations-command.js';

let app: TestApp;
beforeAll(async () => (app = await createTestApp()));
afterAll(() => app.cleanup());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOrganizationsCommand(
    app.db,
    args,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

describe('npm run organizations', () => {
  it('adds an organization and lists it', async () => {
    const added = await run('add', 'Muster', 'Tiefbau GmbH');
    expect(added.code).toBe(0);
    expect(added.out[0]).toMatch(/^Organisation angelegt: Muster Tiefbau GmbH \([0-9a-f-]{36}\)$/);
    const rows = await app.db.select().from(organizations);
    expect(rows.map((row) => row.name)).toEqual(['Muster Tiefbau GmbH']);
    const listed = await run('list');
    expect(listed).toEqual({ code: 0, out: [`${rows[0]!.id}  Muster Tiefbau GmbH`], err: [] });
  });

  it('refuses an empty or too long name and unknown commands without writing', async () => {
    const before = await app.db.select().from(organizations);
    expect((await run('add')).code).toBe(64);
    const long = await run('add', 'x'.repeat(201));
    expect(long.code).toBe(64);
    expect(long.err[0]).toContain('Maximal 200 Zeichen erlaubt');
    const unknown = await run('delete', 'x');
    expect(unknown).toEqual({
      code: 64,
      out: [],
      err: ['Aufruf: npm run organizations -- add "Name der Organisation" | list'],
    });
    expect(await app.db.select().from(organizations)).toEqual(before);
  });
});
