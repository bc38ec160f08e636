// …/batches/:breakingBatchId/review (spec part 2 §2 "Review analytic", §4): the machine holds no
// suitability proof for the analysed class, so the project manager decides: order a new proof
// (information only), re-check the batch (the analytic becomes editable again) or dispose of it
// (final, after a confirm dialog). Cancel returns to the batch.
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FileBadge2, RotateCcw, Trash2 } from 'lucide-react';
import { ebvMessages, type BatchDetail, type WreckingPile } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { AnalyticDetails } from '../components/analytic-details';
import { batchCrumbs, BatchGate } from '../components/batch-gate';
import { AnalyticStatusBadge, batchLabel, BatchStatusBadge } from '../components/batch-parts';
import { labelOf } from '../components/wrecking-pile-parts';
import { useBatchMove, type BatchMove } from '../processing-api';

const TITLE = 'Analytik prüfen';

export function ReviewAnalyticScreen() {
  const { projectId = '', wreckingPileId = '', breakingBatchId = '' } = useParams();
  return (
    <BatchGate
      projectId={projectId}
      wreckingPileId={wreckingPileId}
      breakingBatchId={breakingBatchId}
      rule="reviewAnalytic"
    >
      {(project, pile, batch) => <ReviewAnalytic project={project} pile={pile} batch={batch} />}
    </BatchGate>
  );
}

function ReviewAnalytic({ project, pile, batch }: { project: Project; pile: WreckingPile; batch: BatchDetail }) {
  const navigate = useNavigate();
  const move = useBatchMove(project.projectId, pile.wreckingPileId, batch.breakingBatchId);
  const detail = paths.batchDetail(project.projectId, pile.wreckingPileId, batch.breakingBatchId);
  const analysedClass = labelOf('grainSizeAndQuality', batch.analytic?.grainSizeAndQuality);
  const run = async (which: BatchMove, success: string, failure: string) => {
    try {
      await move.mutateAsync(which);
    } catch (error) {
      toast.error(failure, errorMessage(error));
      throw error;
    }
    toast.success(success);
    navigate(detail);
  };
  const recheck = () =>
    run(
      'restart-analytic',
      `Die ${batchLabel(batch.number)} wurde zur erneuten Prüfung eingereicht`,
      'Die Charge konnte nicht zur erneuten Prüfung eingereicht werden',
    ).catch(() => undefined);
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={TITLE}
        description={`Charge ${batch.number} · Miete ${pile.name}`}
        badge={
          <>
            <BatchStatusBadge status={batch.status} />
            <AnalyticStatusBadge status={batch.analyticStatus} />
          </>
        }
        breadcrumbs={batchCrumbs(project, pile, batch, TITLE)}
      />
      <div className="space-y-5">
        <Alert tone="warning" title={ebvMessages.machineSuitabilityMissing}>
          Die Maschine {pile.machine.name} hat keinen Eignungsnachweis für {analysedClass ?? 'die analysierte Klasse'}.
          Das Material der Charge kann so nicht freigegeben werden.
        </Alert>
        {batch.analytic ? (
          <Card>
            <CardHeader title="Analytik" />
            <CardBody>
              <AnalyticDetails analytic={batch.analytic} />
            </CardBody>
          </Card>
        ) : null}
        <div className="grid items-start gap-5 md:grid-cols-3">
          <OptionCard
            icon={FileBadge2}
            title="Neuen Eignungsnachweis beantragen"
            description="Informieren Sie die werkseigene Produktionskontrolle, damit die Maschine für diese Materialklasse nachgewiesen wird. Jetzt ist nichts zu tun: Sobald der Nachweis vorliegt, wird die Charge automatisch abgeschlossen."
          />
          <OptionCard
            icon={RotateCcw}
            title="Charge erneut prüfen"
            description="Der Analytikstatus wird zurückgesetzt; Probe und Prüfbericht können danach erneut erfasst werden."
          >
            <Button variant="secondary" className="w-full" onClick={recheck} isLoading={move.isPending}>
              Erneut prüfen
            </Button>
          </OptionCard>
          <OptionCard
            icon={Trash2}
            title="Charge entsorgen"
            description="Das Material der Charge wird entsorgt. Das ist endgültig; den Entsorgungsnachweis fügen Sie später hinzu."
          >
            <ConfirmDialog
              trigger={
                <Button variant="danger" className="w-full">
                  Charge entsorgen
                </Button>
              }
              title="Charge wirklich entsorgen?"
              description={`Die Charge ${batch.number} der Miete ${pile.name} wird zur Entsorgung bestimmt. Das kann nicht rückgängig gemacht werden.`}
              confirmLabel="Charge entsorgen"
              tone="danger"
              onConfirm={() =>
                run(
                  'dispose',
                  'Die Charge wurde zur Entsorgung bestimmt',
                  'Die Charge konnte nicht zur Entsorgung bestimmt werden',
                )
              }
            />
          </OptionCard>
        </div>
        <div className="flex justify-end">
          <Button asChild variant="secondary">
            <Link to={detail}>Abbrechen</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function OptionCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: typeof Trash2;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <Icon className="size-4 text-slate-600" aria-hidden />
            {title}
          </span>
        }
        description={description}
      />
      {children ? <CardBody>{children}</CardBody> : null}
    </Card>
  );
}
