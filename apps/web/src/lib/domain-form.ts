// The one way to build a form (issue 9 §5): react-hook-form validated by the domain's zod schema,
// errors shown after the first submit and then live, and one submit helper that sends the values,
// announces success and maps a 422 onto the fields (or shows the failure as a toast).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from './api-client';
import { applyServerViolations, type FieldOfViolation } from './server-violations';

/**
 * `TForm` is what the fields hold (e.g. null for an unanswered yes/no, '' for an empty number),
 * `TOutput` what the schema makes of it for the API. The schema is the judge of every value the
 * fields can hold, so its input type is widened to the form's values here, once.
 */
export function useDomainForm<TForm extends FieldValues, TOutput extends FieldValues = TForm>(
  schema: z.ZodType<TOutput>,
  defaultValues: DefaultValues<TForm>,
): UseFormReturn<TForm, unknown, TOutput> {
  return useForm<TForm, unknown, TOutput>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TForm, unknown, TOutput>,
    defaultValues,
    ...timing,
  });
}

/**
 * A form whose steps the caller checks one by one with the domain's step rules (the static load
 * test wizard): the same timing, no resolver in front of "Weiter".
 */
export function useStepForm<TForm extends FieldValues>(defaultValues: DefaultValues<TForm>): UseFormReturn<TForm> {
  return useForm<TForm>({ defaultValues, ...timing });
}

/** Errors appear after the first submit, then follow every change. */
const timing = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

export type SubmitOptions<TOutput, TResult> = {
  /** Toast after success (omit when the next screen says it); a function when it names what was saved. */
  success?: string | ((result: TResult, values: TOutput) => string);
  /** Toast title when the server refuses without field violations. */
  failure: string;
  /** Server paths → form fields, where the form's fields differ from the payload. */
  fieldOf?: FieldOfViolation;
  /** What happens after success, e.g. navigate or close the dialog (awaited: the form stays busy). */
  then?: (result: TResult) => unknown;
};

/**
 * The form's onSubmit: `send(values)`, then the success toast, or the violations on the fields.
 * Resolves whether it was saved (a confirm dialog stays open on `false`).
 */
export function submitHandler<TForm extends FieldValues, TOutput extends FieldValues, TResult>(
  form: UseFormReturn<TForm, unknown, TOutput>,
  send: (values: TOutput) => Promise<TResult>,
  { success, failure, fieldOf, then }: SubmitOptions<TOutput, TResult>,
): (values: TOutput) => Promise<boolean> {
  return async (values) => {
    let result: TResult;
    try {
      result = await send(values);
    } catch (error) {
      if (!applyServerViolations(error, form.setError, fieldOf)) toast.error(failure, errorMessage(error));
      return false;
    }
    if (success) toast.success(typeof success === 'string' ? success : success(result, values));
    await then?.(result);
    return true;
  };
}
