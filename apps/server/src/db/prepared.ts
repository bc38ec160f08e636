// Prepared statements (issue "Years of data", decision 0371): node-postgres names them, so
// PostgreSQL parses and plans each once per connection, and drizzle builds its SQL once instead of
// on every request. For the queries every request or every view runs; lists of ids are one array
// parameter (`= any(…)`), so the statement is the same whatever their number.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

export type PreparedQuery = { execute: (values: Record<string, unknown>) => Promise<unknown> };
type Preparable = { prepare: (name: string) => PreparedQuery };

const preparedByDatabase = new WeakMap<Executor, Map<string, PreparedQuery>>();

/**
 * The statement `name` as `build` makes it for `db`, prepared once per database handle. Inside a
 * transaction it is prepared on the transaction (the connection still parses a name only once).
 * A name stands for one SQL text: never give two different queries the same name.
 */
export function prepared(db: Executor, name: string, build: (db: Executor) => Preparable): PreparedQuery {
  if (db instanceof PgTransaction) return build(db).prepare(name);
  let statements = preparedByDatabase.get(db);
  if (!statements) preparedByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = build(db).prepare(name)));
  return statement;
}
