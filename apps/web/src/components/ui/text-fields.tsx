// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import { useId, type HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { toTimeOfDay } from '@baustellendoku/domain';
import { Field, useFieldController, type BaseFieldProps } from './form';
import { Input, Textarea } from './input';

export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  suggestions,
  ...field
}: BaseFieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Values the browser offers while typing; any other text stays allowed (a <datalist>). */
  suggestions?: readonly string[];
}) {
  const { register } = useFormContext();
  const listId = useId();
  return (
    <Field {...field}>
      {(props) => (
        <>
          <Input
            {...props}
            {...register(field.name)}
            type={type}
            autoComplete={autoComplete}
            placeholder={placeholder}
            inputMode={inputMode}
            disabled={field.disabled}
            aria-required={field.required || undefined}
            list={suggestions ? listId : undefined}
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </Field>
  );
}

export function TextareaField({
  rows,
  placeholder,
  ...field
}: BaseFieldProps & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Field {...field}>
      {(props) => (
        <Textarea
          {...props}
          {...register(field.name)}
          rows={rows}
          placeholder={placeholder}
          disabled={field.disabled}
          aria-required={field.required || undefined}
        />
      )}
    </Field>
  );
}

/**
 * A 24-hour time field ("14:30") whatever the browser's language: the browser's own time input
 * shows "10:30 AM" in an English browser. Typed "1430" or "14.30" becomes "14:30" on leaving.
 */
export function TimeField(field: BaseFieldProps) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <Input
          {...props}
          ref={control.ref}
          name={control.name}
          value={(control.value as string | null) ?? ''}
          onChange={(event) => control.onChange(event.target.value)}
          onBlur={() => {
            const time = toTimeOfDay(String(control.value ?? ''));
            if (time !== null && time !== control.value) control.onChange(time);
            control.onBlur();
          }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="hh:mm"
          maxLength={5}
          className="tabular-nums"
          disabled={field.disabled}
          aria-required={field.required || undefined}
        />
      )}
    </Field>
  );
}
