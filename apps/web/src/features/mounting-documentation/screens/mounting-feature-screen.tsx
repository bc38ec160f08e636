// /projects/:projectId/features/mounting-documentation — activate or edit the soil-installation
// feature (spec part 3 §2 "Feature settings", §5). Usable only with complete project data.
import { useNavigate, useParams } from 'react-router';
import {
  groundwaterCoverLayerSoilType,
  mountingFeatureSettingsSchema,
  mountingMethod,
  waterProtectionArea,
  type MountingFeatureSettings,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { MultiSelectField, SelectField } from '@/components/ui/select-fields';
import { useDomainForm } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import {
  FeatureSettingsGate,
  useFeatureSettingsSubmit,
  type FeatureEditorProps,
} from '@/components/feature-settings-gate';
import { useMountingFeature, useSaveMountingFeature, type MountingFeatureView } from '../feature-settings-api';
import { SiteColumnSummary } from '@/features/admissibility/forms';

const FEATURE_TITLE = 'Bodeneinbau-Dokumentationen';

type SettingsForm = {
  mountingMethods: string[];
  groundwaterCoverLayerSoilType: string | null;
  groundwaterCoverLayerThicknessInMeter: number | null;
  highestExpectedGroundwaterLevelInMeter: number | null;
  waterProtectionArea: string | null;
};

const options = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));
const mountingMethodOptions = options(mountingMethod);
const soilTypeOptions = options(groundwaterCoverLayerSoilType);
// The list's '' entry means "no protection area": it is the empty choice, sent as null.
const noProtectionArea = waterProtectionArea.find((option) => option.value === '')?.label ?? 'kein Wasserschutzbereich';
const protectionAreaOptions = options(waterProtectionArea.filter((option) => option.value !== ''));

export function MountingFeatureScreen() {
  const { projectId = '' } = useParams();
  return (
    <FeatureSettingsGate
      projectId={projectId}
      title={FEATURE_TITLE}
      useSettings={useMountingFeature}
      editor={SettingsEditor}
    />
  );
}

function SettingsEditor({ project, settings, breadcrumbs }: FeatureEditorProps<MountingFeatureView>) {
  const navigate = useNavigate();
  const save = useSaveMountingFeature(project.projectId);
  const form = useDomainForm<SettingsForm, MountingFeatureSettings>(mountingFeatureSettingsSchema, {
    mountingMethods: settings.mountingMethods,
    groundwaterCoverLayerSoilType: settings.groundwaterCoverLayerSoilType,
    groundwaterCoverLayerThicknessInMeter: settings.groundwaterCoverLayerThicknessInMeter,
    highestExpectedGroundwaterLevelInMeter: settings.highestExpectedGroundwaterLevelInMeter,
    waterProtectionArea: settings.waterProtectionArea,
  });
  // An empty protection area is sent as null (spec part 3 §5).
  const submit = useFeatureSettingsSubmit(
    form,
    project,
    (values) => save.mutateAsync({ ...values, waterProtectionArea: values.waterProtectionArea ?? null }),
    {
      activated: 'Einstellungen zur Bodeneinbau-Dokumentation wurden gespeichert',
      updated: 'Bodeneinbau-Dokumentation wurde aktualisiert',
    },
  );
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={settings.isActivated ? `${FEATURE_TITLE} bearbeiten` : `${FEATURE_TITLE} aktivieren`}
        description="Bestellungen mit Freigabe, Anlieferungen, Einbau-Dokumentation mit Kalkung sowie dynamische und statische Plattendruckversuche."
        breadcrumbs={breadcrumbs}
      />
      <Form form={form} onSubmit={submit}>
        <FormSection title="Einbau">
          <MultiSelectField
            name="mountingMethods"
            label="Einbauweisen"
            options={mountingMethodOptions}
            placeholder="Einbauweisen wählen"
            required
            className="sm:col-span-2"
          />
        </FormSection>
        <FormSection title="Grundwasser und Schutzgebiete">
          <SelectField
            name="groundwaterCoverLayerSoilType"
            label="Bodenart der Grundwasserdeckschicht"
            options={soilTypeOptions}
            placeholder="Bodenart wählen"
            required
            className="sm:col-span-2"
          />
          <NumberField
            name="groundwaterCoverLayerThicknessInMeter"
            label="Mächtigkeit der Grundwasserdeckschicht"
            unit="m"
            required
          />
          <NumberField
            name="highestExpectedGroundwaterLevelInMeter"
            label="Höchster zu erwartender Grundwasserstand"
            unit="m"
          />
          <SelectField
            name="waterProtectionArea"
            label="Wasserschutzbereich"
            options={protectionAreaOptions}
            placeholder={noProtectionArea}
            allowEmpty
            className="sm:col-span-2"
          />
          <SiteColumnSummary />
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
            {settings.isActivated ? 'Änderungen speichern' : 'Bodeneinbau-Dokumentation aktivieren'}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
