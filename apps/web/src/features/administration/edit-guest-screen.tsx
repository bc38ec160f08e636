import { Link, useNavigate, useParams } from 'react-router';
import { UserCheck, UserX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { submitHandler } from '@/lib/domain-form';
import { formatName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { AccessDenied, ErrorContent } from '@/components/error-pages';
import { useGuest, useSetGuestActive, useUpdateGuest, type Guest } from './api';
import { GuestForm, useGuestForm } from './guest-form';
import { formatLastLogin } from './guests-screen';

/** /guests/:guestId — edit name and e-mail, activate or deactivate (spec part 1 "Guests"). */
export function EditGuestScreen() {
  const { guestId = '' } = useParams();
  const allowed = useCan();
  const mayManage = allowed('manageGuests');
  const guest = useGuest(guestId, mayManage);
  if (!mayManage) return <AccessDenied />;
  if (guest.isPending) return <PageSkeleton />;
  if (guest.isError) return <ErrorContent error={guest.error} />;
  return <EditGuest guest={guest.data} />;
}

function EditGuest({ guest }: { guest: Guest }) {
  const navigate = useNavigate();
  const update = useUpdateGuest(guest.userId);
  const setActive = useSetGuestActive(guest.userId);
  const form = useGuestForm({ name: guest.name, emailAddress: guest.emailAddress });
  const name = formatName(guest.name);

  const save = submitHandler(
    form,
    (values) => update.mutateAsync({ name: values.name, emailAddress: values.emailAddress }),
    {
      success: (_, values) => `${formatName(values.name)} wurde aktualisiert`,
      failure: 'Der Nutzer konnte nicht gespeichert werden',
      then: () => navigate(paths.guests()),
    },
  );
  const toggle = async (isActive: boolean) => {
    try {
      await setActive.mutateAsync(isActive);
      toast.success(
        `${name} wurde aktualisiert`,
        isActive ? 'Der Nutzer ist wieder aktiv.' : 'Der Nutzer ist deaktiviert und wurde abgemeldet.',
      );
      navigate(paths.guests());
    } catch (error) {
      toast.error('Der Nutzer konnte nicht aktualisiert werden', errorMessage(error));
      throw error;
    }
  };

  return (
    <div className="max-w-3xl">
      <PageHeader
        title={name}
        badge={guest.isActive ? null : <Badge tone="danger">Deaktiviert</Badge>}
        description={`Gast · Letzter Login: ${formatLastLogin(guest)}`}
        breadcrumbs={[
          { label: 'Startseite', href: paths.home() },
          { label: 'Gäste', href: paths.guests() },
          { label: name },
        ]}
      />
      {!guest.isActive ? (
        <Alert tone="danger" title="Nutzer ist deaktiviert" className="mb-5">
          Dieser Gast kann sich nicht anmelden, bis er wieder aktiviert wird.
        </Alert>
      ) : null}
      <GuestForm
        form={form}
        onSubmit={save}
        withInviteMessage={false}
        actions={
          <>
            {guest.isActive ? (
              <ConfirmDialog
                trigger={
                  <Button variant="danger-outline" className="sm:mr-auto">
                    <UserX aria-hidden />
                    Nutzer deaktivieren
                  </Button>
                }
                title="Nutzer deaktivieren"
                description={`${name} wird sofort abgemeldet und kann sich nicht mehr anmelden, bis der Zugang wieder aktiviert wird.`}
                confirmLabel="Nutzer deaktivieren"
                tone="danger"
                onConfirm={() => toggle(false)}
              />
            ) : (
              <Button
                variant="secondary"
                className="sm:mr-auto"
                isLoading={setActive.isPending}
                onClick={() => toggle(true).catch(() => undefined)}
              >
                <UserCheck aria-hidden />
                Nutzer aktivieren
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to={paths.guests()}>Abbrechen</Link>
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Speichern
            </Button>
          </>
        }
      />
    </div>
  );
}
