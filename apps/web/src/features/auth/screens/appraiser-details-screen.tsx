import { BadgeCheck } from 'lucide-react';
import { appraiserInformationSchema, type AppraiserInformationInput } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Form, FormSection } from '@/components/ui/form';
import { DateField } from '@/components/ui/date-field';
import { TextField } from '@/components/ui/text-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { BrandMark, BrandName } from '@/components/brand';
import { saveAppraiserInformation } from '../api';
import { useRefreshCurrentUser } from '@/lib/session';
import { useLogout } from '../use-logout';

const emptyForm: AppraiserInformationInput = {
  company: '',
  phoneNumber: '',
  address: { street: '', houseNumber: '', postalCode: '', city: '', country: 'de' },
  accreditationNumber: '',
  accreditationAuthority: '',
  accreditationValidUntil: '',
};

/** Gate rule 4: "Daten als Gutachter vervollständigen" (spec part 1 §2, validation §5). */
export function AppraiserDetailsScreen() {
  const refreshCurrentUser = useRefreshCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const form = useDomainForm<AppraiserInformationInput>(appraiserInformationSchema, emptyForm);
  const submit = submitHandler(
    form,
    (values) => saveAppraiserInformation({ ...values, address: { ...values.address, country: 'de' } }),
    {
      success: 'Ihre Angaben als Gutachter wurden gespeichert',
      failure: 'Die Angaben konnten nicht gespeichert werden',
      then: refreshCurrentUser,
    },
  );
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex h-14 items-center gap-2.5 border-b border-slate-200 bg-white px-5">
        <BrandMark className="size-7" />
        <BrandName />
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <div className="mb-6 flex items-start gap-3">
          <div
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            aria-hidden
          >
            <BadgeCheck className="size-5" />
          </div>
          <div>
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
              Daten als Gutachter vervollständigen
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              Als Gutachterin oder Gutachter erscheinen diese Angaben in Ihren Freigaben und Prüfdokumenten.
            </p>
          </div>
        </div>
        <Form form={form} onSubmit={submit}>
          <FormSection title="Kontakt">
            <TextField name="company" label="Firma" autoComplete="organization" required />
            <TextField name="phoneNumber" label="Telefon" type="tel" autoComplete="tel" inputMode="tel" required />
          </FormSection>
          <FormSection title="Anschrift">
            <TextField name="address.street" label="Straße" autoComplete="address-line1" required />
            <TextField name="address.houseNumber" label="Hausnummer" required />
            <TextField name="address.postalCode" label="PLZ" autoComplete="postal-code" inputMode="numeric" required />
            <TextField name="address.city" label="Stadt" autoComplete="address-level2" required />
          </FormSection>
          <FormSection title="Akkreditierung">
            <TextField name="accreditationNumber" label="Akkreditierungsnummer" required />
            <TextField name="accreditationAuthority" label="Akkreditierende Stelle" required />
            <DateField
              name="accreditationValidUntil"
              label="Gültigkeit der Akkreditierung"
              placeholder="Datum wählen"
              required
            />
          </FormSection>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={logout} isLoading={isLoggingOut}>
              Abmelden
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Angaben speichern
            </Button>
          </div>
        </Form>
      </main>
    </div>
  );
}
