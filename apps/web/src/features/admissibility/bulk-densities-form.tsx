// The bulk densities (t/m³) that turn the ordered tons into the m³ of § 22 EBV; the project
// manager adjusts them (defaults: decision 0262). Validated by the domain's schema.
import type { z } from 'zod';
import { bulkDensitiesUpdateSchema, type EbvNotices } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { useUpdateBulkDensities } from './notices-api';

type DensitiesForm = { bulkDensities: { materialClass: string; tonsPerCubicMeter: number | null }[] };

export function BulkDensitiesForm({
  projectId,
  densities,
}: {
  projectId: string;
  densities: EbvNotices['bulkDensities'];
}) {
  const update = useUpdateBulkDensities(projectId);
  const form = useDomainForm<DensitiesForm, z.output<typeof bulkDensitiesUpdateSchema>>(bulkDensitiesUpdateSchema, {
    bulkDensities: densities.map((density) => ({
      materialClass: density.materialClass,
      tonsPerCubicMeter: Number(density.tonsPerCubicMeter),
    })),
  });
  const onSubmit = submitHandler(form, (values) => update.mutateAsync(values), {
    success: 'Die Schüttdichten wurden gespeichert',
    failure: 'Die Schüttdichten konnten nicht gespeichert werden',
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">Schüttdichten im eingebauten Zustand</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {densities.map((density, index) => (
            <NumberField
              key={density.materialClass}
              name={`bulkDensities.${index}.tonsPerCubicMeter`}
              label={`${density.code}${density.isDefault ? ' (Vorgabe)' : ''}`}
              unit="t/m³"
              allowDecimals
              required
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" isLoading={form.formState.isSubmitting} className="w-full sm:w-auto">
        Schüttdichten speichern
      </Button>
    </Form>
  );
}
