import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Copy, KeyRound } from 'lucide-react';
import {
  createWebhookSchema,
  webhookEventLabels,
  webhookEvents,
  type CreatedWebhookView,
  type CreateWebhookInput,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-fields';
import { toast } from '@/components/ui/toast-store';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { asProjectDetails, type ProjectDetails } from '@/features/projects';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { useCreateWebhook } from './api';
import { CheckboxListField } from '@/components/ui/checkbox-list-field';

/** /projects/:projectId/webhooks/new — subscribe an https address; the secret is shown once. */
export function CreateWebhookScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageWebhooks">
      {(project) => <CreateWebhook project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

type WebhookForm = { url: string; events: string[] };

function CreateWebhook({ project }: { project: ProjectDetails }) {
  const [created, setCreated] = useState<CreatedWebhookView | null>(null);
  const create = useCreateWebhook(project.projectId);
  const form = useDomainForm<WebhookForm, CreateWebhookInput>(createWebhookSchema, {
    url: '',
    events: ['delivery.recorded'],
  });
  const list = paths.projectWebhooks(project.projectId);
  const submit = submitHandler(form, create.mutateAsync, {
    success: 'Der Webhook wurde eingerichtet',
    failure: 'Der Webhook konnte nicht eingerichtet werden',
    then: setCreated,
  });
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Webhook anlegen"
        description={project.name}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Webhooks', href: list },
          { label: 'Webhook anlegen' },
        ]}
      />
      {created ? (
        <CreatedSecret projectId={project.projectId} created={created} />
      ) : (
        <Form form={form} onSubmit={submit}>
          <FormSection
            title="Empfänger und Ereignisse"
            description="Jede Zustellung ist ein signierter JSON-Aufruf (POST) an diese Adresse."
          >
            <TextField
              name="url"
              label="Adresse (https)"
              required
              type="url"
              inputMode="text"
              autoComplete="off"
              placeholder="https://erp.example.com/webhooks/baustellendoku"
              hint="Nur öffentlich erreichbare https-Adressen."
              className="sm:col-span-2"
            />
            <CheckboxListField
              name="events"
              label="Ereignisse"
              options={webhookEvents.map((event) => ({
                value: event,
                label: (
                  <>
                    {webhookEventLabels[event]}
                    <span className="block font-mono text-xs text-slate-500">{event}</span>
                  </>
                ),
              }))}
              twoColumns
              required
              className="sm:col-span-2"
            />
          </FormSection>
          <FormActions>
            <Button asChild variant="secondary">
              <Link to={list}>Abbrechen</Link>
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Webhook anlegen
            </Button>
          </FormActions>
        </Form>
      )}
    </div>
  );
}

function CreatedSecret({ projectId, created }: { projectId: string; created: CreatedWebhookView }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success('Das Geheimnis wurde kopiert');
    } catch {
      toast.error('Das Geheimnis konnte nicht kopiert werden', 'Bitte markieren und kopieren Sie es von Hand.');
    }
  };
  return (
    <Card>
      <CardHeader title="Signaturgeheimnis" />
      <CardBody className="space-y-4">
        <Alert tone="warning">
          Dieses Geheimnis wird nur jetzt angezeigt. Hinterlegen Sie es beim Empfänger: Er prüft damit die Signatur im
          Kopf <code>Baustellendoku-Signature</code> (HMAC-SHA256 über Zeitstempel und Inhalt).
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            data-testid="webhook-secret"
            className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900"
          >
            <KeyRound aria-hidden className="size-4 shrink-0 text-slate-500" />
            {created.secret}
          </code>
          <Button variant="secondary" onClick={copy}>
            <Copy aria-hidden />
            Kopieren
          </Button>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="secondary">
            <Link to={paths.projectWebhooks(projectId)}>Zur Übersicht</Link>
          </Button>
          <Button asChild>
            <Link to={paths.webhookDetail(projectId, created.webhookId)}>Zum Webhook</Link>
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
