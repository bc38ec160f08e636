import { cn } from '@/lib/cn';

/** The product mark: a hard hat on a petrol tile, drawn inline (no external images). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden>
      <rect width="32" height="32" rx="7" fill="#0f5f7a" />
      <path d="M7 21h18v2.5H7zM9 21a7 7 0 0 1 14 0" fill="#f5b83d" />
      <path d="M15 12.2h2V21h-2z" fill="#0f5f7a" />
    </svg>
  );
}

export function BrandName({ className }: { className?: string }) {
  return (
    <span className={cn('text-[15px] font-semibold tracking-tight text-slate-900', className)}>Baustellendoku</span>
  );
}
