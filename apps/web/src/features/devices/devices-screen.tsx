import { Link } from 'react-router';
import { Gauge, Plus } from 'lucide-react';
import { deviceTypeLabels, type DeviceListItem } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { paths } from '@/lib/paths';
import { useDevices } from './api';
import { CalibrationBadge } from './calibration-badge';

const columns: Column<DeviceListItem>[] = [
  {
    key: 'serialNumber',
    header: 'Seriennummer',
    primary: true,
    cell: (device) => (
      <Link
        to={paths.deviceDetail(device.deviceId)}
        className="inline-flex min-h-11 items-center font-medium text-slate-900 hover:text-brand-700 hover:underline sm:min-h-0"
      >
        {device.serialNumber}
      </Link>
    ),
  },
  { key: 'type', header: 'Geräteart', cell: (device) => deviceTypeLabels[device.type] },
  {
    key: 'model',
    header: 'Hersteller und Modell',
    cell: (device) => device.model ?? <span className="text-slate-500">–</span>,
  },
  {
    key: 'calibration',
    header: 'Kalibrierung',
    cell: (device) => <CalibrationBadge calibratedUntil={device.calibratedUntil} />,
  },
];

/** /devices — the register of plate load test devices (decision 0680). */
export function DevicesScreen() {
  const allowed = useCan();
  const devices = useDevices();
  const create = allowed('manageDevices') ? (
    <Button asChild>
      <Link to={paths.createDevice()}>
        <Plus aria-hidden />
        Gerät registrieren
      </Link>
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title="Prüfgeräte"
        description="Leichte Fallgewichtsgeräte und statische Plattendruckgeräte mit ihren Kalibrierscheinen. Nur Versuche mit einem am Prüfdatum kalibrierten Gerät werden beurteilt."
        breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: 'Prüfgeräte' }]}
        action={create}
      />
      {devices.isPending ? (
        <ListSkeleton rows={4} />
      ) : devices.isError ? (
        <Alert tone="danger">{errorMessage(devices.error)}</Alert>
      ) : (
        <DataTable
          caption="Prüfgeräte"
          rows={devices.data}
          columns={columns}
          rowKey={(device) => device.deviceId}
          empty={
            <EmptyState
              icon={Gauge}
              title="Es ist noch kein Prüfgerät registriert."
              description="Registrieren Sie jedes Gerät mit Seriennummer und laden Sie seinen Kalibrierschein hoch."
            />
          }
        />
      )}
    </>
  );
}
