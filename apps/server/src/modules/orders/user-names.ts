// Display names of the users behind createdBy / updatedBy / approval fields, fetched in one query.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRef = { userId: string; name: string };

export async function loadUserRefs(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, UserRef>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, { userId: row.id, name: `${row.firstName} ${row.lastName}` }]));
}

/** A deleted user still shows as someone (the record stays; the person is gone). */
export const unknownUser: UserRef = { userId: '', name: 'Unbekannt' };

export const userRef = (refs: Map<string, UserRef>, id: string | null): UserRef | null =>
  id === null ? null : (refs.get(id) ?? unknownUser);
