import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { BadgeTone } from '@baustellendoku/domain';
import { cn } from '@/lib/cn';

const tones: Record<Exclude<BadgeTone, 'neutral'>, { box: string; icon: typeof Info }> = {
  info: { box: 'border-info-200 bg-info-50 text-info-700', icon: Info },
  success: { box: 'border-success-200 bg-success-50 text-success-700', icon: CheckCircle2 },
  warning: { box: 'border-warning-200 bg-warning-50 text-warning-700', icon: AlertTriangle },
  danger: { box: 'border-danger-200 bg-danger-50 text-danger-700', icon: XCircle },
};

/** A notice inside a page: info for hints, warning for non-blocking problems, danger for critical ones. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: Exclude<BadgeTone, 'neutral'>;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-md border px-4 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-slate-800">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
    </div>
  );
}
