// The API tokens of the organization (admin page) or of one project (project settings): the list
// with its revoke action, and the create dialog that shows the new secret once (issue 35).
import { useState } from 'react';
import { Copy, KeyRound, Plus } from 'lucide-react';
import {
  createOrganizationTokenSchema,
  createProjectTokenSchema,
  integrationMessages,
  tokenRights,
  tokenRightsLabels,
  tokenState,
  tokenStateLabels,
  TOKEN_DEFAULT_VALID_DAYS,
  TOKEN_MAX_VALID_DAYS,
  type CreatedIntegrationToken,
  type IntegrationToken,
  type TokenRights,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Form } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { MultiSelectField, SelectField } from '@/components/ui/select-fields';
import { ListSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-fields';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatDate, formatDateTime } from '@/lib/format';
import { useProjects } from '@/lib/queries/projects';
import type { z } from 'zod';
import { useCreateToken, useRevokeToken, useTokens, type TokenOwner, type TokenRequest } from './api';

const rightsOptions = tokenRights.map((value) => ({ value, label: tokenRightsLabels[value] }));
const stateTone = { active: 'success', expired: 'warning', revoked: 'neutral' } as const;

/** The list and the create dialog; `owner.projectId` null: the organization's tokens. */
export function TokenPanel({ owner }: { owner: TokenOwner }) {
  const tokens = useTokens(owner);
  const revoke = useRevokeToken(owner);
  const now = new Date();
  const columns: Column<IntegrationToken>[] = [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      cell: (token) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{token.name}</span>
          <Badge tone={stateTone[tokenState(token, now)]}>{tokenStateLabels[tokenState(token, now)]}</Badge>
        </span>
      ),
    },
    ...(owner.projectId === null
      ? [
          {
            key: 'projects',
            header: 'Projekte',
            cell: (token: IntegrationToken) => token.projects.map((project) => project.name).join(', '),
          },
        ]
      : []),
    { key: 'rights', header: 'Rechte', cell: (token) => tokenRightsLabels[token.rights] },
    {
      key: 'expiresAt',
      header: 'Gültig bis',
      cell: (token) => <span className="tabular-nums">{formatDate(token.expiresAt)}</span>,
    },
    {
      key: 'lastUsedAt',
      header: 'Zuletzt verwendet',
      cell: (token) => (
        <span className="tabular-nums">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'nie'}</span>
      ),
    },
    {
      key: 'revoke',
      header: <span className="sr-only">Widerrufen</span>,
      align: 'right',
      cell: (token) =>
        token.revokedAt ? (
          <span className="text-sm text-slate-500">Widerrufen am {formatDate(token.revokedAt)}</span>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="danger-outline" size="sm" aria-label={`${token.name} widerrufen`}>
                Widerrufen
              </Button>
            }
            title={`API-Token „${token.name}“ widerrufen?`}
            description="Anfragen mit diesem Token werden sofort abgelehnt. Das lässt sich nicht rückgängig machen."
            confirmLabel="Widerrufen"
            tone="danger"
            onConfirm={async () => {
              try {
                await revoke.mutateAsync(token.tokenId);
                toast.success(integrationMessages.revoked);
              } catch (error) {
                toast.error('Das API-Token konnte nicht widerrufen werden', errorMessage(error));
                throw error;
              }
            }}
          />
        ),
    },
  ];
  return (
    <Card>
      <CardHeader
        title="API-Tokens"
        description={
          owner.projectId === null
            ? 'Tokens für Fremdsysteme (ERP, Kostenrechnung, Labor), die mehrere Projekte erreichen.'
            : 'Tokens für Fremdsysteme, die nur dieses Projekt erreichen.'
        }
        action={<CreateTokenDialog owner={owner} />}
      />
      <CardBody>
        {tokens.isPending ? (
          <ListSkeleton rows={3} />
        ) : tokens.isError ? (
          <Alert tone="danger">{errorMessage(tokens.error)}</Alert>
        ) : (
          <DataTable
            caption="API-Tokens"
            rows={tokens.data}
            columns={columns}
            rowKey={(token) => token.tokenId}
            empty={
              <EmptyState
                icon={KeyRound}
                title="Es gibt noch kein API-Token."
                description="Ein Token erlaubt einem anderen System, die API mit festgelegten Rechten aufzurufen."
              />
            }
          />
        )}
      </CardBody>
    </Card>
  );
}

type TokenFormValues = { name: string; rights: TokenRights; validDays: number | null; projectIds?: string[] };

function CreateTokenDialog({ owner }: { owner: TokenOwner }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedIntegrationToken | null>(null);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      trigger={
        <Button>
          <Plus aria-hidden />
          API-Token anlegen
        </Button>
      }
      title={created ? 'API-Token angelegt' : 'Neues API-Token'}
      description={created ? integrationMessages.secretShownOnce : undefined}
    >
      {created ? (
        <SecretOnce created={created} onDone={() => close(false)} />
      ) : (
        <TokenForm owner={owner} onCreated={setCreated} />
      )}
    </Dialog>
  );
}

function TokenForm({ owner, onCreated }: { owner: TokenOwner; onCreated: (token: CreatedIntegrationToken) => void }) {
  const forOrganization = owner.projectId === null;
  const create = useCreateToken(owner);
  const projects = useProjects(forOrganization);
  const schema: z.ZodType<TokenRequest> = forOrganization ? createOrganizationTokenSchema : createProjectTokenSchema;
  const defaults: TokenFormValues = { name: '', rights: 'readOnly', validDays: TOKEN_DEFAULT_VALID_DAYS };
  const form = useDomainForm<TokenFormValues, TokenRequest>(
    schema,
    forOrganization ? { ...defaults, projectIds: [] } : defaults,
  );
  const submit = submitHandler(form, create.mutateAsync, {
    success: integrationMessages.created,
    failure: 'Das API-Token konnte nicht angelegt werden',
    then: onCreated,
  });
  const projectOptions = (projects.data ?? []).map((project) => ({
    value: project.projectId,
    label: project.projectName,
  }));
  return (
    <Form form={form} onSubmit={submit}>
      <TextField name="name" label="Name" hint="Woran Sie das Token erkennen, z. B. „ERP Buchhaltung“." required />
      {forOrganization ? (
        <MultiSelectField
          name="projectIds"
          label="Projekte"
          options={projectOptions}
          placeholder="Projekte wählen"
          required
        />
      ) : null}
      <SelectField name="rights" label="Rechte" options={rightsOptions} required />
      <NumberField
        name="validDays"
        label="Gültig für"
        unit="Tage"
        hint={`Höchstens ${TOKEN_MAX_VALID_DAYS} Tage.`}
        required
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          Anlegen
        </Button>
      </div>
    </Form>
  );
}

/** The secret, this once, with a copy button. */
function SecretOnce({ created, onDone }: { created: CreatedIntegrationToken; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(integrationMessages.copied);
    } catch {
      toast.error('Kopieren nicht möglich', 'Bitte markieren Sie das Token und kopieren Sie es selbst.');
    }
  };
  return (
    <div className="space-y-4">
      <Alert tone="warning" title={`„${created.token.name}“, gültig bis ${formatDate(created.token.expiresAt)}`}>
        Berechtigung: {tokenRightsLabels[created.token.rights]}. Wer das Token hat, handelt damit im Projekt.
      </Alert>
      <code
        data-testid="token-secret"
        className="block rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
      >
        {created.secret}
      </code>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Fertig
        </Button>
        <Button onClick={copy}>
          <Copy aria-hidden />
          Kopieren
        </Button>
      </div>
    </div>
  );
}

/** A project's tokens, for the project settings. */
export function ProjectTokenPanel({ projectId }: { projectId: string }) {
  return <TokenPanel owner={{ projectId }} />;
}
