// The events of a subscription as a checkbox list (each row a 44 px tap target).
import { webhookEventLabels, webhookEvents } from '@baustellendoku/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, useFieldController, type BaseFieldProps } from '@/components/ui/form';

export function EventsField(field: BaseFieldProps) {
  const { field: control } = useFieldController(field.name);
  const selected = (control.value as string[] | null) ?? [];
  const toggle = (event: string, checked: boolean) =>
    // Keep the order of the event list.
    control.onChange(webhookEvents.filter((value) => (value === event ? checked : selected.includes(value))));
  return (
    <Field {...field}>
      {(props) => (
        <div
          role="group"
          id={props.id}
          aria-labelledby={`${props.id}-label`}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid']}
          className="grid divide-y divide-slate-100 rounded-md border border-slate-300 bg-white sm:grid-cols-2 sm:divide-y-0"
        >
          {webhookEvents.map((event) => (
            <label
              key={event}
              className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <Checkbox
                checked={selected.includes(event)}
                onCheckedChange={(checked) => toggle(event, checked)}
                onBlur={control.onBlur}
              />
              <span className="min-w-0">
                {webhookEventLabels[event]}
                <span className="block font-mono text-xs text-slate-500">{event}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
