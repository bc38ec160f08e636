// Forms bound to react-hook-form: label above, required mark, German error under the field.
// `<Form form={form} onSubmit={...}>` provides the form; field components find it by context.
import type { ReactNode } from 'react';
import {
  FormProvider,
  get,
  useController,
  useFormContext,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { FieldFrame, type FieldRenderProps } from './field-frame';

/** `TOut` is what the resolver hands to onSubmit (zod schemas may transform, e.g. "" → undefined). */
export function Form<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  onSubmit,
  children,
  className,
  id,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className={cn('space-y-5', className)}>
        {children}
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </FormProvider>
  );
}

/** Label, required mark, hint and the field's error message around any control. */
export function Field({
  name,
  label,
  required,
  hint,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: (props: FieldRenderProps) => ReactNode;
}) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error?.message} className={className}>
      {children}
    </FieldFrame>
  );
}

export type BaseFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
};

/** Connects a controlled component to the form: value, onChange, onBlur, ref. */
export function useFieldController(name: string) {
  const { control } = useFormContext();
  return useController({ name, control });
}

/** Lays out fields in a responsive grid inside a titled form section. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white', className)}>
      <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="text-[15px] font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      </div>
      {/* grid-cols-1 (minmax(0, 1fr)): one long unbreakable child must not widen the section past the phone. */}
      <div className="grid grid-cols-1 gap-4 px-4 py-4 sm:grid-cols-2 sm:px-5">{children}</div>
    </section>
  );
}

/** Sticky action bar at the end of long forms (save stays visible while scrolling). */
export function FormActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:justify-end sm:rounded-b-lg sm:px-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
