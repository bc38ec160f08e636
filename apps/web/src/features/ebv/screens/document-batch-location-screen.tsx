// …/batches/:breakingBatchId/location (spec part 2 §2 "Document batch location", §5): photos only,
// at least one ("Bitte fügen Sie ein Foto an"). The server checks the machinist and batch status.
import { useNavigate, useParams } from 'react-router';
import { batchLocationSchema, type BatchLocationInput, type WreckingPile } from '@baustellendoku/domain';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import type { UploadedFile } from '@/lib/upload-file';
import { paths } from '@/lib/paths';
import { draftFormValues, sentOrQueued } from '@/lib/outbox/use-outbox';
import { QueryErrorScreen } from '@/components/project-rule-gate';
import { PileUploadForm } from '../components/pile-upload-form';
import { pileCrumbs, WreckingPileGate } from '../components/wrecking-pile-gate';
import { useBatch, useBatchLocationEntry } from '../processing-api';

const TITLE = 'Standort dokumentieren';

export function DocumentBatchLocationScreen() {
  const { projectId = '', wreckingPileId = '', breakingBatchId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId}>
      {(project, pile) => <LocationLoader project={project} pile={pile} breakingBatchId={breakingBatchId} />}
    </WreckingPileGate>
  );
}

function LocationLoader({
  project,
  pile,
  breakingBatchId,
}: {
  project: Project;
  pile: WreckingPile;
  breakingBatchId: string;
}) {
  const batch = useBatch(pile.wreckingPileId, breakingBatchId);
  if (batch.isPending) return <PageSkeleton />;
  if (batch.isError) return <QueryErrorScreen error={batch.error} />;
  return <LocationForm project={project} pile={pile} breakingBatchId={breakingBatchId} number={batch.data.number} />;
}

type LocationFormValues = { locationImages: UploadedFile[] };

function LocationForm({
  project,
  pile,
  breakingBatchId,
  number,
}: {
  project: Project;
  pile: WreckingPile;
  breakingBatchId: string;
  number: number;
}) {
  const navigate = useNavigate();
  // Kept on the device without a connection, photos downscaled, and sent later (decision 0390).
  const save = useBatchLocationEntry(project.projectId, pile, { breakingBatchId, number });
  const back = paths.wreckingPileDetail(project.projectId, pile.wreckingPileId);
  const form = useDomainForm<LocationFormValues, BatchLocationInput>(
    batchLocationSchema,
    save.draft ? draftFormValues<LocationFormValues>(save.draft) : { locationImages: [] },
  );
  const submit = submitHandler(form, (values) => save.send(values, form.getValues()), {
    success: sentOrQueued('Der Standort wurde dokumentiert'),
    failure: 'Der Standort konnte nicht gespeichert werden',
    then: () => navigate(back),
  });
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={TITLE}
        description={`Charge ${number} · Miete ${pile.name}`}
        breadcrumbs={pileCrumbs(project, pile, TITLE)}
      />
      <PileUploadForm
        form={form}
        onSubmit={submit}
        section="Fotos des Standorts"
        field={{ name: 'locationImages', label: 'Fotos', accept: 'image/png,image/jpeg', keepOffline: true }}
        submitLabel="Standort speichern"
        onCancel={() => navigate(back)}
      />
    </div>
  );
}
