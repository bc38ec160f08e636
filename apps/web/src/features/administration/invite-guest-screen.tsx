import { Link, useNavigate } from 'react-router';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/can';
import { submitHandler } from '@/lib/domain-form';
import { formatName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { AccessDenied } from '@/components/error-pages';
import { useInviteGuest } from './api';
import { emptyGuestForm, GuestForm, useGuestForm } from './guest-form';

/** /guests/new — "Neuen Gast einladen": creates the guest and sends the invitation e-mail. */
export function InviteGuestScreen() {
  const allowed = useCan();
  const navigate = useNavigate();
  const invite = useInviteGuest();
  const form = useGuestForm(emptyGuestForm);
  if (!allowed('manageGuests')) return <AccessDenied />;
  const submit = submitHandler(form, invite.mutateAsync, {
    success: (_, values) => `${formatName(values.name)} wurde als Gast eingeladen`,
    failure: 'Die Einladung konnte nicht versendet werden',
    then: () => navigate(paths.guests()),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Neuen Gast einladen"
        description="Der Gast erhält eine E-Mail mit einem Link zur Anmeldung und meldet sich danach mit seiner E-Mail-Adresse an."
        breadcrumbs={[
          { label: 'Startseite', href: paths.home() },
          { label: 'Gäste', href: paths.guests() },
          { label: 'Neuen Gast einladen' },
        ]}
      />
      <GuestForm
        form={form}
        onSubmit={submit}
        withInviteMessage
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.guests()}>Abbrechen</Link>
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              <Send aria-hidden />
              Einladung versenden
            </Button>
          </>
        }
      />
    </div>
  );
}
