import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organizationListSchema } from '@baustellendoku/domain';
import { listOrganizations } from './organizations.service.js';

export async function organizationsRoutes(app: FastifyInstance) {
  // Any signed-in user may read the organization names: they are not confidential and the
  // project screens show them (decision 0131).
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/organization',
    { schema: { response: { 200: organizationListSchema } }, config: { access: 'signedIn' } },
    async () => ({ items: await listOrganizations(app.db) }),
  );
}
