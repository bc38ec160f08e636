// /wrecking-piles/:wreckingPileId/disposal-information — the disposal proof of a pile that will be
// disposed (spec part 2 §2 "Edit disposal documentation", §5: at least one document).
import { useNavigate, useParams } from 'react-router';
import { disposalDocumentationSchema, type DisposalDocumentationInput } from '@baustellendoku/domain';
import { PageHeader } from '@/components/ui/page-header';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import type { UploadedFile } from '@/lib/upload-file';
import { paths } from '@/lib/paths';
import { useSavePileDisposalDocumentation } from '../api';
import { PileUploadForm } from '../components/pile-upload-form';
import { pileCrumbs, WreckingPileGate } from '../components/wrecking-pile-gate';
import { WreckingPileStatusBadge } from '../components/wrecking-pile-parts';
import type { WreckingPile } from '@baustellendoku/domain';

const TITLE = 'Entsorgungsnachweis';

export function PileDisposalInformationScreen() {
  const { projectId = '', wreckingPileId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId} rule="editDisposalInformation">
      {(project, pile) => <DisposalInformationEditor project={project} pile={pile} />}
    </WreckingPileGate>
  );
}

type DisposalForm = { disposalDocuments: UploadedFile[] };

function DisposalInformationEditor({ project, pile }: { project: Project; pile: WreckingPile }) {
  const navigate = useNavigate();
  const save = useSavePileDisposalDocumentation(project.projectId, pile.wreckingPileId);
  const detail = paths.wreckingPileDetail(project.projectId, pile.wreckingPileId);
  const form = useDomainForm<DisposalForm, DisposalDocumentationInput>(disposalDocumentationSchema, {
    disposalDocuments: pile.disposalInformation?.disposalDocuments ?? [],
  });
  const submit = submitHandler(form, (values) => save.mutateAsync(values.disposalDocuments), {
    success: 'Der Entsorgungsnachweis wurde aktualisiert',
    failure: 'Der Entsorgungsnachweis konnte nicht gespeichert werden',
    then: () => navigate(detail),
  });
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={TITLE}
        description={`Miete ${pile.name}`}
        badge={<WreckingPileStatusBadge status={pile.status} />}
        breadcrumbs={pileCrumbs(project, pile, TITLE)}
      />
      <PileUploadForm
        form={form}
        onSubmit={submit}
        section="Nachweise der Entsorgung"
        field={{
          name: 'disposalDocuments',
          label: 'Entsorgungsnachweise',
          hint: 'z. B. Wiegescheine oder Begleitscheine des Entsorgers',
        }}
        submitLabel="Entsorgungsnachweis speichern"
        onCancel={() => navigate(detail)}
      />
    </div>
  );
}
