import { useEffect, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

/**
 * Every screen starts with breadcrumbs, a title and its primary action on the right. On phones
 * the action moves to a bar fixed at the bottom, full width, within thumb reach. Only the place the
 * width shows is rendered (decision 0771), as a list renders only its form for the width (0740).
 */
export function PageHeader({
  title,
  breadcrumbs = [],
  description,
  badge,
  action,
  secondaryActions,
  className,
}: {
  title: ReactNode;
  breadcrumbs?: Crumb[];
  description?: ReactNode;
  badge?: ReactNode;
  action?: ReactNode;
  secondaryActions?: ReactNode;
  className?: string;
}) {
  // The browser tab and history show which screen this is.
  useEffect(() => {
    if (typeof title !== 'string') return;
    document.title = `${title} – Baustellendoku`;
    return () => {
      document.title = 'Baustellendoku';
    };
  }, [title]);
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <header className={cn('mb-6 space-y-2', className)}>
      <Breadcrumbs items={breadcrumbs} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
            {badge}
          </div>
          {description ? <p className="max-w-3xl text-sm text-slate-600">{description}</p> : null}
        </div>
        {secondaryActions || (action && wide) ? (
          <div className="flex items-center gap-2">
            {secondaryActions}
            {action && wide ? <div>{action}</div> : null}
          </div>
        ) : null}
      </div>
      {action && !wide ? (
        <div
          data-mobile-action
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur [&>*]:w-full [&_a]:w-full [&_button]:w-full"
        >
          {action}
        </div>
      ) : null}
    </header>
  );
}
