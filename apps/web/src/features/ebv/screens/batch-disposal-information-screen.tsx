// /wrecking-piles/:wreckingPileId/batch/:breakingBatchId/disposal-information (spec part 2 §2 "Edit
// disposal documentation", §5): the disposal proof of a batch designated for disposal, prefilled
// from the batch's disposalInformation, at least one document.
import { useNavigate, useParams } from 'react-router';
import {
  disposalDocumentationSchema,
  type BatchDetail,
  type DisposalDocumentationInput,
  type WreckingPile,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import type { UploadedFile } from '@/lib/upload-file';
import { paths } from '@/lib/paths';
import { batchCrumbs, BatchGate } from '../components/batch-gate';
import { BatchStatusBadge } from '../components/batch-parts';
import { useSaveBatchDisposalDocumentation } from '../processing-api';

const TITLE = 'Entsorgungsnachweis';

export function BatchDisposalInformationScreen() {
  const { projectId = '', wreckingPileId = '', breakingBatchId = '' } = useParams();
  return (
    <BatchGate
      projectId={projectId}
      wreckingPileId={wreckingPileId}
      breakingBatchId={breakingBatchId}
      rule="editDisposalInformation"
    >
      {(project, pile, batch) => <BatchDisposalForm project={project} pile={pile} batch={batch} />}
    </BatchGate>
  );
}

type DisposalForm = { disposalDocuments: UploadedFile[] };

function BatchDisposalForm({ project, pile, batch }: { project: Project; pile: WreckingPile; batch: BatchDetail }) {
  const navigate = useNavigate();
  const save = useSaveBatchDisposalDocumentation(project.projectId, pile.wreckingPileId, batch.breakingBatchId);
  const detail = paths.batchDetail(project.projectId, pile.wreckingPileId, batch.breakingBatchId);
  const form = useDomainForm<DisposalForm, DisposalDocumentationInput>(disposalDocumentationSchema, {
    disposalDocuments: batch.disposalInformation?.disposalDocuments ?? [],
  });
  const submit = submitHandler(form, save.mutateAsync, {
    success: 'Der Entsorgungsnachweis wurde aktualisiert',
    failure: 'Der Entsorgungsnachweis konnte nicht gespeichert werden',
    then: () => navigate(detail),
  });
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={TITLE}
        description={`Charge ${batch.number} · Miete ${pile.name}`}
        badge={<BatchStatusBadge status={batch.status} />}
        breadcrumbs={batchCrumbs(project, pile, batch, TITLE)}
      />
      <Form form={form} onSubmit={submit}>
        <FormSection title="Nachweise der Entsorgung">
          <FileUploadField
            name="disposalDocuments"
            label="Entsorgungsnachweise"
            hint="z. B. Wiegescheine oder Begleitscheine des Entsorgers"
            required
            className="sm:col-span-2"
          />
        </FormSection>
        <FormActions>
          <Button variant="secondary" onClick={() => navigate(detail)} disabled={form.formState.isSubmitting}>
            Abbrechen
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Entsorgungsnachweis speichern
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
