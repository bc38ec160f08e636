// /retention — "Aufbewahrung" (admin, issue 36 item 1, decision 0623): per project the EBV records
// whose retention still runs (§ 25 Abs. 4 EBV) with their end days, and the removal of the
// installed material (date and reason), which ends "as long as installed".
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { Archive } from 'lucide-react';
import {
  removalInputSchema,
  retentionEndText,
  type ProjectRetention,
  type RemovalInput,
  type RetainedRecord,
} from '@baustellendoku/domain';
import { AccessDenied } from '@/components/error-pages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-field';
import { EmptyState } from '@/components/ui/empty-state';
import { Form, FormActions } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-fields';
import { apiClient, errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const retentionKey = ['retention'] as const;

const basisLabels: Record<RetainedRecord['basis'], string> = {
  five_years: 'Fünf Jahre ab Lieferschein (§ 25 Abs. 4 Satz 1 EBV)',
  while_installed: 'Solange eingebaut (§ 25 Abs. 4 Satz 2 EBV)',
};

const columns: Column<RetainedRecord>[] = [
  {
    key: 'record',
    header: 'Aufzeichnung',
    primary: true,
    cell: (record) => (
      <span>
        <span className="font-medium">{record.label}</span>
        {record.fileName ? <span className="block text-xs text-slate-500">{record.fileName}</span> : null}
      </span>
    ),
  },
  { key: 'basis', header: 'Grundlage', cell: (record) => basisLabels[record.basis] },
  {
    key: 'end',
    header: 'Aufzubewahren',
    cell: (record) => (record.endsOn ? `bis ${formatDate(record.endsOn)}` : retentionEndText(record)),
  },
];

type RemovalForm = { removedOn: string | null; reason: string };

function RemovalCard({ project }: { project: ProjectRetention }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: RemovalInput) =>
      apiClient.put<ProjectRetention>(`/project/${encodeURIComponent(project.projectId)}/installation-removal`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKey }),
  });
  const form = useDomainForm<RemovalForm, RemovalInput>(removalInputSchema, {
    removedOn: null,
    reason: '',
  });
  const submit = submitHandler(form, save.mutateAsync, {
    success: 'Der Rückbau wurde eingetragen',
    failure: 'Der Rückbau konnte nicht eingetragen werden',
  });
  if (project.removal)
    return (
      <p className="text-sm text-slate-700">
        Rückbau am {formatDate(project.removal.removedOn)}: {project.removal.reason}
        {project.removal.recordedBy ? ` (eingetragen von ${project.removal.recordedBy.name})` : ''}
      </p>
    );
  return (
    <Form form={form} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="removedOn" label="Rückbau am" placeholder="Datum wählen" required />
        <TextField name="reason" label="Grund" required />
      </div>
      <FormActions>
        <Button type="submit" variant="secondary" isLoading={save.isPending}>
          Rückbau eintragen
        </Button>
      </FormActions>
    </Form>
  );
}

export function RetentionScreen() {
  const allowed = useCan();
  const mayView = allowed('viewRetention');
  const retention = useQuery({
    queryKey: retentionKey,
    enabled: mayView,
    queryFn: async ({ signal }) => (await apiClient.get<{ items: ProjectRetention[] }>('/retention', { signal })).items,
  });
  if (!mayView) return <AccessDenied />;
  return (
    <>
      <PageHeader
        title="Aufbewahrung nach § 25 EBV"
        description="Lieferscheine fünf Jahre ab ihrem Datum; Deckblatt und die Lieferscheine, die es umfasst, solange das Material eingebaut ist. Solange die Frist läuft, wird nichts davon gelöscht oder ersetzt."
        breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: 'Aufbewahrung' }]}
      />
      {retention.isPending ? (
        <ListSkeleton rows={4} />
      ) : retention.isError ? (
        <Alert tone="danger">{errorMessage(retention.error)}</Alert>
      ) : retention.data.length === 0 ? (
        <EmptyState icon={Archive} title="Kein Projekt hat aufzubewahrende Aufzeichnungen." />
      ) : (
        <div className="space-y-4">
          {retention.data.map((project) => (
            <Card key={project.projectId}>
              <CardHeader
                title={
                  project.projectNumber ? `${project.projectName} (${project.projectNumber})` : project.projectName
                }
                description={`${project.records.length} aufzubewahrende Aufzeichnungen`}
              />
              <CardBody className="space-y-4">
                <DataTable
                  caption={`Aufzubewahrende Aufzeichnungen – ${project.projectName}`}
                  rows={project.records}
                  columns={columns}
                  rowKey={(record) => `${record.kind}:${record.fileId ?? record.label}`}
                />
                <RemovalCard project={project} />
              </CardBody>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
