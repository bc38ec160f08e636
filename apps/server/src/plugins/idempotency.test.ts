import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@baustellendoku/domain';
import { idempotencyKeys, machines } from '../db/schema/index.js';
import { createTestApp, createUser, type TestApp, type TestUser } from '../test/test-app.js';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { isAdmin: true });
});
afterAll(() => app.cleanup());

const createMachine = (user: TestUser, name: string, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/backend/api/machine',
    headers: { cookie: user.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { name },
  });
const machinesNamed = async (name: string) =>
  (await app.db.select().from(machines).where(eq(machines.name, name))).length;

describe('Idempotency-Key', () => {
  it('one key sent 20 times at once has one effect and 20 equal answers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => createMachine(admin, 'Brecher Einmal', 'key-20-concurrent-0001')),
    );
    expect(await machinesNamed('Brecher Einmal')).toBe(1);
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
  });

  it('answers a later repeat with the first answer, and refuses the key for a different request', async () => {
    const first = await createMachine(admin, 'Sieb A', 'key-repeat-000000001');
    const again = await createMachine(admin, 'Sieb A', 'key-repeat-000000001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await machinesNamed('Sieb A')).toBe(1);

    const other = await createMachine(admin, 'Sieb B', 'key-repeat-000000001');
    expect(other.statusCode).toBe(422);
    expect(other.json().payload.violations).toEqual([
      { propertyPath: 'Idempotency-Key', title: apiMessages.idempotencyKeyReused },
    ]);
    expect(await machinesNamed('Sieb B')).toBe(0);
  });

  it('keeps keys per user and leaves requests without a key as they were', async () => {
    const otherAdmin = await createUser(app, { isAdmin: true });
    await createMachine(admin, 'Brecher Nutzer', 'key-per-user-0000001');
    await createMachine(otherAdmin, 'Brecher Nutzer', 'key-per-user-0000001');
    expect(await machinesNamed('Brecher Nutzer')).toBe(2);
    await createMachine(admin, 'Ohne Schlüssel');
    await createMachine(admin, 'Ohne Schlüssel');
    expect(await machinesNamed('Ohne Schlüssel')).toBe(2);
  });

  it('records nothing for a request refused before it ran, so the corrected entry can use the key', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/backend/api/machine',
      headers: { cookie: admin.cookie, 'idempotency-key': 'key-corrected-000001' },
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(422);
    // The key is claimed before the checks (decision 0710) and released when they refuse.
    const left = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-corrected-000001'));
    expect(left).toEqual([]);
    const corrected = await createMachine(admin, 'Korrigiert', 'key-corrected-000001');
    expect(corrected.statusCode).toBe(201);
    expect(await machinesNamed('Korrigiert')).toBe(1);
  });

  it('refuses a malformed key with a German message and changes nothing', async () => {
    const response = await createMachine(admin, 'Falscher Schlüssel', 'kurz');
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations[0].title).toBe(apiMessages.idempotencyKeyInvalid);
    expect(await machinesNamed('Falscher Schlüssel')).toBe(0);
  });

  it('ignores the header for anonymous requests (401 as always) and stores the answer per user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/machine',
      headers: { 'idempotency-key': 'key-anonymous-000001' },
      payload: { name: 'Anonym' },
    });
    expect(response.statusCode).toBe(401);
    const stored = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-anonymous-000001'));
    expect(stored).toEqual([]);
  });
});
