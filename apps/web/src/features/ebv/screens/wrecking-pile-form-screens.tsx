// /wrecking-piles/new and /wrecking-piles/:wreckingPileId/edit (spec part 2 §2, §5, §6): create
// needs a confirmed announcement and the asbestos documentation; edit only while the acceptance
// control is open, pending or rejected.
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { submitHandler } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { useEbvFeature, useSaveWreckingPile } from '../api';
import { pileCrumbs, WreckingPileGate } from '../components/wrecking-pile-gate';
import { plannedClassOptions, useWreckingPileForm, WreckingPileForm } from '../components/wrecking-pile-form';
import type { WreckingPile } from '@baustellendoku/domain';

export function CreateWreckingPileScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="createWreckingPile">
      {(project) => <PileEditor project={project} />}
    </ProjectRuleGate>
  );
}

export function EditWreckingPileScreen() {
  const { projectId = '', wreckingPileId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId} rule="editWreckingPile">
      {(project, pile) => <PileEditor project={project} pile={pile} />}
    </WreckingPileGate>
  );
}

function PileEditor({ project, pile }: { project: Project; pile?: WreckingPile }) {
  const settings = useEbvFeature(project.projectId);
  if (settings.isPending) return <PageSkeleton />;
  if (settings.isError) return <QueryErrorScreen error={settings.error} />;
  // The machines chosen in the feature settings (and the pile's own, should it have left them).
  const chosen = new Set([...settings.data.machines, ...(pile ? [pile.machineId] : [])]);
  const machineOptions = settings.data.availableMachines
    .filter((machine) => chosen.has(machine.machineId))
    .map((machine) => ({ value: machine.machineId, label: machine.name }));
  const classOptions = plannedClassOptions(settings.data.grainSizeAndQualities, pile?.expectedGrainSizeAndQuality);
  return <PileFormPage project={project} pile={pile} machineOptions={machineOptions} classOptions={classOptions} />;
}

function PileFormPage({
  project,
  pile,
  machineOptions,
  classOptions,
}: {
  project: Project;
  pile?: WreckingPile;
  machineOptions: { value: string; label: string }[];
  classOptions: { value: string; label: string }[];
}) {
  const navigate = useNavigate();
  const { projectId } = project;
  const form = useWreckingPileForm(pile);
  const save = useSaveWreckingPile(projectId, pile?.wreckingPileId);
  const submit = submitHandler(form, save.mutateAsync, {
    success: pile ? 'Die Miete wurde aktualisiert' : 'Die Miete wurde angelegt',
    failure: 'Die Miete konnte nicht gespeichert werden',
    then: (saved) => navigate(paths.wreckingPileDetail(projectId, saved.wreckingPileId)),
  });
  const title = pile ? 'Miete bearbeiten' : 'Miete anlegen';
  return (
    <div className="max-w-4xl">
      <PageHeader title={title} breadcrumbs={pileCrumbs(project, pile, pile ? 'Bearbeiten' : 'Neue Miete')} />
      <WreckingPileForm
        form={form}
        machineOptions={machineOptions}
        classOptions={classOptions}
        onSubmit={submit}
        onCancel={() =>
          navigate(pile ? paths.wreckingPileDetail(projectId, pile.wreckingPileId) : paths.wreckingPiles(projectId))
        }
        submitLabel={pile ? 'Änderungen speichern' : 'Miete anlegen'}
      />
    </div>
  );
}
