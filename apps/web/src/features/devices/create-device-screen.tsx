import { Link, useNavigate } from 'react-router';
import { deviceTypeLabels } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AccessDenied } from '@/components/error-pages';
import { useCan } from '@/lib/can';
import { submitHandler } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { useCreateDevice } from './api';
import { DeviceForm, useDeviceForm } from './device-form';

/** /devices/new — type, serial number and model; then on to the device for its certificates. */
export function CreateDeviceScreen() {
  const allowed = useCan();
  const navigate = useNavigate();
  const create = useCreateDevice();
  const form = useDeviceForm({ type: null, serialNumber: '', model: '' });
  if (!allowed('manageDevices')) return <AccessDenied />;
  const submit = submitHandler(form, create.mutateAsync, {
    success: (_, values) => `${deviceTypeLabels[values.type]} ${values.serialNumber} wurde registriert`,
    failure: 'Das Gerät konnte nicht registriert werden',
    then: ({ deviceId }) => navigate(paths.deviceDetail(deviceId)),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Gerät registrieren"
        description="Den Kalibrierschein laden Sie im nächsten Schritt hoch."
        breadcrumbs={[
          { label: 'Startseite', href: paths.home() },
          { label: 'Prüfgeräte', href: paths.devices() },
          { label: 'Gerät registrieren' },
        ]}
      />
      <DeviceForm
        form={form}
        onSubmit={submit}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.devices()}>Abbrechen</Link>
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Gerät registrieren
            </Button>
          </>
        }
      />
    </div>
  );
}
