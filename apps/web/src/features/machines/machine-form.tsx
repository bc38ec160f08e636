import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { machineSchema } from '@baustellendoku/domain';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-fields';
import type { MachinePayload } from './api';

export type MachineFormValues = { name: string; owner: string };

/** Name required, owner optional, max 200 each (spec part 1 §5 "Machine"). */
export function useMachineForm(defaultValues: MachineFormValues) {
  return useForm<MachineFormValues, unknown, MachinePayload>({
    resolver: zodResolver(machineSchema) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
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
