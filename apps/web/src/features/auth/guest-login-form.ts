// The guest login form without zod and without react-hook-form: the login is the first screen
// anyone loads, and the two libraries would add ~40 KB gzip to it (decision 0110). The rule mirrors
// the domain's guestLoginSchema exactly (required, at most 200 characters, zod's e-mail pattern);
// guest-login-form.test.ts checks both agree, and the server validates again (422 is mapped onto
// the field). The hook keeps the conventions of every other form: validation on submit, then again
// on each change; the first error takes the focus; the submit is disabled while it runs.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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

/** State of the one-field form; `setError` has react-hook-form's shape, for applyServerViolations. */
export function useGuestLoginForm(onValid: (values: GuestLoginForm) => Promise<void>) {
  const [emailAddress, setEmailAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // Violations without a field (shown above the button, like `root.server` in <Form>).
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const setError = (name: string, error: { type?: string; message?: string }, options?: { shouldFocus?: boolean }) => {
    if (name !== 'emailAddress') {
      setFormError(error.message ?? null);
      return;
    }
    setFieldError(error.message ?? null);
    if (options?.shouldFocus) inputRef.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmailAddress(event.target.value);
    if (isSubmitted) setFieldError(guestEmailError(event.target.value));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    setFormError(null);
    const error = guestEmailError(emailAddress);
    setFieldError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid({ emailAddress: emailAddress.trim() });
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    setEmailAddress('');
    setFieldError(null);
    setFormError(null);
    setSubmitted(false);
  };

  return { emailAddress, fieldError, formError, isSubmitting, inputRef, onChange, onSubmit, setError, reset };
}
