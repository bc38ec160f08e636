// Path ids are uuids in the database; anything else cannot name an object, so it is 404 (not a
// 422 on a parameter, and never a database error). For every route with a project or object id.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RuleName } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import { requireGlobal, requireProjectRule, requireUser, type ProjectAccess } from './authorize.js';

const uuid = z.uuid();

/** Returns the id when it is a uuid, otherwise throws 404. */
export function existingId(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound();
  return value;
}

export const projectIdParams = z.object({ projectId: z.string() });

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

/** The access a `projectGuard` of this route has loaded. */
export function guardedAccess(request: FastifyRequest): ProjectAccess {
  const access = accessByRequest.get(request);
  if (!access) throw new Error('Route ohne projectGuard');
  return access;
}

/** preValidation hook for a global rule (403) or just a session (401). */
export const globalGuard = (rule: RuleName | 'signedIn') => async (request: FastifyRequest) => {
  if (rule === 'signedIn') requireUser(request);
  else requireGlobal(request, rule);
};
