// How many load tests the map shows, in its lower left corner. The map's placeholder shows it too
// (project-map.tsx): the map opens on all points, so the count is known before MapLibre has loaded.
import { formatNumber } from '@/lib/format';

export function VisibleCount({ count }: { count: number }) {
  return (
    <p
      className="absolute bottom-2 left-2 max-w-[calc(100%-8rem)] rounded-md bg-white/90 px-2.5 py-1 text-sm text-slate-700 shadow-sm"
      data-testid="map-visible-count"
      aria-live="polite"
    >
      {count === 1 ? '1 Versuch' : `${formatNumber(count)} Versuche`} im aktuellen Kartenausschnitt
    </p>
  );
}
