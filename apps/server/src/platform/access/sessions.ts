// The session of a request: an httpOnly cookie holding a random token, of which only the hash is
// stored, a row per session with an idle timeout and an absolute lifetime (decision 0003). This
// file reads sessions; starting and ending them is the sign-in's work (modules/auth/sessions.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';

export const SESSION_COOKIE = 'bd_sid';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = {
  id: string;
  type: 'staff' | 'guest' | 'integration';
  /** Set when the caller is an integration token (Authorization: Bearer, integration-tokens.ts). */
  integrationTokenId?: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
};

/**
 * What a session lookup selects: the user and when the session was last seen. Every request with a
 * session cookie reads it from the database (several instances may run; logout and deactivation
 * take effect at once), in one statement with the project access (access.ts).
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
  const token = request.cookies[SESSION_COOKIE];
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
