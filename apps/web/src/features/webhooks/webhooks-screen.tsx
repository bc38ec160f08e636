import { Link, useParams } from 'react-router';
import { Plus, Webhook } from 'lucide-react';
import type { WebhookView } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { asProjectDetails, type ProjectDetails } from '@/features/projects';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { useWebhooks } from './api';
import { eventsText, WebhookStatusBadge } from './webhook-parts';

/** /projects/:projectId/webhooks — the project's webhook subscriptions (rule manageWebhooks). */
export function WebhooksScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageWebhooks">
      {(project) => <Webhooks project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

function columnsFor(projectId: string): Column<WebhookView>[] {
  return [
    {
      key: 'url',
      header: 'Empfänger',
      primary: true,
      cell: (hook) => (
        <Link
          to={paths.webhookDetail(projectId, hook.webhookId)}
          className="inline-flex min-h-11 items-center font-medium break-all text-slate-900 hover:text-brand-700 hover:underline"
        >
          {hook.url}
        </Link>
      ),
    },
    { key: 'events', header: 'Ereignisse', cell: (hook) => eventsText(hook.events) },
    {
      key: 'status',
      header: 'Status',
      cell: (hook) => <WebhookStatusBadge status={hook.status} label={hook.statusLabel} />,
    },
    { key: 'created', header: 'Eingerichtet', cell: (hook) => formatDateTime(hook.createdAt) },
  ];
}

function Webhooks({ project }: { project: ProjectDetails }) {
  const hooks = useWebhooks(project.projectId);
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Andere Systeme (ERP, Kostenkontrolle, Labor) erfahren sofort, wenn im Projekt etwas geschieht."
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(project.projectId) }, { label: 'Webhooks' }]}
        action={
          <Button asChild>
            <Link to={paths.createWebhook(project.projectId)}>
              <Plus aria-hidden />
              Webhook anlegen
            </Link>
          </Button>
        }
      />
      {hooks.isPending ? (
        <ListSkeleton rows={3} />
      ) : hooks.isError ? (
        <Alert tone="danger">{errorMessage(hooks.error)}</Alert>
      ) : (
        <DataTable
          caption="Webhooks"
          rows={hooks.data}
          columns={columnsFor(project.projectId)}
          rowKey={(hook) => hook.webhookId}
          empty={
            <EmptyState
              icon={Webhook}
              title="Noch keine Webhooks eingerichtet."
              description="Legen Sie einen Webhook an, um Ereignisse dieses Projekts an eine https-Adresse zu senden."
            />
          }
        />
      )}
    </>
  );
}
