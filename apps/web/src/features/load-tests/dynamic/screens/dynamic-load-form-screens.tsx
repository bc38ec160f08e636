// /dynamic-load-analysis/new and /:dynamicLoadAnalysisId/edit — one form for both (foreman only),
// in the shared frame of the load-test forms.
import { useNavigate } from 'react-router';
import { submitHandler } from '@/lib/domain-form';
import { draftFormValues } from '@/lib/outbox/use-outbox';
import type { Project } from '@/lib/queries/projects';
import {
  CreateLoadTestScreen,
  EditLoadTestScreen,
  LoadTestFormPage,
  retestFormValues,
  useLoadTestSaving,
} from '../../load-test-form';
import { useDynamicLoadEntry, useUpdateDynamicLoadAnalysis } from '../api';
import { DynamicLoadForm, dynamicLoadFieldOf, useDynamicLoadForm } from '../components/dynamic-load-form';
import {
  dynamicLoadValuesFrom,
  emptyDynamicLoadValues,
  toDynamicLoadPayload,
  type DynamicLoadFormValues,
} from '../form-schema';
import type { DynamicLoadAnalysis } from '../types';
import { dynamicLoadTests } from '../variant';

export function CreateDynamicLoadScreen() {
  return (
    <CreateLoadTestScreen variant={dynamicLoadTests}>
      {(project, repeated) => <DynamicLoadEditor project={project} repeated={repeated} />}
    </CreateLoadTestScreen>
  );
}

export function EditDynamicLoadScreen() {
  return (
    <EditLoadTestScreen variant={dynamicLoadTests}>
      {(project, test) => <DynamicLoadEditor project={project} test={test} />}
    </EditLoadTestScreen>
  );
}

function DynamicLoadEditor({
  project,
  test,
  repeated,
}: {
  project: Project;
  test?: DynamicLoadAnalysis;
  /** The failed test a new one repeats ("Erneut prüfen"). */
  repeated?: DynamicLoadAnalysis | undefined;
}) {
  const { projectId } = project;
  const navigate = useNavigate();
  // A new test is a field entry (kept without a connection); a change needs one.
  const entry = useDynamicLoadEntry(projectId);
  const form = useDynamicLoadForm(
    test
      ? dynamicLoadValuesFrom(test)
      : repeated
        ? retestFormValues(emptyDynamicLoadValues(), dynamicLoadValuesFrom(repeated), repeated.dynamicLoadAnalysisId)
        : entry.draft
          ? draftFormValues<DynamicLoadFormValues>(entry.draft)
          : emptyDynamicLoadValues(),
  );
  const saving = useLoadTestSaving(dynamicLoadTests, projectId, test, {
    entry,
    update: useUpdateDynamicLoadAnalysis(test?.dynamicLoadAnalysisId ?? ''),
    saved: {
      created: 'Dynamischer Versuch wurde erfolgreich erfasst',
      updated: 'Dynamischer Versuch wurde aktualisiert',
    },
  });
  const submit = submitHandler(form, (values) => saving.send(toDynamicLoadPayload(values), form.getValues()), {
    ...saving.messages,
    fieldOf: dynamicLoadFieldOf,
  });
  return (
    <LoadTestFormPage
      variant={dynamicLoadTests}
      project={project}
      test={test}
      title={{ create: 'Dynamischen Versuch erfassen', edit: 'Dynamischen Versuch bearbeiten' }}
      retestOf={repeated ?? test?.retestOf}
      createCrumbs={(id) => [
        { label: dynamicLoadTests.title, href: dynamicLoadTests.paths.list(id) },
        { label: 'Erfassen' },
      ]}
    >
      <DynamicLoadForm
        form={form}
        onSubmit={submit}
        onCancel={() =>
          navigate(
            test
              ? dynamicLoadTests.paths.detail(projectId, test.dynamicLoadAnalysisId)
              : dynamicLoadTests.paths.list(projectId),
          )
        }
        submitLabel="Versuch speichern"
        initialFileId={test?.dynamicLoadAnalysisData.analysisResult?.id}
        projectId={projectId}
      />
    </LoadTestFormPage>
  );
}
