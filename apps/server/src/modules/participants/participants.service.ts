// Project participants: who is assigned to a project with which roles. Access is read from
// project_members on every request, so removing a member takes their access away at once.
import { and, asc, eq } from 'drizzle-orm';
import {
  apiMessages,
  historyEventTypes,
  rolesAsLabel,
  type ProjectRole,
  type ProjectUser,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { projectMembers, users } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { isPerson, type ProjectAccess } from '../../platform/access/index.js';
import { recordHistory } from '../history/index.js';

export const participantMessages = {
  userNotFound: 'Dieser Nutzer wurde nicht gefunden',
  alreadyAssigned: 'Dieser Nutzer ist dem Projekt bereits zugeordnet',
} as const;

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isActive: users.isActive,
  roles: projectMembers.roles,
};
type MemberRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  roles: ProjectRole[];
};

function toProjectUser(row: MemberRow): ProjectUser {
  return {
    userId: row.userId,
    name: { firstName: row.firstName, lastName: row.lastName },
    displayName: `${row.firstName} ${row.lastName}`,
    emailAddress: row.email,
    isActive: row.isActive,
    roles: row.roles,
    rolesAsLabel: rolesAsLabel(row.roles),
  };
}

export async function listProjectUsers(db: Executor, projectId: string): Promise<ProjectUser[]> {
  const rows = await db
    .select(memberColumns)
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), isPerson))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toProjectUser);
}

async function findMember(db: Executor, projectId: string, userId: string): Promise<ProjectUser> {
  const [row] = await db
    .select(memberColumns)
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId), isPerson));
  if (!row) throw notFound(apiMessages.userNotAssignedToProject);
  return toProjectUser(row);
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The history entry of a change to the participants, by and at the access. */
const participantEvent = (access: ProjectAccess, type: string, variables: Record<string, unknown>) => ({
  projectId: access.projectId,
  type,
  variables,
  originatorId: access.user.id,
  occurredAt: access.at,
});

export async function addProjectUser(
  db: Database,
  access: ProjectAccess,
  input: { userId: string; roles: ProjectRole[] },
) {
  const { projectId } = access;
  return db.transaction(async (tx) => {
    const [user] = isUuid(input.userId)
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.userId), isPerson))
      : [];
    if (!user) throw unprocessable({ propertyPath: 'userId', title: participantMessages.userNotFound });
    // The primary key (project, user) decides under concurrency: a second add inserts nothing.
    const inserted = await tx
      .insert(projectMembers)
      .values({ projectId, userId: user.id, roles: input.roles })
      .onConflictDoNothing()
      .returning({ userId: projectMembers.userId });
    if (inserted.length === 0)
      throw unprocessable({ propertyPath: 'userId', title: participantMessages.alreadyAssigned });
    const member = await findMember(tx, projectId, user.id);
    await recordHistory(
      tx,
      participantEvent(access, historyEventTypes.participantAdded, {
        userId: member.userId,
        userName: member.displayName,
        roles: member.roles,
        rolesAsLabel: member.rolesAsLabel,
      }),
    );
    return member;
  });
}

export async function updateProjectUserRoles(
  db: Database,
  access: ProjectAccess,
  userId: string,
  roles: ProjectRole[],
) {
  const { projectId } = access;
  return db.transaction(async (tx) => {
    const before = await findMember(tx, projectId, userId);
    await tx
      .update(projectMembers)
      .set({ roles })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    const member = { ...before, roles, rolesAsLabel: rolesAsLabel(roles) };
    await recordHistory(
      tx,
      participantEvent(access, historyEventTypes.participantRolesChanged, {
        userId,
        userName: member.displayName,
        previousRoles: before.roles,
        roles,
        rolesAsLabel: member.rolesAsLabel,
      }),
    );
    return member;
  });
}

export async function removeProjectUser(db: Database, access: ProjectAccess, userId: string) {
  const { projectId } = access;
  await db.transaction(async (tx) => {
    const member = await findMember(tx, projectId, userId);
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    await recordHistory(
      tx,
      participantEvent(access, historyEventTypes.participantRemoved, {
        userId,
        userName: member.displayName,
        roles: member.roles,
      }),
    );
  });
}
