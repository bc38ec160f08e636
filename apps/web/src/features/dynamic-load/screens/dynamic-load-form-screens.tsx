// /dynamic-load-analysis/new and /:dynamicLoadAnalysisId/edit — one form for both (foreman only).
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/app/paths';
import { AccessDenied } from '@/app/shell/error-pages';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { useDynamicLoadAnalysis, useSaveDynamicLoadAnalysis } from '../api';
import { applyDynamicLoadViolations, DynamicLoadForm, useDynamicLoadForm } from '../components/dynamic-load-form';
import {
  dynamicLoadValuesFrom,
  emptyDynamicLoadValues,
  toDynamicLoadPayload,
  type DynamicLoadFormOutput,
} from '../form-schema';
import type { DynamicLoadAnalysis } from '../types';

export function CreateDynamicLoadScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="createDynamicLoadAnalysis">
      {(project) => <DynamicLoadEditor projectId={projectId} project={project} />}
    </ProjectRuleGate>
  );
}

export function EditDynamicLoadScreen() {
  const { projectId = '', dynamicLoadAnalysisId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="createDynamicLoadAnalysis">
      {(project) => <EditLoader projectId={projectId} project={project} id={dynamicLoadAnalysisId} />}
    </ProjectRuleGate>
  );
}

function EditLoader({ projectId, project, id }: { projectId: string; project: Project; id: string }) {
  const test = useDynamicLoadAnalysis(id);
  if (test.isPending) return <PageSkeleton />;
  if (test.isError) return <QueryErrorScreen error={test.error} />;
  if (test.data.projectId !== projectId) return <AccessDenied />;
  return <DynamicLoadEditor projectId={projectId} project={project} test={test.data} />;
}

function DynamicLoadEditor({
  projectId,
  project,
  test,
}: {
  projectId: string;
  project: Project;
  test?: DynamicLoadAnalysis;
}) {
  const navigate = useNavigate();
  const form = useDynamicLoadForm(test ? dynamicLoadValuesFrom(test) : emptyDynamicLoadValues());
  const save = useSaveDynamicLoadAnalysis(projectId, test?.dynamicLoadAnalysisId);
  const submit = async (values: DynamicLoadFormOutput) => {
    try {
      const saved = await save.mutateAsync(toDynamicLoadPayload(values));
      if (test) {
        toast.success('Dynamischer Versuch wurde aktualisiert');
        navigate(paths.dynamicLoadAnalysisDetail(projectId, saved.dynamicLoadAnalysisId));
      } else {
        toast.success('Dynamischer Versuch wurde erfolgreich erfasst');
        navigate(paths.listDynamicLoadAnalysis(projectId));
      }
    } catch (error) {
      if (!applyDynamicLoadViolations(error, form))
        toast.error('Der Versuch konnte nicht gespeichert werden', errorMessage(error));
    }
  };
  const title = test ? 'Dynamischen Versuch bearbeiten' : 'Dynamischen Versuch erfassen';
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          { label: 'Dynamische Versuche', href: paths.listDynamicLoadAnalysis(projectId) },
          ...(test
            ? [
                {
                  label: `Versuch-Nr. ${test.number}`,
                  href: paths.dynamicLoadAnalysisDetail(projectId, test.dynamicLoadAnalysisId),
                },
              ]
            : []),
          { label: test ? 'Bearbeiten' : 'Erfassen' },
        ]}
      />
      <DynamicLoadForm
        form={form}
        onSubmit={submit}
        onCancel={() =>
          navigate(
            test
              ? paths.dynamicLoadAnalysisDetail(projectId, test.dynamicLoadAnalysisId)
              : paths.listDynamicLoadAnalysis(projectId),
          )
        }
        submitLabel="Versuch speichern"
        initialFileId={test?.dynamicLoadAnalysisData.analysisResult?.id}
        projectId={projectId}
      />
    </div>
  );
}
