// The verdict of a load test as a badge (green erfüllt, red nicht erfüllt, grey nicht beurteilt),
// with its reason as the tooltip and for screen readers.
import { verdictLabels, verdictTones, type LoadTestVerdictView } from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';

export function VerdictBadge({ verdict }: { verdict: LoadTestVerdictView }) {
  return (
    <span title={verdict.reason ?? undefined} data-verdict={verdict.result}>
      <Badge tone={verdictTones[verdict.result]}>{verdictLabels[verdict.result]}</Badge>
      {verdict.reason ? <span className="sr-only">: {verdict.reason}</span> : null}
    </span>
  );
}
