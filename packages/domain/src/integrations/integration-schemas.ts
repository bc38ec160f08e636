// Requests and answers of the integration tokens (issue 35 item 2).
import { z } from 'zod';
import { messages } from '../messages.js';
import { oneOf, requiredText } from '../validation.js';
import { timestampSchema } from '../response-parts.js';
import { TOKEN_DEFAULT_VALID_DAYS, TOKEN_MAX_VALID_DAYS, tokenFormat, tokenRights } from './token-rules.js';

const uuid = z.uuid({ error: messages.invalidValue });

const tokenFields = {
  name: requiredText(100),
  rights: oneOf(tokenRights),
  validDays: z
    .number({ error: messages.invalidNumber })
    .int({ error: messages.invalidNumber })
    .min(1, { error: messages.minimum(1) })
    .max(TOKEN_MAX_VALID_DAYS, { error: messages.maximum(TOKEN_MAX_VALID_DAYS) })
    .default(TOKEN_DEFAULT_VALID_DAYS),
};

/** POST /integration-token (admin): an organization token for the projects listed. */
export const createOrganizationTokenSchema = z.strictObject({
  ...tokenFields,
  projectIds: z
    .array(uuid, { error: messages.required })
    .min(1, { error: messages.required })
    .max(200, { error: messages.invalidValue })
    .transform((ids) => [...new Set(ids)]),
});
export type CreateOrganizationTokenInput = z.input<typeof createOrganizationTokenSchema>;
export type CreateOrganizationTokenRequest = z.output<typeof createOrganizationTokenSchema>;

/** POST /project/{projectId}/integration-token (project manager): a token for this project. */
export const createProjectTokenSchema = z.strictObject(tokenFields);
export type CreateProjectTokenInput = z.input<typeof createProjectTokenSchema>;
export type CreateProjectTokenRequest = z.output<typeof createProjectTokenSchema>;

export const integrationTokenSchema = z.object({
  tokenId: z.string(),
  name: z.string(),
  /** The token's public beginning (`bd_<id>_…`), to recognise it; never the secret. */
  prefix: z.string(),
  projects: z.array(z.object({ projectId: z.string(), name: z.string() })),
  rights: z.enum(tokenRights),
  createdBy: z.object({ name: z.string() }),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
});
export type IntegrationToken = z.infer<typeof integrationTokenSchema>;
export const integrationTokenListSchema = z.object({ items: z.array(integrationTokenSchema) });

/** The answer of a create: the token and its secret, shown this once. */
export const createdIntegrationTokenSchema = z.object({
  token: integrationTokenSchema,
  secret: z
    .string()
    .regex(tokenFormat)
    .meta({ example: 'bd_0f3a9c2e71b4_9hQv3V1y6x4u2kq0y7d3hJ8sP1mNc5rT0aLw2eXz4bY' }),
});
export type CreatedIntegrationToken = z.infer<typeof createdIntegrationTokenSchema>;
