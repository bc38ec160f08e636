// Step 1 "Allgemeines": grid field, date and time, position (map click or inputs) and the test
// conditions. Units: layer thickness in cm and height in m NHN (stored in mm, spec part 3 §9).
import { useFormContext, useWatch } from 'react-hook-form';
import type { StaticLoadFormValues } from '@baustellendoku/domain';
import { DateField } from '@/components/ui/date-field';
import { FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { TextField, TimeField } from '@/components/ui/text-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { LoadTestMap } from '@/features/load-tests/load-test-map';
import type { Outline } from '@/components/map/map-geometry';
import { LayerField } from '../../compaction/layer-field';
import { DeviceField } from '@/features/devices/forms';

export function GeneralStep({ outline, projectId }: { outline: Outline | null; projectId?: string }) {
  const { setValue } = useFormContext<StaticLoadFormValues>();
  const [latitude, longitude] = useWatch<StaticLoadFormValues, ['latitude', 'longitude']>({
    name: ['latitude', 'longitude'],
  });
  const picked =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude)
      ? { lat: latitude, lng: longitude }
      : null;
  return (
    <div className="space-y-5">
      <FormSection title="Versuch">
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
          <TextField name="gridField" label="Rasterfeld" required placeholder="z. B. A12" />
          <NumberField name="gridFieldSuffix" label="Nummer" required allowDecimals={false} placeholder="01" />
        </div>
        <TextField name="measuringPointName" label="Messpunktbezeichnung" />
        <DateField name="analysedAtDate" label="Datum" required />
        <TimeField name="analysedAtTime" label="Uhrzeit" required />
        <LayerField projectId={projectId} />
      </FormSection>
      <FormSection
        title="Position"
        description="Klicken Sie in die Karte, um die Position des Versuchs zu setzen, oder geben Sie die Koordinaten ein."
      >
        <div className="sm:col-span-2">
          <LoadTestMap
            points={[]}
            outline={outline}
            picked={picked}
            onPick={(position) => {
              setValue('latitude', position.lat, { shouldDirty: true, shouldValidate: false });
              setValue('longitude', position.lng, { shouldDirty: true, shouldValidate: false });
            }}
          />
        </div>
        <NumberField name="latitude" label="Breitengrad" required unit="°" />
        <NumberField name="longitude" label="Längengrad" required unit="°" />
      </FormSection>
      <FormSection title="Rahmenbedingungen">
        <NumberField name="liftingArm" label="Hebelarmverhältnis" required />
        <YesNoField name="plateBase" label="Plattenunterbau" required />
        <NumberField name="layerThickness" label="Schichtdicke" required unit="cm" />
        <TextField name="testLayer" label="Prüfschicht" required />
        <DeviceField kind="static" />
        <NumberField name="height" label="Höhe (m NHN)" required />
        <NumberField name="preLoad" label="Vorbelastung (MN/m²)" required />
        <NumberField
          name="timeBetweenCompressionAndAnalysis"
          label="Zeit zwischen Verdichtung und Versuch"
          required
          unit="h"
        />
        <NumberField name="plateDiameter" label="Plattendurchmesser" required unit="mm" />
        <NumberField name="temperature" label="Temperatur am Versuchstag" required unit="°C" />
        <NumberField name="temperatureDayBefore" label="Temperatur am Vortag" required unit="°C" />
        <YesNoField name="precipitation" label="Niederschlag am Versuchstag" required />
        <YesNoField name="precipitationDayBefore" label="Niederschlag am Vortag" required />
      </FormSection>
    </div>
  );
}
