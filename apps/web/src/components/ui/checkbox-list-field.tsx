// A form field as a list of checkboxes, each row a 44 px tap target: for choices whose labels are
// too long for the chips of `MultiSelectField` or that need a second line. The value keeps the
// options' order. `exclusive` names an option that stands alone ("keine"): choosing it clears the
// others and choosing another clears it.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Checkbox } from './checkbox';
import { Field, useFieldController, type BaseFieldProps } from './form';

export type CheckboxListOption = { value: string; label: ReactNode };

export function CheckboxListField({
  options,
  exclusive,
  empty,
  twoColumns = false,
  ...field
}: BaseFieldProps & {
  options: readonly CheckboxListOption[];
  exclusive?: string;
  /** Shown instead of the list when there is nothing to choose. */
  empty?: string;
  /** Two columns from the small breakpoint on (short labels). */
  twoColumns?: boolean;
}) {
  const { field: control } = useFieldController(field.name);
  const selected = (control.value as string[] | null) ?? [];
  const toggle = (option: string, checked: boolean) => {
    const others = selected.filter((value) => value !== option);
    const next = !checked
      ? others
      : option === exclusive
        ? [option]
        : [...others.filter((value) => value !== exclusive), option];
    control.onChange(options.map((entry) => entry.value).filter((value) => next.includes(value)));
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
          className={cn(
            'divide-y divide-slate-100 rounded-md border border-slate-300 bg-white',
            twoColumns && 'grid sm:grid-cols-2 sm:divide-y-0',
          )}
        >
          {options.length === 0 && empty ? (
            <p className="px-3 py-3 text-sm text-slate-500">{empty}</p>
          ) : (
            options.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                <Checkbox
                  className="mt-0.5"
                  checked={selected.includes(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked)}
                  onBlur={control.onBlur}
                  disabled={field.disabled}
                />
                <span className="min-w-0 break-words">{option.label}</span>
              </label>
            ))
          )}
        </div>
      )}
    </Field>
  );
}
