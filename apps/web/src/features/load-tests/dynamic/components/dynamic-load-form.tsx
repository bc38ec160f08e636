// Create and edit share one form (spec part 3 §5 "Dynamic plate load test form"). The result image
// comes first: reading it pre-fills date, time, position, Evd and the device.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { IMAGE_ACCEPT } from '@/components/ui/file-upload';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { TextField, TimeField } from '@/components/ui/text-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { useDomainForm } from '@/lib/domain-form';
import { dynamicLoadFormSchema, type DynamicLoadFormOutput, type DynamicLoadFormValues } from '../form-schema';
import type { PrintoutReviewNotes } from '../printout-prefill';
import { PrintoutAnalysis } from './printout-analysis';
import { reviewHint } from './printout-review-hint';
import { LayerField } from '../../compaction/layer-field';
import { DeviceField } from '@/features/devices/forms';

export type DynamicLoadFormApi = UseFormReturn<DynamicLoadFormValues, unknown, DynamicLoadFormOutput>;

export function useDynamicLoadForm(defaultValues: DynamicLoadFormValues): DynamicLoadFormApi {
  return useDomainForm<DynamicLoadFormValues, DynamicLoadFormOutput>(dynamicLoadFormSchema, defaultValues);
}

/** Server paths → form fields: the combined values land on the inputs they came from. */
const violationTargets: Record<string, keyof DynamicLoadFormValues | (keyof DynamicLoadFormValues)[]> = {
  analysedAt: 'analysedAtDate',
  latitude: 'latitudeDegrees',
  longitude: 'longitudeDegrees',
  gridField: ['gridField', 'gridFieldSuffix'],
};

export const dynamicLoadFieldOf = (path: string) => {
  const top = path.split('.')[0] ?? '';
  return violationTargets[top] ?? top;
};

export function DynamicLoadForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  initialFileId,
  projectId,
}: {
  form: DynamicLoadFormApi;
  onSubmit: (values: DynamicLoadFormOutput) => Promise<unknown>;
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
            keepOffline={initialFileId === undefined}
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
        <TimeField name="analysedAtTime" label="Zeit" required />
        <LayerField projectId={projectId} />
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
        <DeviceField kind="dynamic" hint={reviewHint(review, 'deviceId')} />
        <TextField name="deviceName" label="Gerätename" required hint={reviewHint(review, 'deviceName')} />
        <TextField name="deviceModel" label="Gerätemodell" required />
      </FormSection>
      <FormActions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Wird gespeichert …' : submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
