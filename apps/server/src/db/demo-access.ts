// Demo seeders create records through the services, as a member would through the API.
import { defaultProjectFacts, type Feature, type ProjectRole } from '@baustellendoku/domain';
import type { FastifyInstance } from 'fastify';
import { loadProjectFacts, type ProjectAccess, type SessionUser } from '../platform/access/index.js';
import type { Database, Executor, Transaction } from './client.js';
import type { users } from './schema/index.js';

/** The signed-in user a session of this users row would resolve to. */
export const sessionUserOf = (user: typeof users.$inferSelect): SessionUser => ({
  id: user.id,
  type: user.type,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  isAdmin: user.isAdmin,
});

/** Access as the API would build it for a demo member with one role in a complete project. */
export const demoMemberAccess = (
  user: typeof users.$inferSelect,
  projectId: string,
  role: ProjectRole,
  enabledFeatures: Feature[],
): ProjectAccess => ({
  user: sessionUserOf(user),
  roles: [role],
  projectId,
  project: { ...defaultProjectFacts, enabledFeatures, isProjectDataCompleted: true },
  status: undefined,
});

/** Access of an admin who is no member (yet) of a project, e.g. right after creating it. */
export const demoAdminAccess = (admin: typeof users.$inferSelect, projectId: string): ProjectAccess => ({
  user: sessionUserOf(admin),
  roles: null,
  projectId,
  project: { ...defaultProjectFacts, enabledFeatures: [] },
  status: undefined,
});

/** `as(user, role)`: the accesses of demo members of one project. */
export const demoMembersOf =
  (project: { id: string; enabledFeatures: Feature[] }) => (user: typeof users.$inferSelect, role: ProjectRole) =>
    demoMemberAccess(user, project.id, role, project.enabledFeatures);

/** The seed's transaction as the services' database: their own transactions become savepoints in it. */
export const servicesDb = (tx: Transaction): Database => tx as unknown as Database;

/** The access with the project's derived facts as the API loads them (e.g. its deliverable orders). */
export async function withProjectFacts(
  app: FastifyInstance,
  db: Executor,
  access: ProjectAccess,
): Promise<ProjectAccess> {
  return { ...access, project: await loadProjectFacts(app.projectFactSources, db, access.projectId) };
}

/** The same access at a moment of the demo story: what it writes is dated then (decision 0226). */
export const actingAt = (access: ProjectAccess, at: Date): ProjectAccess => ({ ...access, at });

/** A moment of the demo story: `days` before today at hour:minute UTC. */
export function daysAgo(days: number, hour = 12, minute = 0): Date {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
}

/** The calendar day (yyyy-MM-dd) `days` before today. */
export const dayAgo = (days: number): string => daysAgo(days).toISOString().slice(0, 10);
