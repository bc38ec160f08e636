// Create and edit share one form (spec part 3 §5 "Dynamic plate load test form"). The result image
// comes first: reading it pre-fills date, time, position, Evd and the device.
import { useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { IMAGE_ACCEPT } from '@/components/ui/file-upload';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { ApiError } from '@/lib/api-client';
import { toFieldPath } from '@/lib/server-violations';
import { dynamicLoadFormSchema, type DynamicLoadFormOutput, type DynamicLoadFormValues } from '../form-schema';
import type { PrintoutReviewNotes } from '../printout-prefill';
import { PrintoutAnalysis } from './printout-analysis';
import { reviewHint } from './printout-review-hint';

export type DynamicLoadFormApi = UseFormReturn<DynamicLoadFormValues, unknown, DynamicLoadFormOutput>;

const resolver = zodResolver(dynamicLoadFormSchema) as unknown as Resolver<
  DynamicLoadFormValues,
  unknown,
  DynamicLoadFormOutput
>;

export function useDynamicLoadForm(defaultValues: DynamicLoadFormValues): DynamicLoadFormApi {
  return useForm<DynamicLoadFormValues, unknown, DynamicLoadFormOutput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** Server paths → form fields: the combined values land on the inputs they came from. */
const violationTargets: Record<string, keyof DynamicLoadFormValues> = {
  analysedAt: 'analysedAtDate',
  latitude: 'latitudeDegrees',
  longitude: 'longitudeDegrees',
};

export function applyDynamicLoadViolations(error: unknown, form: DynamicLoadFormApi): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || error.violations.length === 0) return false;
  error.violations.forEach((violation, index) => {
    const path = toFieldPath(violation.propertyPath).split('.')[0] ?? '';
    const target = (violationTargets[path] ?? (path || 'root.server')) as Parameters<DynamicLoadFormApi['setError']>[0];
    form.setError(target, { type: 'server', message: violation.title }, { shouldFocus: index === 0 });
    if (path === 'gridField') form.setError('gridFieldSuffix', { type: 'server', message: '' });
  });
  return true;
}

export function DynamicLoadForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  initialFileId,
  projectId,
}: {
  form: DynamicLoadFormApi;
  onSubmit: (values: DynamicLoadFormOutput) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  initialFileId?: string;
  /** Positions read from the printout are checked against where this project's tests lie. */
  projectId?: string;
}) {
  const saving = form.formState.isSubmitting;
  const [review, setReview] = useState<PrintoutReviewNotes>({});
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection
        title="Analyseergebnis"
        description="Laden Sie den Ausdruck oder ein Foto des Geräts hoch (JPEG, PNG oder GIF). Erkannte Werte werden übernommen."
      >
        <div className="space-y-3 sm:col-span-2">
          <FileUploadField
            name="analysisResult"
            label="Analyseergebnis Bild"
            required
            accept={IMAGE_ACCEPT}
            maxFiles={1}
            uploadKind="image"
          />
          <PrintoutAnalysis initialFileId={initialFileId} projectId={projectId} onReview={setReview} />
        </div>
      </FormSection>
      <FormSection title="Versuch">
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
          <TextField name="gridField" label="Rasterfeld" required placeholder="z. B. A12" />
          <NumberField name="gridFieldSuffix" label="Nummer" required allowDecimals={false} placeholder="01" />
        </div>
        <NumberField name="evd" label="Evd (MN/m²)" required hint={reviewHint(review, 'evd')} />
        <DateField name="analysedAtDate" label="Datum" required hint={reviewHint(review, 'analysedAtDate')} />
        <TextField name="analysedAtTime" label="Zeit" type="time" required />
      </FormSection>
      <FormSection
        title="Position"
        description="Grad und Minuten, z. B. 53° 42,393′; südliche und westliche Werte mit negativen Graden."
      >
        <NumberField
          name="latitudeDegrees"
          label="Breitengrade"
          required
          allowDecimals={false}
          unit="°"
          hint={reviewHint(review, 'latitudeDegrees')}
        />
        <NumberField name="latitudeMinutes" label="Breitenminuten" required unit="′" />
        <NumberField
          name="longitudeDegrees"
          label="Längengrade"
          required
          allowDecimals={false}
          unit="°"
          hint={reviewHint(review, 'longitudeDegrees')}
        />
        <NumberField name="longitudeMinutes" label="Längenminuten" required unit="′" />
      </FormSection>
      <FormSection title="Boden und Bedingungen">
        <NumberField name="height" label="Höhe (m NHN)" required />
        <NumberField name="soilLayerHeight" label="Schichthöhe (m)" required />
        <TextField name="soilType" label="Bodenart" required />
        <TextField name="soilRecovery" label="Bodenaufbereitung" />
        <YesNoField name="precipitation" label="Niederschlag" />
        <NumberField name="temperature" label="Temperatur" unit="°C" />
      </FormSection>
      <FormSection title="Gerät">
        <TextField name="deviceName" label="Gerätename" required hint={reviewHint(review, 'deviceName')} />
        <TextField name="deviceModel" label="Gerätemodell" required />
      </FormSection>
      <FormActions>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Wird gespeichert …' : submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
