// The grid field as two inputs — letters + number (A12) and the two-digit suffix — under one label
// with one error line. A server violation on gridField marks both inputs (spec part 3 §5, §8).
import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { useFieldController } from '@/components/ui/form';

type FieldError = { message?: string; type?: string } | undefined;

export function GridFieldInput({ className }: { className?: string }) {
  const id = useId();
  const { register, formState } = useFormContext();
  const suffix = useFieldController('gridFieldSuffix');
  const fieldError = get(formState.errors, 'gridField') as FieldError;
  const suffixError = get(formState.errors, 'gridFieldSuffix') as FieldError;
  const serverError = fieldError?.type === 'server';
  const message = fieldError?.message ?? suffixError?.message;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-field`} className="block text-sm font-medium text-slate-800">
          Rasterfeld
          <span className="ml-0.5 text-danger-600" aria-hidden>
            *
          </span>
        </label>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-field`}
            {...register('gridField')}
            placeholder="z. B. A12"
            autoComplete="off"
            aria-required
            aria-invalid={Boolean(fieldError)}
            aria-describedby={errorId}
            className="min-w-0 flex-1 uppercase placeholder:normal-case"
          />
          <span className="text-slate-500" aria-hidden>
            /
          </span>
          <NumberInput
            ref={suffix.field.ref}
            value={suffix.field.value as number | null}
            onChange={suffix.field.onChange}
            onBlur={suffix.field.onBlur}
            allowDecimals={false}
            placeholder="01"
            aria-label="Rasterfeld-Suffix"
            aria-required
            aria-invalid={Boolean(suffixError) || serverError}
            aria-describedby={errorId}
            className="w-24"
          />
        </div>
        <p className="text-xs text-slate-500">
          Buchstaben und Zahl ohne führende Null, dazu eine zweistellige Nummer (z. B. A12 / 05).
        </p>
        {message ? (
          <p id={errorId} role="alert" className="text-sm text-danger-700">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
