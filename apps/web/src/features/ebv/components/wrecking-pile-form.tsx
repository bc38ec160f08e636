// Create and edit a pile (spec part 2 §5 "Wrecking pile form"), validated with the domain's
// wreckingPileFieldsSchema. Machines and classes come from the feature settings of the project.
import {
  disposalCode,
  grainSizeAndQuality,
  wreckingPileFieldsSchema,
  type WreckingPileFields,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import type { SelectOption } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-fields';
import { TextField } from '@/components/ui/text-fields';
import { useDomainForm } from '@/lib/domain-form';
import type { UploadedFile } from '@/lib/upload-file';
import type { WreckingPile } from '@baustellendoku/domain';

export type WreckingPileFormValues = {
  name: string;
  machineId: string | null;
  expectedMassOfRawMaterialInTons: number | null;
  expectedGrainSizeAndQuality: string | null;
  disposalCode: string | null;
  documents: UploadedFile[];
};

export function wreckingPileFormValues(pile?: WreckingPile): WreckingPileFormValues {
  return {
    name: pile?.name ?? '',
    machineId: pile?.machineId ?? null,
    expectedMassOfRawMaterialInTons: pile?.expectedMassOfRawMaterialInTons ?? null,
    expectedGrainSizeAndQuality: pile?.expectedGrainSizeAndQuality ?? null,
    disposalCode: pile?.disposalCode ?? null,
    documents: pile?.documents ?? [],
  };
}

const disposalCodeOptions = disposalCode.map(({ value, label }) => ({ value, label }));

/** The planned classes of the feature settings (all classes when none are set), plus the pile's own. */
export function plannedClassOptions(planned: readonly string[], current?: string | null): SelectOption[] {
  const allowed = new Set([...planned, ...(current ? [current] : [])]);
  const options = grainSizeAndQuality.filter((option) => planned.length === 0 || allowed.has(option.value));
  return options.map(({ value, label }) => ({ value, label }));
}

export function useWreckingPileForm(pile?: WreckingPile) {
  return useDomainForm<WreckingPileFormValues, WreckingPileFields>(
    wreckingPileFieldsSchema,
    wreckingPileFormValues(pile),
  );
}

export function WreckingPileForm({
  form,
  machineOptions,
  classOptions,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  form: ReturnType<typeof useWreckingPileForm>;
  machineOptions: readonly SelectOption[];
  classOptions: readonly SelectOption[];
  onSubmit: (fields: WreckingPileFields) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection title="Planungsdaten">
        <TextField name="name" label="Bezeichnung der Miete" required className="sm:col-span-2" />
        <SelectField
          name="machineId"
          label="Maschine"
          options={machineOptions}
          placeholder="Maschine wählen"
          hint="Die Anlagen aus den Einstellungen der Ersatzbaustoff-Dokumentation"
          required
        />
        <NumberField
          name="expectedMassOfRawMaterialInTons"
          label="Erwartete Masse des Rohmaterials"
          unit="t"
          required
        />
        <SelectField
          name="expectedGrainSizeAndQuality"
          label="Geplante Materialklasse & Körnung"
          options={classOptions}
          placeholder="Materialklasse & Körnung wählen"
          required
          className="sm:col-span-2"
        />
        <SelectField
          name="disposalCode"
          label="Abfallschlüssel (AVV)"
          options={disposalCodeOptions}
          placeholder="Abfallschlüssel wählen"
          required
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Dokumente">
        <FileUploadField
          name="documents"
          label="Dokumente"
          hint="z. B. Lieferscheine oder Fotos des angelieferten Bauschutts"
          required
          className="sm:col-span-2"
        />
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
