// /static-load-analysis/new and /:staticLoadAnalysisId/edit — the three-step wizard. A new test is
// pre-filled with the conditions of the project's last test (GET /last-static-load-analysis).
import { useNavigate, useParams } from 'react-router';
import { newStaticLoadFormValues, staticLoadFormValuesFrom, type StaticLoadFormValues } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectObjectGate, ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { outlineOfProject } from '@/components/map/map-geometry';
import { draftFormValues, sentOrQueued } from '@/lib/outbox/use-outbox';
import {
  useLastStaticLoadConditions,
  useStaticLoadAnalysis,
  useStaticLoadEntry,
  useUpdateStaticLoadAnalysis,
} from '../api';
import { StaticLoadWizard, type StaticLoadWizardProps } from '../components/static-load-wizard';
import type { StaticLoadAnalysis } from '../types';

export function CreateStaticLoadScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="createStaticLoadAnalysis">
      {(project) => <CreateStaticLoad projectId={projectId} project={project} />}
    </ProjectRuleGate>
  );
}

export function EditStaticLoadScreen() {
  const { projectId = '', staticLoadAnalysisId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="createStaticLoadAnalysis">
      {(project) => <EditStaticLoad projectId={projectId} project={project} id={staticLoadAnalysisId} />}
    </ProjectRuleGate>
  );
}

/** A new test is a field entry: kept on the device without a connection, sent later (decision 0390). */
function CreateStaticLoad({ projectId, project }: { projectId: string; project: Project }) {
  const navigate = useNavigate();
  const entry = useStaticLoadEntry(projectId);
  const last = useLastStaticLoadConditions(projectId, !entry.draft);
  // Offline without the last test's conditions on this device: start from the defaults.
  const offline = last.fetchStatus === 'paused';
  if (last.isPending && !entry.draft && !offline) return <PageSkeleton />;
  if (last.isError) return <QueryErrorScreen error={last.error} />;
  const initialValues = entry.draft
    ? draftFormValues<StaticLoadFormValues>(entry.draft)
    : newStaticLoadFormValues(last.data ?? null);
  return (
    <StaticLoadEditor
      projectId={projectId}
      project={project}
      initialValues={initialValues}
      onSubmit={(payload, values) => entry.send({ projectId, ...payload }, values)}
      messages={{
        success: sentOrQueued('Statischer Versuch wurde erfolgreich erfasst'),
        failure: 'Der Versuch konnte nicht gespeichert werden',
        then: () => navigate(paths.listStaticLoadAnalysis(projectId)),
      }}
    />
  );
}

function EditStaticLoad({ projectId, project, id }: { projectId: string; project: Project; id: string }) {
  return (
    <ProjectObjectGate projectId={projectId} query={useStaticLoadAnalysis(id)}>
      {(test) => <EditStaticLoadForm projectId={projectId} project={project} test={test} />}
    </ProjectObjectGate>
  );
}

function EditStaticLoadForm({
  projectId,
  project,
  test,
}: {
  projectId: string;
  project: Project;
  test: StaticLoadAnalysis;
}) {
  const navigate = useNavigate();
  const update = useUpdateStaticLoadAnalysis(test.staticLoadAnalysisId);
  return (
    <StaticLoadEditor
      projectId={projectId}
      project={project}
      test={test}
      initialValues={staticLoadFormValuesFrom(test.staticLoadAnalysisData)}
      onSubmit={(payload) => update.mutateAsync(payload)}
      messages={{
        success: 'Statischer Versuch wurde aktualisiert',
        failure: 'Der Versuch konnte nicht gespeichert werden',
        then: (saved) => navigate(paths.staticLoadAnalysisDetail(projectId, saved.staticLoadAnalysisId)),
      }}
    />
  );
}

function StaticLoadEditor<TResult>({
  projectId,
  project,
  test,
  initialValues,
  onSubmit,
  messages,
}: {
  projectId: string;
  project: Project;
  test?: StaticLoadAnalysis;
  initialValues: StaticLoadFormValues;
} & Pick<StaticLoadWizardProps<TResult>, 'onSubmit' | 'messages'>) {
  const navigate = useNavigate();

  const title = test ? 'Statischen Plattendruckversuch bearbeiten' : 'Statischen Plattendruckversuch erfassen';
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          ...(test
            ? [
                { label: 'Statische Versuche', href: paths.listStaticLoadAnalysis(projectId) },
                {
                  label: test.staticLoadAnalysisData.gridField,
                  href: paths.staticLoadAnalysisDetail(projectId, test.staticLoadAnalysisId),
                },
                { label: 'Bearbeiten' },
              ]
            : [{ label: 'Statischen Versuche erfassen' }]),
        ]}
      />
      {test ? (
        <Alert tone="info" className="mb-5">
          Bitte überprüfen Sie vor dem Speichern alle Angaben und die Position des Versuchs auf der Karte.
        </Alert>
      ) : null}
      <StaticLoadWizard
        initialValues={initialValues}
        isEdit={Boolean(test)}
        outline={outlineOfProject(project)}
        onSubmit={onSubmit}
        messages={messages}
        onCancel={() => navigate(paths.listStaticLoadAnalysis(projectId))}
      />
    </div>
  );
}
