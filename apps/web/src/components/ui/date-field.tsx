// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import { DatePicker } from './date-picker';
import { Field, useFieldController, type BaseFieldProps } from './form';

export function DateField({
  placeholder,
  clearable,
  ...field
}: BaseFieldProps & { placeholder?: string; clearable?: boolean }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <DatePicker
          {...props}
          ref={control.ref}
          value={control.value as string | null}
          onChange={control.onChange}
          onBlur={control.onBlur}
          placeholder={placeholder}
          clearable={clearable}
          disabled={field.disabled}
        />
      )}
    </Field>
  );
}
