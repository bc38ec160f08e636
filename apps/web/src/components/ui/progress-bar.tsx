import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Percent of value against max; 0 when max is not positive. Not capped (the text may exceed 100). */
export function percentOf(value: number | string, max: number | string): number {
  const numerator = Number(value);
  const denominator = Number(max);
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return 0;
  return (numerator / denominator) * 100;
}

/** The bar stops at 100 % while the text shows the real share (e.g. "104 %"). */
export function ProgressBar({
  value,
  max,
  label,
  className,
}: {
  value: number | string;
  max: number | string;
  label?: string;
  className?: string;
}) {
  const percent = percentOf(value, max);
  const width = Math.max(0, Math.min(100, percent));
  const text = `${formatNumber(Math.round(percent))} %`;
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-baseline justify-between gap-2 text-xs text-slate-600">
        {label ? <span className="truncate">{label}</span> : <span />}
        <span className="font-medium tabular-nums text-slate-800">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={text}
        aria-label={label ?? 'Fortschritt'}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', percent >= 100 ? 'bg-success-700' : 'bg-brand-600')}
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  );
}
