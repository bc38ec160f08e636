// The current user as GET /me shows it (spec part 1 §3), and the user's own settings.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { appraiserRoles, type AppraiserInformationInput, type CurrentUserView } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { projectMembers, users } from '../../db/schema/index.js';
import { unauthenticated } from '../../lib/errors.js';

export type { CurrentUserView };

export async function currentUserView(db: Executor, userId: string): Promise<CurrentUserView> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  const memberships = await db
    .select({ projectId: projectMembers.projectId, roles: projectMembers.roles })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projectMembers.createdAt));
  const holdsAppraiserRole = memberships.some((membership) =>
    membership.roles.some((role) => appraiserRoles.includes(role)),
  );
  return {
    user: {
      userId: user.id,
      isAdmin: user.isAdmin,
      name: { firstName: user.firstName, lastName: user.lastName },
      emailAddress: user.email,
    },
    assignedProjects: memberships.map((membership) => ({ projectId: membership.projectId, roles: membership.roles })),
    dataPrivacyPolicyIsConfirmed: user.dataPrivacyPolicyConfirmedAt !== null,
    needsAppraiserInformation: holdsAppraiserRole && user.appraiserInformation === null,
  };
}

export async function confirmDataPrivacyPolicy(db: Executor, userId: string): Promise<void> {
  // The first confirmation counts; repeating it changes nothing.
  await db
    .update(users)
    .set({ dataPrivacyPolicyConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.dataPrivacyPolicyConfirmedAt)));
}

export async function saveAppraiserInformation(
  db: Executor,
  userId: string,
  input: AppraiserInformationInput,
): Promise<void> {
  await db.update(users).set({ appraiserInformation: input }).where(eq(users.id, userId));
}
