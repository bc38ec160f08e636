// Maps a 422 answer's violations onto react-hook-form fields (spec part 1 §5: "Server 422 responses
// with a list of violations are mapped onto the named form fields, each violation's title being the
// message").
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** "address[postalCode]" / "documents[0].id" / "/address/city" → dotted react-hook-form paths. */
export function toFieldPath(propertyPath: string): string {
  return propertyPath
    .replace(/^\//, '')
    .replace(/\//g, '.')
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/^\./, '');
}

/**
 * Where a server path is shown when the form's fields differ from the payload (e.g. a value the
 * form combines from two inputs): the field that shows the message, then any inputs it came from,
 * which are only marked.
 */
export type FieldOfViolation = (path: string) => string | readonly string[];

/**
 * Applies every violation of a 422 ApiError as a field error. Returns true when the error was a
 * 422 with violations (the caller then needs no further message); false otherwise. Violations
 * without a path land on `root.server` so forms can show them above the buttons.
 */
export function applyServerViolations<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: FieldOfViolation = (path) => path,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const violations = error.violations;
  if (violations.length === 0) return false;
  let first = true;
  for (const violation of violations) {
    const [path, ...marked] = [fieldOf(toFieldPath(violation.propertyPath))].flat();
    if (!path) {
      setError('root.server' as Path<T>, { type: 'server', message: violation.title });
      continue;
    }
    setError(path as Path<T>, { type: 'server', message: violation.title }, { shouldFocus: first });
    for (const input of marked) setError(input as Path<T>, { type: 'server', message: '' });
    first = false;
  }
  return true;
}
