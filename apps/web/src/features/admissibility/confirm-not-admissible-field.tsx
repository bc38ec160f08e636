// The explicit confirmation an appraiser gives when approving a material that is admissible in
// none of the project's Einbauweisen (the server refuses the approval without it).
import { Checkbox } from '@/components/ui/checkbox';
import { Alert } from '@/components/ui/alert';
import { Field, useFieldController } from '@/components/ui/form';

export function ConfirmNotAdmissibleField() {
  const { field } = useFieldController('confirmNotAdmissible');
  return (
    <div className="space-y-3">
      <Alert tone="danger">
        Das Material ist in keiner Einbauweise des Projekts nach EBV Anlage 2 zulässig. Eine Freigabe ist nur mit
        Begründung (z. B. Zulassung der Behörde im Einzelfall, § 21 Abs. 2 EBV) möglich.
      </Alert>
      <Field name="confirmNotAdmissible" label="Bestätigung" required>
        {(props) => (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
            <Checkbox
              {...props}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked)}
              onBlur={field.onBlur}
            />
            Ich gebe das unzulässige Material ausdrücklich frei.
          </label>
        )}
      </Field>
    </div>
  );
}
