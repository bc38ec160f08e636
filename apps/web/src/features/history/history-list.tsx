import { Link, useLocation } from 'react-router';
import { renderHistoryEntry, siteTimeText, type HistoryEntry } from '@baustellendoku/domain';
import { formatDateTime } from '@/lib/format';
import { backToState } from '@/app/shell/back-banner';

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
  const location = useLocation();
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => {
        const rendered = renderHistoryEntry(projectId, entry);
        return (
          <li key={entry.historyId} className="flex gap-3 px-4 py-3 sm:px-5">
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-slate-900">{rendered.text}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                {siteTimeText(entry.recordedAt, entry.occurrenceDate, formatDateTime)} ·{' '}
                {entry.originator?.name ?? 'System'}
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
          </li>
        );
      })}
    </ol>
  );
}
