// A dialog that adds documents (at least one file) to something: its trigger button, optional
// content above the upload (e.g. the stored documents), save with toast, reset on close.
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { FilePlus2 } from 'lucide-react';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import type { UploadedFile } from '@/lib/upload-file';
import { Button, type ButtonProps } from './button';
import { Dialog } from './dialog';
import { FileUploadField } from './file-upload-field';
import { Form } from './form';

type DocumentsForm = { documents: UploadedFile[] };

export function UploadDocumentsDialog({
  id,
  title,
  description,
  triggerLabel,
  triggerProps,
  fieldLabel,
  schema,
  onSave,
  successMessage,
  children,
}: {
  /** Unique per page: ties the footer's submit button to the form. */
  id: string;
  title: string;
  description?: string;
  triggerLabel: string;
  triggerProps?: ButtonProps;
  fieldLabel: string;
  /** Validates `{ documents }` (at least one file, with the area's message). */
  schema: z.ZodType<{ documents: string[] }>;
  onSave: (documentIds: string[]) => Promise<unknown>;
  successMessage: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const form = useDomainForm<DocumentsForm, { documents: string[] }>(schema, { documents: [] });
  const submit = submitHandler(form, (values) => onSave(values.documents), {
    success: successMessage,
    failure: 'Die Dokumente konnten nicht gespeichert werden',
    then: () => {
      form.reset({ documents: [] });
      setOpen(false);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset({ documents: [] });
      }}
      trigger={
        <Button {...triggerProps}>
          <FilePlus2 aria-hidden />
          {triggerLabel}
        </Button>
      }
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Abbrechen
          </Button>
          <Button type="submit" form={id} isLoading={form.formState.isSubmitting}>
            Dokumente speichern
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {children}
        <Form form={form} onSubmit={submit} id={id}>
          <FileUploadField name="documents" label={fieldLabel} required />
        </Form>
      </div>
    </Dialog>
  );
}
