import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/can';
import { submitHandler } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { AccessDenied } from '@/components/error-pages';
import { useCreateMachine } from './api';
import { MachineForm, useMachineForm } from './machine-form';

/** /manage-machines/new — name and owner; then on to the edit screen for the suitability proofs. */
export function CreateMachineScreen() {
  const allowed = useCan();
  const navigate = useNavigate();
  const create = useCreateMachine();
  const form = useMachineForm({ name: '', owner: '' });
  if (!allowed('manageMachines')) return <AccessDenied />;
  const submit = submitHandler(form, create.mutateAsync, {
    success: (_, values) => `Die Maschinenakte „${values.name}“ wurde angelegt`,
    failure: 'Die Maschinenakte konnte nicht angelegt werden',
    then: ({ machineId }) => navigate(paths.editMachine(machineId)),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Maschinenakte anlegen"
        description="Eignungsnachweise fügen Sie im nächsten Schritt hinzu."
        breadcrumbs={[
          { label: 'Startseite', href: paths.home() },
          { label: 'Maschinen', href: paths.manageMachines() },
          { label: 'Maschinenakte anlegen' },
        ]}
      />
      <MachineForm
        form={form}
        onSubmit={submit}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.manageMachines()}>Abbrechen</Link>
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Maschinenakte anlegen
            </Button>
          </>
        }
      />
    </div>
  );
}
