// Authorization helpers for routes. A route states its rule from the shared table
// (`@baustellendoku/domain` permissions); nothing checks roles by hand.
// Unknown or invisible projects answer 404, a missing rule 403 (decision 0006).
import { and, eq, sql, type SQL } from 'drizzle-orm';
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
  const sources = request.server.projectFactSources;
  const row = await projectWithFacts(db, sources, projectId, user.id);
  if (!row) throw notFound();
  const roles: ProjectRole[] | null = row.roles ?? null;
  if (!user.isAdmin && roles === null) throw notFound();
  return { user, roles, projectId, project: factsOf(sources, row), status: undefined };
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
 * orders). Each feature module registers its source on the app (`app.projectFactSources.push`), so
 * this file does not import features: SQL expressions correlated to the project row (`projects.id`),
 * selected with the membership in the one query of `loadProjectAccess`, and facts computed from the
 * project row itself. Project access thus costs one query however many modules add facts.
 */
export type ProjectFactSource = {
  columns?: { [Key in Exclude<keyof ProjectFacts, 'enabledFeatures'>]?: SQL<ProjectFacts[Key]> };
  fromRow?: (row: typeof projects.$inferSelect) => Partial<Omit<ProjectFacts, 'enabledFeatures'>>;
};

/**
 * One query: the project, the user's membership (none for `null`) and every module's fact columns.
 * The join is also what makes drizzle qualify column names, which the correlated fact expressions
 * (`orders.project_id = projects.id`) need: in a one-table select it writes bare names.
 */
async function projectWithFacts(db: Executor, sources: ProjectFactSource[], projectId: string, userId: string | null) {
  const factColumns: Record<string, SQL> = Object.assign({}, ...sources.map((source) => source.columns ?? {}));
  const member = userId === null ? sql`false` : eq(projectMembers.userId, userId);
  const [row] = await db
    .select({ project: projects, roles: projectMembers.roles, ...factColumns })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), member))
    .where(eq(projects.id, projectId));
  return row;
}

function factsOf(sources: ProjectFactSource[], row: { project: typeof projects.$inferSelect }): ProjectFacts {
  const facts: Omit<ProjectFacts, 'enabledFeatures'> = { ...defaultProjectFacts };
  for (const source of sources) {
    for (const key of Object.keys(source.columns ?? {}))
      Object.assign(facts, { [key]: (row as Record<string, unknown>)[key] });
    if (source.fromRow) Object.assign(facts, source.fromRow(row.project));
  }
  return { ...facts, enabledFeatures: row.project.enabledFeatures };
}

/** A project's facts as `loadProjectAccess` derives them, without a caller (the demo seed). */
export async function loadProjectFacts(
  sources: ProjectFactSource[],
  db: Executor,
  projectId: string,
): Promise<ProjectFacts> {
  const row = await projectWithFacts(db, sources, projectId, null);
  if (!row) throw notFound();
  return factsOf(sources, row);
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
