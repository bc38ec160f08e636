// Server-side sessions: a row per session, referenced by an httpOnly cookie holding a random
// token (only its hash is stored). Idle timeout and absolute lifetime (decision 0003).
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

export const SESSION_COOKIE = 'bd_sid';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

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

/**
 * What a session lookup selects: the user and when the session was last seen. Every request with a
 * session cookie reads it from the database (several instances may run; logout and deactivation
 * take effect at once), in one statement — together with the project access when the request
 * names a project (`resolveRequestUser` in plugins/authorize.ts).
 */
export const sessionUserColumns = {
  lastSeenAt: sessions.lastSeenAt,
  id: users.id,
  type: users.type,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
};

/** Sessions of active users by token hash, unexpired at `now` (placeholders `tokenHash`, `now`). */
export const sessionConditions = {
  user: and(eq(users.id, sessions.userId), eq(users.isActive, true)),
  session: and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
};

export type SessionRow = { [Key in keyof typeof sessionUserColumns]: (typeof sessionUserColumns)[Key]['_']['data'] };

/** The hash under which the request's session is stored, or null without a cookie. */
export function sessionTokenHash(request: FastifyRequest): string | null {
  return sessionTokenHashOf(request.cookies);
}

/** The session's hash from parsed cookies (the answer front parses them before Fastify). */
export function sessionTokenHashOf(cookies: Record<string, string | undefined>): string | null {
  const token = cookies[SESSION_COOKIE];
  return token ? sha256(token) : null;
}

/** The user of a looked-up session: an idle one is ended, a live one touched once a minute. */
export async function sessionUserOf(
  db: Executor,
  row: SessionRow | undefined,
  tokenHash: string,
  now: Date,
): Promise<SessionUser | null> {
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleFor > SESSION_TOUCH_INTERVAL_MS) {
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
