// The frame of every form field: label above, required mark, hint and the German error under the
// control. Free of react-hook-form, so the login (the first screen anyone loads) can use it
// without loading the form library; `Field` in ./form binds it to react-hook-form.
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type FieldRenderProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

export function FieldFrame({
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (props: FieldRenderProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger-600" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
