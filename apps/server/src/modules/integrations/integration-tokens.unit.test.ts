// Unit: the token's secret, its hash and the checks of a looked-up token (no database).
import { describe, expect, it } from 'vitest';
import { tokenFormat } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { sha256 } from '../../lib/crypto.js';
import { TOKEN_TOUCH_INTERVAL_MS, tokenUserOf, type TokenRow } from '../../platform/access/index.js';
import { newTokenSecret } from './integrations.service.js';

const now = new Date('2026-11-28T12:00:00Z');

/** A database that only records the last-use updates. */
function recordingDb() {
  const updates: unknown[] = [];
  const db = {
    update: () => ({ set: (values: unknown) => ({ where: async () => void updates.push(values) }) }),
  } as unknown as Executor;
  return { db, updates };
}

function rowFor(secretHash: string, overrides: Partial<TokenRow> = {}): TokenRow {
  return {
    tokenId: 't1',
    secretHash,
    expiresAt: new Date(now.getTime() + 1000),
    revokedAt: null,
    lastUsedAt: null,
    id: 'u1',
    type: 'integration',
    email: 'token-x@integration.invalid',
    firstName: 'ERP',
    lastName: '(API-Token)',
    isAdmin: false,
    ...overrides,
  };
}

describe('token secret', () => {
  it('has the format bd_<12 hex>_<43 base64url> and 256 random bits; only the secret part is hashed', () => {
    const secrets = Array.from({ length: 50 }, newTokenSecret);
    for (const { lookupId, secret, secretHash } of secrets) {
      const [, id, part] = tokenFormat.exec(secret)!;
      expect(id).toBe(lookupId);
      expect(Buffer.from(part!, 'base64url')).toHaveLength(32);
      expect(secretHash).toBe(sha256(part!));
      expect(secretHash).not.toContain(part);
    }
    expect(new Set(secrets.map((item) => item.secret)).size).toBe(50);
    expect(new Set(secrets.map((item) => item.lookupId)).size).toBe(50);
  });
});

describe('tokenUserOf', () => {
  const { secretHash } = newTokenSecret();
  const given = { lookupId: 'x', secretHash };

  it('accepts the right secret of a live token as a user that is never admin', async () => {
    const { db } = recordingDb();
    const user = await tokenUserOf(db, rowFor(secretHash, { isAdmin: true }), given, now);
    expect(user).toMatchObject({ id: 'u1', isAdmin: false, integrationTokenId: 't1', firstName: 'ERP' });
  });

  it('refuses a wrong secret, an unknown id, an expired and a revoked token alike', async () => {
    const { db, updates } = recordingDb();
    const other = newTokenSecret().secretHash;
    expect(await tokenUserOf(db, rowFor(other), given, now)).toBeNull();
    expect(await tokenUserOf(db, undefined, given, now)).toBeNull();
    expect(await tokenUserOf(db, rowFor(secretHash, { expiresAt: now }), given, now)).toBeNull();
    expect(await tokenUserOf(db, rowFor(secretHash, { revokedAt: new Date(0) }), given, now)).toBeNull();
    expect(updates).toEqual([]);
  });

  it('writes the last use at most once a minute', async () => {
    const { db, updates } = recordingDb();
    const recently = new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS + 1000);
    await tokenUserOf(db, rowFor(secretHash, { lastUsedAt: recently }), given, now);
    expect(updates).toEqual([]);
    const longAgo = new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS - 1000);
    await tokenUserOf(db, rowFor(secretHash, { lastUsedAt: longAgo }), given, now);
    await tokenUserOf(db, rowFor(secretHash), given, now);
    expect(updates).toEqual([{ lastUsedAt: now }, { lastUsedAt: now }]);
  });
});
