import type { ReactNode } from 'react';

/** A titled group of a grouped list (the spec's headings) with its count. */
export function ListGroup({
  id,
  label,
  count,
  children,
}: {
  id: string;
  label: ReactNode;
  /** A number, or e.g. "50+" for a paged group with more to load. */
  count: number | string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="flex items-center gap-2 text-[15px] font-semibold text-slate-900">
        {label}
        <span className="rounded-full bg-slate-200/70 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-600">
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

/** What an empty group says. */
export function EmptyGroup({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-500">
      {children}
    </p>
  );
}
