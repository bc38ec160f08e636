// Sign-in, guest and current-user rules both sides agree on (spec part 1 §2, §5, §8, §9):
// request schemas, German messages and the error codes of failed sign-ins.
import { z } from 'zod';
import { messages } from '../messages.js';
import { calendarDate, emailAddress, postalCode, requiredText, storableString } from '../validation.js';

export * from './authentication-messages.js';

export const INVITE_MESSAGE_MAX = 1000;
export const LOGIN_TOKEN_TTL_MS = 10 * 60 * 1000;

/** POST /authentication/login-token */
export const guestLoginSchema = z.strictObject({ emailAddress: emailAddress() });
/** Its answer (201): the token the browser waits on. */
export const loginTokenAnswerSchema = z.object({ loginTokenId: z.string() });
export type LoginTokenAnswer = z.infer<typeof loginTokenAnswerSchema>;
/** POST /authentication/login-token/{loginTokenId}/redeem: the signed-in user. */
export const redeemAnswerSchema = z.object({ userId: z.string() });

/** GET /public-config: what the browser needs before sign-in (support address, map styles). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  mapStyleUrl: z.string().nullable(),
  mapSatelliteStyleUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

const personName = z.strictObject(
  { firstName: requiredText(), lastName: requiredText() },
  { error: messages.required },
);
const inviteMessage = storableString({ multiline: true })
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
  accreditationValidUntil: calendarDate(),
});
export type AppraiserInformationInput = z.output<typeof appraiserInformationSchema>;
