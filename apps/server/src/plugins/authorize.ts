// Authorization helpers for routes. A route states its rule from the shared table
// (`@baustellendoku/domain` permissions); nothing checks roles by hand.
// Unknown or invisible projects answer 404, a missing rule 403 (decision 0006).
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  apiMessages,
  can,
  refusal,
  type ObjectFacts,
  defaultProjectFacts,
  type ProjectFacts,
  type ProjectRole,
  type RuleContext,
  type RuleName,
} from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { projectMembers, projects } from '../db/schema/index.js';
import { forbidden, notFound, unauthenticated } from '../lib/errors.js';
import type { SessionUser } from '../modules/auth/sessions.js';

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** A global rule (no project): 403 when it fails. */
export function requireGlobal(request: FastifyRequest, rule: RuleName): SessionUser {
  const user = requireUser(request);
  if (!can(rule, { user, roles: null })) throw forbidden();
  return user;
}

export type ProjectAccess = RuleContext & {
  user: SessionUser;
  projectId: string;
  project: ProjectFacts;
  /** When the act takes place: unset in the API (now); the demo seed dates its story with it (decision 0226). */
  at?: Date;
};

/** The moment of an act for timestamps the services set themselves (approvedAt, rejectedAt …). */
export const momentOf = (access: Pick<ProjectAccess, 'at'>): Date => access.at ?? new Date();

/** Everything the rule table needs about a user in a project; 404 when the user cannot access it. */
export async function loadProjectAccess(
  db: Executor,
  request: FastifyRequest,
  projectId: string,
): Promise<ProjectAccess> {
  const user = requireUser(request);
  const [row] = await db
    .select({
      enabledFeatures: projects.enabledFeatures,
      roles: projectMembers.roles,
    })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
    .where(eq(projects.id, projectId));
  if (!row) throw notFound();
  const roles: ProjectRole[] | null = row.roles ?? null;
  if (!user.isAdmin && roles === null) throw notFound();
  const facts = await loadProjectFacts(request.server.projectFactLoaders, db, projectId);
  return { user, roles, projectId, project: { ...facts, enabledFeatures: row.enabledFeatures }, status: undefined };
}

/** What a rule may know about the targeted object: its status, its authors and its subject. */
export type TargetFacts = ObjectFacts & { status?: string };

/**
 * Checks a project rule against the targeted object: its status (a string is the status alone)
 * or, for four-eyes rules, the row with its createdBy/updatedBy (or the member's userId).
 * 403 when it fails; a four-eyes refusal says why.
 */
export function authorize(access: ProjectAccess, rule: RuleName, target?: string | TargetFacts): void {
  const { status, createdBy, updatedBy, userId } = typeof target === 'string' ? { status: target } : (target ?? {});
  const reason = refusal(rule, { ...access, status, object: { createdBy, updatedBy, userId } });
  if (reason === 'fourEyes') throw forbidden(apiMessages.fourEyes);
  if (reason) throw forbidden();
}

/** Loads access and checks the rule in one step. */
export async function requireProjectRule(
  db: Executor,
  request: FastifyRequest,
  projectId: string,
  rule: RuleName,
  target?: string | TargetFacts,
): Promise<ProjectAccess> {
  const access = await loadProjectAccess(db, request, projectId);
  authorize(access, rule, target);
  return access;
}

/**
 * Derived project facts the rule table reads (completeness, announcement, asbestos, deliverable
 * orders). Each feature module registers its loader on the app (`app.projectFactLoaders.push`),
 * so this file does not import features.
 */
export type ProjectFactLoader = (db: Executor, projectId: string) => Promise<Partial<ProjectFacts>>;

export async function loadProjectFacts(loaders: ProjectFactLoader[], db: Executor, projectId: string) {
  const facts: Omit<ProjectFacts, 'enabledFeatures'> = { ...defaultProjectFacts };
  for (const loader of loaders) Object.assign(facts, await loader(db, projectId));
  return facts;
}

/** Project ids the user may access (all for admins). */
export async function accessibleProjectIds(db: Executor, user: SessionUser): Promise<string[] | 'all'> {
  if (user.isAdmin) return 'all';
  const rows = await db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, user.id));
  return rows.map((row) => row.projectId);
}
