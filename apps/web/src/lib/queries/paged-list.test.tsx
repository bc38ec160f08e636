import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/test/render';
import { joinPages, loadPage, pagedQuery, shownCount, usePagedList, type PageRequest } from './paged-list';

type Row = { id: string; project: string; search: string };
const signal = new AbortController().signal;

describe('paged lists', () => {
  it('asks for one row more than a page and keeps it back: it only says that there is more', async () => {
    const load = vi.fn(async ({ skip, limit }: PageRequest) => ({
      items: Array.from({ length: Math.max(0, Math.min(limit, 120 - skip)) }, (_, index) => skip + index),
    }));
    expect(await loadPage(load, 0, 50, signal)).toMatchObject({ nextSkip: 50, items: { length: 50 } });
    expect(load).toHaveBeenLastCalledWith({ skip: 0, limit: 51 }, signal);
    expect(await loadPage(load, 100, 50, signal)).toMatchObject({ nextSkip: undefined, items: { length: 20 } });
    // Exactly a page left: no further page.
    expect((await loadPage(load, 70, 50, signal)).nextSkip).toBeUndefined();
  });

  it('joins pages in order and drops a row repeated by a shift between two requests', () => {
    const rows = joinPages(
      [
        { items: ['c', 'b'], nextSkip: 2 },
        { items: ['b', 'a'], nextSkip: undefined },
      ],
      (row) => row,
    );
    expect(rows).toEqual(['c', 'b', 'a']);
  });

  it('counts "50+" while more can be loaded', () => {
    expect(shownCount({ rows: new Array(50), hasMore: true })).toBe('50+');
    expect(shownCount({ rows: new Array(1234), hasMore: false })).toBe('1.234');
  });

  it('keeps the rows of the previous search while the new one loads, never those of another project', async () => {
    let answer: (rows: Row[]) => void = () => {};
    const load = (project: string, search: string) =>
      pagedQuery<Row>(
        ['rows', project, search],
        () => new Promise((resolve) => (answer = (items) => resolve({ items }))),
      );
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const key = (row: Row) => row.id;
    const { result, rerender } = renderHook(
      ({ project, search }: { project: string; search: string }) => usePagedList(load(project, search), key),
      { wrapper, initialProps: { project: 'p1', search: '' } },
    );
    expect(result.current.isPending).toBe(true);
    act(() => answer([{ id: '1', project: 'p1', search: '' }]));
    await waitFor(() => expect(result.current.rows.map(key)).toEqual(['1']));

    rerender({ project: 'p1', search: 'x' });
    expect(result.current.rows.map(key)).toEqual(['1']);
    act(() => answer([{ id: '2', project: 'p1', search: 'x' }]));
    await waitFor(() => expect(result.current.rows.map(key)).toEqual(['2']));

    rerender({ project: 'p2', search: 'x' });
    expect(result.current.isPending).toBe(true);
    expect(result.current.rows).toEqual([]);
  });
});
