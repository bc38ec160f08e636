import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * Integration tokens (issue 35, decision 0551). Each token acts as its own user row of type
 * 'integration' (`userId`): its projects are that user's memberships (roles = the token's one role,
 * or none for read-only), so the rule table, the project lookups, four-eyes and the history's
 * originator work for it as for a person.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: id('id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A project token's project; null for an organization token (made by an admin). */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The public part of the secret (`bd_<lookupId>_…`): finds the row without a secret-dependent lookup. */
    lookupId: text('lookup_id').notNull(),
    /** SHA-256 of the secret part (256 random bits): a leaked database reveals no usable token. */
    secretHash: text('secret_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    /** Written at most once a minute. */
    lastUsedAt: timestampTz('last_used_at'),
  },
  (table) => [
    uniqueIndex('integration_tokens_lookup_unique').on(table.lookupId),
    uniqueIndex('integration_tokens_user_unique').on(table.userId),
    index('integration_tokens_project_idx').on(table.projectId),
  ],
);
