// Guest administration and the participant picker's user search (spec part 1 §2 "Guests", §7;
// decision 0124). Guests are created here; staff arrive through the company sign-in.
import { and, asc, count, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  authenticationMessages as text,
  type GuestInvite,
  type GuestUpdate,
  type UserList,
  type UserView,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { projectMembers, users } from '../../db/schema/index.js';
import { ApiError, notFound, unprocessable } from '../../lib/errors.js';
import { searchCondition } from '../../lib/list-query.js';
import { isPerson, type SessionUser } from '../../platform/access/index.js';
import { endAllSessionsOf } from '../auth/index.js';
import { invitationMail } from './invitation-mail.js';

type UserRow = typeof users.$inferSelect;

/** A person's type as the view has it; token users never reach the user administration (isPerson). */
function personType(type: UserRow['type']): UserView['type'] {
  if (type === 'integration') throw new Error('Integrations-Token in der Benutzerverwaltung');
  return type;
}

export const userView = (user: UserRow): UserView => ({
  userId: user.id,
  type: personType(user.type),
  isAdmin: user.isAdmin,
  name: { firstName: user.firstName, lastName: user.lastName },
  emailAddress: user.email,
  isActive: user.isActive,
  lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
});

export type UserListQuery = {
  skip: number;
  limit: number;
  type?: 'staff' | 'guest' | undefined;
  search?: string | undefined;
  /** Candidates for this project: active users who are not yet its members. */
  excludeWithProjectId?: string | undefined;
};

export async function listUsers(db: Executor, query: UserListQuery): Promise<UserList> {
  const conditions: (SQL | undefined)[] = [
    isPerson,
    query.type ? eq(users.type, query.type) : undefined,
    // Every word must match first name, last name or e-mail (case-insensitive).
    searchCondition(query.search, [users.firstName, users.lastName, users.email]),
  ];
  if (query.excludeWithProjectId) {
    const projectId = query.excludeWithProjectId;
    conditions.push(
      eq(users.isActive, true),
      notExists(
        db
          .select({ one: sql`1` })
          .from(projectMembers)
          .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, users.id))),
      ),
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .offset(query.skip)
    .limit(query.limit);
  return { items: rows.map(userView), total: totalRow?.value ?? 0 };
}

export async function getUser(db: Executor, userId: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isPerson));
  if (!user) throw notFound();
  return user;
}

const emailInUse = () => unprocessable({ propertyPath: 'emailAddress', title: text.emailInUse });
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
};

async function assertEmailFree(db: Executor, email: string, exceptUserId?: string) {
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (other && other.id !== exceptUserId) throw emailInUse();
}

/** Creates the guest and sends the invitation in one transaction: no mail, no guest. */
export async function inviteGuest(app: FastifyInstance, inviter: SessionUser, input: GuestInvite): Promise<string> {
  const email = input.emailAddress.toLowerCase();
  try {
    return await app.db.transaction(async (tx) => {
      await assertEmailFree(tx, email);
      const [created] = await tx
        .insert(users)
        .values({ type: 'guest', email, firstName: input.name.firstName, lastName: input.name.lastName })
        .returning({ id: users.id });
      try {
        await app.mail.send(
          invitationMail({
            to: email,
            firstName: input.name.firstName,
            lastName: input.name.lastName,
            inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(),
            inviteMessage: input.inviteMessage,
            appUrl: app.config.APP_URL,
          }),
        );
      } catch (error) {
        app.log.error({ err: error }, 'invitation mail not sent');
        throw new ApiError(503, text.mailNotSent);
      }
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

export async function updateGuest(db: Executor, userId: string, input: GuestUpdate): Promise<UserRow> {
  const email = input.emailAddress.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const user = await getUser(tx, userId);
      if (user.type !== 'guest') throw new ApiError(409, text.staffManagedByCompanyLogin);
      await assertEmailFree(tx, email, userId);
      const [updated] = await tx
        .update(users)
        .set({ email, firstName: input.name.firstName, lastName: input.name.lastName })
        .where(eq(users.id, userId))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/** Deactivation ends every session of the user at once; nobody deactivates themself. */
export async function setUserActive(
  db: Executor,
  actor: SessionUser,
  userId: string,
  isActive: boolean,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await getUser(tx, userId);
    if (!isActive && userId === actor.id) throw new ApiError(409, text.cannotDeactivateSelf);
    const [updated] = await tx.update(users).set({ isActive }).where(eq(users.id, userId)).returning();
    if (!isActive) await endAllSessionsOf(tx, userId);
    return updated!;
  });
}
