// The outbox where people work (decision 0390): the counter in the header ("3 nicht
// synchronisiert") and the rows a list shows for its entries that have not arrived yet, each marked
// "Nicht synchronisiert" (or "Abgelehnt") with the time it was made on site.
import { Link } from 'react-router';
import { formatDistanceToNowStrict, isToday } from 'date-fns';
import { CloudOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dateFnsOptions, formatDateTime, formatTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { hasWaitedLong, type FieldEntryKind } from '@/lib/outbox/outbox-entry';
import { useOutboxEntries, type ShownEntry } from '@/lib/outbox/use-outbox';

/** "10:42 Uhr" today, "04.05.2026, 10:42 Uhr" before. */
export const formatEntryTime = (iso: string) => (isToday(new Date(iso)) ? formatTime(iso) : formatDateTime(iso));

/** "vor 5 Minuten" */
export const formatEntryAge = (iso: string) =>
  formatDistanceToNowStrict(new Date(iso), { ...dateFnsOptions, addSuffix: true });

export const counterText = (count: number) => `${count} nicht synchronisiert`;

/** The header's counter: how many of the user's entries have not arrived; hidden when none. */
export function OutboxCounter() {
  const entries = useOutboxEntries();
  if (entries.length === 0) return null;
  const urgent = entries.some((entry) => entry.state === 'rejected' || hasWaitedLong(entry));
  return (
    <Link
      to={paths.outbox()}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap',
        urgent ? 'text-danger-700 hover:bg-danger-50' : 'text-warning-700 hover:bg-warning-50',
      )}
    >
      <CloudOff className="size-4" aria-hidden />
      {counterText(entries.length)}
    </Link>
  );
}

export function EntryStateBadge({ entry }: { entry: ShownEntry }) {
  if (entry.state === 'rejected') return <Badge tone="danger">Abgelehnt</Badge>;
  if (entry.state === 'sending') return <Badge tone="info">Wird gesendet</Badge>;
  return <Badge tone="warning">Nicht synchronisiert</Badge>;
}

/**
 * The user's entries for one list (`scope`, e.g. `pile:<id>`) that have not arrived yet, above the
 * list's own rows. Renders nothing when there are none.
 */
export function PendingEntries({
  scope,
  kinds,
  className,
}: {
  scope: string;
  kinds?: readonly FieldEntryKind[];
  className?: string;
}) {
  const entries = useOutboxEntries().filter((entry) => entry.scope === scope && (!kinds || kinds.includes(entry.kind)));
  if (entries.length === 0) return null;
  return (
    <ul
      aria-label="Nicht synchronisierte Einträge"
      className={cn('divide-y divide-warning-200 rounded-md border border-warning-200 bg-warning-50/60', className)}
    >
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
          <span className="min-w-0 flex-1 font-medium text-slate-900">{entry.title}</span>
          <EntryStateBadge entry={entry} />
          <span className="text-xs text-slate-600">
            erfasst <time dateTime={entry.recordedAt}>{formatEntryTime(entry.recordedAt)}</time>
          </span>
          {entry.state === 'rejected' ? (
            <Link
              to={paths.outbox()}
              className="tap-target text-xs font-medium text-danger-700 underline-offset-2 hover:underline"
            >
              Grund ansehen
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
