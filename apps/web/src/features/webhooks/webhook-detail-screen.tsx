import { useNavigate, useParams } from 'react-router';
import { Pause, Play, RefreshCw, Send, Trash2 } from 'lucide-react';
import { webhookDeliveryStatusTones, type WebhookDeliveryView, type WebhookView } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePagedList } from '@/lib/queries/paged-list';
import { ErrorContent } from '@/components/error-pages';
import { asProjectDetails, type ProjectDetails } from '@/features/projects';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { deliveriesQuery, useDeleteWebhook, useRefreshDeliveries, useWebhook, useWebhookAction } from './api';
import { eventsText, WebhookStatusBadge } from './webhook-parts';

/** /projects/:projectId/webhooks/:webhookId — one subscription, its actions and its delivery log. */
export function WebhookDetailScreen() {
  const { projectId = '', webhookId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageWebhooks">
      {(project) => <FindWebhook project={asProjectDetails(project)} webhookId={webhookId} />}
    </ProjectRuleGate>
  );
}

function FindWebhook({ project, webhookId }: { project: ProjectDetails; webhookId: string }) {
  const hook = useWebhook(project.projectId, webhookId);
  if (hook.isPending) return <PageSkeleton />;
  if (hook.isError) return <ErrorContent error={hook.error} />;
  return <WebhookDetail project={project} hook={hook.data} />;
}

const deliveryColumns: Column<WebhookDeliveryView>[] = [
  {
    key: 'event',
    header: 'Ereignis',
    primary: true,
    cell: (delivery) => (
      <span>
        <span className="font-medium text-slate-900">{delivery.eventLabel}</span>
        <span className="block text-xs text-slate-500">{formatDateTime(delivery.occurredAt)}</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (delivery) => <Badge tone={webhookDeliveryStatusTones[delivery.status]}>{delivery.statusLabel}</Badge>,
  },
  { key: 'attempts', header: 'Versuche', align: 'right', cell: (delivery) => formatNumber(delivery.attempts) },
  {
    key: 'code',
    header: 'HTTP-Status',
    align: 'right',
    cell: (delivery) => (delivery.statusCode === null ? '–' : String(delivery.statusCode)),
  },
  {
    key: 'duration',
    header: 'Dauer',
    align: 'right',
    cell: (delivery) => (delivery.durationMs === null ? '–' : `${formatNumber(delivery.durationMs)} ms`),
  },
  {
    key: 'last',
    header: 'Letzter Versuch',
    cell: (delivery) => (delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : '–'),
  },
  {
    key: 'error',
    header: 'Fehler / nächster Versuch',
    cell: (delivery) =>
      delivery.error || delivery.nextAttemptAt ? (
        <span className="break-words">
          {delivery.error}
          {delivery.nextAttemptAt ? (
            <span className="block text-xs text-slate-500">
              nächster Versuch {formatDateTime(delivery.nextAttemptAt)}
            </span>
          ) : null}
        </span>
      ) : (
        '–'
      ),
  },
];

const deliveryKey = (row: WebhookDeliveryView) => row.deliveryId;

function WebhookDetail({ project, hook }: { project: ProjectDetails; hook: WebhookView }) {
  const navigate = useNavigate();
  const action = useWebhookAction(project.projectId, hook.webhookId);
  const remove = useDeleteWebhook(project.projectId, hook.webhookId);
  const log = usePagedList(deliveriesQuery(project.projectId, hook.webhookId), deliveryKey);
  const refresh = useRefreshDeliveries(project.projectId, hook.webhookId);
  const list = paths.projectWebhooks(project.projectId);
  const run = async (name: 'activate' | 'deactivate' | 'test', success: string, failure: string) => {
    try {
      await action.mutateAsync(name);
      toast.success(success);
    } catch (error) {
      toast.error(failure, errorMessage(error));
    }
  };
  const deleteHook = async () => {
    try {
      await remove.mutateAsync();
      toast.success('Der Webhook wurde gelöscht');
      navigate(list);
    } catch (error) {
      toast.error('Der Webhook konnte nicht gelöscht werden', errorMessage(error));
      throw error;
    }
  };
  const active = hook.status === 'active';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Webhook"
        description={project.name}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Webhooks', href: list },
          { label: new URL(hook.url).host },
        ]}
      />
      {hook.status === 'failing' ? (
        <Alert tone="danger">
          Zustellungen sind 24 Stunden lang fehlgeschlagen; seit {formatDateTime(hook.failingSince)} wird nichts mehr
          gesendet. Prüfen Sie den Empfänger und aktivieren Sie den Webhook wieder: Wartende Ereignisse werden dann
          zugestellt.
        </Alert>
      ) : null}
      <Card>
        <CardHeader
          title="Einstellungen"
          action={<WebhookStatusBadge status={hook.status} label={hook.statusLabel} />}
        />
        <CardBody className="space-y-4">
          <DetailList
            items={[
              { label: 'Adresse', value: <span className="break-all">{hook.url}</span>, wide: true },
              { label: 'Ereignisse', value: eventsText(hook.events), wide: true },
              { label: 'Eingerichtet', value: formatDateTime(hook.createdAt) },
            ]}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <ConfirmDialog
              trigger={
                <Button variant="danger-outline" className="sm:mr-auto">
                  <Trash2 aria-hidden />
                  Löschen
                </Button>
              }
              title="Webhook löschen"
              description={`Der Webhook an ${hook.url} und sein Zustellprotokoll werden gelöscht.`}
              confirmLabel="Löschen"
              tone="danger"
              onConfirm={deleteHook}
            />
            {active ? (
              <Button
                variant="secondary"
                isLoading={action.isPending && action.variables === 'deactivate'}
                onClick={() =>
                  run('deactivate', 'Der Webhook wurde deaktiviert', 'Der Webhook konnte nicht deaktiviert werden')
                }
              >
                <Pause aria-hidden />
                Deaktivieren
              </Button>
            ) : (
              <Button
                variant="secondary"
                isLoading={action.isPending && action.variables === 'activate'}
                onClick={() =>
                  run('activate', 'Der Webhook wurde reaktiviert', 'Der Webhook konnte nicht reaktiviert werden')
                }
              >
                <Play aria-hidden />
                Reaktivieren
              </Button>
            )}
            <Button
              disabled={!active}
              isLoading={action.isPending && action.variables === 'test'}
              onClick={() =>
                run(
                  'test',
                  'Das Testereignis wurde zum Versand eingereiht',
                  'Das Testereignis konnte nicht gesendet werden',
                )
              }
            >
              <Send aria-hidden />
              Testereignis senden
            </Button>
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title="Zustellprotokoll"
          description="Jede Zustellung mit ihrem letzten Versuch; fehlgeschlagene werden 24 Stunden lang wiederholt."
          action={
            <Button variant="ghost" size="sm" onClick={() => void refresh()} aria-label="Protokoll aktualisieren">
              <RefreshCw aria-hidden />
              Aktualisieren
            </Button>
          }
        />
        <CardBody>
          {log.isPending ? (
            <ListSkeleton rows={3} />
          ) : log.isError ? (
            <Alert tone="danger">{errorMessage(log.error)}</Alert>
          ) : (
            <>
              <DataTable
                caption="Zustellprotokoll"
                rows={log.rows}
                columns={deliveryColumns}
                rowKey={(row) => row.deliveryId}
                virtual
                empty={
                  <EmptyState
                    title="Noch keine Zustellungen."
                    description="Senden Sie ein Testereignis, um den Empfänger zu prüfen."
                  />
                }
              />
              <ListEnd list={log} moreLabel="Ältere Zustellungen laden" />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
