// A request with `Authorization: Bearer bd_…` acts as an integration token (issue 35, decision
// 0551). The token is a user row of its own (type 'integration') whose memberships are the
// token's projects with its one role (none: read-only), so from here on it goes through the same
// statement and rule table as a person. The row is found by the token's public id, never by the
// secret; the secret's hash is compared in constant time, and a wrong, expired or revoked token
// costs the same work and gets the same 401. Every request reads the row: revoking acts at once.
import { timingSafeEqual } from 'node:crypto';
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tokenFormat } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { integrationTokens, users } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import type { SessionUser } from './sessions.js';

/** Users who are people: integration tokens' own users are left out of people lists and pickers. */
export const isPerson = ne(users.type, 'integration');

/** A token's last use is written at most this often. */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;

/** The token of a request: its public id and the hash of its secret part. */
export type BearerToken = { lookupId: string; secretHash: string };

/**
 * The request's bearer token; 'invalid' for an Authorization header that is not one of ours (it
 * never falls back to the session cookie: the caller meant the header), null without the header.
 */
export function bearerTokenOf(request: FastifyRequest): BearerToken | 'invalid' | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer (\S+)$/.exec(header);
  const parts = match && tokenFormat.exec(match[1]!);
  if (!parts) return 'invalid';
  return { lookupId: parts[1]!, secretHash: sha256(parts[2]!) };
}

/** What the token statement selects besides the project access. */
export const tokenUserColumns = {
  tokenId: integrationTokens.id,
  secretHash: integrationTokens.secretHash,
  expiresAt: integrationTokens.expiresAt,
  revokedAt: integrationTokens.revokedAt,
  lastUsedAt: integrationTokens.lastUsedAt,
  id: users.id,
  type: users.type,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
};
type Columns = typeof tokenUserColumns;
export type TokenRow = {
  [Key in keyof Columns]: Columns[Key]['_']['notNull'] extends true
    ? Columns[Key]['_']['data']
    : Columns[Key]['_']['data'] | null;
};

/** The token by its public id (placeholder `lookupId`) with its user. */
export const tokenConditions = {
  user: eq(users.id, integrationTokens.userId),
  token: eq(integrationTokens.lookupId, sql.placeholder('lookupId')),
};

// Compared against when no row has the id, so an unknown id costs the same as a wrong secret.
const absentHash = Buffer.alloc(32);

/** The user of a looked-up token, or null when the secret is wrong, the token expired or revoked. */
export async function tokenUserOf(
  db: Executor,
  row: TokenRow | undefined,
  token: BearerToken,
  now: Date,
): Promise<SessionUser | null> {
  const stored = row ? Buffer.from(row.secretHash, 'base64url') : absentHash;
  const given = Buffer.from(token.secretHash, 'base64url');
  const secretMatches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !secretMatches || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() > TOKEN_TOUCH_INTERVAL_MS) {
    await db.update(integrationTokens).set({ lastUsedAt: now }).where(eq(integrationTokens.id, row.tokenId));
  }
  const { tokenId, secretHash: _hash, expiresAt: _expires, revokedAt: _revoked, lastUsedAt: _used, ...user } = row;
  // A token is never an admin (its user row is created so); said here once more as the guard.
  return { ...user, isAdmin: false, integrationTokenId: tokenId };
}
