import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

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

/**
 * A table on desktop that turns into stacked cards on phones: the primary column is the card
 * title, every other column a label/value line.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  caption,
  className,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  empty?: ReactNode;
  caption?: string;
  className?: string;
}) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const others = columns.filter((column) => column !== primary);
  return (
    <div className={className}>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
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
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50/70">
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
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
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
          </li>
        ))}
      </ul>
    </div>
  );
}
