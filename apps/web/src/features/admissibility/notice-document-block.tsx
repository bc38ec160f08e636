// One notice of § 22 EBV: when it was generated and sent, download, generate (again, until sent),
// and the day it was sent to the authority, which the project manager enters.
import { FileDown, FileText, Send } from 'lucide-react';
import {
  ebvNoticeLabels,
  ebvNoticePathKinds,
  noticeSentOnSchema,
  priorNoticeRequestSchema,
  type EbvNoticeDocument,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Form } from '@/components/ui/form';
import { TextareaField } from '@/components/ui/text-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatDate, formatDateTime } from '@/lib/format';
import { useGenerateNotice, useRecordNoticeSentOn, type NoticePathKind } from './notices-api';

const labelOf = (kind: NoticePathKind) => ebvNoticeLabels[ebvNoticePathKinds[kind]];

type Props = {
  projectId: string;
  kind: NoticePathKind;
  document: EbvNoticeDocument | null;
  canManage: boolean;
  /** Why it cannot be generated yet, or null. */
  blockedBy: string | null;
  needsCoverLayerDescription?: boolean;
};

export function NoticeDocumentBlock(props: Props) {
  const { document } = props;
  const label = labelOf(props.kind);
  return (
    <section aria-label={label} className="space-y-3 rounded-md border border-slate-200 px-3 py-3 sm:px-4">
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {document ? (
        <p className="text-sm text-slate-600">
          Erstellt am {formatDateTime(document.generatedAt)}
          {document.generatedBy ? ` von ${document.generatedBy.name}` : ''} ·{' '}
          {document.sentOn ? `gesendet am ${formatDate(document.sentOn)}` : 'noch nicht gesendet'}
        </p>
      ) : (
        <p className="text-sm text-slate-500">{props.blockedBy ?? `Die ${label} wurde noch nicht erstellt.`}</p>
      )}
      {document ? (
        <Button asChild variant="secondary" className="w-full sm:w-auto">
          <a href={document.file.url} target="_blank" rel="noreferrer">
            <FileDown aria-hidden />
            {label} herunterladen
          </a>
        </Button>
      ) : null}
      {props.canManage && !document?.sentOn && !props.blockedBy ? <GenerateForm {...props} /> : null}
      {props.canManage && document ? <SentOnForm {...props} sentOn={document.sentOn} /> : null}
    </section>
  );
}

function GenerateForm({ projectId, kind, document, needsCoverLayerDescription }: Props) {
  const label = labelOf(kind);
  const generate = useGenerateNotice(projectId, kind);
  const form = useDomainForm<{ coverLayerDescription: string }, { coverLayerDescription?: string }>(
    priorNoticeRequestSchema,
    { coverLayerDescription: '' },
  );
  const onSubmit = submitHandler(form, (values) => generate.mutateAsync(values), {
    success: `Die ${label} wurde erstellt`,
    failure: `Die ${label} konnte nicht erstellt werden`,
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3">
      {needsCoverLayerDescription ? (
        <TextareaField
          name="coverLayerDescription"
          label="Geplante Deckschichten oder technische Sicherungsmaßnahmen (Einbauweisen 9, 10, 16)"
          rows={3}
          required
        />
      ) : null}
      <Button type="submit" isLoading={form.formState.isSubmitting} className="w-full sm:w-auto">
        <FileText aria-hidden />
        {document ? `${label} neu erstellen` : `${label} erstellen`}
      </Button>
    </Form>
  );
}

function SentOnForm({ projectId, kind, sentOn }: Props & { sentOn: string | null }) {
  const label = labelOf(kind);
  const record = useRecordNoticeSentOn(projectId, kind);
  const form = useDomainForm<{ sentOn: string | null }, { sentOn: string }>(noticeSentOnSchema, { sentOn });
  const onSubmit = submitHandler(form, (values) => record.mutateAsync(values), {
    success: `Der Versand der ${label} wurde eingetragen`,
    failure: 'Das Versanddatum konnte nicht gespeichert werden',
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <DateField name="sentOn" label="Gesendet am" required className="sm:w-56" />
      <Button type="submit" variant="secondary" isLoading={form.formState.isSubmitting} className="w-full sm:w-auto">
        <Send aria-hidden />
        Versand eintragen
      </Button>
    </Form>
  );
}
