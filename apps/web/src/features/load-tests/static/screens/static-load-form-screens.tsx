// /static-load-analysis/new and /:staticLoadAnalysisId/edit — the three-step wizard in the shared
// frame of the load-test forms. A new test is pre-filled with the conditions of the project's last
// test (GET /last-static-load-analysis).
import { useNavigate } from 'react-router';
import { newStaticLoadFormValues, staticLoadFormValuesFrom, type StaticLoadFormValues } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { PageSkeleton } from '@/components/ui/skeleton';
import { QueryErrorScreen } from '@/components/project-rule-gate';
import { outlineOfProject } from '@/components/map/map-geometry';
import { draftFormValues } from '@/lib/outbox/use-outbox';
import type { Project } from '@/lib/queries/projects';
import {
  CreateLoadTestScreen,
  EditLoadTestScreen,
  LoadTestFormPage,
  retestFormValues,
  useLoadTestSaving,
} from '../../load-test-form';
import { useLastStaticLoadConditions, useStaticLoadEntry, useUpdateStaticLoadAnalysis } from '../api';
import { StaticLoadWizard } from '../components/static-load-wizard';
import type { StaticLoadAnalysis } from '../types';
import { staticLoadTests } from '../variant';

export function CreateStaticLoadScreen() {
  return (
    <CreateLoadTestScreen variant={staticLoadTests}>
      {(project, repeated) => <CreateStaticLoad project={project} repeated={repeated} />}
    </CreateLoadTestScreen>
  );
}

export function EditStaticLoadScreen() {
  return (
    <EditLoadTestScreen variant={staticLoadTests}>
      {(project, test) => (
        <StaticLoadEditor
          project={project}
          test={test}
          initialValues={staticLoadFormValuesFrom(test.staticLoadAnalysisData, test.retestOf, test.device)}
        />
      )}
    </EditLoadTestScreen>
  );
}

/**
 * A new test starts from its draft in the outbox, or from the project's last test's conditions; a
 * re-test ("Erneut prüfen") from the failed test's conditions, grid field and layer.
 */
function CreateStaticLoad({ project, repeated }: { project: Project; repeated?: StaticLoadAnalysis | undefined }) {
  const entry = useStaticLoadEntry(project.projectId);
  const last = useLastStaticLoadConditions(project.projectId, !entry.draft && !repeated);
  // Offline without the last test's conditions on this device: start from the defaults.
  const offline = last.fetchStatus === 'paused';
  if (repeated) {
    // The failed test's conditions, grid field and layer; new readings.
    const data = repeated.staticLoadAnalysisData;
    const values = retestFormValues(
      newStaticLoadFormValues(data),
      staticLoadFormValuesFrom(data, null, repeated.device),
      repeated.staticLoadAnalysisId,
    );
    return <StaticLoadEditor project={project} initialValues={values} repeated={repeated} />;
  }
  if (last.isPending && !entry.draft && !offline) return <PageSkeleton />;
  if (last.isError) return <QueryErrorScreen error={last.error} />;
  const initialValues = entry.draft
    ? draftFormValues<StaticLoadFormValues>(entry.draft)
    : newStaticLoadFormValues(last.data ?? null);
  return <StaticLoadEditor project={project} initialValues={initialValues} />;
}

function StaticLoadEditor({
  project,
  test,
  initialValues,
  repeated,
}: {
  project: Project;
  test?: StaticLoadAnalysis;
  initialValues: StaticLoadFormValues;
  repeated?: StaticLoadAnalysis | undefined;
}) {
  const { projectId } = project;
  const navigate = useNavigate();
  const saving = useLoadTestSaving(staticLoadTests, projectId, test, {
    entry: useStaticLoadEntry(projectId),
    update: useUpdateStaticLoadAnalysis(test?.staticLoadAnalysisId ?? ''),
    saved: {
      created: 'Statischer Versuch wurde erfolgreich erfasst',
      updated: 'Statischer Versuch wurde aktualisiert',
    },
  });
  return (
    <LoadTestFormPage
      variant={staticLoadTests}
      project={project}
      test={test}
      title={{ create: 'Statischen Plattendruckversuch erfassen', edit: 'Statischen Plattendruckversuch bearbeiten' }}
      retestOf={repeated ?? test?.retestOf}
      createCrumbs={() => [{ label: 'Statischen Versuche erfassen' }]}
    >
      {test ? (
        <Alert tone="info" className="mb-5">
          Bitte überprüfen Sie vor dem Speichern alle Angaben und die Position des Versuchs auf der Karte.
        </Alert>
      ) : null}
      <StaticLoadWizard
        projectId={projectId}
        initialValues={initialValues}
        isEdit={Boolean(test)}
        outline={outlineOfProject(project)}
        onSubmit={saving.send}
        messages={saving.messages}
        onCancel={() => navigate(staticLoadTests.paths.list(projectId))}
      />
    </LoadTestFormPage>
  );
}
