// On the project documents page: the owner's handover pack (issue 36 item 2, § 25 Abs. 3/4 EBV) —
// one ZIP with every record of the installed material and a manifest of SHA-256 digests, made
// for the client or the landowner and recorded; the earlier handovers with their digests.
import { FileDown, PackageCheck } from 'lucide-react';
import {
  handoverInputSchema,
  handoverRecipientRoles,
  type HandoverInput,
  type HandoverView,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Form, FormActions } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-fields';
import { ListSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-fields';
import { errorMessage } from '@/lib/api-client';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useCreateHandover, useHandovers } from './api';

type HandoverForm = { recipient: string; recipientRole: string };

const roleOptions = Object.entries(handoverRecipientRoles).map(([value, label]) => ({ value, label }));

const columns: Column<HandoverView>[] = [
  {
    key: 'recipient',
    header: 'Übergeben an',
    primary: true,
    cell: (handover) => `${handover.recipient} (${handoverRecipientRoles[handover.recipientRole]})`,
  },
  {
    key: 'when',
    header: 'Zeitpunkt',
    cell: (handover) =>
      `${formatDateTime(handover.handedOverAt)}${handover.handedOverBy ? ` · ${handover.handedOverBy.name}` : ''}`,
  },
  { key: 'files', header: 'Dateien', align: 'right', cell: (handover) => formatNumber(handover.fileCount) },
  {
    key: 'manifest',
    header: 'SHA-256 des Manifests',
    cell: (handover) => <span className="font-mono text-xs break-all">{handover.manifestSha256}</span>,
  },
  {
    key: 'download',
    header: <span className="sr-only">Herunterladen</span>,
    align: 'right',
    cell: (handover) => (
      <Button asChild variant="ghost" size="sm">
        <a href={handover.file.url} download aria-label={`Übergabepaket ${handover.file.fileName} herunterladen`}>
          <FileDown aria-hidden />
          ZIP
        </a>
      </Button>
    ),
  },
];

export function HandoverCard({ projectId }: { projectId: string }) {
  const handovers = useHandovers(projectId);
  const create = useCreateHandover(projectId);
  const form = useDomainForm<HandoverForm, HandoverInput>(handoverInputSchema, {
    recipient: '',
    recipientRole: 'client',
  });
  const submit = submitHandler(form, create.mutateAsync, {
    success: (handover) => `Das Übergabepaket mit ${handover.fileCount} Dateien wurde erstellt`,
    failure: 'Das Übergabepaket konnte nicht erstellt werden',
    then: () => form.reset({ recipient: '', recipientRole: 'client' }),
  });
  return (
    <Card>
      <CardHeader
        title="Übergabe nach § 25 EBV"
        description="Ein ZIP-Archiv mit Deckblatt, allen Lieferscheinen, Analytik, Anzeigen nach § 22 EBV, Einbaudokumentation, den Einbauorten (GeoJSON) und einem Manifest mit der SHA-256-Prüfsumme jeder Datei – für den Bauherrn oder den Grundstückseigentümer. Die Übergabe wird im Verlauf festgehalten."
      />
      <CardBody className="space-y-4">
        <Form form={form} onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="recipient" label="Übergeben an" hint="Name und Anschrift oder Stelle" required />
            <SelectField name="recipientRole" label="Empfänger nach § 25 EBV" options={roleOptions} required />
          </div>
          <FormActions>
            <Button type="submit" isLoading={create.isPending}>
              <PackageCheck aria-hidden />
              Übergabepaket erstellen
            </Button>
          </FormActions>
        </Form>
        {handovers.isPending ? (
          <ListSkeleton rows={2} />
        ) : handovers.isError ? (
          <Alert tone="danger">{errorMessage(handovers.error)}</Alert>
        ) : handovers.data.length > 0 ? (
          <DataTable
            caption="Bisherige Übergaben"
            rows={handovers.data}
            columns={columns}
            rowKey={(handover) => handover.handoverId}
          />
        ) : null}
      </CardBody>
    </Card>
  );
}
