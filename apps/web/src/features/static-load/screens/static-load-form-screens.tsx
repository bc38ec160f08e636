// /static-load-analysis/new and /:staticLoadAnalysisId/edit — the three-step wizard. A new test is
// pre-filled with the conditions of the project's last test (GET /last-static-load-analysis).
import { useNavigate, useParams } from 'react-router';
import { newStaticLoadFormValues, staticLoadFormValuesFrom, type StaticLoadPayloadDraft } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/app/paths';
import { AccessDenied } from '@/app/shell/error-pages';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
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
  const test = useStaticLoadAnalysis(id);
  if (test.isPending) return <PageSkeleton />;
  if (test.isError) return <QueryErrorScreen error={test.error} />;
  if (test.data.projectId !== projectId) return <AccessDenied />;
  return (
    <StaticLoadEditor
      projectId={projectId}
      project={project}
      test={test.data}
      initialValues={staticLoadFormValuesFrom(test.data.staticLoadAnalysisData)}
    />
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
  const submit = async (payload: StaticLoadPayloadDraft) => {
    try {
      const saved = await save.mutateAsync(payload);
      if (test) {
        toast.success('Statischer Versuch wurde aktualisiert');
        navigate(paths.staticLoadAnalysisDetail(projectId, saved.staticLoadAnalysisId));
      } else {
        toast.success('Statischer Versuch wurde erfolgreich erfasst');
        navigate(paths.listStaticLoadAnalysis(projectId));
      }
    } catch (error) {
      // 422: the wizard maps the violations onto its fields and opens their step.
      if (isApiError(error, 422)) throw error;
      toast.error('Der Versuch konnte nicht gespeichert werden', errorMessage(error));
    }
  };
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
        onSubmit={submit}
        onCancel={() => navigate(paths.listStaticLoadAnalysis(projectId))}
      />
    </div>
  );
}
