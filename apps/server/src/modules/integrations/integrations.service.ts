// Integration tokens (issue 35 item 2, decision 0551): create (the secret once), list, revoke.
// A token is a user row of type 'integration' with one membership per project it may reach
// (platform/access/integration-tokens.ts reads them); creating and revoking write a history
// entry in each of its projects, under the person who did it.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  historyEventTypes,
  integrationMessages,
  rolesOfTokenRights,
  tokenExpiry,
  tokenRightsLabels,
  tokenRightsOfRoles,
  type IntegrationToken,
  type TokenRights,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { integrationTokens, projectMembers, projects, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { SessionUser } from '../../platform/access/index.js';
import { recordHistory } from '../history/index.js';

/** Whose tokens: the organization's (made by an admin) or one project's. */
export type TokenOwner = { projectId: string | null };

export type TokenInput = { name: string; rights: TokenRights; validDays: number; projectIds: string[] };

/** A new secret: `bd_`, 48 public bits that find the row, 256 secret bits of which only the hash is kept. */
export function newTokenSecret(): { lookupId: string; secret: string; secretHash: string } {
  const lookupId = randomBytes(6).toString('hex');
  const secretPart = randomToken(32);
  return { lookupId, secret: `bd_${lookupId}_${secretPart}`, secretHash: sha256(secretPart) };
}

const prefixOf = (lookupId: string) => `bd_${lookupId}_…`;

type TokenRow = typeof integrationTokens.$inferSelect;

/** The views of token rows with their projects and rights (one query for the memberships). */
async function tokenViews(db: Executor, rows: TokenRow[]): Promise<IntegrationToken[]> {
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ userId: projectMembers.userId, projectId: projects.id, name: projects.name, roles: projectMembers.roles })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      inArray(
        projectMembers.userId,
        rows.map((row) => row.userId),
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id));
  const nameOf = await loadUserNames(
    db,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => {
    const own = memberships.filter((membership) => membership.userId === row.userId);
    return {
      tokenId: row.id,
      name: row.name,
      prefix: prefixOf(row.lookupId),
      projects: own.map(({ projectId, name }) => ({ projectId, name })),
      rights: tokenRightsOfRoles(own[0]?.roles ?? []),
      createdBy: nameOf(row.createdBy) ?? { name: 'Unbekannt' },
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    };
  });
}

const ownedBy = (owner: TokenOwner) =>
  owner.projectId === null ? isNull(integrationTokens.projectId) : eq(integrationTokens.projectId, owner.projectId);

/** The owner's tokens, newest first (revoked and expired ones too: the list is their record). */
export async function listTokens(db: Executor, owner: TokenOwner): Promise<IntegrationToken[]> {
  const rows = await db
    .select()
    .from(integrationTokens)
    .where(ownedBy(owner))
    .orderBy(desc(integrationTokens.createdAt), desc(integrationTokens.id));
  return tokenViews(db, rows);
}

/** Creates a token; the answer holds its secret, which is not stored and never shown again. */
export async function createToken(
  db: Database,
  creator: SessionUser,
  owner: TokenOwner,
  input: TokenInput,
): Promise<{ token: IntegrationToken; secret: string }> {
  return db.transaction(async (tx) => {
    const known = await tx.select({ id: projects.id }).from(projects).where(inArray(projects.id, input.projectIds));
    if (known.length !== input.projectIds.length)
      throw unprocessable({ propertyPath: 'projectIds', title: integrationMessages.unknownProject });
    const { lookupId, secret, secretHash } = newTokenSecret();
    const now = new Date();
    // The token's own user: never admin, never signs in; its name is what the history shows.
    const [user] = await tx
      .insert(users)
      .values({
        type: 'integration',
        email: `token-${lookupId}@integration.invalid`,
        firstName: input.name,
        lastName: '(API-Token)',
        isAdmin: false,
      })
      .returning({ id: users.id });
    const [row] = await tx
      .insert(integrationTokens)
      .values({
        userId: user!.id,
        projectId: owner.projectId,
        name: input.name,
        lookupId,
        secretHash,
        createdBy: creator.id,
        createdAt: now,
        expiresAt: tokenExpiry(now, input.validDays),
      })
      .returning();
    const roles = rolesOfTokenRights(input.rights);
    await tx
      .insert(projectMembers)
      .values(input.projectIds.map((projectId) => ({ projectId, userId: user!.id, roles })));
    for (const projectId of input.projectIds) {
      await recordHistory(tx, {
        projectId,
        type: historyEventTypes.integrationTokenCreated,
        variables: { tokenName: input.name, rightsLabel: tokenRightsLabels[input.rights] },
        originatorId: creator.id,
      });
    }
    const [token] = await tokenViews(tx, [row!]);
    return { token: token!, secret };
  });
}

/** Revokes the owner's token at once (a repeat changes nothing); 404 for another owner's token. */
export async function revokeToken(
  db: Database,
  actor: SessionUser,
  owner: TokenOwner,
  tokenId: string,
): Promise<IntegrationToken> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(integrationTokens)
      .where(and(eq(integrationTokens.id, tokenId), ownedBy(owner)))
      .for('update');
    if (!locked) throw notFound();
    if (locked.revokedAt !== null) return (await tokenViews(tx, [locked]))[0]!;
    const [row] = await tx
      .update(integrationTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(integrationTokens.id, tokenId))
      .returning();
    const reached = await tx
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(eq(projectMembers.userId, locked.userId));
    for (const { projectId } of reached) {
      await recordHistory(tx, {
        projectId,
        type: historyEventTypes.integrationTokenRevoked,
        variables: { tokenName: locked.name },
        originatorId: actor.id,
      });
    }
    return (await tokenViews(tx, [row!]))[0]!;
  });
}
