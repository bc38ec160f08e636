// /wrecking-piles/:wreckingPileId/batches/:breakingBatchId (spec part 2 §2 "Batch detail"): progress,
// status and analytic status, disposal, analytics, location and the captured entries; the actions
// the rule table allows for the batch (confirm sampling, analytic, review, location, disposal proof).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ClipboardCheck, FilePlus2, FlaskConical, MapPin, Scale } from 'lucide-react';
import {
  batchFacts,
  deviationText,
  wreckingPileFacts,
  type BatchDetail,
  type RuleName,
  type WreckingPile,
  siteTimeText,
} from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { fileLinksValue } from '@/components/ui/file-links';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { formatDateTime, formatTons } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { AdmissibilityList } from '@/features/admissibility';
import { AnalyticDetails } from '../components/analytic-details';
import { batchCrumbs, BatchGate } from '../components/batch-gate';
import { AnalyticStatusBadge, batchLabel, BatchProgress, BatchStatusBadge } from '../components/batch-parts';
import { labelOf } from '../components/wrecking-pile-parts';
import { useBatchMove } from '../processing-api';

export function BatchDetailScreen() {
  const { projectId = '', wreckingPileId = '', breakingBatchId = '' } = useParams();
  return (
    <BatchGate projectId={projectId} wreckingPileId={wreckingPileId} breakingBatchId={breakingBatchId}>
      {(project, pile, batch) => <BatchDetailView project={project} pile={pile} batch={batch} />}
    </BatchGate>
  );
}

type Props = { project: Project; pile: WreckingPile; batch: BatchDetail };

function BatchDetailView({ project, pile, batch }: Props) {
  const title = batchLabel(batch.number, batch.estimatedCountOfBatches);
  const [primary, ...secondary] = useBatchActions({ project, pile, batch });
  return (
    <>
      <PageHeader
        title={title}
        description={`Miete ${pile.name}`}
        badge={
          <>
            <BatchStatusBadge status={batch.status} />
            <AnalyticStatusBadge status={batch.analyticStatus} />
            {batch.analytic?.lab?.isDeviating ? (
              <Badge tone="warning">{deviationText(batch.analytic.lab.evaluation.materialClass)}</Badge>
            ) : null}
          </>
        }
        breadcrumbs={batchCrumbs(project, pile, batch)}
        action={primary}
        secondaryActions={
          secondary.length > 0 ? <div className="flex flex-wrap justify-end gap-2">{secondary}</div> : undefined
        }
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <ProgressCard batch={batch} />
          <CapturesCard batch={batch} />
          <AnalyticCard batch={batch} />
        </div>
        <div className="space-y-5">
          <AdmissibilityCard batch={batch} />
          <LocationCard batch={batch} />
          <DisposalCard batch={batch} />
        </div>
      </div>
    </>
  );
}

type Action = (variant: 'primary' | 'secondary') => ReactNode;

/** The moves the rule table allows on this batch, most pressing first (the first is the primary one). */
function useBatchActions({ project, pile, batch }: Props): ReactNode[] {
  const allowed = useCan(project.projectId);
  const may = (rule: RuleName) => allowed(rule, pile.status, wreckingPileFacts(pile), batchFacts(batch));
  const ids = [project.projectId, pile.wreckingPileId, batch.breakingBatchId] as const;
  const link =
    (href: string, label: string, Icon: typeof MapPin): Action =>
    (variant) => (
      <Button asChild variant={variant} key={label}>
        <Link to={href}>
          <Icon aria-hidden />
          {label}
        </Link>
      </Button>
    );
  const actions: Action[] = [];
  if (may('confirmSampling'))
    actions.push((variant) => (
      <ConfirmSamplingButton key="sampling" variant={variant} project={project} batch={batch} />
    ));
  if (may('createAnalytic')) actions.push(link(paths.createAnalytic(...ids), 'Analytik erfassen', FlaskConical));
  if (may('reviewAnalytic')) actions.push(link(paths.reviewAnalytic(...ids), 'Analytik prüfen', ClipboardCheck));
  if (may('documentBatchLocation'))
    actions.push(
      link(
        paths.documentBatchLocation(...ids),
        batch.isLocationDocumented ? 'Standort ändern' : 'Standort dokumentieren',
        MapPin,
      ),
    );
  if (may('editDisposalInformation'))
    actions.push(
      link(
        paths.batchDisposalInformation(...ids),
        batch.disposalInformation?.disposalDocuments.length
          ? 'Entsorgungsnachweis bearbeiten'
          : 'Entsorgungsnachweis hinzufügen',
        FilePlus2,
      ),
    );
  return actions.map((action, index) => action(index === 0 ? 'primary' : 'secondary'));
}

function ConfirmSamplingButton({
  project,
  batch,
  variant,
}: {
  project: Project;
  batch: BatchDetail;
  variant: 'primary' | 'secondary';
}) {
  const move = useBatchMove(project.projectId, batch.wreckingPileId, batch.breakingBatchId);
  const confirm = async () => {
    try {
      await move.mutateAsync('confirm-sampling');
      toast.success('Die Probenentnahme wurde bestätigt');
    } catch (error) {
      toast.error('Die Probenentnahme konnte nicht bestätigt werden', errorMessage(error));
      throw error;
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant}>
          <FlaskConical aria-hidden />
          Probenentnahme bestätigen
        </Button>
      }
      title="Probenentnahme bestätigen?"
      description={`Die Probe der Charge ${batch.number} wurde entnommen; der Gutachter erfasst danach die Analytik.`}
      confirmLabel="Probenentnahme bestätigen"
      onConfirm={confirm}
    />
  );
}

function ProgressCard({ batch }: { batch: BatchDetail }) {
  return (
    <Card>
      <CardHeader title="Fortschritt" />
      <CardBody className="space-y-4">
        <BatchProgress percent={batch.progressPercent} label="Aufbereitet" />
        <DetailList
          items={[
            { label: 'Menge', value: formatTons(batch.amountInTons, 1), numeric: true },
            { label: 'Chargengröße', value: formatTons(batch.sizeInTons), numeric: true },
            { label: 'Status', value: <BatchStatusBadge status={batch.status} /> },
            { label: 'Analytikstatus', value: <AnalyticStatusBadge status={batch.analyticStatus} /> },
            ...(batch.analyticStatus === 'completed'
              ? [{ label: 'Verfügbar', value: formatTons(batch.availableAmountInTons, 1), numeric: true }]
              : []),
          ]}
        />
      </CardBody>
    </Card>
  );
}

function CapturesCard({ batch }: { batch: BatchDetail }) {
  return (
    <Card>
      <CardHeader title="Erfasstes Material" description={`${batch.brokenMaterial.length} Erfassung(en)`} />
      <CardBody>
        <DataTable
          caption="Erfasstes Material"
          rows={batch.brokenMaterial}
          rowKey={(capture) => capture.captureId}
          empty={<EmptyState icon={Scale} title="In dieser Charge wurde noch kein Material erfasst." />}
          columns={[
            {
              key: 'createdAt',
              header: 'Erfasst am',
              primary: true,
              cell: (capture) => siteTimeText(capture.recordedAt, capture.createdAt, formatDateTime),
            },
            { key: 'createdBy', header: 'Erfasst von', cell: (capture) => capture.createdBy?.name ?? '–' },
            {
              key: 'amount',
              header: 'Menge',
              align: 'right',
              cell: (capture) => formatTons(capture.amountInTons, 1),
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}

function AnalyticCard({ batch }: { batch: BatchDetail }) {
  const sampling = batch.samplingConfirmationInformation;
  return (
    <Card>
      <CardHeader title="Analytik" />
      <CardBody className="space-y-4">
        {sampling ? (
          <p className="text-sm text-slate-700">
            Probenentnahme bestätigt von {sampling.createdBy?.name ?? 'Unbekannt'} am{' '}
            {formatDateTime(sampling.createdAt)}
          </p>
        ) : null}
        {batch.analytic ? (
          <AnalyticDetails analytic={batch.analytic} />
        ) : (
          <p className="text-sm text-slate-600">
            {batch.analyticStatus === 'open' && !sampling
              ? 'Die Probenentnahme steht noch aus. Danach erfasst der Gutachter die Analytik.'
              : 'Der Gutachter hat die Analytik noch nicht erfasst.'}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

/** The compliance assistant for the class the appraiser chose, in the project's Einbauweisen (issue 23). */
function AdmissibilityCard({ batch }: { batch: BatchDetail }) {
  if (!batch.admissibility) return null;
  return (
    <Card>
      <CardHeader
        title="Zulässigkeit nach EBV Anlage 2"
        description={`Für die gewählte Materialklasse ${labelOf('grainSizeAndQuality', batch.analytic?.grainSizeAndQuality ?? null) ?? ''} in den Einbauweisen des Projekts`}
      />
      <CardBody>
        <AdmissibilityList items={batch.admissibility.items} />
      </CardBody>
    </Card>
  );
}

function LocationCard({ batch }: { batch: BatchDetail }) {
  const location = batch.location;
  return (
    <Card>
      <CardHeader title="Standort" />
      <CardBody>
        {location ? (
          <div className="space-y-4">
            <ul className="grid grid-cols-3 gap-2">
              {location.images.map((image) => (
                <li key={image.id}>
                  <a href={image.url} target="_blank" rel="noreferrer" title={image.fileName}>
                    <img
                      src={image.url}
                      alt={`Standortfoto ${image.fileName}`}
                      className="aspect-square w-full rounded-md border border-slate-200 object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
            <DetailList
              items={[
                { label: 'Dokumentiert von', value: location.createdBy?.name },
                {
                  label: 'Dokumentiert am',
                  value: siteTimeText(location.recordedAt, location.createdAt, formatDateTime),
                },
              ]}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600">Der Standort der Charge ist noch nicht dokumentiert.</p>
        )}
      </CardBody>
    </Card>
  );
}

function DisposalCard({ batch }: { batch: BatchDetail }) {
  const disposal = batch.disposalInformation;
  return (
    <Card>
      <CardHeader title="Entsorgung" />
      <CardBody>
        {disposal ? (
          <DetailList
            items={[
              { label: 'Entsorgungsnachweise', value: fileLinksValue(disposal.disposalDocuments), wide: true },
              { label: 'Zur Entsorgung bestimmt von', value: disposal.createdBy?.name },
              { label: 'Zur Entsorgung bestimmt am', value: formatDateTime(disposal.createdAt) },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">Die Charge ist nicht zur Entsorgung bestimmt.</p>
        )}
      </CardBody>
    </Card>
  );
}
