// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, type BaseFieldProps } from './form';
import { Input, Textarea } from './input';

export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  ...field
}: BaseFieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}) {
  const { register } = useFormContext();
  return (
    <Field {...field}>
      {(props) => (
        <Input
          {...props}
          {...register(field.name)}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          disabled={field.disabled}
          aria-required={field.required || undefined}
        />
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
