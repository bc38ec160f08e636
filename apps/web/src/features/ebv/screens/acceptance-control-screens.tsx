// /wrecking-piles/:wreckingPileId/acceptance-control/new and /edit (spec part 2 §2, §5): create
// while the control is open, edit while it is pending or rejected; the server writes the protocol.
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { submitHandler } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { useSaveAcceptanceControl } from '../api';
import { AcceptanceControlForm, useAcceptanceControlForm } from '../components/acceptance-control-form';
import { pileCrumbs, WreckingPileGate } from '../components/wrecking-pile-gate';
import { WreckingPileStatusBadge } from '../components/wrecking-pile-parts';
import type { WreckingPile } from '@baustellendoku/domain';

export function CreateAcceptanceControlScreen() {
  const { projectId = '', wreckingPileId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId} rule="createAcceptanceControl">
      {(project, pile) => <AcceptanceControlEditor project={project} pile={pile} isUpdate={false} />}
    </WreckingPileGate>
  );
}

export function EditAcceptanceControlScreen() {
  const { projectId = '', wreckingPileId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId} rule="editAcceptanceControl">
      {(project, pile) => <AcceptanceControlEditor project={project} pile={pile} isUpdate />}
    </WreckingPileGate>
  );
}

function AcceptanceControlEditor({
  project,
  pile,
  isUpdate,
}: {
  project: Project;
  pile: WreckingPile;
  isUpdate: boolean;
}) {
  const navigate = useNavigate();
  const form = useAcceptanceControlForm(isUpdate ? pile.acceptanceControl : null);
  const save = useSaveAcceptanceControl(project.projectId, pile.wreckingPileId, isUpdate);
  const detail = paths.wreckingPileDetail(project.projectId, pile.wreckingPileId);
  const submit = submitHandler(form, save.mutateAsync, {
    success: isUpdate ? 'Die Annahmekontrolle wurde aktualisiert' : 'Die Annahmekontrolle wurde erstellt',
    failure: 'Die Annahmekontrolle konnte nicht gespeichert werden',
    then: () => navigate(detail),
  });
  const title = isUpdate ? 'Annahmekontrolle bearbeiten' : 'Annahmekontrolle erfassen';
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={title}
        description={`Miete ${pile.name}`}
        badge={<WreckingPileStatusBadge status={pile.status} />}
        breadcrumbs={pileCrumbs(project, pile, title)}
      />
      {pile.status === 'acceptance_control_rejected' ? (
        <Alert tone="danger" title="Die Annahmekontrolle wurde abgelehnt" className="mb-5">
          Bitte prüfen Sie die Angaben und speichern Sie die Annahmekontrolle erneut. Sie wird danach wieder zur Prüfung
          vorgelegt.
        </Alert>
      ) : null}
      <AcceptanceControlForm
        form={form}
        onSubmit={submit}
        onCancel={() => navigate(detail)}
        submitLabel={isUpdate ? 'Annahmekontrolle speichern' : 'Annahmekontrolle erfassen'}
      />
    </div>
  );
}
