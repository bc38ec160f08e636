// Display names of the users behind createdBy / updatedBy, fetched in one query.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { users } from '../db/schema/index.js';

export type UserName = { name: string };

/** A deleted user still shows as someone (the record stays; the person is gone). */
const unknownUser: UserName = { name: 'Unbekannt' };

export async function loadUserNames(
  db: Executor,
  ids: readonly (string | null)[],
): Promise<(id: string | null) => UserName | null> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = unique.length
    ? ((await prepared(db, 'user_names', (db) =>
        db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(sql`${users.id} = any(${sql.placeholder('ids')})`),
      ).execute({ ids: unique })) as { id: string; firstName: string; lastName: string }[])
    : [];
  return userNameLookup(rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` })));
}

/** The lookup `loadUserNames` returns, over names already loaded. */
export function userNameLookup(rows: readonly { id: string; name: string }[]): (id: string | null) => UserName | null {
  const names = new Map(rows.map((row) => [row.id, { name: row.name }]));
  return (id) => (id === null ? null : (names.get(id) ?? unknownUser));
}
