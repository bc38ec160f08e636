// Long lists of which only the rows in and near the view are in the page (TanStack Virtual,
// decision 0380): 100,000 history entries cost the DOM of about thirty, and a table of thousands
// of rows scrolls like one of fifty. The page itself scrolls (the window), so the app's header,
// keyboard and screen-reader behaviour stay; rows keep their natural flow (the rows out of view
// are replaced by padding), may differ in height and are measured once shown.
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';

/** Rows beyond the view kept rendered on each side: tabbing to the next link finds it in the page. */
const OVERSCAN = 8;
/**
 * The rendered rows start and end at multiples of this: the page changes every 10 rows scrolled,
 * not every row (each change re-lays out a table).
 */
const BLOCK = 10;

const blockRange = (range: Range): number[] => {
  const start = Math.max(0, Math.floor((range.startIndex - range.overscan) / BLOCK) * BLOCK);
  const end = Math.min(range.count - 1, Math.ceil((range.endIndex + range.overscan + 1) / BLOCK) * BLOCK - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
};

/**
 * The window of rows to render: `items` (index and key of each), the space the rows above and
 * below take (`before`, `after`), a ref for the element holding the rows and one to measure a row.
 */
export function useWindowRows<T, E extends HTMLElement>({
  rows,
  rowKey,
  estimateSize,
  onNearEnd,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A typical row height in px (before it is measured). */
  estimateSize: number;
  /** Called when the view nears the last loaded row: time to load the next page. */
  onNearEnd?: (() => void) | undefined;
}) {
  const container = useRef<E>(null);
  // Where the rows start in the page; what is above may change height once its data is in.
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rowKey(rows[index]!),
    rangeExtractor: blockRange,
    // A shown row is never 0 px high; where nothing is laid out (jsdom) it keeps its estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
  });
  // After every render on purpose: anything above the list may have changed height. The state only
  // changes when the position does, so this settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    // Reading the position forces a layout: not while scrolling, when it cannot change.
    if (virtualizer.isScrolling) return;
    let top = 0;
    for (let element: HTMLElement | null = container.current; element; element = element.offsetParent as HTMLElement)
      top += element.offsetTop;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastShown >= rows.length - 1 - 2 * OVERSCAN) onNearEnd();
  }, [lastShown, rows.length, onNearEnd]);
  const before = items.length ? items[0]!.start - scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items.at(-1)!.end - scrollMargin) : 0;
  return { container, items, before, after, measure: virtualizer.measureElement };
}

/**
 * A row's content renders once: while scrolling only rows coming into range render (`render`
 * must be stable, e.g. from useCallback).
 */
export const RowContent = memo(function RowContent<T>({ row, render }: { row: T; render: (row: T) => ReactNode }) {
  return render(row);
}) as <T>(props: { row: T; render: (row: T) => ReactNode }) => ReactNode;

/** A divided list (`<ol>`) of which only the rows near the view are rendered (`data-row`: see data-table.tsx). */
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
  estimateSize: number;
  /** All rows there are, when known (for screen readers: "entry 3 of 120"). */
  total?: number | undefined;
  onNearEnd?: () => void;
  label?: string;
  className?: string;
  rowClassName?: string;
}) {
  const { container, items, before, after, measure } = useWindowRows<T, HTMLOListElement>({
    rows,
    rowKey,
    estimateSize,
    onNearEnd,
  });
  return (
    <ol ref={container} aria-label={label} className={className} style={{ paddingTop: before, paddingBottom: after }}>
      {items.map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          data-row
          ref={measure}
          aria-posinset={item.index + 1}
          aria-setsize={total ?? -1}
          className={cn(item.index > 0 && 'border-t border-slate-100', rowClassName)}
        >
          <RowContent row={rows[item.index]!} render={renderRow} />
        </li>
      ))}
    </ol>
  );
}
