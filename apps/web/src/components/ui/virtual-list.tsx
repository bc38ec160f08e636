// A long list of which only the rows in and near the view are in the page (TanStack Virtual,
// decision 0380): 100,000 history entries cost the DOM of about thirty. The page itself scrolls
// (the window), so the list keeps the app's header, keyboard and screen-reader behaviour; rows may
// differ in height and are measured once shown.
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';

/**
 * A row's content renders once: while scrolling only rows coming into range render (`renderRow`
 * must be stable, e.g. from useCallback).
 */
const RowContent = memo(function RowContent({ row, render }: { row: unknown; render: (row: unknown) => ReactNode }) {
  return render(row);
});

/** Rows beyond the view kept rendered on each side: tabbing to the next link finds it in the page. */
const OVERSCAN = 8;

export function VirtualList<T>({
  rows,
  rowKey,
  renderRow,
  estimateSize,
  total,
  onNearEnd,
  label,
  className,
  rowClassName,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  /** A typical row height in px (before it is measured). */
  estimateSize: number;
  /** All rows there are, when known (for screen readers: "entry 3 of 120"). */
  total?: number | undefined;
  /** Called when the view nears the last loaded row: time to load the next page. */
  onNearEnd?: () => void;
  label?: string;
  className?: string;
  rowClassName?: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // Where the list starts in the page; the header above it may change height once its data is in.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let top = 0;
    for (let element: HTMLElement | null = list; element; element = element.offsetParent as HTMLElement | null)
      top += element.offsetTop;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rowKey(rows[index]!),
    // A shown row is never 0 px high; where nothing is laid out (jsdom) it keeps its estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastShown >= rows.length - 1 - 2 * OVERSCAN) onNearEnd();
  }, [lastShown, rows.length, onNearEnd]);
  return (
    <ol
      ref={listRef}
      aria-label={label}
      className={cn('relative', className)}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-posinset={item.index + 1}
          aria-setsize={total ?? -1}
          className={cn('absolute inset-x-0 top-0', item.index > 0 && 'border-t border-slate-100', rowClassName)}
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        >
          <RowContent row={rows[item.index]!} render={renderRow as (row: unknown) => ReactNode} />
        </li>
      ))}
    </ol>
  );
}
