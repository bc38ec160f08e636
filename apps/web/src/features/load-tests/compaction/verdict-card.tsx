// The detail's verdict (issue 37): the badge, the layer the test names and why it is judged so,
// with the way to the requirements.
import { Link } from 'react-router';
import type { LoadTestVerdictView } from '@baustellendoku/domain';
import { Card, CardBody } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { VerdictBadge } from './verdict-badge';

export function VerdictCard({
  projectId,
  verdict,
  layer,
}: {
  projectId: string;
  verdict: LoadTestVerdictView;
  layer: string | null;
}) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex items-center gap-2">
          <span className="text-sm font-medium text-slate-700">Verdichtung</span>
          <VerdictBadge verdict={verdict} />
        </div>
        <p className="min-w-0 flex-1 text-sm text-slate-600" data-testid="verdict-reason">
          {layer ? `Schicht: ${layer}` : 'Keine Schicht angegeben'}
          {verdict.reason ? ` · ${verdict.reason}` : ''}
        </p>
        <Link
          to={paths.compactionRequirements(projectId)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline sm:min-h-0"
        >
          Anforderungen ansehen
        </Link>
      </CardBody>
    </Card>
  );
}
