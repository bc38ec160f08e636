import { Link, useParams } from 'react-router';
import type { Machine } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/can';
import { submitHandler } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { AccessDenied, ErrorContent } from '@/components/error-pages';
import { useMachine, useUpdateMachine } from './api';
import { MachineForm, useMachineForm } from './machine-form';
import { SuitabilitySection } from './suitability-section';

/** /manage-machines/:machineId — the machine file and its suitability proofs (Eignungsnachweise). */
export function EditMachineScreen() {
  const { machineId = '' } = useParams();
  const allowed = useCan();
  const mayManage = allowed('manageMachines');
  const machine = useMachine(machineId, mayManage);
  if (!mayManage) return <AccessDenied />;
  if (machine.isPending) return <PageSkeleton />;
  if (machine.isError) return <ErrorContent error={machine.error} />;
  return <EditMachine key={machine.data.machineId} machine={machine.data} />;
}

function EditMachine({ machine }: { machine: Machine }) {
  const update = useUpdateMachine(machine.machineId);
  const form = useMachineForm({ name: machine.name, owner: machine.owner ?? '' });
  const submit = submitHandler(form, update.mutateAsync, {
    success: (saved) => `Die Maschinenakte „${saved.name}“ wurde aktualisiert`,
    failure: 'Die Maschinenakte konnte nicht gespeichert werden',
    then: (saved) => form.reset({ name: saved.name, owner: saved.owner ?? '' }),
  });
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <PageHeader
          title={machine.name}
          description={machine.owner ? `Besitzer: ${machine.owner}` : 'Maschinenakte'}
          breadcrumbs={[
            { label: 'Startseite', href: paths.home() },
            { label: 'Maschinen', href: paths.manageMachines() },
            { label: machine.name },
          ]}
        />
        <MachineForm
          form={form}
          onSubmit={submit}
          actions={
            <>
              <Button asChild variant="secondary">
                <Link to={paths.manageMachines()}>Zurück zur Liste</Link>
              </Button>
              <Button type="submit" isLoading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
                Speichern
              </Button>
            </>
          }
        />
      </div>
      <SuitabilitySection machine={machine} />
    </div>
  );
}
