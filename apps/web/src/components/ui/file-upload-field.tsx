// Form field bound to the surrounding <Form> (label, required mark, German error under it).
import type { UploadedFile } from '@/lib/upload-file';
import { FileUpload } from './file-upload';
import { Field, useFieldController, type BaseFieldProps } from './form';

export function FileUploadField({
  accept,
  maxFiles,
  uploadKind,
  keepOffline,
  ...field
}: BaseFieldProps & { accept?: string; maxFiles?: number; uploadKind?: 'image'; keepOffline?: boolean }) {
  const { field: control } = useFieldController(field.name);
  return (
    <Field {...field}>
      {(props) => (
        <FileUpload
          {...props}
          value={control.value as UploadedFile[]}
          onChange={control.onChange}
          onBlur={control.onBlur}
          accept={accept}
          maxFiles={maxFiles}
          uploadKind={uploadKind}
          keepOffline={keepOffline}
          disabled={field.disabled}
        />
      )}
    </Field>
  );
}
