import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CornerUpLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type BackTo = { href: string; label: string };

/** Navigation state for links out of the activity history: `<Link to=… state={backToState(…)} />`. */
export function backToState(href: string, label: string): { backTo: BackTo } {
  return { backTo: { href, label } };
}

function readBackTo(state: unknown): BackTo | null {
  if (!state || typeof state !== 'object' || !('backTo' in state)) return null;
  const backTo = (state as { backTo: unknown }).backTo;
  if (!backTo || typeof backTo !== 'object') return null;
  const { href, label } = backTo as Partial<BackTo>;
  return typeof href === 'string' && href.startsWith('/') && typeof label === 'string' ? { href, label } : null;
}

/** "Zurück" banner after following an activity-history link; "Ausblenden" dismisses it. */
export function BackBanner() {
  const location = useLocation();
  const backTo = readBackTo(location.state);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!backTo || dismissedKey === location.key) return null;
  return (
    <div
      role="region"
      aria-label="Zurück"
      className="mb-4 flex items-center gap-3 rounded-md border border-info-200 bg-info-50 px-4 py-2.5 text-sm"
    >
      <CornerUpLeft className="size-4 shrink-0 text-info-700" aria-hidden />
      <p className="min-w-0 flex-1 text-slate-800">
        <span className="font-semibold">Zurück</span>
        <span className="mx-1.5 text-slate-500">·</span>
        <Link to={backTo.href} className="tap-target font-medium text-info-700 hover:underline">
          Zurück zu {backTo.label} springen.
        </Link>
      </p>
      <Button variant="ghost" size="sm" onClick={() => setDismissedKey(location.key)}>
        Ausblenden
      </Button>
    </div>
  );
}
