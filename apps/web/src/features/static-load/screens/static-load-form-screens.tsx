// /static-load-analysis/new and /:staticLoadAnalysisId/edit — the three-step wizard. A new test is
// pre-filled with the conditions of the project's last test (GET /last-static-load-analysis).
import { useNavigate, useParams } from 'react-router';
import { newStaticLoadFormValues, staticLoadFormValuesFrom } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/app/paths';
import { ProjectObjectGate, ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { outlineOfProject } from '@/features/map/map-geometry';
import { useLastStaticLoadConditions, useSaveStaticLoadAnalysis, useStaticLoadAnalysis } from '../api';
import { StaticLoadWizard } from '../components/static-load-wizard';
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

function CreateStaticLoad({ projectId, project }: { projectId: string; project: Project }) {
  const last = useLastStaticLoadConditions(projectId, true);
  if (last.isPending) return <PageSkeleton />;
  if (last.isError) return <QueryErrorScreen error={last.error} />;
  return (
    <StaticLoadEditor projectId={projectId} project={project} initialValues={newStaticLoadFormValues(last.data)} />
  );
}

function EditStaticLoad({ projectId, project, id }: { projectId: string; project: Project; id: string }) {
  return (
    <ProjectObjectGate projectId={projectId} query={useStaticLoadAnalysis(id)}>
      {(test) => (
        <StaticLoadEditor
          projectId={projectId}
          project={project}
          test={test}
          initialValues={staticLoadFormValuesFrom(test.staticLoadAnalysisData)}
        />
      )}
    </ProjectObjectGate>
  );
}

function StaticLoadEditor({
  projectId,
  project,
  test,
  initialValues,
}: {
  projectId: string;
  project: Project;
  test?: StaticLoadAnalysis;
  initialValues: ReturnType<typeof newStaticLoadFormValues>;
}) {
  const navigate = useNavigate();
  const save = useSaveStaticLoadAnalysis(projectId, test?.staticLoadAnalysisId);

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
        onSubmit={save.mutateAsync}
        messages={{
          success: test ? 'Statischer Versuch wurde aktualisiert' : 'Statischer Versuch wurde erfolgreich erfasst',
          failure: 'Der Versuch konnte nicht gespeichert werden',
          then: (saved) =>
            navigate(
              test
                ? paths.staticLoadAnalysisDetail(projectId, saved.staticLoadAnalysisId)
                : paths.listStaticLoadAnalysis(projectId),
            ),
        }}
        onCancel={() => navigate(paths.listStaticLoadAnalysis(projectId))}
      />
    </div>
  );
}
