// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import { Field, useFieldController, type BaseFieldProps } from './form';
import { NumberInput } from './number-input';

export function NumberField({
  unit,
  allowDecimals,
  placeholder,
  ...field
}: BaseFieldProps & { unit?: string; allowDecimals?: boolean; placeholder?: string }) {
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
