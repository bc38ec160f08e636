// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import { Field, useFieldController, type BaseFieldProps } from './form';
import { MultiSelect } from './multi-select';
import { Select, type SelectOption } from './select';

export function SelectField({
  options,
  placeholder,
  allowEmpty,
  ...field
}: BaseFieldProps & { options: readonly SelectOption[]; placeholder?: string; allowEmpty?: boolean }) {
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

export function MultiSelectField({
  options,
  placeholder,
  ...field
}: BaseFieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <MultiSelect
          {...props}
          ref={control.ref}
          value={control.value as string[]}
          onChange={control.onChange}
          onBlur={control.onBlur}
          options={options}
          placeholder={placeholder}
          disabled={field.disabled}
        />
      )}
    </Field>
  );
}
