// Lists that page (issue "Years of data", decision 0380): a long list loads page by page as the user
// scrolls or asks for more, never everything at once. Pages are asked for with skip/limit+1: the
// extra row says whether there is more, so no total count is needed.
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { formatNumber } from '@/lib/format';

export const PAGE_SIZE = 50;

export type Page<T> = { items: T[]; nextSkip: number | undefined; total?: number | undefined };
export type PageRequest = { skip: number; limit: number };
/** Loads `limit` rows from `skip` on: the list endpoint's `{ items }` answer (some add a `total`). */
export type LoadRows<T> = (page: PageRequest, signal: AbortSignal) => Promise<{ items?: T[]; total?: number }>;

/** One page of `pageSize` rows; it asks for one more to learn whether a next page exists. */
export async function loadPage<T>(load: LoadRows<T>, skip: number, pageSize: number, signal: AbortSignal) {
  const answer = await load({ skip, limit: pageSize + 1 }, signal);
  const rows = answer.items ?? [];
  return {
    items: rows.slice(0, pageSize),
    nextSkip: rows.length > pageSize ? skip + pageSize : undefined,
    total: answer.total,
  } satisfies Page<T>;
}

/**
 * The pages in order, each row once: a row inserted at the top between two page requests shifts
 * the next page by one, and its first row would repeat the last one already shown.
 */
export function joinPages<T>(pages: readonly Page<T>[], key: (row: T) => string): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages)
    for (const row of page.items) {
      const id = key(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  return rows;
}

/**
 * Query options of a paged list, for `useInfiniteQuery` and for prefetching a screen's first page.
 * A searched list puts the search last in its key (see `usePagedList`).
 */
export const pagedQuery = <T>(queryKey: QueryKey, load: LoadRows<T>, pageSize = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => loadPage(load, pageParam, pageSize, signal),
    initialPageParam: 0,
    getNextPageParam: (last: Page<T>) => last.nextSkip,
  });

export type PagedList<T> = {
  /** The rows loaded so far, in order, each once. */
  rows: T[];
  /** How many rows there are in all, when the endpoint says so. */
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Loads the next page (nothing while one is loading or when there is none). */
  loadMore: () => void;
};

/** Keys that differ in their last element only: the same list with another search. */
const sameListOtherSearch = (a: QueryKey, b: QueryKey) =>
  a.length === b.length && a.slice(0, -1).every((part, index) => part === b[index]);

/** A paged list as screens use it; `key` names a row (for joining pages). */
export function usePagedList<T>(options: ReturnType<typeof pagedQuery<T>>, key: (row: T) => string): PagedList<T> {
  const select = useCallback(
    (data: InfiniteData<Page<T>, number>) => ({ rows: joinPages(data.pages, key), total: data.pages[0]?.total }),
    [key],
  );
  // A new search keeps the rows shown until its answer is in (no flash of the loading placeholder);
  // another project's rows are never shown in their place.
  const query = useInfiniteQuery({
    ...options,
    select,
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameListOtherSearch(previousQuery.queryKey, options.queryKey)
        ? keepPreviousData(previous)
        : undefined,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // A call while a page loads must not restart it (cancelRefetch: false keeps the running one).
  const loadMore = useCallback(() => {
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, fetchNextPage]);
  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  };
}

/** The count of a list's badge: "50+" while more can be loaded, else the exact number. */
export const shownCount = (list: Pick<PagedList<unknown>, 'rows' | 'hasMore'>): string =>
  `${formatNumber(list.rows.length)}${list.hasMore ? '+' : ''}`;
