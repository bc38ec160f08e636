import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.js';

export type AppraiserInformation = {
  company: string;
  phoneNumber: string;
  address: { street: string; houseNumber: string; postalCode: string; city: string; country: string };
  accreditationNumber: string;
  accreditationAuthority: string;
  accreditationValidUntil: string;
};

export const users = pgTable(
  'users',
  {
    id: id('id'),
    /** 'staff' signs in through the company identity provider, 'guest' by e-mail token, 'integration' is an integration token (never signs in). */
    type: text('type', { enum: ['staff', 'guest', 'integration'] }).notNull(),
    /** OpenID Connect subject (issuer-scoped) of staff users. */
    subject: text('subject'),
    /** Stored lower-case; unique across all users. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestampTz('last_login_at'),
    dataPrivacyPolicyConfirmedAt: timestampTz('data_privacy_policy_confirmed_at'),
    appraiserInformation: jsonb('appraiser_information').$type<AppraiserInformation>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_subject_unique')
      .on(table.subject)
      .where(sql`${table.subject} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked database does not reveal live session cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const loginTokens = pgTable('login_tokens', {
  id: id('id'),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the secret in the e-mail link. */
  confirmSecretHash: text('confirm_secret_hash').notNull(),
  /** SHA-256 of the cookie set in the requesting browser: only that browser can redeem. */
  browserBindingHash: text('browser_binding_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
  confirmedAt: timestampTz('confirmed_at'),
  redeemedAt: timestampTz('redeemed_at'),
});
