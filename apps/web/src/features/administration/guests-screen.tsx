import { Link } from 'react-router';
import { Pencil, UserPlus, Users } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { formatDateTime, formatName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { AccessDenied } from '@/components/error-pages';
import { useGuests, type Guest } from './api';

/** "dd.MM.yyyy, HH:mm Uhr", or "k/a" when the guest never signed in. */
export const formatLastLogin = (guest: Pick<Guest, 'lastLoginAt'>) =>
  guest.lastLoginAt ? formatDateTime(guest.lastLoginAt) : 'k/a';

/** Last login; an inactive guest shows the badge "Deaktiviert" instead (spec part 1 "Guests"). */
export function LastLogin({ guest }: { guest: Guest }) {
  if (!guest.isActive) return <Badge tone="danger">Deaktiviert</Badge>;
  return <span className="tabular-nums">{formatLastLogin(guest)}</span>;
}

const columns: Column<Guest>[] = [
  {
    key: 'name',
    header: 'Name',
    primary: true,
    cell: (guest) => (
      <Link
        to={paths.editGuest(guest.userId)}
        className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {formatName(guest.name)}
      </Link>
    ),
  },
  { key: 'email', header: 'E-Mail', cell: (guest) => <span className="break-all">{guest.emailAddress}</span> },
  { key: 'lastLogin', header: 'Letzter Login', cell: (guest) => <LastLogin guest={guest} /> },
  {
    key: 'edit',
    header: <span className="sr-only">Aktionen</span>,
    align: 'right',
    cell: (guest) => (
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.editGuest(guest.userId)} aria-label={`${formatName(guest.name)} bearbeiten`}>
          <Pencil aria-hidden />
          Bearbeiten
        </Link>
      </Button>
    ),
  },
];

/** /guests — "Gäste verwalten" (admin). */
export function GuestsScreen() {
  const allowed = useCan();
  const mayManage = allowed('manageGuests');
  const guests = useGuests(mayManage);
  if (!mayManage) return <AccessDenied />;
  const invite = (
    <Button asChild>
      <Link to={paths.inviteGuest()}>
        <UserPlus aria-hidden />
        Gast einladen
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Gäste verwalten"
        breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: 'Gäste' }]}
        action={invite}
      />
      {guests.isPending ? (
        <ListSkeleton rows={5} />
      ) : guests.isError ? (
        <Alert tone="danger">{errorMessage(guests.error)}</Alert>
      ) : (
        <DataTable
          caption="Gäste"
          rows={guests.data}
          columns={columns}
          rowKey={(guest) => guest.userId}
          empty={
            <EmptyState
              icon={Users}
              title="Es wurde noch kein Gast eingeladen."
              description="Laden Sie externe Beteiligte als Gast ein; sie melden sich dann mit ihrer E-Mail-Adresse an."
            />
          }
        />
      )}
    </>
  );
}
