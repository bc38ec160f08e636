// The name of the person a row's user column names, as the lists show it ("Paula Projektleiterin"),
// read in the page's own statement; null for no user or a deleted one.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.js';

export const personName = (userId: AnyPgColumn): SQL<string | null> =>
  sql<
    string | null
  >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${userId})`;
