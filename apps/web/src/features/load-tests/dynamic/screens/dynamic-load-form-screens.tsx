// /dynamic-load-analysis/new and /:dynamicLoadAnalysisId/edit — one form for both (foreman only).
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { submitHandler } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import { draftFormValues, sentOrQueued } from '@/lib/outbox/use-outbox';
import { useDynamicLoadAnalysis, useDynamicLoadEntry, useUpdateDynamicLoadAnalysis } from '../api';
import { DynamicLoadForm, dynamicLoadFieldOf, useDynamicLoadForm } from '../components/dynamic-load-form';
import {
  dynamicLoadValuesFrom,
  emptyDynamicLoadValues,
  toDynamicLoadPayload,
  type DynamicLoadFormValues,
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
  return (
    <ProjectObjectGate projectId={projectId} query={useDynamicLoadAnalysis(id)}>
      {(test) => <DynamicLoadEditor projectId={projectId} project={project} test={test} />}
    </ProjectObjectGate>
  );
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
  // A new test is a field entry (kept without a connection); a change needs one.
  const entry = useDynamicLoadEntry(projectId);
  const form = useDynamicLoadForm(
    test
      ? dynamicLoadValuesFrom(test)
      : entry.draft
        ? draftFormValues<DynamicLoadFormValues>(entry.draft)
        : emptyDynamicLoadValues(),
  );
  const update = useUpdateDynamicLoadAnalysis(test?.dynamicLoadAnalysisId ?? '');
  const failure = 'Der Versuch konnte nicht gespeichert werden';
  const list = () => navigate(paths.listDynamicLoadAnalysis(projectId));
  const submit = test
    ? submitHandler(form, (values) => update.mutateAsync(toDynamicLoadPayload(values)), {
        success: 'Dynamischer Versuch wurde aktualisiert',
        failure,
        fieldOf: dynamicLoadFieldOf,
        then: (saved) => navigate(paths.dynamicLoadAnalysisDetail(projectId, saved.dynamicLoadAnalysisId)),
      })
    : submitHandler(form, (values) => entry.send({ projectId, ...toDynamicLoadPayload(values) }, form.getValues()), {
        success: sentOrQueued('Dynamischer Versuch wurde erfolgreich erfasst'),
        failure,
        fieldOf: dynamicLoadFieldOf,
        then: list,
      });
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
