// Session lifetimes (decision 0003): idle timeout, absolute lifetime, deactivation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { createTestApp, createUser, type TestApp } from '../../test/test-app.js';
import { SESSION_IDLE_MS } from '../../platform/access/index.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const me = (cookie: string) => app.inject({ method: 'GET', url: '/backend/api/me', headers: { cookie } });
const hashOf = (cookie: string) => sha256(cookie.split('=')[1]!);

describe('session lifetimes', () => {
  it('ends a session idle for longer than the idle timeout and deletes its row', async () => {
    const user = await createUser(app);
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.tokenHash, hashOf(user.cookie)));
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await app.db.select({ value: count() }).from(sessions).where(eq(sessions.userId, user.id)))[0]!.value).toBe(
      0,
    );
  });

  it('keeps an active session alive (last seen is refreshed) until its absolute lifetime', async () => {
    const user = await createUser(app);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await app.db
      .update(sessions)
      .set({ lastSeenAt: twoHoursAgo })
      .where(eq(sessions.tokenHash, hashOf(user.cookie)));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOf(user.cookie)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime());

    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashOf(user.cookie)));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('refuses the session of a user who is no longer active', async () => {
    const user = await createUser(app);
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});
