import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { machineSchema } from '@baustellendoku/domain';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-fields';
import { useDomainForm } from '@/lib/domain-form';
import type { MachinePayload } from './api';

export type MachineFormValues = { name: string; owner: string };

/** Name required, owner optional, max 200 each (spec part 1 §5 "Machine"). */
export function useMachineForm(defaultValues: MachineFormValues) {
  return useDomainForm<MachineFormValues, MachinePayload>(machineSchema, defaultValues);
}

export function MachineForm({
  form,
  onSubmit,
  actions,
}: {
  form: UseFormReturn<MachineFormValues, unknown, MachinePayload>;
  onSubmit: (values: MachinePayload) => unknown;
  actions: ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection title="Maschinenakte">
        <TextField name="name" label="Maschine" placeholder="z. B. Prallbrecher RM 100" required />
        <TextField name="owner" label="Besitzer" placeholder="z. B. Firma oder Niederlassung" />
      </FormSection>
      <FormActions>{actions}</FormActions>
    </Form>
  );
}
