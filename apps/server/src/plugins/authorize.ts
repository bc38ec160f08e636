// Authorization helpers for routes. A route states its rule from the shared table
// (`@baustellendoku/domain` permissions); nothing checks roles by hand.
// Unknown or invisible projects answer 404, a missing rule 403 (decision 0006).
import { and, eq, getTableName, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
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
import { prepared } from '../db/prepared.js';
import type { ObjectProject } from './project-route.js';
import { globalDataVersion, projectMembers, projects, sessions, users } from '../db/schema/index.js';
import { forbidden, notFound, unauthenticated } from '../lib/errors.js';
import {
  SESSION_TOUCH_INTERVAL_MS,
  sessionConditions,
  sessionTokenHash,
  sessionUserColumns,
  sessionUserOf,
  type SessionUser,
} from '../modules/auth/sessions.js';

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
  /** The project's row as loaded with the access: a read may answer from it (decision 0371). */
  row?: typeof projects.$inferSelect;
};

/** The moment of an act for timestamps the services set themselves (approvedAt, rejectedAt …). */
export const momentOf = (access: Pick<ProjectAccess, 'at'>): Date => access.at ?? new Date();

/**
 * Everything the rule table needs about a user in a project; 404 when the user cannot access it.
 * Usually loaded with the session in the same statement (`resolveRequestUser`); otherwise one query.
 */
export async function loadProjectAccess(
  db: Executor,
  request: FastifyRequest,
  projectId: string,
): Promise<ProjectAccess> {
  const user = requireUser(request);
  const sources = request.server.projectFactSources;
  const withFacts = needsProjectFacts(request);
  const preloaded = preloadedAccess.get(request);
  const row =
    preloaded && preloaded.projectId === projectId && (preloaded.withFacts || !withFacts)
      ? preloaded.row
      : await projectWithFacts(db, sources, projectId, user.id, withFacts);
  if (!row?.project) throw notFound();
  const roles: ProjectRole[] | null = row.roles ?? null;
  if (!user.isAdmin && roles === null) throw notFound();
  return { user, roles, projectId, project: factsOf(sources, row, withFacts), row: row.project, status: undefined };
}

/**
 * The derived facts (SQL columns of `projectFactSources`) are read by the rules of changes, and by
 * the few reads that show or use them (the project view, open tasks), which say so with
 * `config: { projectFacts: true }`. Other reads skip them: no rule of a read depends on them.
 */
function needsProjectFacts(request: FastifyRequest): boolean {
  return !(request.method === 'GET' || request.method === 'HEAD') || request.routeOptions.config.projectFacts === true;
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

type AccessRow = { project: typeof projects.$inferSelect | null; roles: ProjectRole[] | null } & Record<
  string,
  unknown
>;

/** The fact columns of every module, selected by their names. */
const factColumnsOf = (sources: ProjectFactSource[]): Record<string, SQL> =>
  Object.assign({}, ...sources.map((source) => source.columns ?? {}));

/**
 * One query: the project, the user's membership (none for `null`) and, `withFacts`, every module's
 * fact columns. The join is also what makes drizzle qualify column names, which the correlated fact
 * expressions (`orders.project_id = projects.id`) need: in a one-table select it writes bare names.
 */
async function projectWithFacts(
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

/** Requests whose project access came with the session in one statement (`resolveRequestUser`). */
const preloadedAccess = new WeakMap<FastifyRequest, { projectId: string; withFacts: boolean; row: AccessRow }>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The project a request names: its id, or an object whose row holds it. */
type NamedProject = { projectId: string } | { objectId: string; source: ObjectProject };

/** What of a request names its project; the answer cache's front has it before Fastify. */
type RequestParts = { params: unknown; query: unknown; body?: unknown; config: FastifyContextConfig };

/**
 * The project a request names before its validation: `projectId` in the path, query or body, or
 * the project of the object its object guard loads (the route's `objectProject`).
 */
export function namedProject({ params, query, body, config }: RequestParts): NamedProject | undefined {
  for (const source of [params, query, body]) {
    const value = source && typeof source === 'object' ? (source as { projectId?: unknown }).projectId : undefined;
    if (isUuid(value)) return { projectId: value };
  }
  const source = config.objectProject;
  const objectId = source && (params as Record<string, unknown>)[source.param];
  return source && isUuid(objectId) ? { objectId, source } : undefined;
}

/** The named project's id in a statement: the placeholder `id`, or the project of the object it names. */
function namedProjectId(named: NamedProject): SQLWrapper {
  if (!('source' in named)) return sql.placeholder('id');
  const { projectId, table, id } = named.source;
  return sql`(select ${projectId} from ${table} where ${id} = ${sql.placeholder('id')})`;
}

const statementSuffix = (named: NamedProject) => ('source' in named ? `_${getTableName(named.source.table)}` : '');
const idOf = (named: NamedProject) => ('source' in named ? named.objectId : named.projectId);

type SessionRowWithAccess = NonNullable<Parameters<typeof sessionUserOf>[1]> & AccessRow;

/**
 * The user of the request's session, or null without a valid one — for a request that names a
 * project, with the caller's access to it from the same statement, which `loadProjectAccess` then
 * takes instead of a query of its own. Sessions stay in the database and every request looks its
 * session up, so logout and deactivation take effect at once on every instance.
 */
export async function resolveRequestUser(db: Executor, request: FastifyRequest): Promise<SessionUser | null> {
  const tokenHash = sessionTokenHash(request);
  if (!tokenHash) return null;
  const now = new Date();
  const { params, query, body } = request;
  const named = namedProject({ params, query, body, config: request.routeOptions.config });
  if (!named) {
    const statement = prepared(db, 'session', () =>
      db
        .select(sessionUserColumns)
        .from(sessions)
        .innerJoin(users, sessionConditions.user)
        .where(sessionConditions.session),
    );
    const [row] = (await statement.execute({ tokenHash, now })) as SessionRowWithAccess[];
    return sessionUserOf(db, row, tokenHash, now);
  }
  const withFacts = needsProjectFacts(request);
  const sources = request.server.projectFactSources;
  const name = `session_access${statementSuffix(named)}${withFacts ? '_facts' : ''}`;
  const statement = prepared(db, name, () =>
    db
      .select({
        ...sessionUserColumns,
        project: projects,
        roles: projectMembers.roles,
        globalDataVersion: globalDataVersionColumn,
        ...(withFacts ? factColumnsOf(sources) : {}),
      })
      .from(sessions)
      .innerJoin(users, sessionConditions.user)
      .leftJoin(projects, eq(projects.id, namedProjectId(named)))
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, users.id)))
      .where(sessionConditions.session),
  );
  const [row] = (await statement.execute({ tokenHash, now, id: idOf(named) })) as SessionRowWithAccess[];
  const user = await sessionUserOf(db, row, tokenHash, now);
  if (user && row?.project) preloadedAccess.set(request, { projectId: row.project.id, withFacts, row });
  return user;
}

/** The count of changes outside projects (decision 0440), as a column of a session statement. */
const globalDataVersionColumn = sql<string>`coalesce((select ${globalDataVersion.version}::text from ${globalDataVersion} where ${globalDataVersion.id} = 1), '0')`;

export type DataVersions = { projectId: string; projectVersion: number; globalVersion: string };

/**
 * For the answer cache's front (decision 0480): the user of a live session that is not due its
 * touch and the versions of the data of the project a read names — all a stored answer needs, in
 * one lean statement. Undefined otherwise (no or an ended session, a touch due, no such project):
 * Fastify then handles the request in full, with `resolveRequestUser`.
 */
export async function cachedReadSession(
  db: Executor,
  tokenHash: string,
  named: NamedProject,
): Promise<{ userId: string; versions: DataVersions } | undefined> {
  const statement = prepared(db, `cached_read_session${statementSuffix(named)}`, () =>
    db
      .select({
        userId: users.id,
        projectId: projects.id,
        projectVersion: projects.dataVersion,
        globalVersion: globalDataVersionColumn,
      })
      .from(sessions)
      .innerJoin(users, sessionConditions.user)
      .innerJoin(projects, eq(projects.id, namedProjectId(named)))
      .where(and(sessionConditions.session, gt(sessions.lastSeenAt, sql.placeholder('touchedAfter')))),
  );
  const now = Date.now();
  const [row] = (await statement.execute({
    tokenHash,
    now: new Date(now),
    touchedAfter: new Date(now - SESSION_TOUCH_INTERVAL_MS),
    id: idOf(named),
  })) as { userId: string; projectId: string; projectVersion: number; globalVersion: string }[];
  if (!row) return undefined;
  const { userId, ...versions } = row;
  return { userId, versions };
}

/**
 * The project the request names and the versions of the data behind its answer, as loaded with the
 * session: the project's change count and the count of changes outside projects (decision 0440).
 * Undefined when the request names no project or the caller has no session.
 */
export function loadedDataVersions(request: FastifyRequest): DataVersions | undefined {
  const row = preloadedAccess.get(request)?.row;
  if (!row?.project) return undefined;
  return {
    projectId: row.project.id,
    projectVersion: row.project.dataVersion,
    globalVersion: String(row.globalDataVersion),
  };
}

/**
 * The rule table's facts of a loaded row. Without the fact columns (a read, `needsProjectFacts`)
 * each of them throws when read: a read whose rule or answer needs one must declare
 * `config: { projectFacts: true }` instead of seeing a default.
 */
function factsOf(
  sources: ProjectFactSource[],
  row: { project: typeof projects.$inferSelect | null },
  withColumns = true,
): ProjectFacts {
  const facts: Omit<ProjectFacts, 'enabledFeatures'> = { ...defaultProjectFacts };
  for (const source of sources) {
    for (const key of Object.keys(source.columns ?? {})) {
      if (withColumns) Object.assign(facts, { [key]: (row as Record<string, unknown>)[key] });
      else
        Object.defineProperty(facts, key, {
          enumerable: true,
          get: () => {
            throw new Error(`Projekt-Tatsache ${key} auf einer Leseanfrage ohne config.projectFacts gelesen`);
          },
        });
    }
    if (source.fromRow) Object.assign(facts, source.fromRow(row.project!));
  }
  return Object.assign(facts, { enabledFeatures: row.project!.enabledFeatures });
}

/** A project's facts as `loadProjectAccess` derives them, without a caller (the demo seed). */
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
