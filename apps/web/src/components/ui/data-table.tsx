import { memo, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { useWindowRows } from './virtual-list';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers are right-aligned (design language). */
  align?: 'left' | 'right';
  /** Shown as the card title on phones instead of a label/value line. */
  primary?: boolean;
  className?: string;
};

/** From this many rows a `virtual` table has only those near the view in the page (decision 0380). */
export const VIRTUAL_FROM_ROWS = 100;
const WIDE = '(min-width: 768px)';

/**
 * A table on desktop that turns into stacked cards on phones: the primary column is the card
 * title, every other column a label/value line. Only the form the screen width shows is rendered
 * (decision 0740). A `virtual` table (a paged list, which grows as the user scrolls) renders from
 * 100 rows on only the rows near the view. Tables of a bounded size stay whole (the browser's find
 * in page sees them).
 * Every row carries `data-row`, as in every list of the app: the benchmark of the first screen
 * (bench/site-phone.bench.ts, decision 0540) waits for the first one the app has rendered.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  caption,
  className,
  virtual = false,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  empty?: ReactNode;
  caption?: string;
  className?: string;
  virtual?: boolean;
}) {
  const wide = useMediaQuery(WIDE);
  if (rows.length === 0 && empty) return <>{empty}</>;
  const parts = { rows, columns, rowKey, caption };
  // No hidden second copy of every row: it doubled a list's first render, which the phone's first
  // screen waits for.
  if (virtual && rows.length >= VIRTUAL_FROM_ROWS)
    return <div className={className}>{wide ? <VirtualTable {...parts} /> : <VirtualCards {...parts} />}</div>;
  return <div className={className}>{wide ? <Table {...parts} /> : <Cards {...parts} />}</div>;
}

type Parts<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  caption?: string | undefined;
};

function Table<T>({
  rows,
  columns,
  rowKey,
  caption,
  className,
  body,
}: Parts<T> & { className?: string; body?: ReactNode }) {
  return (
    <div className={cn('overflow-x-auto rounded-lg border border-slate-200 bg-white', className)}>
      <table className="w-full text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-4 py-2.5 font-medium', column.align === 'right' && 'text-right', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {body ?? (
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <TableRow key={rowKey(row)} row={row} columns={columns} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

const TableRow = memo(function TableRow<T>({
  row,
  columns,
  ...props
}: { row: T; columns: readonly Column<T>[] } & HTMLAttributes<HTMLTableRowElement> & {
    ref?: Ref<HTMLTableRowElement>;
  }) {
  return (
    <tr className="hover:bg-slate-50/70" data-row {...props}>
      {columns.map((column) => (
        <td
          key={column.key}
          className={cn(
            'px-4 py-3 align-middle text-slate-800',
            column.align === 'right' && 'text-right tabular-nums',
            column.className,
          )}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(
  props: { row: T; columns: readonly Column<T>[] } & HTMLAttributes<HTMLTableRowElement> & {
      ref?: Ref<HTMLTableRowElement>;
      'data-index'?: number;
    },
) => ReactNode;

function Cards<T>({ rows, columns, rowKey, caption, className }: Parts<T> & { className?: string }) {
  return (
    <ul className={cn('space-y-2', className)} aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} data-row>
          <Card row={row} columns={columns} />
        </li>
      ))}
    </ul>
  );
}

/** One row as a card (inside the list's `<li>`). */
const Card = memo(function Card<T>({ row, columns }: { row: T; columns: readonly Column<T>[] }) {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const others = columns.filter((column) => column !== primary);
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      {primary ? (
        // A link in the title is the card's tap target: a full-width row of 44 px with a chevron.
        <div className="group flex items-center gap-2 font-medium text-slate-900 has-[a]:-my-1.5 [&_a]:flex [&_a]:min-h-11 [&_a]:flex-1 [&_a]:items-center">
          {primary.cell(row)}
          <ChevronRight className="hidden size-4 shrink-0 text-slate-500 group-has-[a]:block" aria-hidden />
        </div>
      ) : null}
      {others.length > 0 ? (
        <dl className="mt-2 space-y-1 text-sm">
          {others.map((column) => (
            <div key={column.key} className="flex items-baseline justify-between gap-3">
              <dt className="shrink-0 text-slate-500">{column.header}</dt>
              <dd
                className={cn(
                  'min-w-0 text-right break-words text-slate-800',
                  column.align === 'right' && 'tabular-nums',
                )}
              >
                {column.cell(row)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}) as <T>(props: { row: T; columns: readonly Column<T>[] }) => ReactNode;

function VirtualTable<T>(parts: Parts<T>) {
  const { container, items, before, after, measure } = useWindowRows<T, HTMLTableSectionElement>({
    rows: parts.rows,
    rowKey: parts.rowKey,
    estimateSize: 53,
  });
  // The rows out of view are two spacer rows, hidden from screen readers.
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden style={{ height }}>
        <td colSpan={parts.columns.length} className="p-0" />
      </tr>
    ) : null;
  return (
    <Table
      {...parts}
      body={
        <tbody ref={container} className="divide-y divide-slate-100">
          {spacer(before)}
          {items.map((item) => (
            <TableRow
              key={item.key}
              data-index={item.index}
              ref={measure}
              row={parts.rows[item.index]!}
              columns={parts.columns}
            />
          ))}
          {spacer(after)}
        </tbody>
      }
    />
  );
}

function VirtualCards<T>(parts: Parts<T>) {
  const { container, items, before, after, measure } = useWindowRows<T, HTMLUListElement>({
    rows: parts.rows,
    rowKey: parts.rowKey,
    // Card height plus the 8 px gap (padding of each item, so that it is measured with it).
    estimateSize: 170,
  });
  return (
    <ul ref={container} aria-label={parts.caption} style={{ paddingTop: before, paddingBottom: after }}>
      {items.map((item) => (
        <li key={item.key} data-index={item.index} data-row ref={measure} className={cn(item.index > 0 && 'pt-2')}>
          <Card row={parts.rows[item.index]!} columns={parts.columns} />
        </li>
      ))}
    </ul>
  );
}
