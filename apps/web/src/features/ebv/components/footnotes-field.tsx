// The complied footnotes of a material class (spec part 2 §5 "Analytic": at least one, only those
// of the class) as a checkbox list: the footnote texts are whole sentences of EBV Anlage 2, too long
// for chips. "keine" excludes the others, so choosing it clears them and vice versa.
import { optionLabel } from '@baustellendoku/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, useFieldController, type BaseFieldProps } from '@/components/ui/form';

const NONE = 'keine';

export function FootnotesField({ footnotes, ...field }: BaseFieldProps & { footnotes: readonly string[] }) {
  const { field: control } = useFieldController(field.name);
  const selected = (control.value as string[] | null) ?? [];
  const toggle = (footnote: string, checked: boolean) => {
    const others = selected.filter((value) => value !== footnote);
    const next = !checked
      ? others
      : footnote === NONE
        ? [NONE]
        : [...others.filter((value) => value !== NONE), footnote];
    // Keep the order of the option list.
    control.onChange(footnotes.filter((value) => next.includes(value)));
  };
  return (
    <Field {...field}>
      {(props) => (
        <div
          role="group"
          id={props.id}
          aria-labelledby={`${props.id}-label`}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid']}
          className="divide-y divide-slate-100 rounded-md border border-slate-300 bg-white"
        >
          {footnotes.length === 0 ? (
            <p className="px-3 py-3 text-sm text-slate-500">Bitte wählen Sie zuerst die Materialklasse.</p>
          ) : (
            footnotes.map((footnote) => (
              <label
                key={footnote}
                className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                <Checkbox
                  className="mt-0.5"
                  checked={selected.includes(footnote)}
                  onCheckedChange={(checked) => toggle(footnote, checked)}
                  onBlur={control.onBlur}
                  disabled={field.disabled}
                />
                <span className="min-w-0 break-words">
                  {optionLabel('materialClassFootnote', footnote) ?? footnote}
                </span>
              </label>
            ))
          )}
        </div>
      )}
    </Field>
  );
}
