// Prepared statements (issue "Years of data", decision 0371): node-postgres names them, so
// PostgreSQL parses and plans each once per connection, and drizzle builds its SQL once instead of
// on every request. For the queries every request or every view runs; lists of ids are one array
// parameter (`= any(…)`), so the statement is the same whatever their number.
import type { SQL } from 'drizzle-orm';
import { PgTransaction, type PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

export type PreparedQuery = { execute: (values: Record<string, unknown>) => Promise<unknown> };
type Preparable = { prepare: (name: string) => PreparedQuery };

const preparedByDatabase = new WeakMap<Executor, Map<string, PreparedQuery>>();
/** Per driver's session class: the statement as first built in a transaction (decision 0772). */
const builtInTransactions = new WeakMap<object, Map<string, PreparedQuery>>();
/** Drizzle's session of a transaction: its prepared queries run on `client` (the connection). */
type TransactionSession = { client: unknown; constructor: object };

/**
 * The statement `name` as `build` makes it for `db`, prepared once per database handle. Inside a
 * transaction it runs on the transaction's connection (which parses a name only once): its SQL is
 * built by the first transaction and, in the next ones, the prepared query is copied with the
 * transaction's connection as its client (drizzle's node-postgres and PGlite prepared queries keep
 * nothing else of their session; decision 0772). A name stands for one SQL text: never give two
 * different queries the same name.
 */
export function prepared(db: Executor, name: string, build: (db: Executor) => Preparable): PreparedQuery {
  if (db instanceof PgTransaction) {
    const session = (db as unknown as { session: TransactionSession }).session;
    let built = builtInTransactions.get(session.constructor);
    if (!built) builtInTransactions.set(session.constructor, (built = new Map()));
    const first = built.get(name);
    if (!first) {
      const statement = build(db).prepare(name);
      built.set(name, statement);
      return statement;
    }
    return Object.assign(Object.create(Object.getPrototypeOf(first) as object) as PreparedQuery, first, {
      client: session.client,
    });
  }
  let statements = preparedByDatabase.get(db);
  if (!statements) preparedByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = build(db).prepare(name)));
  return statement;
}

/**
 * Hand-written SQL (with `sql.placeholder`s) as `prepared()` takes it, for a statement drizzle's
 * builders cannot write (a data-modifying WITH): prepared through the handle's session as `execute`
 * would run it unnamed. Its result is the driver's (`rows`), not mapped.
 */
export function preparableSql(db: Executor, query: SQL): Preparable {
  const { session, dialect } = db as unknown as {
    session: { prepareQuery: (query: unknown, fields: undefined, name: string, arrayMode: boolean) => PreparedQuery };
    dialect: PgDialect;
  };
  return { prepare: (name) => session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) };
}
