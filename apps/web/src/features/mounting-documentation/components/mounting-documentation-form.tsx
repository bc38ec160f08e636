// Create and edit share one form (spec part 3 §2 "Soil-installation documentations", §5).
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import type { SelectOption } from '@/components/ui/select';
import { MultiSelectField } from '@/components/ui/select-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { ApiError } from '@/lib/api-client';
import { toFieldPath } from '@/lib/server-violations';
import {
  formPathOfViolation,
  mountingDocumentationFormSchema,
  mountingDocumentationFormValues,
  type MountingDocumentationFormValues,
  type MountingDocumentationPayload,
} from '../form-schema';
import type { MountingDocumentation } from '../types';
import { GridFieldInput } from './grid-field-input';

type FormApi = UseFormReturn<MountingDocumentationFormValues, unknown, MountingDocumentationPayload>;

const resolver = zodResolver(mountingDocumentationFormSchema) as unknown as Resolver<
  MountingDocumentationFormValues,
  unknown,
  MountingDocumentationPayload
>;

export function useMountingDocumentationForm(documentation?: MountingDocumentation): FormApi {
  return useForm<MountingDocumentationFormValues, unknown, MountingDocumentationPayload>({
    resolver,
    defaultValues: mountingDocumentationFormValues(documentation),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** Maps a 422 onto the form; true when it was one. */
export function applyMountingViolations(error: unknown, form: FormApi): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || error.violations.length === 0) return false;
  error.violations.forEach((violation, index) => {
    const path = formPathOfViolation(toFieldPath(violation.propertyPath));
    const target = (path || 'root.server') as Parameters<FormApi['setError']>[0];
    form.setError(target, { type: 'server', message: violation.title }, { shouldFocus: index === 0 });
  });
  return true;
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
  onSubmit: (payload: MountingDocumentationPayload) => Promise<void>;
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
