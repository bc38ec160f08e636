// /mounting-documentation/new and /:mountingDocumentationId/edit — one form for both.
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { submitHandler } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { useOrders } from '@/features/orders';
import { ProjectObjectGate, ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { draftFormValues, sentOrQueued } from '@/lib/outbox/use-outbox';
import { useMountingDocumentation, useMountingDocumentationEntry, useUpdateMountingDocumentation } from '../api';
import { MountingDocumentationForm, useMountingDocumentationForm } from '../components/mounting-documentation-form';
import { formPathOfViolation, type MountingDocumentationFormValues } from '../form-schema';
import { orderOptions } from '../order-options';
import type { MountingDocumentation } from '../types';

export function CreateMountingDocumentationScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="createMountingDocumentation">
      {(project) => <MountingDocumentationEditor projectId={projectId} projectName={project.name} />}
    </ProjectRuleGate>
  );
}

export function EditMountingDocumentationScreen() {
  const { projectId = '', mountingDocumentationId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="editMountingDocumentation">
      {(project) => <EditLoader projectId={projectId} projectName={project.name} id={mountingDocumentationId} />}
    </ProjectRuleGate>
  );
}

function EditLoader({ projectId, projectName, id }: { projectId: string; projectName: string; id: string }) {
  return (
    <ProjectObjectGate projectId={projectId} query={useMountingDocumentation(id)}>
      {(documentation) => (
        <MountingDocumentationEditor projectId={projectId} projectName={projectName} documentation={documentation} />
      )}
    </ProjectObjectGate>
  );
}

function MountingDocumentationEditor({
  projectId,
  projectName,
  documentation,
}: {
  projectId: string;
  projectName: string;
  documentation?: MountingDocumentation;
}) {
  const navigate = useNavigate();
  const orders = useOrders(projectId);
  // A new documentation is a field entry (kept without a connection); a change needs one.
  const entry = useMountingDocumentationEntry(projectId);
  const form = useMountingDocumentationForm(
    documentation,
    !documentation && entry.draft ? draftFormValues<MountingDocumentationFormValues>(entry.draft) : undefined,
  );
  const update = useUpdateMountingDocumentation(projectId, documentation?.mountingDocumentationId ?? '');
  if (orders.isPending) return <PageSkeleton />;
  if (orders.isError) return <QueryErrorScreen error={orders.error} />;
  const failure = 'Der Bodeneinbau konnte nicht gespeichert werden';
  const detail = (saved: MountingDocumentation) =>
    navigate(paths.mountingDocumentationDetail(projectId, saved.mountingDocumentationId));
  const submit = documentation
    ? submitHandler(form, update.mutateAsync, {
        success: 'Bodeneinbau wurde aktualisiert',
        failure,
        fieldOf: formPathOfViolation,
        then: detail,
      })
    : submitHandler(form, (payload) => entry.send({ projectId, ...payload }, form.getValues()), {
        success: sentOrQueued('Bodeneinbau wurde dokumentiert'),
        failure,
        fieldOf: formPathOfViolation,
        then: (outcome) => (outcome.queued ? navigate(paths.mountingDocumentation(projectId)) : detail(outcome.result)),
      });
  const title = documentation ? 'Bodeneinbau bearbeiten' : 'Bodeneinbau dokumentieren';
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: projectName, href: paths.projectDashboard(projectId) },
          { label: 'Dokumentationen', href: paths.mountingDocumentation(projectId) },
          ...(documentation
            ? [
                {
                  label: documentation.gridField,
                  href: paths.mountingDocumentationDetail(projectId, documentation.mountingDocumentationId),
                },
              ]
            : []),
          { label: documentation ? 'Bearbeiten' : 'Neu' },
        ]}
      />
      <MountingDocumentationForm
        form={form}
        orderOptions={orderOptions(orders.data, documentation?.orders)}
        onSubmit={submit}
        onCancel={() =>
          navigate(
            documentation
              ? paths.mountingDocumentationDetail(projectId, documentation.mountingDocumentationId)
              : paths.mountingDocumentation(projectId),
          )
        }
        submitLabel={documentation ? 'Änderungen speichern' : 'Bodeneinbau speichern'}
      />
    </div>
  );
}
