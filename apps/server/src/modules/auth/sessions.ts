// Starting and ending server-side sessions (decision 0003). Reading a request's session is the
// access module's (platform/access/sessions.ts).
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from '../../platform/access/sessions.js';

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
