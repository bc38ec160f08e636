// /mounting-documentation/new and /:mountingDocumentationId/edit — one form for both.
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { submitHandler } from '@/lib/domain-form';
import { paths } from '@/app/paths';
import { useOrders } from '@/features/orders/api';
import { ProjectObjectGate, ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { useMountingDocumentation, useSaveMountingDocumentation } from '../api';
import { MountingDocumentationForm, useMountingDocumentationForm } from '../components/mounting-documentation-form';
import { formPathOfViolation } from '../form-schema';
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
  const form = useMountingDocumentationForm(documentation);
  const save = useSaveMountingDocumentation(projectId, documentation?.mountingDocumentationId);
  if (orders.isPending) return <PageSkeleton />;
  if (orders.isError) return <QueryErrorScreen error={orders.error} />;
  const submit = submitHandler(form, save.mutateAsync, {
    success: documentation ? 'Bodeneinbau wurde aktualisiert' : 'Bodeneinbau wurde dokumentiert',
    failure: 'Der Bodeneinbau konnte nicht gespeichert werden',
    fieldOf: formPathOfViolation,
    then: (saved) => navigate(paths.mountingDocumentationDetail(projectId, saved.mountingDocumentationId)),
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
