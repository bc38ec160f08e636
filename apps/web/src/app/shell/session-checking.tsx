import { BrandMark } from '@/components/brand';

/** Gate rule 1: shown while the session is being checked. */
export function SessionChecking() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50"
    >
      <BrandMark className="size-11 animate-pulse" />
      <p className="text-sm text-slate-600">Bauhelme werden gesucht ...</p>
    </div>
  );
}
