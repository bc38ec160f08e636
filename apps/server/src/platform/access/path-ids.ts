// Path ids are uuids in the database; anything else cannot name an object, so it is 404 (not a
// 422 on a parameter, and never a database error). Routes declare their path ids as `pathId` in
// the params schema (the error handler answers a failing path parameter with 404); the access
// check, which runs before validation, checks them with `existingId`.
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';

/** A path parameter naming an object: a uuid, otherwise 404. */
export const pathId = z.uuid();

/** Returns the id when it is a uuid, otherwise throws 404. */
export function existingId(value: string): string {
  if (!pathId.safeParse(value).success) throw notFound();
  return value;
}

export const projectIdParams = z.object({ projectId: pathId });
