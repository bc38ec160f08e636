// The rows of an export, read page by page in the list's own order (decision 0600): each page
// continues after the last row of the one before by the values of the order's columns (keyset),
// never by OFFSET, so page 100 costs what page 1 costs and memory holds one page at a time.
// The key's values travel as the database's own text (`::text`), so a timestamp keeps its
// microseconds (a JS Date would cut them to milliseconds and skip or repeat rows).
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Rows per page. Measured on the history's 100,000 entries (docs/performance.md, list exports):
 * with 1,000 a page's rows and texts outlived V8's 4 MB young generation and were promoted, and the
 * old generation grew by 150 MB of garbage before a full collection; with 200 the page dies young,
 * RSS grows by about 55 MB, and the 500 keyset queries cost no measurable time.
 */
export const EXPORT_PAGE_SIZE = 200;

export type KeyPart = { column: PgColumn; descending?: boolean };

/** The columns a keyset-read row carries besides its own: the key's values as text. */
export type KeyValues = { [name: `exportKey${number}`]: string };

export type Keyset = {
  /** The list's order: `.orderBy(...key.orderBy)`. */
  orderBy: SQL[];
  /** The key's values as text, to spread into the page's select. */
  columns: Record<`exportKey${number}`, SQL<string>>;
  /** The condition "after this row" in the list's order (rows the page must not repeat). */
  after: (row: KeyValues) => SQL;
};

/**
 * A keyset over the list's order. The parts together must name a row uniquely (end with the id)
 * and none may be null. All in one direction: one row comparison the index answers as a range;
 * mixed directions: the expanded form (a < x) or (a = x and b > y) ….
 */
export function keyset(parts: readonly KeyPart[]): Keyset {
  const name = (index: number) => `exportKey${index}` as const;
  const value = (row: KeyValues, index: number) =>
    sql`cast(${row[name(index)]} as ${sql.raw(parts[index]!.column.getSQLType())})`;
  const sameDirection = parts.every((part) => Boolean(part.descending) === Boolean(parts[0]!.descending));
  return {
    orderBy: parts.map((part) => (part.descending ? desc(part.column) : asc(part.column))),
    columns: Object.fromEntries(
      parts.map((part, index) => [name(index), sql<string>`${part.column}::text`]),
    ) as Keyset['columns'],
    after: (row) => {
      if (sameDirection) {
        const operator = sql.raw(parts[0]!.descending ? '<' : '>');
        const left = sql.join(
          parts.map((part) => sql`${part.column}`),
          sql`, `,
        );
        const right = sql.join(
          parts.map((_, index) => value(row, index)),
          sql`, `,
        );
        return sql`(${left}) ${operator} (${right})`;
      }
      const branches = parts.map((part, index) =>
        and(
          ...parts.slice(0, index).map((earlier, at) => eq(earlier.column, value(row, at))),
          sql`${part.column} ${sql.raw(part.descending ? '<' : '>')} ${value(row, index)}`,
        ),
      );
      return or(...branches)!;
    },
  };
}

/**
 * The list's rows page by page: `read` gets the condition "after the last row" (none for the first
 * page) and the page size, and returns rows that carry `key.columns`.
 */
export async function* keysetPages<Row extends KeyValues>(
  key: Keyset,
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = key.after(rows[rows.length - 1]!);
  }
}

/** Pages of rows turned into what the export shows (e.g. the list's own views), page by page. */
export async function* mapPages<Row, Item>(
  pages: AsyncIterable<Row[]>,
  map: (rows: Row[]) => Promise<Item[]> | Item[],
): AsyncGenerator<Item[]> {
  for await (const rows of pages) yield await map(rows);
}
