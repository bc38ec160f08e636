import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { applyServerViolations } from '@/lib/server-violations';
import { paths } from '@/app/paths';
import { AccessDenied } from '@/app/shell/error-pages';
import { useCreateMachine, type MachinePayload } from './api';
import { MachineForm, useMachineForm } from './machine-form';

/** /manage-machines/new — name and owner; then on to the edit screen for the suitability proofs. */
export function CreateMachineScreen() {
  const allowed = useCan();
  const navigate = useNavigate();
  const create = useCreateMachine();
  const form = useMachineForm({ name: '', owner: '' });
  if (!allowed('manageMachines')) return <AccessDenied />;
  const submit = async (values: MachinePayload) => {
    try {
      const { machineId } = await create.mutateAsync(values);
      toast.success(`Die Maschinenakte „${values.name}“ wurde angelegt`);
      navigate(paths.editMachine(machineId));
    } catch (error) {
      if (!applyServerViolations(error, form.setError))
        toast.error('Die Maschinenakte konnte nicht angelegt werden', errorMessage(error));
    }
  };
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
