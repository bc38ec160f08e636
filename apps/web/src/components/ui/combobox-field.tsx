// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import { Combobox, type ComboboxProps } from './combobox';
import { Field, useFieldController, type BaseFieldProps } from './form';

export function ComboboxField({
  combobox,
  ...field
}: BaseFieldProps & { combobox: Omit<ComboboxProps, 'value' | 'onChange'> }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <Combobox
          {...props}
          {...combobox}
          ref={control.ref}
          value={control.value as string | null}
          onChange={(value) => control.onChange(value)}
          onBlur={control.onBlur}
          disabled={field.disabled}
        />
      )}
    </Field>
  );
}
