// The form screens of a plate load test (both variants, spec part 3 §2): /new and /:id/edit for
// those the variant's create rule allows; editing needs the test loaded (and of this project). The
// page frame names the form and leads back; the form itself is the variant's. Saving is the same
// for both: a new test is a field entry (kept on the device without a connection, decision 0390),
// then the list; a change is sent at once, then the test's detail.
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import type { SubmitOptions } from '@/lib/domain-form';
import { sentOrQueued, type FieldEntryOutcome } from '@/lib/outbox/use-outbox';
import { paths } from '@/lib/paths';
import type { Project } from '@/lib/queries/projects';
import { useLoadTest } from './api';
import type { LoadTestRecord, LoadTestVariant } from './variant';

/**
 * /new, and /new?retestOf=<id> from a failed test's "Erneut prüfen" (decision 0661): then the
 * failed test is loaded first and handed to the form, which starts from its grid field and layer.
 */
export function CreateLoadTestScreen<T extends LoadTestRecord>({
  variant,
  children,
}: {
  variant: LoadTestVariant<T>;
  children: (project: Project, repeated?: T) => ReactNode;
}) {
  const { projectId = '' } = useParams();
  const retestOf = useSearchParams()[0].get('retestOf');
  return (
    <ProjectRuleGate projectId={projectId} rule={variant.createRule}>
      {(project) =>
        retestOf ? (
          <TestLoader variant={variant} projectId={projectId} id={retestOf}>
            {(repeated) => children(project, repeated)}
          </TestLoader>
        ) : (
          children(project)
        )
      }
    </ProjectRuleGate>
  );
}

/** The form values of a re-test of `repeated`: new ones with its grid field and layer, linked to it. */
export function retestFormValues<V extends RetestFields>(empty: V, repeated: V, repeatedId: string): V {
  return {
    ...empty,
    gridField: repeated.gridField,
    gridFieldSuffix: repeated.gridFieldSuffix,
    layer: repeated.layer,
    retestOf: repeatedId,
    // Usually tested again with the same device (decision 0680).
    deviceId: repeated.deviceId,
  };
}
type RetestFields = {
  gridField: string;
  gridFieldSuffix: number | null;
  layer: string;
  retestOf?: string;
  deviceId?: string | null;
};

export function EditLoadTestScreen<T extends LoadTestRecord>({
  variant,
  children,
}: {
  variant: LoadTestVariant<T>;
  children: (project: Project, test: T) => ReactNode;
}) {
  const { projectId = '', [variant.idParam]: id = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule={variant.createRule}>
      {(project) => (
        <TestLoader variant={variant} projectId={projectId} id={id}>
          {(test) => children(project, test)}
        </TestLoader>
      )}
    </ProjectRuleGate>
  );
}

function TestLoader<T extends LoadTestRecord>({
  variant,
  projectId,
  id,
  children,
}: {
  variant: LoadTestVariant<T>;
  projectId: string;
  id: string;
  children: (test: T) => ReactNode;
}) {
  return (
    <ProjectObjectGate projectId={projectId} query={useLoadTest(variant, id)}>
      {children}
    </ProjectObjectGate>
  );
}

/** The frame of both forms: the title, and breadcrumbs back to the list (and to the test when editing). */
export function LoadTestFormPage<T extends LoadTestRecord>({
  variant,
  project,
  test,
  title,
  createCrumbs,
  retestOf,
  children,
}: {
  variant: LoadTestVariant<T>;
  project: Project;
  test?: T;
  title: { create: string; edit: string };
  /** The failed test the form's test repeats (decision 0661). */
  retestOf?: { number: number } | null | undefined;
  /** The breadcrumbs after the project's while a new test is entered. */
  createCrumbs: (projectId: string) => Crumb[];
  children: ReactNode;
}) {
  const { projectId } = project;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={test ? title.edit : title.create}
        description={retestOf ? `Wiederholung von Versuch-Nr. ${retestOf.number}` : undefined}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          ...(test
            ? [
                { label: variant.title, href: variant.paths.list(projectId) },
                { label: variant.label(test), href: variant.paths.detail(projectId, variant.id(test)) },
                { label: 'Bearbeiten' },
              ]
            : createCrumbs(projectId)),
        ]}
      />
      {children}
    </div>
  );
}

type Saved<T> = FieldEntryOutcome<T>;

/**
 * How a form of either variant saves: `send(payload, formValues)` and the `submitHandler` options.
 * `entry` and `update` are the variant's hooks (useXEntry, useUpdateX), called by the form.
 */
export function useLoadTestSaving<T extends LoadTestRecord, TPayload extends object, TValues>(
  variant: LoadTestVariant<T>,
  projectId: string,
  test: T | undefined,
  {
    entry,
    update,
    saved,
  }: {
    entry: { send: (values: TPayload & { projectId: string }, formValues: unknown) => Promise<Saved<T>> };
    update: { mutateAsync: (payload: TPayload) => Promise<T> };
    /** The toasts: "… wurde erfolgreich erfasst", "… wurde aktualisiert". */
    saved: { created: string; updated: string };
  },
): {
  send: (payload: TPayload, formValues: TValues) => Promise<Saved<T>>;
  messages: Pick<SubmitOptions<TValues, Saved<T>>, 'success' | 'failure' | 'then'>;
} {
  const navigate = useNavigate();
  const failure = 'Der Versuch konnte nicht gespeichert werden';
  if (test)
    return {
      send: async (payload) => ({ queued: false, result: await update.mutateAsync(payload) }),
      messages: {
        success: saved.updated,
        failure,
        then: (outcome) => {
          if (!outcome.queued) navigate(variant.paths.detail(projectId, variant.id(outcome.result)));
        },
      },
    };
  return {
    send: (payload, formValues) => entry.send({ projectId, ...payload }, formValues),
    messages: {
      success: sentOrQueued(saved.created),
      failure,
      then: () => navigate(variant.paths.list(projectId)),
    },
  };
}
