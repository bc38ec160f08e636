import { Link, useLocation } from 'react-router';
import { renderHistoryEntry, siteTimeText, type HistoryEntry } from '@baustellendoku/domain';
import { formatDateTime } from '@/lib/format';
import { backToState } from '@/components/back-banner';

/** The row classes of an entry (the dashboard's list and the virtual rows of the history page). */
export const historyEntryClass = 'flex gap-3 px-4 py-3 sm:px-5';

/**
 * Entries with text, date, originator and a link to the affected object. Following a link carries
 * the "back" banner state, labelled with where the user came from.
 */
export function HistoryList({
  projectId,
  entries,
  backLabel,
}: {
  projectId: string;
  entries: HistoryEntry[];
  backLabel: string;
}) {
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.historyId} className={historyEntryClass} data-row>
          <HistoryEntryContent projectId={projectId} entry={entry} backLabel={backLabel} />
        </li>
      ))}
    </ol>
  );
}

/** One entry: dot, text, date and time with originator, and the link to its object. */
export function HistoryEntryContent({
  projectId,
  entry,
  backLabel,
}: {
  projectId: string;
  entry: HistoryEntry;
  backLabel: string;
}) {
  const location = useLocation();
  const rendered = renderHistoryEntry(projectId, entry);
  return (
    <>
      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">{rendered.text}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {siteTimeText(entry.recordedAt, entry.occurrenceDate, formatDateTime)} · {entry.originator?.name ?? 'System'}
        </p>
        {rendered.link ? (
          <Link
            to={rendered.link.href}
            state={backToState(`${location.pathname}${location.search}`, backLabel)}
            className="tap-target mt-1 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {rendered.link.text}
          </Link>
        ) : null}
      </div>
    </>
  );
}
