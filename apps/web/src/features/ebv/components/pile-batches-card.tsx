// "Aufbereitetes Material" on the pile detail (spec part 2 §2 "Pile detail"): the processing
// figures and the pile's batches, each linking to its detail; the machinist's way to capture.
import { Link } from 'react-router';
import { Recycle, Scale } from 'lucide-react';
import { wreckingPileFacts, type WreckingPile } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { useCan } from '@/lib/can';
import { formatNumber, formatTons } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PendingEntries } from '@/components/outbox-parts';
import { BatchList } from './batch-list';

export function PileBatchesCard({ projectId, pile }: { projectId: string; pile: WreckingPile }) {
  const allowed = useCan(projectId);
  const processing = pile.breakingInformation;
  // As on the capture screen: missing locations disable the form there, they do not hide the way.
  const mayCapture = allowed('captureBrokenMaterial', pile.status, {
    ...wreckingPileFacts(pile),
    batchesWithoutLocationCount: 0,
  });
  return (
    <Card>
      <CardHeader
        title="Aufbereitetes Material"
        description="Chargen"
        action={
          mayCapture ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.captureProcessedMaterial(projectId, pile.wreckingPileId)}>
                <Scale aria-hidden />
                Material erfassen
              </Link>
            </Button>
          ) : undefined
        }
      />
      <CardBody className="space-y-4">
        <PendingEntries scope={`pile:${pile.wreckingPileId}`} />
        {processing ? (
          <DetailList
            items={[
              { label: 'Gesamtmenge', value: formatTons(processing.totalAmountInTons, 1), numeric: true },
              {
                label: 'Geschätzte Anzahl Chargen',
                value: formatNumber(processing.estimatedCountOfBatches),
                numeric: true,
              },
            ]}
          />
        ) : null}
        <BatchList
          projectId={projectId}
          wreckingPileId={pile.wreckingPileId}
          batches={pile.batches}
          estimatedCountOfBatches={processing?.estimatedCountOfBatches}
          empty={
            <EmptyState
              icon={Recycle}
              title="Es wurde noch kein aufbereitetes Material erfasst."
              description={
                pile.status === 'will_be_disposed'
                  ? undefined
                  : 'Nach der Freigabe erfasst der Maschinist das aufbereitete Material; es wird in Chargen beprobt.'
              }
            />
          }
        />
      </CardBody>
    </Card>
  );
}
