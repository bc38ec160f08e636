// Server-side sessions: a row per session, referenced by an httpOnly cookie holding a random
// token (only its hash is stored). Idle timeout and absolute lifetime (decision 0003).
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

export const SESSION_COOKIE = 'bd_sid';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = {
  id: string;
  type: 'staff' | 'guest';
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
};

export function cookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.APP_URL.startsWith('https://'),
  };
}

/** Starts a new session (a fresh id at every login) and sets the cookie. */
export async function startSession(db: Executor, config: Config, reply: FastifyReply, userId: string) {
  const token = randomToken();
  const now = Date.now();
  // Housekeeping through the user index: this user's expired or idle sessions go.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))),
      ),
    );
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
  });
  await db
    .update(users)
    .set({ lastLoginAt: new Date(now) })
    .where(eq(users.id, userId));
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

/** The active user of the request's session, or null. Inactive users have no valid session. */
export async function resolveSession(db: Executor, request: FastifyRequest): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const tokenHash = sha256(token);
  const now = new Date();
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      type: users.type,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.isActive, true)));
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleFor > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _lastSeenAt, ...user } = row;
  return user;
}

/** Login from a browser that may still hold another session: that one ends, a new id starts. */
export async function replaceSession(
  db: Executor,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(previous)));
  await startSession(db, config, reply, userId);
}

export async function endSession(db: Executor, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** Ends every session of a user at once (deactivation). */
export async function endAllSessionsOf(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
