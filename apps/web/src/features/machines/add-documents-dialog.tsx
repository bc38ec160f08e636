import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2, FileText } from 'lucide-react';
import { addSuitabilityDocumentsSchema, type Suitability } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { applyServerViolations } from '@/lib/server-violations';
import type { UploadedFile } from '@/lib/upload-file';
import { useAddSuitabilityDocuments } from './api';

type DocumentsForm = { documents: UploadedFile[] };

/** "Dokument hinzufügen": the stored documents of a proof and an upload for more (at least one). */
export function AddDocumentsDialog({
  machineId,
  suitability,
  label,
}: {
  machineId: string;
  suitability: Suitability;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const add = useAddSuitabilityDocuments(machineId, suitability.suitabilityId);
  const form = useForm<DocumentsForm, unknown, { documents: string[] }>({
    resolver: zodResolver(addSuitabilityDocumentsSchema) as never,
    defaultValues: { documents: [] },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const formId = `add-documents-${suitability.suitabilityId}`;
  const submit = async (values: { documents: string[] }) => {
    try {
      await add.mutateAsync(values.documents);
      toast.success(`Der Eignungsnachweis für ${label} wurde aktualisiert`);
      form.reset({ documents: [] });
      setOpen(false);
    } catch (error) {
      if (!applyServerViolations(error, form.setError))
        toast.error('Die Dokumente konnten nicht gespeichert werden', errorMessage(error));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset({ documents: [] });
      }}
      trigger={
        <Button variant="secondary" size="sm">
          <FilePlus2 aria-hidden />
          Dokument hinzufügen
        </Button>
      }
      title="Dokument hinzufügen"
      description={`Eignungsnachweis ${label}`}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Abbrechen
          </Button>
          <Button type="submit" form={formId} isLoading={form.formState.isSubmitting}>
            Dokumente speichern
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div>
          <h3 className="mb-1.5 text-sm font-medium text-slate-800">Gespeicherte Dokumente</h3>
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {suitability.documents.map((document) => (
              <li key={document.id} className="flex items-center gap-2 px-3 py-2">
                <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
                <a
                  href={document.url}
                  target="_blank"
                  rel="noreferrer"
                  className="min-w-0 truncate text-brand-700 hover:underline"
                >
                  {document.fileName}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Form form={form} onSubmit={submit} id={formId}>
          <FileUploadField name="documents" label="Weitere Dokumente" required />
        </Form>
      </div>
    </Dialog>
  );
}
