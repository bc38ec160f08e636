// The acceptance control (spec part 2 §5; legal B6, § 3 EBV): containsAsbestos comes first. Without
// asbestos every checked field is required; with visible asbestos only that answer counts and the
// notice says the pile cannot be processed and must be disposed.
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  acceptanceControlSchema,
  ebvMessages,
  materialAppearance,
  materialColor,
  materialComposition,
  materialConsistency,
  materialDegreeOfSoiling,
  materialForeignProportion,
  materialSmell,
  materialSourceArea,
  type AcceptanceControlInput,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { MultiSelectField, SelectField } from '@/components/ui/select-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { useDomainForm } from '@/lib/domain-form';
import type { UploadedFile } from '@/lib/upload-file';
import type { AcceptanceControlView } from '@baustellendoku/domain';

export type AcceptanceControlFormValues = {
  containsAsbestos: boolean | null;
  massOfRawMaterialInTons: number | null;
  sourceAreas: string[];
  composition: string | null;
  degreeOfSoiling: string | null;
  foreignProportions: string[];
  consistency: string | null;
  appearance: string | null;
  colors: string[];
  smell: string[];
  attachments: UploadedFile[];
};

export function acceptanceControlFormValues(control?: AcceptanceControlView | null): AcceptanceControlFormValues {
  return {
    containsAsbestos: control?.containsAsbestos ?? null,
    massOfRawMaterialInTons: control?.massOfRawMaterialInTons ?? null,
    sourceAreas: control?.sourceAreas ?? [],
    composition: control?.composition ?? null,
    degreeOfSoiling: control?.degreeOfSoiling ?? null,
    foreignProportions: control?.foreignProportions ?? [],
    consistency: control?.consistency ?? null,
    appearance: control?.appearance ?? null,
    colors: control?.colors ?? [],
    smell: control?.smell ?? [],
    attachments: control?.attachments ?? [],
  };
}

// With visible asbestos the hidden fields are left out before validation (only that answer
// counts, spec part 2 §5); their empty lists would otherwise count as answers.
const withoutHiddenFields = z.preprocess((values) => {
  const form = values as AcceptanceControlFormValues;
  return form.containsAsbestos === true ? { containsAsbestos: true, attachments: form.attachments } : form;
}, acceptanceControlSchema);
const options = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

export function useAcceptanceControlForm(control?: AcceptanceControlView | null) {
  return useDomainForm<AcceptanceControlFormValues, AcceptanceControlInput>(
    withoutHiddenFields,
    acceptanceControlFormValues(control),
  );
}

export function AcceptanceControlForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  form: ReturnType<typeof useAcceptanceControlForm>;
  onSubmit: (fields: AcceptanceControlInput) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
}) {
  const containsAsbestos = useWatch({ control: form.control, name: 'containsAsbestos' });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection title="Asbest">
        <YesNoField
          name="containsAsbestos"
          label="Sind Asbestbestandteile sichtbar?"
          required
          className="sm:col-span-2"
        />
        {containsAsbestos === true ? (
          <div className="sm:col-span-2">
            <Alert tone="danger" title="Aufbereitung nicht möglich">
              {ebvMessages.asbestosVisibleNotice}
            </Alert>
          </div>
        ) : null}
      </FormSection>
      {containsAsbestos === false ? (
        <>
          <FormSection title="Material">
            <NumberField name="massOfRawMaterialInTons" label="Masse des Rohmaterials" unit="t" required />
            <MultiSelectField
              name="sourceAreas"
              label="Herkunftsbereiche"
              options={options(materialSourceArea)}
              placeholder="Herkunftsbereiche wählen"
              required
            />
            <SelectField
              name="composition"
              label="Zusammensetzung"
              options={options(materialComposition)}
              placeholder="Zusammensetzung wählen"
              required
            />
            <SelectField
              name="degreeOfSoiling"
              label="Verschmutzungsgrad"
              options={options(materialDegreeOfSoiling)}
              placeholder="Verschmutzungsgrad wählen"
              required
            />
            <MultiSelectField
              name="foreignProportions"
              label="Fremdanteile"
              options={options(materialForeignProportion)}
              placeholder="Fremdanteile wählen"
              required
              className="sm:col-span-2"
            />
          </FormSection>
          <FormSection title="Sinnesprüfung">
            <SelectField
              name="consistency"
              label="Konsistenz"
              options={options(materialConsistency)}
              placeholder="Konsistenz wählen"
              required
            />
            <SelectField
              name="appearance"
              label="Erscheinungsbild"
              options={options(materialAppearance)}
              placeholder="Erscheinungsbild wählen"
              required
            />
            <MultiSelectField
              name="colors"
              label="Farbe"
              options={options(materialColor)}
              placeholder="Farben wählen"
              required
            />
            <MultiSelectField
              name="smell"
              label="Geruch"
              options={options(materialSmell)}
              placeholder="Geruch wählen"
              required
            />
          </FormSection>
          <FormSection title="Anhänge">
            <FileUploadField
              name="attachments"
              label="Anhänge"
              hint="Optional, z. B. Fotos der Miete"
              className="sm:col-span-2"
            />
          </FormSection>
        </>
      ) : null}
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
