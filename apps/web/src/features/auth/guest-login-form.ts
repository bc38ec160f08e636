// Validation of the guest login form without zod: the login is the first screen anyone loads, and
// zod alone would add ~25 KB gzip to it. The rule mirrors the domain's guestLoginSchema exactly
// (required, at most 200 characters, zod's e-mail pattern); guest-login-form.test.ts checks both
// agree, and the server validates again (422 is mapped onto the field).
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { messages } from '@baustellendoku/domain';

export type GuestLoginForm = { emailAddress: string };

const MAX_EMAIL_LENGTH = 200;
// zod 4's `z.email()` default pattern.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The German message for an invalid address, or null when it is valid. */
export function guestEmailError(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return messages.required;
  if (value.length > MAX_EMAIL_LENGTH) return messages.maxLength(MAX_EMAIL_LENGTH);
  if (!EMAIL_PATTERN.test(value)) return messages.invalidEmail;
  return null;
}

export const guestLoginResolver: Resolver<GuestLoginForm> = async (values): Promise<ResolverResult<GuestLoginForm>> => {
  const error = guestEmailError(values.emailAddress ?? '');
  if (error) {
    const errors: FieldErrors<GuestLoginForm> = { emailAddress: { type: 'validate', message: error } };
    return { values: {}, errors };
  }
  return { values: { emailAddress: values.emailAddress.trim() }, errors: {} };
};
