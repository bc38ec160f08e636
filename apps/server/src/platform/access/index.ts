// How a request becomes a user with access (decision 0490) — the one place; read this file first.
//
// 1. Every API route (/backend/api) declares once, in its config, who may call it:
//      config: { access: 'public' }                        anyone (sign-in, logout, public settings)
//      config: { access: 'signedIn' }                      any signed-in user or integration token
//      config: { access: 'person' }                        a signed-in person, never a token (/me)
//      config: { access: { global: 'manageMachines' } }    a rule of the rule table without a project
//      config: { access: { rule: 'accessOrders', project: fromParam('projectId') } }
//      config: { access: { rule: 'createOrder', project: fromBody('projectId') } }      (or fromQuery)
//      config: { access: { rule: orderMoves.edit.rule, project: objectOf(orders, 'orderId', findOrder) } }
//    An API route without a declaration stops the server at start (onRoute below). The browser's
//    pages under /backend (sign-in, development identity provider and mailbox) may declare one too;
//    without it they are public and no session is looked up.
//    A caller is a session cookie or an integration token (`Authorization: Bearer bd_…`,
//    integration-tokens.ts): a token is a user of its own whose memberships are its projects.
// 2. `resolve` (preValidation): ONE statement for the session by its cookie's hash, the active user
//    and — when the declaration names a project and the request carries its id (or the id of the
//    object whose row holds it) — the project row, the caller's roles in it and, for changes and
//    reads with `config.projectFacts`, the derived facts of every module (project-access.ts).
//    A live session is touched once a minute, an idle one ended (sessions.ts).
// 3. A repeated Idempotency-Key gets its stored answer next (plugins/idempotency.ts, ordered in
//    app.ts), before any rule is checked; a first request claims its key there (decision 0710).
// 4. `check` (preValidation): 401 without a session; 404 for a malformed, unknown or invisible
//    project or object; 403 when the rule refuses (a four-eyes refusal says why) — all before the
//    body is judged (422), so a refused caller learns nothing about the form. A project named in
//    the query or the body is checked by `checkValidated` (preHandler) after its validation.
// 5. The handler reads `request.access`: `.user`, `.project` (the ProjectAccess services take —
//    they never see the request) and `.object<T>()` (the object the check loaded). A service that
//    changes a locked row checks the rule on it again with `checkRule`.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { and, eq, getTableName, sql, type SQLWrapper } from 'drizzle-orm';
import { can, readsAnyProjectRoles, type ProjectRole, type RuleName } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { integrationTokens, projectMembers, projects, sessions, users } from '../../db/schema/index.js';
import { forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { existingId } from './path-ids.js';
import {
  checkRule,
  factColumnsOf,
  projectAccessOf,
  projectWithFacts,
  type AccessRow,
  type ProjectAccess,
} from './project-access.js';
import {
  sessionConditions,
  sessionTokenHash,
  sessionUserColumns,
  sessionUserOf,
  type SessionRow,
  type SessionUser,
} from './sessions.js';
import {
  bearerTokenOf,
  tokenConditions,
  tokenUserColumns,
  tokenUserOf,
  type BearerToken,
  type TokenRow,
} from './integration-tokens.js';

export * from './path-ids.js';
export * from './project-access.js';
export * from './sessions.js';
export * from './integration-tokens.js';

/** Finds an object of an area by its path id (and the route's other path params); undefined when there is none. */
export type ObjectFinder<T extends { projectId: string }> = (
  db: Executor,
  id: string,
  params: Record<string, string>,
) => Promise<T | undefined>;

/** An area's own check of a loaded object (facts, four-eyes); throws 403/422 like `checkRule`. */
export type ObjectCheck<T> = (access: ProjectAccess, object: T) => void;

/** Where a request names its project. */
export type ProjectSource =
  | { from: 'params' | 'query' | 'body'; name: string }
  | {
      from: 'object';
      /** The table whose row, named by the path's `param`, holds `project_id`. */
      table: PgTable;
      id: AnyPgColumn;
      projectId: AnyPgColumn;
      param: string;
      find: ObjectFinder<{ projectId: string; status?: string }>;
    };

export type AccessDeclaration =
  | 'public'
  | 'signedIn'
  /** A signed-in person, never an integration token (the own account: /me). */
  | 'person'
  | { global: RuleName }
  | {
      project: ProjectSource;
      /** The rule (on an object: asked with its status), or the area's own check of the object. */
      rule: RuleName | ObjectCheck<never>;
      /** A query or body source that may be absent: what the request needs without it. */
      otherwise?: 'signedIn' | { global: RuleName };
    };

/** The project in the path parameter `name`. */
export const fromParam = (name = 'projectId'): ProjectSource => ({ from: 'params', name });
/** The project in the query parameter `name` (checked after validation). */
export const fromQuery = (name = 'projectId'): ProjectSource => ({ from: 'query', name });
/** The project in the body's field `name` (checked after validation). */
export const fromBody = (name = 'projectId'): ProjectSource => ({ from: 'body', name });

/**
 * The project of the row of `table` named by the path's `param`, loaded with the session; the
 * object itself is then loaded by `find` (404 when there is none).
 */
export const objectOf = <T extends { projectId: string; status?: string }>(
  table: PgTable & { id: AnyPgColumn; projectId: AnyPgColumn },
  param: string,
  find: ObjectFinder<T>,
): ProjectSource => ({ from: 'object', table, id: table.id, projectId: table.projectId, param, find });

type Loaded = { id: string; withFacts: boolean; row: AccessRow };

/** What a request may do, as its route's declaration established: `request.access`. */
export class RequestAccess {
  private loaded: Loaded | undefined;
  private projectAccess: ProjectAccess | undefined;
  private target: { object: unknown } | undefined;

  constructor(
    /** The signed-in user, or null (a public route may be called without a session). */
    readonly optionalUser: SessionUser | null,
    loaded?: Loaded,
  ) {
    this.loaded = loaded;
  }

  /** The signed-in user of a route that declares more than 'public'. */
  get user(): SessionUser {
    if (!this.optionalUser) throw new Error('request.access.user auf einer Route ohne Anmeldung');
    return this.optionalUser;
  }

  /** The caller's access to the project the route's declaration names. */
  get project(): ProjectAccess {
    if (!this.projectAccess) throw new Error('request.access.project auf einer Route ohne Projekt');
    return this.projectAccess;
  }

  /** The object an `objectOf` declaration loaded (as it was before the handler ran). */
  object<T>(): T {
    if (!this.target) throw new Error('request.access.object() auf einer Route ohne objectOf');
    return this.target.object as T;
  }

  /** The access to `projectId`: from the session's statement when it brought it, otherwise one query. */
  async grant(request: FastifyRequest, projectId: string, object?: { object: unknown }): Promise<ProjectAccess> {
    const withFacts = needsProjectFacts(request);
    const sources = request.server.projectFactSources;
    const loaded = this.loaded;
    const row =
      loaded && loaded.id === projectId && (loaded.withFacts || !withFacts)
        ? loaded.row
        : await projectWithFacts(request.server.db, sources, projectId, this.user.id, withFacts);
    this.projectAccess = projectAccessOf(sources, this.user, row, withFacts);
    this.target = object;
    return this.projectAccess;
  }
}

const anonymous = new RequestAccess(null);

/**
 * The derived facts (SQL columns of `projectFactSources`) are read by the rules of changes, and by
 * the few reads that show or use them (the project view, open tasks), which say so with
 * `config: { projectFacts: true }`. Other reads skip them: no rule of a read depends on them.
 */
function needsProjectFacts(request: FastifyRequest): boolean {
  return !(request.method === 'GET' || request.method === 'HEAD') || request.routeOptions.config.projectFacts === true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The value of a request part's field, if the part is an object. */
const fieldOf = (part: unknown, name: string): unknown =>
  part && typeof part === 'object' ? (part as Record<string, unknown>)[name] : undefined;

/** The id the request gives for the declared project (or its object), as sent — before validation. */
function namedId(request: FastifyRequest, source: ProjectSource): unknown {
  if (source.from === 'object') return fieldOf(request.params, source.param);
  return fieldOf(
    source.from === 'params' ? request.params : source.from === 'query' ? request.query : request.body,
    source.name,
  );
}

/** The named project's id in a statement: the placeholder `id`, or the project of the object it names. */
function projectIdIn(source: ProjectSource): SQLWrapper {
  if (source.from !== 'object') return sql.placeholder('id');
  return sql`(select ${source.projectId} from ${source.table} where ${source.id} = ${sql.placeholder('id')})`;
}

type SessionRowWithAccess = SessionRow & AccessRow;

/**
 * Who calls: a session cookie or an integration token (integration-tokens.ts). Both select the
 * same user columns from their own table joined to the user, and both continue into the same
 * project lookup and rule table.
 */
type Caller = { kind: 'session'; tokenHash: string } | { kind: 'token'; token: BearerToken };

const callers = {
  session: {
    table: sessions,
    columns: sessionUserColumns,
    user: sessionConditions.user,
    where: sessionConditions.session,
  },
  token: {
    table: integrationTokens,
    columns: tokenUserColumns,
    user: tokenConditions.user,
    where: tokenConditions.token,
  },
} as const;

/** The caller of the request, or null for no (or an unusable) credential. */
function callerOf(request: FastifyRequest): Caller | null {
  const bearer = bearerTokenOf(request);
  if (bearer === 'invalid') return null;
  if (bearer) return { kind: 'token', token: bearer };
  const tokenHash = sessionTokenHash(request);
  return tokenHash ? { kind: 'session', tokenHash } : null;
}

/** The caller's user from its row: the session's idle and touch rules, or the token's checks. */
function userOf(db: Executor, caller: Caller, row: (SessionRow & TokenRow) | undefined, now: Date) {
  return caller.kind === 'session'
    ? sessionUserOf(db, row, caller.tokenHash, now)
    : tokenUserOf(db, row, caller.token, now);
}

/**
 * The user of the request's session (or integration token) and, when the route names a project the
 * request carries, the caller's access to it — one statement. Sessions and tokens stay in the
 * database and every request looks them up, so logout, deactivation and revoking take effect at
 * once on every instance.
 */
async function resolve(request: FastifyRequest): Promise<RequestAccess> {
  const declaration = request.routeOptions.config.access;
  const caller = declaration === undefined ? null : callerOf(request);
  if (!caller) return anonymous;
  const db = request.server.db;
  const now = new Date();
  const { table, columns, user: userJoin, where } = callers[caller.kind];
  const values = caller.kind === 'session' ? { tokenHash: caller.tokenHash, now } : { lookupId: caller.token.lookupId };
  const source = typeof declaration === 'object' && 'project' in declaration ? declaration.project : undefined;
  const id = source && namedId(request, source);
  if (!source || !isUuid(id)) {
    const statement = prepared(db, caller.kind, () =>
      db
        .select(columns)
        .from(table as PgTable)
        .innerJoin(users, userJoin)
        .where(where),
    );
    const [row] = (await statement.execute(values)) as (SessionRow & TokenRow)[];
    return new RequestAccess(await userOf(db, caller, row, now));
  }
  const withFacts = needsProjectFacts(request);
  const suffix = source.from === 'object' ? `_${getTableName(source.table)}` : '';
  const statement = prepared(db, `${caller.kind}_access${suffix}${withFacts ? '_facts' : ''}`, () =>
    db
      .select({
        ...columns,
        project: projects,
        roles: projectMembers.roles,
        ...(withFacts ? factColumnsOf(request.server.projectFactSources) : {}),
      })
      .from(table as PgTable)
      .innerJoin(users, userJoin)
      .leftJoin(projects, eq(projects.id, projectIdIn(source)))
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, users.id)))
      .where(where),
  );
  const [row] = (await statement.execute({ ...values, id })) as (SessionRowWithAccess & TokenRow)[];
  const user = await userOf(db, caller, row, now);
  // The project the statement found (none: unknown, or the object names none).
  const projectId = row?.project?.id;
  return new RequestAccess(user, user && row && projectId ? { id: projectId, withFacts, row } : undefined);
}

/** A declaration without a project, or the `otherwise` of an absent one: 401, then the global rule (403). */
async function checkUser(request: FastifyRequest, need: 'signedIn' | 'person' | { global: RuleName }): Promise<void> {
  const user = request.access.optionalUser;
  if (!user) throw unauthenticated();
  if (need === 'person') {
    if (user.integrationTokenId) throw forbidden();
    return;
  }
  if (need === 'signedIn') return;
  // A rule that asks for the roles held in any project gets them (one query, only for it).
  const rolesInAnyProject = readsAnyProjectRoles(need.global)
    ? await rolesInAnyProjectOf(request.server.db, user.id)
    : undefined;
  if (!can(need.global, { user: { ...user, rolesInAnyProject }, roles: null })) throw forbidden();
}

async function rolesInAnyProjectOf(db: Executor, userId: string): Promise<ProjectRole[]> {
  const rows = await db
    .select({ roles: projectMembers.roles })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  return [...new Set(rows.flatMap((row) => row.roles))];
}

/** preValidation: everything the declaration asks that needs no validated input. */
async function check(request: FastifyRequest): Promise<void> {
  const declaration = request.routeOptions.config.access;
  if (declaration === undefined || declaration === 'public') return;
  if (typeof declaration === 'string' || 'global' in declaration) return checkUser(request, declaration);
  await checkUser(request, 'signedIn');
  const { project: source, rule } = declaration;
  const params = request.params as Record<string, string>;
  if (source.from === 'params') {
    const access = await request.access.grant(request, existingId(params[source.name] ?? ''));
    checkRule(access, rule as RuleName);
  } else if (source.from === 'object') {
    const object = await source.find(request.server.db, existingId(params[source.param] ?? ''), params);
    if (!object) throw notFound();
    const access = await request.access.grant(request, object.projectId, { object });
    if (typeof rule === 'function') (rule as ObjectCheck<typeof object>)(access, object);
    else checkRule(access, rule, object.status);
  }
}

/** preHandler: a project named in the query or the body, after validation. */
async function checkValidated(request: FastifyRequest): Promise<void> {
  const declaration = request.routeOptions.config.access;
  if (typeof declaration !== 'object' || !('project' in declaration)) return;
  const { project: source, rule, otherwise } = declaration;
  if (source.from !== 'query' && source.from !== 'body') return;
  const value = fieldOf(source.from === 'query' ? request.query : request.body, source.name);
  if (value === undefined && otherwise) return checkUser(request, otherwise);
  const access = await request.access.grant(request, existingId(typeof value === 'string' ? value : ''));
  checkRule(access, rule as RuleName);
}

/** A POST/PUT/PATCH/DELETE route under /backend/api, as declared (the signed-in test enumerates them). */
export type MutatingRoute = { method: string; url: string; isPublic: boolean };
const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Decorates `request.access`, makes every API route declare its access, and returns the
 * hooks in their order; app.ts registers them around the idempotency hooks.
 */
export function registerAccess(app: FastifyInstance) {
  app.decorateRequest('access', null as unknown as RequestAccess);
  app.decorate('mutatingApiRoutes', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/backend/api/')) return;
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (access === undefined) throw new Error(`${methods.join(',')} ${route.url}: config.access fehlt`);
    for (const method of methods.filter((name) => mutatingMethods.has(name)))
      app.mutatingApiRoutes.push({ method, url: route.url, isPublic: access === 'public' });
  });
  return {
    resolve: async (request: FastifyRequest) => {
      request.access = await resolve(request);
    },
    check,
    checkValidated,
  };
}
