// /projects/:projectId/feature/ebv — activate or update the recycled-material documentation
// (spec part 2 §2 "Feature settings", §5): expected classes, machines, quantity, sampling interval
// and two optional site-plan lists; warns (without blocking) about missing suitability proofs.
import { useNavigate, useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ebvFeatureSettingsSchema,
  grainSizeAndQuality,
  missingSuitabilities,
  samplingIntervalsInTons,
  type EbvFeatureSettings,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { MultiSelectField, SelectField } from '@/components/ui/select-fields';
import { useDomainForm } from '@/lib/domain-form';
import { formatNumber } from '@/lib/format';
import type { UploadedFile } from '@/lib/upload-file';
import { paths } from '@/lib/paths';
import {
  FeatureSettingsGate,
  useFeatureSettingsSubmit,
  type FeatureEditorProps,
} from '@/components/feature-settings-gate';
import { useEbvFeature, useSaveEbvFeature } from '../api';
import { SuitabilityWarning } from '../components/suitability-warning';
import type { EbvFeatureResponse } from '@baustellendoku/domain';

const FEATURE_TITLE = 'Ersatzbaustoff-Dokumentation';

export type EbvSettingsForm = {
  grainSizeAndQualities: string[];
  machines: string[];
  expectedQuantityInTons: number | null;
  /** The select holds text; the schema takes the number of tons. */
  samplingIntervalInTons: string | null;
  sitePlanConstructionWasteDocuments: UploadedFile[];
  sitePlanRcMaterialDocuments: UploadedFile[];
};

const settingsSchema = z.preprocess((values) => {
  const form = values as EbvSettingsForm;
  const interval = form.samplingIntervalInTons;
  return { ...form, samplingIntervalInTons: interval === null || interval === '' ? null : Number(interval) };
}, ebvFeatureSettingsSchema);

const grainSizeOptions = grainSizeAndQuality.map(({ value, label }) => ({ value, label }));
const intervalOptions = samplingIntervalsInTons.map((tons) => ({
  value: String(tons),
  label: formatNumber(tons, { unit: 't' }),
}));

export function EbvFeatureScreen() {
  const { projectId = '' } = useParams();
  return (
    <FeatureSettingsGate
      projectId={projectId}
      title={FEATURE_TITLE}
      useSettings={useEbvFeature}
      editor={SettingsEditor}
    />
  );
}

function SettingsEditor({ project, settings, breadcrumbs }: FeatureEditorProps<EbvFeatureResponse>) {
  const navigate = useNavigate();
  const save = useSaveEbvFeature(project.projectId);
  const form = useDomainForm<EbvSettingsForm, EbvFeatureSettings>(settingsSchema, {
    grainSizeAndQualities: settings.grainSizeAndQualities,
    machines: settings.machines,
    expectedQuantityInTons: settings.expectedQuantityInTons,
    samplingIntervalInTons: settings.samplingIntervalInTons === null ? null : String(settings.samplingIntervalInTons),
    sitePlanConstructionWasteDocuments: settings.sitePlanConstructionWasteDocuments,
    sitePlanRcMaterialDocuments: settings.sitePlanRcMaterialDocuments,
  });
  const [chosenMachines, plannedClasses] = useWatch({
    control: form.control,
    name: ['machines', 'grainSizeAndQualities'],
  });
  // Shown live while the form changes (the server answers the same list with the saved settings).
  const chosen = new Set(chosenMachines ?? []);
  const missing = missingSuitabilities(
    settings.availableMachines.filter((machine) => chosen.has(machine.machineId)),
    plannedClasses ?? [],
  );
  const machineOptions = settings.availableMachines.map((machine) => ({
    value: machine.machineId,
    label: machine.owner ? `${machine.name} (${machine.owner})` : machine.name,
  }));
  const submit = useFeatureSettingsSubmit(form, project, save.mutateAsync, {
    activated: 'Die Ersatzbaustoff-Dokumentation wurde aktiviert',
    updated: 'Die Ersatzbaustoff-Dokumentation wurde aktualisiert',
  });
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={settings.isActivated ? `${FEATURE_TITLE} bearbeiten` : `${FEATURE_TITLE} aktivieren`}
        description="Baustellenanzeigen, Asbestfreiheit, Bauschutt-Mieten mit Annahmekontrolle, Chargen mit Probenahme und Analytik sowie Lieferscheine."
        breadcrumbs={breadcrumbs}
      />
      <Form form={form} onSubmit={submit}>
        <FormSection title="Material und Anlagen">
          <MultiSelectField
            name="grainSizeAndQualities"
            label="Erwartete Materialklassen & Körnungen"
            options={grainSizeOptions}
            placeholder="Materialklassen & Körnungen wählen"
            required
            className="sm:col-span-2"
          />
          <MultiSelectField
            name="machines"
            label="Anlagen"
            options={machineOptions}
            placeholder="Anlagen wählen"
            required
            className="sm:col-span-2"
          />
          {missing.length > 0 ? (
            <div className="sm:col-span-2">
              <SuitabilityWarning missing={missing} />
            </div>
          ) : null}
        </FormSection>
        <FormSection title="Mengen und Beprobung">
          <NumberField name="expectedQuantityInTons" label="Erwartete Menge" unit="t" required />
          <SelectField
            name="samplingIntervalInTons"
            label="Beprobungsintervall"
            options={intervalOptions}
            placeholder="Intervall wählen"
            hint="Nach dieser Menge aufbereiteten Materials wird eine neue Charge beprobt."
            required
          />
        </FormSection>
        <FormSection title="Lagepläne" description="Optional">
          <FileUploadField
            name="sitePlanConstructionWasteDocuments"
            label="Lageplan Bauschutt"
            className="sm:col-span-2"
          />
          <FileUploadField name="sitePlanRcMaterialDocuments" label="Lageplan RC-Material" className="sm:col-span-2" />
        </FormSection>
        <FormActions>
          <Button
            variant="secondary"
            onClick={() => navigate(paths.projectFeatures(project.projectId))}
            disabled={form.formState.isSubmitting}
          >
            Abbrechen
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {settings.isActivated ? 'Änderungen speichern' : 'Ersatzbaustoff-Dokumentation aktivieren'}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
