// Guest login by e-mail (spec part 1 §1, §4, §8; decision 0121): request → the guest opens the
// link from the mail in any browser (confirm) → the waiting browser, which holds the binding
// cookie, redeems the token once for a new session.
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authenticationMessages as text,
  LOGIN_TOKEN_TTL_MS,
  type LoginTokenFailureReason,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { loginTokens, users } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { loginMail } from './login-mail.js';
import { hitRateLimits } from './rate-limit.js';
import { replaceSession } from './sessions.js';

/** Per e-mail address and per client IP, 15-minute windows (decision 0122). */
export const LOGIN_TOKEN_LIMITS = { perEmail: 5, perIp: 30, windowMs: 15 * 60 * 1000 };

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const guestNotFound = () =>
  new ApiError(404, text.guestNotFound, { violations: [{ propertyPath: 'emailAddress', title: text.guestNotFound }] });
const guestDeactivated = () =>
  new ApiError(423, text.guestDeactivated, {
    violations: [{ propertyPath: 'emailAddress', title: text.guestDeactivated }],
  });

export const confirmUrl = (appUrl: string, tokenId: string, secret: string) =>
  `${appUrl}/backend/authentication/login-token/${tokenId}/confirm?secret=${encodeURIComponent(secret)}`;

/** Creates a token for an active guest and mails the confirm link; returns the token id. */
export async function requestLoginToken(
  app: FastifyInstance,
  input: { emailAddress: string; bindingSecret: string; clientIp: string },
): Promise<string> {
  const email = input.emailAddress.toLowerCase();
  // Counted before the lookup and committed on their own: unknown addresses count too.
  await hitRateLimits(
    app.db,
    [
      { key: `login-token:email:${email}`, max: LOGIN_TOKEN_LIMITS.perEmail, windowMs: LOGIN_TOKEN_LIMITS.windowMs },
      { key: `login-token:ip:${input.clientIp}`, max: LOGIN_TOKEN_LIMITS.perIp, windowMs: LOGIN_TOKEN_LIMITS.windowMs },
    ],
    text.tooManyLoginRequests,
  );
  return app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    // Staff sign in through the company account; their addresses are not guest accesses (decision 0121).
    if (!user || user.type !== 'guest') throw guestNotFound();
    if (!user.isActive) throw guestDeactivated();
    // This guest's spent tokens are of no further use.
    await tx.delete(loginTokens).where(and(eq(loginTokens.userId, user.id), lt(loginTokens.expiresAt, new Date())));
    const secret = randomToken();
    const [token] = await tx
      .insert(loginTokens)
      .values({
        userId: user.id,
        confirmSecretHash: sha256(secret),
        browserBindingHash: sha256(input.bindingSecret),
        expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_MS),
      })
      .returning({ id: loginTokens.id });
    const mail = loginMail({
      to: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      confirmUrl: confirmUrl(app.config.APP_URL, token!.id, secret),
      validMinutes: LOGIN_TOKEN_TTL_MS / 60_000,
    });
    try {
      await app.mail.send(mail);
    } catch (error) {
      app.log.error({ err: error }, 'login mail not sent');
      // Rolls the token back: without the mail it is useless.
      throw new ApiError(503, text.mailNotSent);
    }
    return token!.id;
  });
}

/** The guest opened the link: approves the token. Answers the result page's reason. */
export async function confirmLoginToken(
  db: Executor,
  tokenId: string,
  secret: string | undefined,
): Promise<'successful' | LoginTokenFailureReason | 'deactivated'> {
  if (!isUuid(tokenId) || !secret) return 'not-found';
  const [row] = await db
    .select({ token: loginTokens, isActive: users.isActive })
    .from(loginTokens)
    .innerJoin(users, eq(users.id, loginTokens.userId))
    .where(eq(loginTokens.id, tokenId));
  if (!row || !sameHash(row.token.confirmSecretHash, sha256(secret))) return 'not-found';
  if (row.token.confirmedAt) return 'already-confirmed';
  const now = new Date();
  if (row.token.expiresAt <= now) return 'timed-out';
  if (!row.isActive) return 'deactivated';
  const updated = await db
    .update(loginTokens)
    .set({ confirmedAt: now })
    .where(and(eq(loginTokens.id, tokenId), isNull(loginTokens.confirmedAt)))
    .returning({ id: loginTokens.id });
  return updated.length === 1 ? 'successful' : 'already-confirmed';
}

/**
 * The waiting browser asks whether the login was approved: 425 until then, afterwards one new
 * session (the token is single use). Only the browser holding the binding cookie may redeem.
 */
export async function redeemLoginToken(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  tokenId: string,
  bindingSecret: string | undefined,
): Promise<string> {
  const notFound = () => new ApiError(404, text.loginTokenNotFound);
  if (!isUuid(tokenId) || !bindingSecret) throw notFound();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: loginTokens, isActive: users.isActive })
      .from(loginTokens)
      .innerJoin(users, eq(users.id, loginTokens.userId))
      .where(eq(loginTokens.id, tokenId));
    // A foreign browser learns nothing about the token.
    if (!row || !sameHash(row.token.browserBindingHash, sha256(bindingSecret))) throw notFound();
    if (row.token.redeemedAt) throw new ApiError(410, text.loginTokenAlreadyUsed);
    if (row.token.expiresAt <= new Date()) throw new ApiError(410, text.loginTokenTimedOut);
    if (!row.token.confirmedAt) throw new ApiError(425, text.loginNotYetApproved);
    if (!row.isActive) throw new ApiError(423, text.guestDeactivated);
    const claimed = await tx
      .update(loginTokens)
      .set({ redeemedAt: new Date() })
      .where(and(eq(loginTokens.id, tokenId), isNull(loginTokens.redeemedAt), isNotNull(loginTokens.confirmedAt)))
      .returning({ userId: loginTokens.userId });
    if (claimed.length !== 1) throw new ApiError(410, text.loginTokenAlreadyUsed);
    await replaceSession(tx, app.config, request, reply, row.token.userId);
    return row.token.userId;
  });
}
