// Create and edit share one form (spec part 3 §2 "Soil-installation documentations", §5).
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import type { SelectOption } from '@/components/ui/select';
import { MultiSelectField } from '@/components/ui/select-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { useDomainForm } from '@/lib/domain-form';
import {
  mountingDocumentationFormSchema,
  mountingDocumentationFormValues,
  type MountingDocumentationFormValues,
  type MountingDocumentationPayload,
} from '../form-schema';
import type { MountingDocumentation } from '../types';
import { GridFieldInput } from './grid-field-input';

type FormApi = UseFormReturn<MountingDocumentationFormValues, unknown, MountingDocumentationPayload>;

/** `draft`: the values of a refused entry opened for correction (decision 0390). */
export function useMountingDocumentationForm(
  documentation?: MountingDocumentation,
  draft?: MountingDocumentationFormValues,
): FormApi {
  return useDomainForm<MountingDocumentationFormValues, MountingDocumentationPayload>(
    mountingDocumentationFormSchema,
    draft ?? mountingDocumentationFormValues(documentation),
  );
}

export function MountingDocumentationForm({
  form,
  orderOptions,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  form: FormApi;
  orderOptions: SelectOption[];
  onSubmit: (payload: MountingDocumentationPayload) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
}) {
  const isLimed = useWatch({ control: form.control, name: 'isLimed' });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection title="Einbau">
        <GridFieldInput className="sm:col-span-2" />
        <MultiSelectField
          name="orders"
          label="Bestellungen"
          options={orderOptions}
          placeholder="Bestellungen wählen"
          required
          className="sm:col-span-2"
        />
        <DateField name="mountingDate" label="Einbaudatum" required />
        <NumberField name="fillingHeightInMeters" label="Füllhöhe (m NHN)" unit="m" required />
      </FormSection>
      <FormSection title="Kalkung">
        <YesNoField name="isLimed" label="Wurde der Boden gekalkt?" required className="sm:col-span-2" />
        {isLimed ? (
          <>
            <NumberField
              name="limingInformation.limeAmountPerSquareMeterInKilograms"
              label="Kalkmenge pro m²"
              unit="kg"
              required
            />
            <DateField name="limingInformation.dateOfLiming" label="Datum der Kalkung" required />
            <DateField name="limingInformation.dateOfSecondCompaction" label="Datum der zweiten Verdichtung" required />
            <DateField
              name="limingInformation.dateOfSecondStabilization"
              label="Datum der zweiten Stabilisierung"
              required
            />
            <NumberField
              name="limingInformation.limeAmountPerSquareMeterOfSecondStabilizationInKilograms"
              label="Kalkmenge pro m² der zweiten Stabilisierung"
              unit="kg"
              required
            />
          </>
        ) : null}
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
