// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import { Field, useFieldController, type BaseFieldProps } from './form';
import { YesNo } from './yes-no';

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
