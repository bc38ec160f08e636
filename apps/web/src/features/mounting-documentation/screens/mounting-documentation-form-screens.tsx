// /mounting-documentation/new and /:mountingDocumentationId/edit — one form for both.
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/app/paths';
import { AccessDenied } from '@/app/shell/error-pages';
import { useOrders } from '@/features/orders/api';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { useMountingDocumentation, useSaveMountingDocumentation } from '../api';
import {
  applyMountingViolations,
  MountingDocumentationForm,
  useMountingDocumentationForm,
} from '../components/mounting-documentation-form';
import type { MountingDocumentationPayload } from '../form-schema';
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
  const documentation = useMountingDocumentation(id);
  if (documentation.isPending) return <PageSkeleton />;
  if (documentation.isError) return <QueryErrorScreen error={documentation.error} />;
  if (documentation.data.projectId !== projectId) return <AccessDenied />;
  return (
    <MountingDocumentationEditor projectId={projectId} projectName={projectName} documentation={documentation.data} />
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
  const submit = async (payload: MountingDocumentationPayload) => {
    try {
      const saved = await save.mutateAsync(payload);
      toast.success(documentation ? 'Bodeneinbau wurde aktualisiert' : 'Bodeneinbau wurde dokumentiert');
      navigate(paths.mountingDocumentationDetail(projectId, saved.mountingDocumentationId));
    } catch (error) {
      if (!applyMountingViolations(error, form))
        toast.error('Der Bodeneinbau konnte nicht gespeichert werden', errorMessage(error));
    }
  };
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
