// Sign-in, guest and current-user rules both sides agree on (spec part 1 §2, §5, §8, §9):
// request schemas, German messages and the error codes of failed sign-ins.
import { z } from 'zod';
import { messages } from './messages.js';
import { emailAddress, isoDate, postalCode, requiredText } from './validation.js';

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
 * Codes of `/login?error=<code>` after a failed company sign-in (decision 0121). The web shows the
 * German text; an unknown code falls back to `failed`.
 */
export const signInErrorTexts = {
  cancelled: 'Die Anmeldung wurde abgebrochen.',
  expired: 'Die Anmeldung hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  inactive: 'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an den Support.',
  'account-conflict': 'Zu dieser E-Mail-Adresse gibt es bereits einen anderen Zugang. Bitte wenden Sie sich an den Support.',
  'missing-claims': 'Der Anmeldedienst hat keine E-Mail-Adresse oder keinen Namen übermittelt.',
  unavailable: 'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  failed: 'Die Anmeldung ist leider fehlgeschlagen, versuchen Sie es später erneut.',
} as const;
export type SignInErrorCode = keyof typeof signInErrorTexts;
export const signInErrorText = (code: string | null | undefined): string =>
  signInErrorTexts[(code && code in signInErrorTexts ? code : 'failed') as SignInErrorCode];

export const INVITE_MESSAGE_MAX = 1000;
export const LOGIN_TOKEN_TTL_MS = 10 * 60 * 1000;

/** POST /authentication/login-token */
export const guestLoginSchema = z.strictObject({ emailAddress: emailAddress() });

const personName = z.strictObject({ firstName: requiredText(), lastName: requiredText() }, { error: messages.required });
const inviteMessage = z
  .string()
  .trim()
  .max(INVITE_MESSAGE_MAX, { error: messages.maxLength(INVITE_MESSAGE_MAX) })
  .nullable()
  .optional()
  .transform((value) => (value ? value : undefined));

/** POST /user (invite a guest). */
export const guestInviteSchema = z.strictObject({ name: personName, emailAddress: emailAddress(), inviteMessage });
export type GuestInvite = z.output<typeof guestInviteSchema>;

/** PUT /user/{id}; the edit form shares the invite form, so an inviteMessage is accepted and ignored. */
export const guestUpdateSchema = guestInviteSchema;
export type GuestUpdate = z.output<typeof guestUpdateSchema>;

/** POST /me/appraiser-information */
export const appraiserInformationSchema = z.strictObject({
  company: requiredText(),
  phoneNumber: requiredText(),
  address: z.strictObject(
    {
      street: requiredText(),
      houseNumber: requiredText(),
      postalCode: postalCode(),
      city: requiredText(),
      country: requiredText(),
    },
    { error: messages.required },
  ),
  accreditationNumber: requiredText(),
  accreditationAuthority: requiredText(),
  accreditationValidUntil: isoDate(),
});
export type AppraiserInformationInput = z.output<typeof appraiserInformationSchema>;
