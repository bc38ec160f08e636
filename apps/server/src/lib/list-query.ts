// The list query of the spec's project lists (skip=0&limit=999999&projectId=…), and the search the
// screens add to long lists (issue "Years of data", decision 0380): the screens page with skip/limit
// (asking for limit+1 to learn whether there is more), the spec's limit=999999 stays valid.
import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { messages } from '@baustellendoku/domain';

/** skip/limit with German messages; `limit` defaults to `defaultLimit` (the spec's 999999 for lists). */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    skip: z.coerce
      .number({ error: messages.invalidNumber })
      .int({ error: messages.invalidNumber })
      .min(0, { error: messages.minimum(0) })
      .default(0),
    limit: z.coerce
      .number({ error: messages.invalidNumber })
      .int({ error: messages.invalidNumber })
      .min(1, { error: messages.minimum(1) })
      .max(999_999, { error: messages.maximum(999_999) })
      .default(defaultLimit),
  });

export const projectListQuery = pageQuery(999_999).extend({ projectId: z.uuid({ error: messages.required }) });

export const SEARCH_MAX_LENGTH = 100;

/** `search`: what the user typed into a list's search field; blank means no search. */
export const searchParam = z
  .string()
  .max(SEARCH_MAX_LENGTH, { error: messages.maxLength(SEARCH_MAX_LENGTH) })
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A project list that can be searched. */
export const searchableListQuery = projectListQuery.extend({ search: searchParam });

/** The words of a search (at most five); empty when there is nothing to search for. */
export const searchWords = (search: string | undefined): string[] =>
  (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%word%` for ILIKE, with the word's own wildcards escaped. */
export const containsPattern = (word: string) => `%${escapeLike(word)}%`;

/**
 * Every word must be found (case-insensitive, anywhere) in one of the columns, or match one of the
 * extra conditions of that word (`also`, e.g. a test number). Undefined without words. Within one
 * project this filters a few thousand rows already narrowed by the project index: cheap enough
 * without a text index (decision 0380).
 */
export function searchCondition(
  search: string | undefined,
  columns: readonly (PgColumn | SQL)[],
  also: (word: string) => (SQL | undefined)[] = () => [],
): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))), ...also(word))),
  );
}
