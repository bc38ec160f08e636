// Small pieces the batch (Charge) screens share: the status and analytic-status badges with the
// spec's labels and colours (part 2 §4), the label "Charge {number}/{estimated count}" and the
// progress bar (amount ÷ size × 100; the bar stops at 100, the text may exceed it).
import { analyticStatusLabels, analyticStatusTone, batchStatusLabels, batchStatusTone } from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';

export function BatchStatusBadge({ status }: { status: string }) {
  const label = (batchStatusLabels as Record<string, string | undefined>)[status] ?? status;
  return <Badge tone={batchStatusTone(status)}>{label}</Badge>;
}

export function AnalyticStatusBadge({ status }: { status: string }) {
  const label = (analyticStatusLabels as Record<string, string | undefined>)[status] ?? status;
  return <Badge tone={analyticStatusTone(status)}>{label}</Badge>;
}

/** "Charge 2/4" (spec part 2 §2 "Pile detail"). */
export const batchLabel = (number: number, estimatedCountOfBatches?: number | null) =>
  estimatedCountOfBatches ? `Charge ${number}/${estimatedCountOfBatches}` : `Charge ${number}`;

/** The progress of a batch as the server computed it (whole percent, rounded down). */
export function BatchProgress({ percent, label }: { percent: number; label?: string }) {
  return <ProgressBar value={percent} max={100} label={label} />;
}
