import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { guestInviteSchema, INVITE_MESSAGE_MAX, type GuestInvite } from '@baustellendoku/domain';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { TextareaField, TextField } from '@/components/ui/text-fields';
import { useDomainForm } from '@/lib/domain-form';

export type GuestFormValues = {
  name: { firstName: string; lastName: string };
  emailAddress: string;
  inviteMessage?: string | null;
};

export const emptyGuestForm: GuestFormValues = {
  name: { firstName: '', lastName: '' },
  emailAddress: '',
  inviteMessage: '',
};

/** The invite and edit forms validate with the server's own schema (spec part 1 §5 "Guest invite"). */
export function useGuestForm(defaultValues: GuestFormValues) {
  return useDomainForm<GuestFormValues, GuestInvite>(guestInviteSchema, defaultValues);
}

/** Name and e-mail; the invite message only when inviting (editing has nothing to send). */
export function GuestForm({
  form,
  onSubmit,
  withInviteMessage,
  actions,
}: {
  form: UseFormReturn<GuestFormValues, unknown, GuestInvite>;
  onSubmit: (values: GuestInvite) => unknown;
  withInviteMessage: boolean;
  actions: ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSection title="Gast">
        <TextField name="name.firstName" label="Vorname" autoComplete="given-name" required />
        <TextField name="name.lastName" label="Nachname" autoComplete="family-name" required />
        <TextField
          name="emailAddress"
          label="E-Mail-Adresse"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          className="sm:col-span-2"
        />
        {withInviteMessage ? (
          <TextareaField
            name="inviteMessage"
            label="Persönliche Nachricht"
            hint={`Optional, erscheint in der Einladungs-E-Mail (max. ${INVITE_MESSAGE_MAX} Zeichen).`}
            rows={4}
            className="sm:col-span-2"
          />
        ) : null}
      </FormSection>
      <FormActions>{actions}</FormActions>
    </Form>
  );
}
