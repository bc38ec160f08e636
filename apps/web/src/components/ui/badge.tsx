import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { statusTone, type BadgeTone } from '@baustellendoku/domain';
import { cn } from '@/lib/cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        success: 'border-success-200 bg-success-50 text-success-700',
        warning: 'border-warning-200 bg-warning-50 text-warning-700',
        danger: 'border-danger-200 bg-danger-50 text-danger-700',
        info: 'border-info-200 bg-info-50 text-info-700',
        neutral: 'border-slate-200 bg-slate-100 text-slate-700',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

const dotColour: Record<BadgeTone, string> = {
  success: 'bg-success-700',
  warning: 'bg-warning-700',
  danger: 'bg-danger-600',
  info: 'bg-info-700',
  neutral: 'bg-slate-500',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cn(badgeVariants({ tone }), className)}>
      <span className={cn('size-1.5 rounded-full', dotColour[tone])} aria-hidden />
      {children}
    </span>
  );
}

/** A status badge coloured by the shared rule (spec part 1 §4) and labelled by the caller. */
export function StatusBadge({ status, label, className }: { status: string; label: ReactNode; className?: string }) {
  return (
    <Badge tone={statusTone(status)} className={className}>
      {label}
    </Badge>
  );
}
