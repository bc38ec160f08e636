// Sign-in texts and codes without any schema: the login screen of the web app imports this file
// directly, so its bundle stays free of zod (see docs/decisions/0110-web-shell.md).
export const authenticationMessages = {
  guestNotFound: 'Gast-Zugang nicht gefunden',
  guestDeactivated: 'Gast-Zugang ist vorerst deaktiviert',
  loginNotYetApproved: 'Die Anmeldung wurde noch nicht freigegeben.',
  loginTokenNotFound: 'Der Anmelde-Token wurde nicht gefunden',
  loginTokenAlreadyUsed: 'Der Anmelde-Token wurde bereits verwendet',
  loginTokenTimedOut: 'Der Anmelde-Token ist abgelaufen',
  tooManyLoginRequests: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  mailNotSent: 'Die E-Mail konnte nicht versendet werden. Bitte versuchen Sie es später erneut.',
  emailInUse: 'Diese E-Mail-Adresse wird bereits verwendet',
  cannotDeactivateSelf: 'Sie können Ihren eigenen Zugang nicht deaktivieren.',
  staffManagedByCompanyLogin: 'Die Daten von Mitarbeitenden werden über den Firmen-Login gepflegt.',
} as const;

/** Reasons of /authentication/failed/:reason (the confirm link of a guest login e-mail). */
export const loginTokenFailureReasons = ['not-found', 'already-confirmed', 'timed-out'] as const;
export type LoginTokenFailureReason = (typeof loginTokenFailureReasons)[number];

/**
 * Codes of `/login?error=<code>` after a failed company sign-in (decision 0120). The web shows the
 * German text; an unknown code falls back to `failed`.
 */
export const signInErrorTexts = {
  cancelled: 'Die Anmeldung wurde abgebrochen.',
  expired: 'Die Anmeldung hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  inactive: 'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an den Support.',
  'account-conflict':
    'Zu dieser E-Mail-Adresse gibt es bereits einen anderen Zugang. Bitte wenden Sie sich an den Support.',
  'missing-claims': 'Der Anmeldedienst hat keine E-Mail-Adresse oder keinen Namen übermittelt.',
  unavailable: 'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  failed: 'Die Anmeldung ist leider fehlgeschlagen, versuchen Sie es später erneut.',
} as const;
export type SignInErrorCode = keyof typeof signInErrorTexts;
export const signInErrorText = (code: string | null | undefined): string =>
  signInErrorTexts[(code && code in signInErrorTexts ? code : 'failed') as SignInErrorCode];
