// The demo seed creates the embedded provider's seven accounts as staff users; Anna is admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { authDemoSeeder } from './auth.seed.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('auth demo seed', () => {
  it('creates the seven demo staff users and shares their ids by e-mail', async () => {
    const state = new Map<string, unknown>();
    await app.db.transaction((tx) => authDemoSeeder({ tx, app, state }));
    const rows = await app.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((row) => [row.email, row.firstName, row.lastName, row.isAdmin, row.type])).toEqual([
      ['admin@demo.example', 'Anna', 'Admin', true, 'staff'],
      ['eigenueberwachung@demo.example', 'Erik', 'Eigenüberwachung', false, 'staff'],
      ['einbaugutachter@demo.example', 'Ines', 'Einbaugutachter', false, 'staff'],
      ['gutachter@demo.example', 'Greta', 'Gutachter', false, 'staff'],
      ['maschinist@demo.example', 'Max', 'Maschinist', false, 'staff'],
      ['polier@demo.example', 'Fritz', 'Polier', false, 'staff'],
      ['projektleiter@demo.example', 'Paul', 'Projektleiter', false, 'staff'],
    ]);
    expect(state.get('user:admin@demo.example')).toBe(rows[0]!.id);
  });
});
