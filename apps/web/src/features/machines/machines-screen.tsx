import { Link } from 'react-router';
import { Pencil, Plus, Tractor } from 'lucide-react';
import { optionLabel, type MachineListItem } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { paths } from '@/lib/paths';
import { AccessDenied } from '@/components/error-pages';
import { useMachines } from './api';

const columns: Column<MachineListItem>[] = [
  {
    key: 'name',
    header: 'Maschine',
    primary: true,
    cell: (machine) => (
      <Link
        to={paths.editMachine(machine.machineId)}
        className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {machine.name}
      </Link>
    ),
  },
  { key: 'owner', header: 'Besitzer', cell: (machine) => machine.owner ?? <span className="text-slate-500">–</span> },
  {
    key: 'suitable',
    header: 'Eignungsnachweise',
    cell: (machine) =>
      machine.isSuitableFor.length > 0 ? (
        machine.isSuitableFor.map((code) => optionLabel('grainSizeAndQuality', code) ?? code).join(', ')
      ) : (
        <span className="text-slate-500">Keine</span>
      ),
  },
  {
    key: 'edit',
    header: <span className="sr-only">Aktionen</span>,
    align: 'right',
    cell: (machine) => (
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.editMachine(machine.machineId)} aria-label={`${machine.name} bearbeiten`}>
          <Pencil aria-hidden />
          Bearbeiten
        </Link>
      </Button>
    ),
  },
];

/** /manage-machines — the machine files (admin). */
export function MachinesScreen() {
  const allowed = useCan();
  const mayManage = allowed('manageMachines');
  const machines = useMachines(mayManage);
  if (!mayManage) return <AccessDenied />;
  const create = (
    <Button asChild>
      <Link to={paths.createMachine()}>
        <Plus aria-hidden />
        Maschinenakte anlegen
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Maschinen"
        breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: 'Maschinen' }]}
        action={create}
      />
      {machines.isPending ? (
        <ListSkeleton rows={4} />
      ) : machines.isError ? (
        <Alert tone="danger">{errorMessage(machines.error)}</Alert>
      ) : (
        <DataTable
          caption="Maschinen"
          rows={machines.data}
          columns={columns}
          rowKey={(machine) => machine.machineId}
          empty={
            <EmptyState
              icon={Tractor}
              title="Es wurde noch keine Maschinenakte angelegt."
              description="Legen Sie für jede Aufbereitungsanlage eine Maschinenakte mit ihren Eignungsnachweisen an."
            />
          }
        />
      )}
    </>
  );
}
