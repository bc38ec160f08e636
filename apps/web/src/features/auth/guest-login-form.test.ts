import { describe, expect, it } from 'vitest';
import { guestLoginSchema } from '@baustellendoku/domain';
import { guestEmailError } from './guest-login-form';

// The login screen validates without zod (bundle size); it must judge exactly like the domain schema.
const samples = [
  '',
  '   ',
  'gast@example.com',
  ' gast@example.com ',
  'vorname.nachname+bau@firma-bau.de',
  'kein-at-zeichen',
  'a@b',
  'a@b.c',
  '.punkt@example.com',
  'zwei..punkte@example.com',
  'umlaut@bäckerei.de',
  'leer zeichen@example.com',
  `${'x'.repeat(190)}@example.com`,
  `${'x'.repeat(189)}@example.com`,
];

describe('guest login form validation', () => {
  it.each(samples)('agrees with guestLoginSchema for %j', (emailAddress) => {
    const fromSchema = guestLoginSchema.safeParse({ emailAddress });
    const schemaMessage = fromSchema.success ? null : fromSchema.error.issues[0]!.message;
    expect(guestEmailError(emailAddress)).toBe(schemaMessage);
  });
});
