// The field components of every form. Each reads its value and error from the surrounding <Form>.
import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import type { UploadedFile } from '@/lib/upload-file';
import { Combobox, type ComboboxProps } from './combobox';
import { DatePicker } from './date-picker';
import { FileUpload } from './file-upload';
import { Field, useFieldController, type BaseFieldProps } from './form';
import { Input, Textarea } from './input';
import { MultiSelect } from './multi-select';
import { NumberInput } from './number-input';
import { Select, type SelectOption } from './select';
import { YesNo } from './yes-no';

export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  ...field
}: BaseFieldProps & { type?: HTMLInputTypeAttribute; autoComplete?: string; placeholder?: string; inputMode?: 'text' | 'email' | 'tel' | 'numeric' }) {
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

export function TextareaField({ rows, placeholder, ...field }: BaseFieldProps & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Field {...field}>
      {(props) => <Textarea {...props} {...register(field.name)} rows={rows} placeholder={placeholder} disabled={field.disabled} aria-required={field.required || undefined} />}
    </Field>
  );
}

export function NumberField({ unit, allowDecimals, placeholder, ...field }: BaseFieldProps & { unit?: string; allowDecimals?: boolean; placeholder?: string }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <NumberInput
          {...props}
          ref={control.ref}
          value={control.value as number | null}
          onChange={control.onChange}
          onBlur={control.onBlur}
          unit={unit}
          allowDecimals={allowDecimals}
          placeholder={placeholder}
          disabled={field.disabled}
        />
      )}
    </Field>
  );
}

export function SelectField({ options, placeholder, allowEmpty, ...field }: BaseFieldProps & { options: readonly SelectOption[]; placeholder?: string; allowEmpty?: boolean }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <Select
          {...props}
          ref={control.ref}
          value={control.value as string | null}
          onChange={control.onChange}
          onBlur={control.onBlur}
          options={options}
          placeholder={placeholder}
          allowEmpty={allowEmpty}
          disabled={field.disabled}
        />
      )}
    </Field>
  );
}

export function MultiSelectField({ options, placeholder, ...field }: BaseFieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <MultiSelect {...props} ref={control.ref} value={control.value as string[]} onChange={control.onChange} onBlur={control.onBlur} options={options} placeholder={placeholder} disabled={field.disabled} />
      )}
    </Field>
  );
}

export function DateField({ placeholder, clearable, ...field }: BaseFieldProps & { placeholder?: string; clearable?: boolean }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <DatePicker {...props} ref={control.ref} value={control.value as string | null} onChange={control.onChange} onBlur={control.onBlur} placeholder={placeholder} clearable={clearable} disabled={field.disabled} />
      )}
    </Field>
  );
}

export function YesNoField(field: BaseFieldProps) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <YesNo
          id={props.id}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          aria-labelledby={`${props.id}-label`}
          name={field.name}
          value={control.value as boolean | null}
          onChange={control.onChange}
          onBlur={control.onBlur}
          disabled={field.disabled}
        />
      )}
    </Field>
  );
}

export function FileUploadField({ accept, maxFiles, ...field }: BaseFieldProps & { accept?: string; maxFiles?: number }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => <FileUpload {...props} value={control.value as UploadedFile[]} onChange={control.onChange} onBlur={control.onBlur} accept={accept} maxFiles={maxFiles} disabled={field.disabled} />}
    </Field>
  );
}

export function ComboboxField({ combobox, ...field }: BaseFieldProps & { combobox: Omit<ComboboxProps, 'value' | 'onChange'> }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => <Combobox {...props} {...combobox} ref={control.ref} value={control.value as string | null} onChange={(value) => control.onChange(value)} onBlur={control.onBlur} disabled={field.disabled} />}
    </Field>
  );
}
