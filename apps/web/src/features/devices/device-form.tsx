import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  deviceSchema,
  deviceTypeLabels,
  deviceTypes,
  type DeviceRequest,
  type DeviceType,
} from '@baustellendoku/domain';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-fields';
import { TextField } from '@/components/ui/text-fields';
import { useDomainForm } from '@/lib/domain-form';

export type DeviceFormValues = { type: DeviceType | null; serialNumber: string; model: string };

export const deviceTypeOptions = deviceTypes.map((type) => ({ value: type, label: deviceTypeLabels[type] }));

export function useDeviceForm(defaultValues: DeviceFormValues) {
  return useDomainForm<DeviceFormValues, DeviceRequest>(deviceSchema, defaultValues);
}

/** Type, serial number (required) and maker/model (optional). */
export function DeviceForm({
  form,
  onSubmit,
  actions,
}: {
  form: UseFormReturn<DeviceFormValues, unknown, DeviceRequest>;
  onSubmit: (values: DeviceRequest) => unknown;
  actions: ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection title="Prüfgerät">
        <SelectField
          name="type"
          label="Geräteart"
          required
          options={deviceTypeOptions}
          placeholder="Geräteart wählen"
        />
        <TextField name="serialNumber" label="Seriennummer" required placeholder="z. B. 30417" autoComplete="off" />
        <TextField name="model" label="Hersteller und Modell" placeholder="z. B. Zorn ZFG 3000 GPS" />
      </FormSection>
      <FormActions>{actions}</FormActions>
    </Form>
  );
}
