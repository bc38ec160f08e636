// The end of a paged list (decision 0380): while there is more, a button loads the next page (for
// the keyboard, and for lists that do not load by themselves); `auto` loads it as soon as the end
// comes near the view. While a page loads, a status says so.
import { useEffect, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import type { PagedList } from '@/lib/queries/paged-list';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** How far below the view the end may be when the next page is asked for (px). */
const AUTO_LOAD_MARGIN = '800px';

export function ListEnd({
  list,
  moreLabel,
  auto = false,
  className,
}: {
  list: Pick<PagedList<unknown>, 'hasMore' | 'isLoadingMore' | 'loadMore'>;
  /** e.g. "Weitere Bestellungen laden" */
  moreLabel: string;
  auto?: boolean;
  className?: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore } = list;
  useEffect(() => {
    const element = end.current;
    if (!auto || !hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${AUTO_LOAD_MARGIN} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, hasMore, loadMore]);
  if (!hasMore && !list.isLoadingMore) return null;
  return (
    <div ref={end} className={cn('flex justify-center px-4 py-3', className)}>
      {list.isLoadingMore ? (
        <p role="status" className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Wird geladen …
        </p>
      ) : (
        <Button variant="secondary" onClick={loadMore}>
          {moreLabel}
        </Button>
      )}
    </div>
  );
}
