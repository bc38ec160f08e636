// The batches of one pile ("Charge {number}/{estimated count}", spec part 2 §2), each linking to its
// detail with status, analytic status, amount against size and whether its location is documented.
// Shared by the processed material overview and the pile detail.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { batchProgress, type WreckingPile } from '@baustellendoku/domain';
import { DataTable } from '@/components/ui/data-table';
import { formatTons } from '@/lib/format';
import { paths } from '@/lib/paths';
import { AnalyticStatusBadge, batchLabel, BatchProgress, BatchStatusBadge } from './batch-parts';

type BatchSummary = WreckingPile['batches'][number];

export function BatchList({
  projectId,
  wreckingPileId,
  batches,
  estimatedCountOfBatches,
  empty,
}: {
  projectId: string;
  wreckingPileId: string;
  batches: readonly BatchSummary[];
  estimatedCountOfBatches: number | null | undefined;
  empty?: ReactNode;
}) {
  return (
    <DataTable
      caption="Chargen"
      rows={batches}
      rowKey={(batch) => batch.batchId}
      empty={empty}
      columns={[
        {
          key: 'batch',
          header: 'Charge',
          primary: true,
          cell: (batch) => (
            <Link
              to={paths.batchDetail(projectId, wreckingPileId, batch.batchId)}
              className="tap-target inline-flex items-center font-medium text-brand-700 hover:underline"
            >
              {batchLabel(batch.number, estimatedCountOfBatches)}
            </Link>
          ),
        },
        {
          key: 'status',
          header: 'Status',
          cell: (batch) => (
            <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start">
              <BatchStatusBadge status={batch.status} />
              <AnalyticStatusBadge status={batch.analyticStatus} />
            </span>
          ),
        },
        {
          key: 'amount',
          header: 'Menge',
          align: 'right',
          cell: (batch) => `${formatTons(batch.amountInTons, 1)} / ${formatTons(batch.sizeInTons)}`,
        },
        {
          key: 'progress',
          header: 'Fortschritt',
          className: 'md:w-40',
          cell: (batch) => (
            <BatchProgress percent={batchProgress(String(batch.amountInTons), String(batch.sizeInTons)).percent} />
          ),
        },
        {
          key: 'location',
          header: 'Standort',
          cell: (batch) =>
            batch.isLocationDocumented ? (
              <span className="inline-flex items-center gap-1 text-success-700">
                <MapPin className="size-4" aria-hidden />
                dokumentiert
              </span>
            ) : (
              <span className="text-warning-700">fehlt</span>
            ),
        },
      ]}
    />
  );
}
