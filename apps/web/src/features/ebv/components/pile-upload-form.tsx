// A pile step that is one upload (the batch location photos, the disposal proof): one required
// file field, then cancel or save back to the pile.
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';

export function PileUploadForm<TForm extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  section,
  field,
  submitLabel,
  onCancel,
}: {
  form: UseFormReturn<TForm, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  section: string;
  /** keepOffline: a field entry's photos, kept on the device without a connection (decision 0390). */
  field: { name: string; label: string; hint?: string; accept?: string; keepOffline?: boolean };
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection title={section}>
        <FileUploadField {...field} required className="sm:col-span-2" />
      </FormSection>
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Abbrechen
        </Button>
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
