// Integration tokens (issue 35 item 2): the admin's organization tokens and a project's tokens.
// A token never reaches these routes: it is neither admin nor project manager (decision 0551).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdIntegrationTokenSchema,
  createOrganizationTokenSchema,
  createProjectTokenSchema,
  integrationTokenListSchema,
  integrationTokenSchema,
} from '@baustellendoku/domain';
import { fromParam, pathId, projectIdParams } from '../../platform/access/index.js';
import { createToken, listTokens, revokeToken } from './integrations.service.js';

const organization = { projectId: null };
const organizationAccess = { access: { global: 'manageIntegrationTokens' } } as const;
const projectAccess = { access: { rule: 'manageIntegrationTokensOfProject', project: fromParam() } } as const;
const tokenParams = z.object({ tokenId: pathId });
const projectTokenParams = projectIdParams.extend({ tokenId: pathId });
// The secret is in this answer only: no cache may keep it.
const noStore = { 'Cache-Control': 'no-store' };

export async function integrationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/integration-token',
    { schema: { response: { 200: integrationTokenListSchema } }, config: organizationAccess },
    async () => ({ items: await listTokens(app.db, organization) }),
  );

  api.post(
    '/integration-token',
    {
      schema: { body: createOrganizationTokenSchema, response: { 201: createdIntegrationTokenSchema } },
      config: organizationAccess,
    },
    async (request, reply) => {
      const created = await createToken(app.db, request.access.user, organization, request.body);
      return reply.code(201).headers(noStore).send(created);
    },
  );

  api.post(
    '/integration-token/:tokenId/revoke',
    { schema: { params: tokenParams, response: { 200: integrationTokenSchema } }, config: organizationAccess },
    async (request) => revokeToken(app.db, request.access.user, organization, request.params.tokenId),
  );

  api.get(
    '/project/:projectId/integration-token',
    { schema: { params: projectIdParams, response: { 200: integrationTokenListSchema } }, config: projectAccess },
    async (request) => ({ items: await listTokens(app.db, { projectId: request.access.project.projectId }) }),
  );

  api.post(
    '/project/:projectId/integration-token',
    {
      schema: {
        params: projectIdParams,
        body: createProjectTokenSchema,
        response: { 201: createdIntegrationTokenSchema },
      },
      config: projectAccess,
    },
    async (request, reply) => {
      const { projectId } = request.access.project;
      const input = { ...request.body, projectIds: [projectId] };
      const created = await createToken(app.db, request.access.user, { projectId }, input);
      return reply.code(201).headers(noStore).send(created);
    },
  );

  api.post(
    '/project/:projectId/integration-token/:tokenId/revoke',
    { schema: { params: projectTokenParams, response: { 200: integrationTokenSchema } }, config: projectAccess },
    async (request) => {
      const { projectId } = request.access.project;
      return revokeToken(app.db, request.access.user, { projectId }, request.params.tokenId);
    },
  );
}
