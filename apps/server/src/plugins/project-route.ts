// Path ids are uuids in the database; anything else cannot name an object, so it is 404 (not a
// 422 on a parameter, and never a database error). Routes declare their path ids as `pathId` in
// the params schema (the error handler answers a failing path parameter with 404); guards, which
// run before validation, check them with `existingId`.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { RuleName } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import {
  authorize,
  loadProjectAccess,
  requireGlobal,
  requireProjectRule,
  requireUser,
  type ProjectAccess,
} from './authorize.js';

/** A path parameter naming an object: a uuid, otherwise 404. */
export const pathId = z.uuid();

/** Returns the id when it is a uuid, otherwise throws 404. */
export function existingId(value: string): string {
  if (!pathId.safeParse(value).success) throw notFound();
  return value;
}

export const projectIdParams = z.object({ projectId: pathId });

/** 401 without a session, 404 for a malformed or invisible project, 403 when the rule fails. */
export async function requireProject(
  db: Executor,
  request: FastifyRequest,
  projectId: string,
  rule: RuleName,
): Promise<ProjectAccess> {
  requireUser(request);
  return requireProjectRule(db, request, existingId(projectId), rule);
}

// Guards run as preValidation hooks (the session is resolved before validation, app.ts): an
// anonymous, invisible or refused caller gets 401/404/403 before the body is judged (422), so a
// refused request learns nothing about the form. The handler reads the loaded access back.
const accessByRequest = new WeakMap<FastifyRequest, ProjectAccess>();

/** preValidation hook: loads the access for `:projectId` and checks `rule`. */
export const projectGuard = (db: Executor, rule: RuleName) => async (request: FastifyRequest) => {
  const { projectId } = request.params as { projectId: string };
  accessByRequest.set(request, await requireProject(db, request, projectId, rule));
};

/** The access a `projectGuard` or `objectGuard` of this route has loaded. */
export function guardedAccess(request: FastifyRequest): ProjectAccess {
  const access = accessByRequest.get(request);
  if (!access) throw new Error('Route ohne projectGuard oder objectGuard');
  return access;
}

/** Finds an object of an area by id (and the route's other path ids); `undefined` when it does not exist. */
export type ObjectFinder<T extends { projectId: string }> = (
  db: Executor,
  id: string,
  params: Record<string, string>,
) => Promise<T | undefined>;

/** How a guard judges the caller: a rule on the object's status, or the area's own check (facts, four-eyes). */
export type ObjectCheck<T> = RuleName | ((access: ProjectAccess, object: T) => void);

const objectByRequest = new WeakMap<FastifyRequest, unknown>();

/**
 * Where an object route finds its project before the object is loaded: the table holding
 * `project_id` and the path parameter naming the row. The session is then looked up together with
 * the caller's access to that project in one statement (plugins/authorize.ts).
 */
export type ObjectProject = { table: PgTable; id: AnyPgColumn; projectId: AnyPgColumn; param: string };

/** The project source of rows of `table` (with `id` and `project_id`) named by the path `param`. */
export const objectProjectOf = (
  table: PgTable & { id: AnyPgColumn; projectId: AnyPgColumn },
  param: string,
): ObjectProject => ({ table, id: table.id, projectId: table.projectId, param });

type ObjectGuardHook = ((request: FastifyRequest) => Promise<void>) & { objectProject?: ObjectProject };

/**
 * preValidation hook for a route on one object (`/order/:orderId`): 401 without a session, 404 for
 * a malformed id, an unknown object or one in a project the caller cannot see, then the check —
 * by default `rule` on the object's status (403). A state change re-checks on the locked row in
 * its transaction. `objectProject` lets the session lookup load the access with it.
 */
export const objectGuard = <T extends { projectId: string; status?: string }>(
  db: Executor,
  param: string,
  find: ObjectFinder<T>,
  check: ObjectCheck<T>,
  objectProject?: ObjectProject,
): ObjectGuardHook =>
  Object.assign(
    async (request: FastifyRequest) => {
      requireUser(request);
      const params = request.params as Record<string, string>;
      const object = await find(db, existingId(params[param] ?? ''), params);
      if (!object) throw notFound();
      const access = await loadProjectAccess(db, request, object.projectId);
      if (typeof check === 'function') check(access, object);
      else authorize(access, check, object.status);
      accessByRequest.set(request, access);
      objectByRequest.set(request, object);
    },
    { objectProject },
  );

/** onRoute hook of the API scope: an object guard's project source becomes the route's config. */
export function declareObjectProjects(api: FastifyInstance) {
  api.addHook('onRoute', (route: RouteOptions) => {
    const hooks = [route.preValidation ?? []].flat() as ObjectGuardHook[];
    const objectProject = hooks.find((hook) => hook.objectProject)?.objectProject;
    if (objectProject) route.config = { ...route.config, objectProject };
  });
}

/** The object an `objectGuard` of this route has loaded (as it was before the handler ran). */
export function guardedObject<T>(request: FastifyRequest): T {
  if (!objectByRequest.has(request)) throw new Error('Route ohne objectGuard');
  return objectByRequest.get(request) as T;
}

/** preValidation hook for a global rule (403) or just a session (401). */
export const globalGuard = (rule: RuleName | 'signedIn') => async (request: FastifyRequest) => {
  if (rule === 'signedIn') requireUser(request);
  else requireGlobal(request, rule);
};
