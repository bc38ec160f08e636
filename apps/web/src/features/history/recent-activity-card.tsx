import { Link } from 'react-router';
import { History } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useRecentHistory } from '@/lib/queries/history';
import { HistoryList } from './history-list';

/** Dashboard card with the latest 10 history entries and a link to the full history. */
export function RecentActivityCard({ projectId }: { projectId: string }) {
  const history = useRecentHistory(projectId);
  return (
    <Card>
      <CardHeader
        title="Was zuletzt passiert ist"
        action={
          <Link
            to={paths.projectHistory(projectId)}
            className="tap-target text-sm font-medium text-brand-700 hover:underline"
          >
            Alle anzeigen
          </Link>
        }
      />
      {history.isPending ? (
        <div className="p-4">
          <ListSkeleton rows={4} />
        </div>
      ) : history.isError ? (
        <div className="p-4">
          <Alert tone="danger">{errorMessage(history.error)}</Alert>
        </div>
      ) : history.data.length === 0 ? (
        <div className="flex items-center gap-3 px-5 py-6 text-sm text-slate-600">
          <History className="size-5 text-slate-400" aria-hidden />
          Noch keine Aktivitäten in diesem Projekt.
        </div>
      ) : (
        <HistoryList projectId={projectId} entries={history.data} backLabel="Dashboard" />
      )}
    </Card>
  );
}
