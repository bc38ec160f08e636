// Path ids are uuids in the database; anything else cannot name an object, so it is 404 (not a
// 422 on a parameter, and never a database error). For every route with a project or object id.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RuleName } from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import { requireProjectRule, requireUser, type ProjectAccess } from './authorize.js';

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
