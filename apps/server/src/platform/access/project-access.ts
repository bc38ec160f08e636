// A user's access to a project: the roles and the facts the rule table reads, and the one function
// that checks a rule against them (`checkRule`). access.ts loads it with the session; the demo seed
// and the services' checks on locked rows use the rest of this file.
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  apiMessages,
  defaultProjectFacts,
  refusal,
  type ObjectFacts,
  type ProjectFacts,
  type ProjectRole,
  type RuleContext,
  type RuleName,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { projectMembers, projects } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from './sessions.js';

export type ProjectAccess = RuleContext & {
  user: SessionUser;
  projectId: string;
  project: ProjectFacts;
  /** When the act takes place: unset in the API (now); the demo seed dates its story with it (decision 0226). */
  at?: Date;
  /** The project's row as loaded with the access: a read may answer from it (decision 0371). */
  row?: typeof projects.$inferSelect;
};

/** The moment of an act for timestamps the services set themselves (approvedAt, rejectedAt …). */
export const momentOf = (access: Pick<ProjectAccess, 'at'>): Date => access.at ?? new Date();

/** What a rule may know about the targeted object: its status, its authors and its subject. */
export type TargetFacts = ObjectFacts & { status?: string };

/**
 * Checks a project rule against the targeted object: its status (a string is the status alone)
 * or, for four-eyes rules, the row with its createdBy/updatedBy (or the member's userId).
 * 403 when it fails; a four-eyes refusal says why. The route's declaration calls it before the
 * handler; a service calls it again on the row it has locked in its transaction.
 */
export function checkRule(access: ProjectAccess, rule: RuleName, target?: string | TargetFacts): void {
  const { status, createdBy, updatedBy, userId } = typeof target === 'string' ? { status: target } : (target ?? {});
  const reason = refusal(rule, { ...access, status, object: { createdBy, updatedBy, userId } });
  if (reason === 'fourEyes') throw forbidden(apiMessages.fourEyes);
  if (reason) throw forbidden();
}

/**
 * Derived project facts the rule table reads (completeness, announcement, asbestos, deliverable
 * orders). Each feature module registers its source on the app (`app.projectFactSources.push`), so
 * this module does not import features: SQL expressions correlated to the project row (`projects.id`),
 * selected with the session and the membership in the one statement of access.ts, and facts
 * computed from the project row itself. Project access thus costs one statement however many
 * modules add facts.
 */
export type ProjectFactSource = {
  columns?: { [Key in Exclude<keyof ProjectFacts, 'enabledFeatures'>]?: SQL<ProjectFacts[Key]> };
  /** Facts computed from the project row itself, one function per fact. */
  fromRow?: {
    [Key in Exclude<keyof ProjectFacts, 'enabledFeatures'>]?: (row: typeof projects.$inferSelect) => ProjectFacts[Key];
  };
};

/** A project with the caller's roles in it (and, when selected, the fact columns by their names). */
export type AccessRow = { project: typeof projects.$inferSelect | null; roles: ProjectRole[] | null } & Record<
  string,
  unknown
>;

/** The fact columns of every module, selected by their names. */
export const factColumnsOf = (sources: ProjectFactSource[]): Record<string, SQL> =>
  Object.assign({}, ...sources.map((source) => source.columns ?? {}));

/**
 * One query: the project, the user's membership (none for `null`) and, `withFacts`, every module's
 * fact columns. The join is also what makes drizzle qualify column names, which the correlated fact
 * expressions (`orders.project_id = projects.id`) need: in a one-table select it writes bare names.
 * Used when the session's statement did not bring the project (the object lies elsewhere, the demo seed).
 */
export async function projectWithFacts(
  db: Executor,
  sources: ProjectFactSource[],
  projectId: string,
  userId: string | null,
  withFacts = true,
): Promise<AccessRow | undefined> {
  const query = (member: SQL, project: string | SQLWrapper) =>
    db
      .select({ project: projects, roles: projectMembers.roles, ...(withFacts ? factColumnsOf(sources) : {}) })
      .from(projects)
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), member))
      .where(eq(projects.id, project));
  if (userId === null) return ((await query(sql`false`, projectId)) as AccessRow[])[0];
  const rows = await prepared(db, `project_access${withFacts ? '_facts' : ''}`, () =>
    query(eq(projectMembers.userId, sql.placeholder('userId')), sql.placeholder('projectId')),
  ).execute({ projectId, userId });
  return (rows as AccessRow[])[0];
}

/** The access of `user` from a loaded row; 404 for an unknown project or one the user cannot see. */
export function projectAccessOf(
  sources: ProjectFactSource[],
  user: SessionUser,
  row: AccessRow | undefined,
  withFacts: boolean,
): ProjectAccess {
  if (!row?.project) throw notFound();
  const roles: ProjectRole[] | null = row.roles ?? null;
  if (!user.isAdmin && roles === null) throw notFound();
  const project = factsOf(sources, row, withFacts);
  return { user, roles, projectId: row.project.id, project, row: row.project, status: undefined };
}

/**
 * The rule table's facts of a loaded row. On a read without the facts (no `config: { projectFacts:
 * true }`) each derived fact throws when read, instead of showing a default: its SQL column was not
 * selected, and the facts computed from the row are not computed (the completeness check validates
 * the whole project form, ~23 µs, which no rule of such a read asks for; decision 0757). The
 * throwing getters sit on a prototype made once per list of sources (decision 0776): defining them
 * on every request's object cost each read ~1–2 % of its CPU in V8's property lookups.
 */
function factsOf(
  sources: ProjectFactSource[],
  row: { project: typeof projects.$inferSelect | null },
  withFacts = true,
): ProjectFacts {
  const project = row.project!;
  if (!withFacts)
    return Object.assign(Object.create(unreadFactsOf(sources)), { enabledFeatures: project.enabledFeatures });
  const facts: Omit<ProjectFacts, 'enabledFeatures'> = { ...defaultProjectFacts };
  for (const source of sources) {
    for (const key of Object.keys(source.columns ?? {}))
      Object.assign(facts, { [key]: (row as Record<string, unknown>)[key] });
    for (const [key, fromRow] of Object.entries(source.fromRow ?? {}))
      Object.assign(facts, { [key]: fromRow(project) });
  }
  return Object.assign(facts, { enabledFeatures: project.enabledFeatures });
}

/** The prototype of a read's facts: the defaults, each derived fact a getter that throws. Per sources list. */
const unreadFacts = new WeakMap<ProjectFactSource[], { length: number; prototype: object }>();
function unreadFactsOf(sources: ProjectFactSource[]): object {
  const known = unreadFacts.get(sources);
  // Sources are registered while the app starts; a list that grew since gets a new prototype.
  if (known?.length === sources.length) return known.prototype;
  const prototype = { ...defaultProjectFacts };
  for (const source of sources)
    for (const key of [...Object.keys(source.columns ?? {}), ...Object.keys(source.fromRow ?? {})])
      Object.defineProperty(prototype, key, {
        enumerable: true,
        get: () => {
          throw new Error(`Projekt-Tatsache ${key} auf einer Leseanfrage ohne config.projectFacts gelesen`);
        },
      });
  unreadFacts.set(sources, { length: sources.length, prototype });
  return prototype;
}

/** A project's facts as the access module derives them, without a caller (the demo seed). */
export async function loadProjectFacts(
  sources: ProjectFactSource[],
  db: Executor,
  projectId: string,
): Promise<ProjectFacts> {
  const row = await projectWithFacts(db, sources, projectId, null);
  if (!row?.project) throw notFound();
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
